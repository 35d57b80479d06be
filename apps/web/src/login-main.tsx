// First: configures zod before any module that parses with it runs.
import './lib/zod-config';
import type { LoginResponse } from '@app/shared/auth';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { LightLogin } from './app/light-login';
import { applyBrandFont, readBrandFont } from './lib/brand-font';
import { getAuthToken } from './lib/storage';
import { applyCachedTheme } from './lib/theme';
import './styles/index.css';

// login.html: the server answers /login and /register with it. A fresh visit gets the sign-in
// screen without the router and the app; they load when needed (signed in already, or once the
// user signs in), and the app takes over the same page without a reload.

if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((regs) => Promise.all(regs.map((r) => r.unregister())))
    .catch(() => undefined);
}

applyCachedTheme();
void applyBrandFont(readBrandFont());

const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  const startApp = async () => {
    const { App, createAppState } = await import('./app/app');
    const state = await createAppState();
    reactRoot.render(
      <StrictMode>
        <App state={state} />
      </StrictMode>,
    );
  };
  // Login success goes to /home (or the temporary-password screen), replacing history (docs/architecture.md 16.2).
  const signedIn = (answer: LoginResponse) => {
    window.history.replaceState(null, '', answer.mustChangePassword ? '/change-password' : '/home');
    void startApp();
  };
  if (getAuthToken()) {
    // Signed in already: the app's /login route sends the user on.
    void startApp();
  } else {
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <LightLogin onSignedIn={signedIn} />
        </StrictMode>,
      );
    });
  }
}
