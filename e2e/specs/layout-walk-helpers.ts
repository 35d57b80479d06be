import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_GROUP_CODE, type TestServer } from '../fixtures/server';
import { bearer, openSignedIn, tokenFor } from '../fixtures/session';
import { createMeeting } from './meetings-helpers';
import { type SeededMember, seedMembers } from './people-helpers';

// The layout walk (layout-walk.spec.ts): the route table read from the web app's source, a chapter
// seeded through the real API, and the checks run in the page. Browser-side code is passed as
// strings: the e2e TypeScript project has no DOM types.

export interface RouteEntry {
  /** The path as the route table writes it ("/meetings/:meetingId", admin pages with "/admin/"). */
  path: string;
  /** The page's title, or for a redirect the path it leads to. */
  title: string;
  redirectTo?: string;
  /** One of the public pages (no shell: no sidebar or bottom bar). */
  public: boolean;
}

const ROUTER = fileURLToPath(new URL('../../apps/web/src/app/router.tsx', import.meta.url));

/**
 * Every route of apps/web/src/app/router.tsx: `page(...)` and `adminPage(...)` with their titles
 * (admin pages are the children of /admin), and `redirect(...)`. Read from the source, so a page
 * added there and missing from the walk fails the walk.
 */
export function readRouteTable(): RouteEntry[] {
  const source = readFileSync(ROUTER, 'utf8');
  const adminStart = source.indexOf('const adminRoutes');
  const memberStart = source.indexOf('const memberRoutes');
  const entries: RouteEntry[] = [];
  const call = /\b(page|adminPage|redirect)\(\s*'([^']+)',\s*'([^']+)'/g;
  for (const match of source.matchAll(call)) {
    const [, kind, rawPath = '', second = ''] = match;
    const at = match.index ?? 0;
    const inAdmin = at > adminStart && !rawPath.startsWith('/');
    const path = inAdmin ? `/admin/${rawPath}` : rawPath;
    const isPublic = at < memberStart;
    if (kind === 'redirect') {
      entries.push({ path, title: '', redirectTo: second, public: isPublic });
    } else {
      entries.push({ path, title: second, public: isPublic });
    }
  }
  // The index route of /admin: `{ index: true, element: <Navigate to="/admin/dashboard" ... /> }`.
  const adminIndex = /index: true, element: <Navigate to="([^"]+)"/.exec(source);
  if (adminIndex?.[1]) {
    entries.push({ path: '/admin', title: '', redirectTo: adminIndex[1], public: false });
  }
  return entries;
}

export type Person = SeededMember & { name: string };

export interface Chapter {
  groupName: string;
  groupId: number;
  meetingId: number;
  member: Person;
  president: Person;
  daniel: Person;
  james: Person;
  /** Registered with the group code, waiting for approval. */
  pending: { email: string; password: string };
  conversationId: number;
}

async function post(request: APIRequestContext, url: string, token: string, data: unknown) {
  const res = await request.post(url, { headers: bearer(token), data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * A chapter in its first month: a plain Member (Mia), a President, two more members with long
 * company names, a registration waiting for approval, two meetings, slips of every kind (some
 * approved, some pending), a testimonial for Mia, a mentorship request waiting for Mia, a
 * conversation and a visitor.
 */
export async function seedChapter(request: APIRequestContext, server: TestServer): Promise<Chapter> {
  const api = (path: string) => `${server.baseURL}${path}`;
  const seeds = [
    {
      name: 'Mia Member',
      companyName: 'Mia Marketing',
      classification: 'Marketing',
      phone: '+49 151 1111111',
    },
    { name: 'Paul President', companyName: 'Paul Law', classification: 'Law', phone: '+49 151 2222222' },
    {
      name: 'Daniel Kim',
      companyName: 'Kim Structural Engineering and Surveying Partners',
      classification: 'Structural Engineering',
      phone: '+49 151 3333333',
    },
    {
      name: 'James Okafor',
      companyName: 'Okafor Family Dental Practice and Orthodontics',
      classification: 'Dentistry and Orthodontics',
      phone: '+49 151 4444444',
    },
  ];
  const seeded = await seedMembers(request, server, seeds);
  const [member, president, daniel, james] = seeded.map((m, i) => ({ ...m, name: seeds[i]?.name ?? '' })) as [
    Person,
    Person,
    Person,
    Person,
  ];
  const admin = await tokenFor(request, server, E2E_ADMIN);
  const promoted = await request.patch(api(`/api/admin/users/${president.id}`), {
    headers: bearer(admin),
    data: { role: 'President' },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);

  // Waiting for approval: a registration with the group code.
  const pending = { email: `priya.${Date.now()}@example.com`, password: 'Pending-Passw0rd!' };
  const registered = await request.post(api('/api/register'), {
    data: { name: 'Priya Pending', ...pending, groupCode: E2E_GROUP_CODE },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  const [mia, dan, jim] = [
    await tokenFor(request, server, member),
    await tokenFor(request, server, daniel),
    await tokenFor(request, server, james),
  ];
  const profile = await request.get(api('/api/profile'), { headers: bearer(mia) });
  const group = ((await profile.json()) as { group: { id: number; name: string } }).group;

  const meetingId = await createMeeting(request, server, admin, {
    title: 'Weekly chapter meeting',
    startInMinutes: 2 * 24 * 60,
  });
  await createMeeting(request, server, admin, { title: 'Breakfast meeting', startInMinutes: -30 });

  const slips = api('/api/activities');
  const approve = async (kind: 'referral' | 'business', id: unknown) =>
    post(request, api(`/api/approvals/${kind}/${id}`), admin, { decision: 'approve' });
  const given = await post(request, slips, mia, {
    kind: 'referral',
    receiverId: daniel.id,
    contact: { name: 'Dana Client', phone: '+49 151 9999999', email: 'dana.client@example.com' },
    referralType: 'outside',
    temperature: 4,
    notes: 'Wants an extension surveyed before the spring.',
  });
  await approve('referral', given.id);
  // Daniel's referral to James waits in the queue.
  await post(request, slips, dan, {
    kind: 'referral',
    receiverId: james.id,
    contact: { name: 'Oliver Patient' },
    referralType: 'outside',
    temperature: 3,
  });
  await post(request, slips, dan, {
    kind: 'referral',
    receiverId: member.id,
    contact: { name: 'Rita Retailer' },
    referralType: 'inside',
    temperature: 5,
  });
  const business = await post(request, slips, mia, {
    kind: 'closed_business',
    receiverId: daniel.id,
    amount: '1234567.89',
    businessType: 'new',
  });
  await approve('business', business.id);
  await post(request, slips, jim, {
    kind: 'closed_business',
    receiverId: member.id,
    amount: '98765.43',
    businessType: 'repeat',
  });
  await post(request, slips, mia, {
    kind: 'one_to_one',
    receiverId: james.id,
    scheduledAt: new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString(),
    location: 'Café Einstein, Unter den Linden',
  });
  await post(request, slips, dan, {
    kind: 'testimonial',
    receiverId: member.id,
    content: 'Mia rebuilt our website and the enquiries doubled within a month. Highly recommended.',
  });
  await post(request, slips, mia, {
    kind: 'training_credit',
    title: 'Networking education: the 60-second pitch',
    date: new Date().toISOString().slice(0, 10),
    credits: 1.5,
  });

  const sent = await post(request, api('/api/inbox/messages'), dan, {
    recipientId: member.id,
    content: 'Thanks for the referral, Mia! Coffee next week?',
  });
  const conversationId = (sent.data as { conversationId: number }).conversationId;
  // Mia mentors, and James's request waits for her answer: her Mentorship link carries its badge
  // (a count with a screen-reader label) at the far end of the sideways strip of slip forms.
  const mentor = await request.put(api('/api/mentors/me'), {
    headers: bearer(mia),
    data: { expertise: ['Marketing'], bio: 'Websites that bring enquiries.', capacity: 2, accepting: true },
  });
  expect(mentor.ok(), await mentor.text()).toBe(true);
  await post(request, api('/api/mentorship/applications'), jim, {
    mentorId: member.id,
    goals: 'A website that brings new patients.',
  });
  await post(request, api('/api/visitors'), mia, {
    name: 'Victor Visitor',
    email: `victor.${Date.now()}@example.com`,
    company: 'Visitor Ventures',
    meetingId,
  });

  return {
    groupName: group.name,
    groupId: group.id,
    meetingId,
    member,
    president,
    daniel,
    james,
    pending,
    conversationId,
  };
}

/** Opens `path` signed in with `token` (the token where the web app keeps it). */
export async function openAs(page: Page, server: TestServer, token: string | null, path: string) {
  if (token && !page.url().startsWith(server.baseURL)) {
    await openSignedIn(page, server, token, path);
  } else {
    await page.goto(`${server.baseURL}${path}`);
  }
}

/**
 * Resolves once the page shows its content: a <main> with something in it and nothing in it still
 * loading (skeletons, spinners, aria-busy), and the web fonts in.
 */
export async function pageSettled(page: Page): Promise<void> {
  // Polled from here: the app's CSP forbids the eval that page.waitForFunction(string) needs.
  await expect
    .poll(
      () =>
        page.evaluate<boolean>(`(() => {
        const main = document.querySelector('main');
        if (!main || main.childElementCount === 0) return false;
        return !main.querySelector('[aria-busy="true"], .animate-pulse, .animate-spin');
      })()`),
      { intervals: [50, 100, 200] },
    )
    .toBe(true);
  await page.evaluate('document.fonts.ready.then(() => true)');
}

/** What keeps a page from settling, for the report. */
export function stillLoading(page: Page): Promise<string> {
  return page.evaluate<string>(`(() => {
    const main = document.querySelector('main');
    if (!main) return 'no <main> (' + location.pathname + ': ' + document.body.innerText.slice(0, 120) + ')';
    const busy = main.querySelector('[aria-busy="true"], .animate-pulse, .animate-spin');
    return busy ? busy.outerHTML.slice(0, 160) : 'an empty <main>';
  })()`);
}

/**
 * What does not fit the screen, as sentences: the document or the main scroll area scrolling
 * sideways; a visible interactive control past the left or right edge, or cut off by a box that
 * hides its overflow. A control inside a box built to scroll sideways (overflow-x auto or scroll,
 * itself on screen: a chip strip, a wide table) is left alone. In the dark theme also: a wide
 * light surface (e.g. a banner that kept its light colours).
 */
export function layoutProblems(page: Page, dark: boolean): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const problems = [];
    const dark = ${JSON.stringify(dark)};
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.classList.contains('dark') !== dark) {
      problems.push('the page is ' + (dark ? 'light' : 'dark') + ' in the ' + (dark ? 'dark' : 'light') + ' theme');
    }
    if (root.scrollWidth > width + 1) {
      problems.push('the page scrolls sideways (' + root.scrollWidth + ' px wide on a ' + width + ' px screen)');
    }
    const main = document.querySelector('[data-scroll-area="main"]');
    if (main && main.scrollWidth > main.clientWidth + 1) {
      problems.push('the main scroll area scrolls sideways (' + main.scrollWidth + ' px in ' + main.clientWidth + ' px)');
    }
    const describe = (el) => {
      const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.getAttribute('name') || el.id || '')
        .trim().replace(/\\s+/g, ' ').slice(0, 50);
      const role = el.getAttribute('role');
      return el.tagName.toLowerCase() + (role ? '[role=' + role + ']' : '') + ' "' + text + '"';
    };
    const visible = (el) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true });
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], ' +
      '[role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], [role="menuitem"], ' +
      '[tabindex]:not([tabindex="-1"])'
    );
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || !visible(el) || el.closest('[aria-hidden="true"], [inert]')) continue;
      let sideways = false;
      let clippedBy = null;
      for (let a = el.parentElement; a && a !== document.body && a !== main; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible') continue;
        const box = a.getBoundingClientRect();
        if (s.overflowX === 'auto' || s.overflowX === 'scroll') {
          if (box.left >= -1 && box.right <= width + 1) { sideways = true; break; }
          continue;
        }
        if (r.right > box.right + 1 || r.left < box.left - 1) { clippedBy = a; break; }
      }
      if (sideways) continue;
      if (r.right > width + 1 || r.left < -1) {
        problems.push(describe(el) + ' lies past the ' + (r.left < -1 ? 'left' : 'right') + ' edge (' +
          Math.round(r.left) + ' to ' + Math.round(r.right) + ' px on a ' + width + ' px screen)');
      } else if (clippedBy) {
        problems.push(describe(el) + ' is cut off by ' + describe(clippedBy));
      }
    }
    if (dark) {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      const lightness = new Map();
      const lightOf = (colour) => {
        if (!lightness.has(colour)) {
          ctx.clearRect(0, 0, 1, 1);
          ctx.fillStyle = '#000';
          ctx.fillStyle = colour;
          ctx.fillRect(0, 0, 1, 1);
          const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
          const lin = (c) => { const v = c / 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
          lightness.set(colour, a < 200 ? 0 : 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b));
        }
        return lightness.get(colour);
      };
      const reported = new Set();
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width < width * 0.6 || r.height < 24 || !visible(el)) continue;
        const bg = getComputedStyle(el).backgroundColor;
        if (bg === 'rgba(0, 0, 0, 0)' || bg === 'transparent') continue;
        if (lightOf(bg) > 0.45) {
          const what = describe(el);
          if (!reported.has(what)) {
            reported.add(what);
            problems.push(what + ' is a light surface (' + bg + ') in the dark theme');
          }
        }
      }
    }
    return problems;
  })()`);
}

/** Desktop: a sidebar item the sidebar cuts off (below its fold or past its edge) or off the screen. */
export function sidebarProblems(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const aside = document.querySelector('aside');
    if (!aside) return ['there is no sidebar'];
    const problems = [];
    for (const el of aside.querySelectorAll('a[href], button')) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      const name = (el.textContent || el.getAttribute('aria-label') || '').trim().replace(/\\s+/g, ' ');
      if (r.bottom > window.innerHeight + 1 || r.right > window.innerWidth + 1) {
        problems.push('sidebar: "' + name + '" lies off the screen');
        continue;
      }
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const box = a.getBoundingClientRect();
        if (r.bottom > box.bottom + 1 || r.top < box.top - 1 || r.right > box.right + 1) {
          problems.push('sidebar: "' + name + '" is cut off (' + Math.round(r.top) + ' to ' + Math.round(r.bottom) +
            ' px, its box ends at ' + Math.round(box.bottom) + ' px)');
          break;
        }
      }
    }
    return problems;
  })()`);
}
