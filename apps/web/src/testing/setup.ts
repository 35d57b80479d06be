import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// Preact runs a component's effects (its subscriptions among them) after the next animation frame,
// with a 35 ms timer as the fallback. jsdom paints nothing, so they would wait longer than a test's
// clicks take: here they run in the next task, as React schedules them.
options.requestAnimationFrame = (callback) => {
  setTimeout(callback, 0);
};

afterEach(() => {
  cleanup();
  // The build-budget tests run in node, without a DOM.
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
  }
});
