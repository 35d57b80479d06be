import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // The build-budget tests run in node, without a DOM.
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
  }
});
