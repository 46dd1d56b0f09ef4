import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LOCALES } from '../domain/constants.js';
import { loadMessages } from '../i18n/load-messages.js';

// Both languages' catalogues are loaded before any test, as a page loads its own before the first
// render (server and browser entry), so components render their text at once.
await Promise.all(LOCALES.map((locale) => loadMessages(locale)));

// Waits end as soon as the expectation holds; the generous ceiling only matters on a busy
// machine (two cores shared with builds and browsers), where 1 s made tests fail at random.
configure({ asyncUtilTimeout: 5_000 });

// Each test renders into a fresh document; React Testing Library only auto-cleans with globals on.
// The files of a worker share one document (the project does not isolate them), so whatever a
// test left outside React's roots goes too: live regions made on the fly, cookies and storage.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
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
  // user-event finds a native radio group by `CSS.escape(name)` (arrow keys); jsdom has no `CSS`.
  globalThis.CSS ??= {} as typeof CSS;
  CSS.escape ??= (value: string) =>
    value.replace(/[^\w-]/g, (char) => `\\${char}`).replace(/^(-?)(\d)/, (_, dash: string, digit: string) => `${dash}\\3${digit} `);
}
