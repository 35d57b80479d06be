import { isAdminAreaUrl } from '../plugins/admin-area';
import type { RouteEntry } from '../plugins/route-list';
import { ruleFor } from '../testing/route-table';
import { markdownTable } from './generated-blocks';
import type { DeclaredRoute, RouteGate } from './route-gates';

/** Where docs/architecture.md describes the calls under each path (longest prefix wins). */
const SECTIONS: readonly [prefix: string, section: string][] = [
  ['/api/login', '16.7'],
  ['/api/register', '16.7'],
  ['/api/verify-token', '16.7'],
  ['/api/logout', '16.7'],
  ['/api/reset-password', '16.7'],
  ['/api/password', '16.7'],
  ['/api/token/refresh', '11'],
  ['/api/sessions', '15.3'],
  ['/api/settings', '16.7'],
  ['/api/about', '16.7'],
  ['/api/email/error-report', '16.7'],
  ['/api/support', '16.7'],
  ['/api/health', '4'],
  ['/api/docs', '6'],
  ['/api/inbox', '13'],
  ['/api/members', '14.1'],
  ['/api/profile', '14.1'],
  ['/api/users', '14.1'],
  ['/api/admin/users', '14.1'],
  ['/api/admin/groups', '14.2'],
  ['/api/admin/roles', '14.2'],
  ['/api/approvals', '14.2'],
  ['/api/meetings', '14.3'],
  ['/api/calendar', '14.3'],
  ['/api/visitors', '14.3'],
  ['/api/activities', '14.4'],
  ['/api/admin/activity', '14.4'],
  ['/api/mentors', '14.4'],
  ['/api/mentorship', '14.4'],
  ['/api/home', '14.5'],
  ['/api/news', '14.5'],
  ['/api/admin', '14.5'],
  ['/api/admin/imports', '14.7'],
  ['/api/sms', '14.5'],
  ['/api/me/export', '14.5'],
  ['/connection', '7'],
  ['/emulation', '7'],
];

function sectionOf(url: string): string {
  const matches = SECTIONS.filter(([prefix]) => url === prefix || url.startsWith(prefix));
  const best = matches.sort((a, b) => b[0].length - a[0].length)[0];
  return best?.[1] ?? '';
}

function gateText(gate: RouteGate | undefined): string {
  if (!gate) {
    return 'not read (path built at run time)';
  }
  switch (gate.kind) {
    case 'none':
      return 'none';
    case 'signed-in':
      return 'signed in';
    case 'permission': {
      const names = gate.permissions.map((p) => `\`${p}\``);
      if (names.length === 1) {
        return names[0] ?? '';
      }
      return `${gate.requireAll ? 'all' : 'any'} of ${names.join(', ')}`;
    }
  }
}

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The route list: every route the built app registers (HEAD routes, which Fastify adds for each
 * GET, left out), its access class from testing/route-table.ts, and the gate its registration
 * declares. Sorted by path, then method, so registration order does not move rows.
 */
export function routesBlock(
  registered: readonly RouteEntry[],
  declared: ReadonlyMap<string, DeclaredRoute>,
): string {
  const seen = new Set<string>();
  const routes = registered.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (r.method === 'HEAD' || seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
  routes.sort(
    (a, b) =>
      a.url.localeCompare(b.url, 'en') || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
  );
  const rows = routes.map((r) => {
    const found = declared.get(`${r.method} ${r.url}`);
    const access = ruleFor(r.method, r.url)?.access ?? 'UNCLASSIFIED (add it to testing/route-table.ts)';
    const gate = access === 'transport' ? 'token inside the protocol' : gateText(found?.gate);
    const adminArea = isAdminAreaUrl(r.url) ? ' + admin area (15.2)' : '';
    const section = sectionOf(r.url);
    return [
      `\`${r.method} ${r.url}\``,
      access,
      `${gate}${adminArea}`,
      section ? section : '',
      found ? `\`${found.file}\`` : '',
    ];
  });
  return markdownTable(['Route', 'Access', 'Gate at the route', 'Section', 'Registered in'], rows);
}
