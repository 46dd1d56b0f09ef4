import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test renders into a fresh document; React Testing Library only auto-cleans with globals on.
afterEach(() => {
  cleanup();
});

// jsdom lacks a few browser APIs Radix primitives call (checkbox and radio form inputs measure
// themselves; Select captures the pointer and scrolls its items into view). No-op stand-ins
// keep the behaviour under test; layout itself is tested in the browser by Storybook.
if (typeof window !== 'undefined') {
  globalThis.ResizeObserver ??= class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}
