// The first script of the app's pages (index.html and each route's own page), loaded beside the
// app's entry and run as soon as it arrives: it asks at once, with the stored token, for what the page shows first
// (the session, the shell's settings and badges, on home this week's meetings and my numbers)
// instead of a few hundred milliseconds later, when the app's code has downloaded and started.
// The app takes these answers over (lib/early-requests.ts).
import type { EarlyRequests } from '@/lib/early-requests';
import { earlyUrls, permissionsOfToken } from './early-urls';

function start(): EarlyRequests | undefined {
  let token: string | null = null;
  let passwordChangePending = false;
  try {
    // STORAGE_KEYS.authToken and .passwordChangePending (lib/storage.ts): this script imports nothing.
    token = localStorage.getItem('auth_token');
    passwordChangePending = localStorage.getItem('password_change_pending') === '1';
  } catch {
    return undefined;
  }
  if (!token) {
    return undefined;
  }
  const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
  const responses = new Map<string, Promise<Response>>();
  const urls = earlyUrls(window.location.pathname, permissionsOfToken(token), { passwordChangePending });
  for (const url of urls) {
    const response = fetch(url, { headers });
    // A failure is for the app to see when it takes the answer over (it then asks again).
    response.catch(() => undefined);
    responses.set(url, response);
  }
  return { token, startedAt: Date.now(), responses };
}

window.__chapterEarlyRequests = start();

// The page's first date formatter loads the locale's data (about 20 ms on a desktop, four times
// that on a phone): done while the page waits for its code, not in the first render. In a task of
// its own, so the requests above leave first.
setTimeout(() => {
  try {
    new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(0);
  } catch {
    // No Intl: the app's own formatting says so, not this.
  }
}, 0);
