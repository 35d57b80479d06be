/** Names of everything the web app keeps in localStorage, in one place. */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  appVersion: 'app_version',
  sidebarExpanded: 'sidebar_expanded',
  brandFont: 'brand_font',
  theme: 'theme_cache',
  /**
   * '1' while the signed-in account must replace its temporary password: the early script then asks
   * only for the session (the server answers 403 to the rest until the password is changed).
   */
  passwordChangePending: 'password_change_pending',
  /** '1' turns on diagnostic routes such as /__test/error (end-to-end tests). */
  diagnostics: 'chapter_diagnostics',
} as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) {
      localStorage.removeItem(key);
    } else {
      localStorage.setItem(key, value);
    }
  } catch {
    // Private mode or a full quota: the app keeps working without persistence.
  }
}

export const getAuthToken = () => readStorage(STORAGE_KEYS.authToken);
export const setAuthToken = (token: string | null) => writeStorage(STORAGE_KEYS.authToken, token);
