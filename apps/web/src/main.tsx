// First: configures zod before any module that parses with it runs.
import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppState } from './app/app';
import { applyBrandFont, readBrandFont } from './lib/brand-font';
import { applyCachedTheme } from './lib/theme';
import './styles/index.css';

// A service worker, if any, is unregistered at start (docs/architecture.md 16.7).
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((regs) => Promise.all(regs.map((r) => r.unregister())))
    .catch(() => undefined);
}

// The last known theme and brand font, before the first paint.
applyCachedTheme();
void applyBrandFont(readBrandFont());

const root = document.getElementById('root');
if (root) {
  void createAppState().then((state) => {
    const reactRoot = createRoot(root);
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole tree (a long task of 100-300 ms on a slow phone); the
    // splash in index.html stays until it is done.
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App state={state} />
        </StrictMode>,
      );
    });
  });
}
