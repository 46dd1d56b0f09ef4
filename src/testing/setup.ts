import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test renders into a fresh document; React Testing Library only auto-cleans with globals on.
afterEach(() => {
  cleanup();
});
