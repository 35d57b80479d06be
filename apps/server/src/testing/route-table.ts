/**
 * Every route of the app, classified (issue 9). routes-permissions.test.ts reads Fastify's own
 * route list and fails for a route missing here, so a new route cannot skip its access check.
 *
 * - public: answers without a token (sign-in, registration, reset, public texts, mail links)
 * - transport: realtime transports; the token travels inside the protocol (connect command)
 * - signed-in: any signed-in account; closed until a temporary password is changed
 * - temp-allowed: signed-in, and open before a temporary password is changed
 *   (plugins/password-gate.ts)
 * - admin-only: installation-wide data and settings, administrators (`is_admin`) only; a
 *   group's Admin role answers 403 (docs/architecture.md 11)
 * - webhook: no token; the caller proves itself by a signature (Twilio's), 403 without it
 *
 * `resource` names the id of a group resource in the request (path, query or body): a member of
 * another group, holding every group permission there, gets 404 for it (docs/architecture.md 6).
 * `body` is a valid body for routes that decide access only after validating input.
 */
export type RouteAccess = 'public' | 'transport' | 'signed-in' | 'temp-allowed' | 'admin-only' | 'webhook';

/** Ids of resources of one group that the test creates (see routes-permissions.test.ts). */
export type ResourceKind =
  | 'user'
  | 'conversation'
  | 'message'
  | 'session'
  | 'group'
  | 'membership'
  | 'meeting'
  | 'visitor'
  | 'activity'
  | 'mentorshipApplication';

export interface RouteRule {
  access: RouteAccess;
  resource?: { kind: ResourceKind; in: 'params' | 'query' | 'body'; name: string };
  body?: Record<string, unknown>;
}

const rule = (access: RouteAccess, extra: Omit<RouteRule, 'access'> = {}): RouteRule => ({
  access,
  ...extra,
});
const param = (kind: ResourceKind, name = 'id') => ({ kind, in: 'params' as const, name });
const query = (kind: ResourceKind, name: string) => ({ kind, in: 'query' as const, name });

const transports = (url: string): Record<string, RouteRule> =>
  Object.fromEntries(['GET', 'HEAD', 'POST', 'OPTIONS'].map((m) => [`${m} ${url}`, rule('transport')]));

/** Keys are `METHOD url` exactly as Fastify registers them; a GET's HEAD shares the GET's rule. */
export const ROUTE_TABLE: Readonly<Record<string, RouteRule>> = {
  // Public
  'GET /api/health': rule('public'),
  'GET /api/docs/json': rule('public'),
  'GET /api/about/changelog': rule('public'),
  'GET /api/support/contact': rule('public'),
  'GET /api/visitors/respond': rule('public'),
  'POST /api/login': rule('public'),
  'POST /api/register': rule('public'),
  'POST /api/reset-password': rule('public'),
  'POST /api/reset-password/:token': rule('public'),
  'POST /api/profile/email/confirm': rule('public'),
  'POST /api/profile/email/undo': rule('public'),
  'POST /api/email/error-report': rule('public'),
  // The weekly digest's mailed links: the signed token names the member (docs/architecture.md 14.7)
  'POST /api/digest/rsvp': rule('public'),
  'POST /api/digest/unsubscribe': rule('public'),
  'GET /api/digest/unsubscribe': rule('public'),

  // Realtime transports (WebSocket upgrades are not routes; realtime.test.ts covers the protocol)
  ...transports('/connection/http_stream'),
  ...transports('/connection/sse'),
  ...transports('/emulation'),

  // Open before a temporary password is changed
  'GET /api/verify-token': rule('temp-allowed'),
  'GET /api/profile': rule('temp-allowed', { resource: query('user', 'userId') }),
  'POST /api/password': rule('temp-allowed'),
  'POST /api/logout': rule('temp-allowed'),

  // Signed in: oneself
  'POST /api/token/refresh': rule('signed-in'),
  'GET /api/settings': rule('signed-in'),
  // Personal data export (issue 15): always the caller's own
  'GET /api/me/export': rule('signed-in'),
  'GET /api/me/digest/preview': rule('signed-in'),
  // Home (issue 15): the caller's own group's to-dos, as permitted
  'GET /api/home/leadership': rule('signed-in'),
  'PUT /api/settings': rule('signed-in'),
  'POST /api/settings/reset': rule('signed-in'),
  'GET /api/sessions': rule('signed-in'),
  'DELETE /api/sessions/:id': rule('signed-in', { resource: param('session') }),
  'PUT /api/profile': rule('signed-in', { resource: query('user', 'userId'), body: { name: 'Renamed' } }),
  'PUT /api/profile/email': rule('signed-in', {
    resource: query('user', 'userId'),
    body: { email: 'route-table-new@example.com', currentPassword: 'Passw0rd!' },
  }),
  'POST /api/profile/avatar': rule('signed-in'),
  'DELETE /api/profile/avatar': rule('signed-in'),
  'GET /api/activities/unread-counts': rule('signed-in'),
  'POST /api/support/contact': rule('signed-in'),

  // Signed in: inbox
  'GET /api/inbox': rule('signed-in'),
  'GET /api/inbox/recipients': rule('signed-in'),
  'GET /api/inbox/conversations/:id': rule('signed-in', { resource: param('conversation') }),
  'PUT /api/inbox/conversations/:id/read': rule('signed-in', { resource: param('conversation') }),
  'POST /api/inbox/messages': rule('signed-in', {
    resource: { kind: 'user', in: 'body', name: 'recipientId' },
    body: { content: 'hello from another group' },
  }),
  'DELETE /api/inbox/messages/:id': rule('signed-in', { resource: param('message') }),

  // Signed in: people and groups of one's own group (docs/architecture.md 14.1, 14.2)
  'GET /api/users/:id/avatar_:size.jpg': rule('signed-in', { resource: param('user') }),
  'GET /api/members': rule('signed-in'),
  'GET /api/admin/users': rule('signed-in', { resource: query('group', 'groupId') }),
  'POST /api/admin/users': rule('signed-in', {
    resource: { kind: 'group', in: 'body', name: 'groupId' },
    body: { name: 'Route Table', email: 'route-table-created@example.com', role: 'Member' },
  }),
  'PATCH /api/admin/users/:id': rule('signed-in', { resource: param('user'), body: { name: 'Renamed' } }),
  'POST /api/admin/users/:id/password-reset': rule('signed-in', { resource: param('user') }),
  'GET /api/admin/groups': rule('signed-in'),
  'GET /api/admin/groups/:id': rule('signed-in', { resource: param('group') }),
  'PATCH /api/admin/groups/:id': rule('signed-in', { resource: param('group'), body: { name: 'Renamed' } }),
  'POST /api/admin/groups/:id/join-code': rule('signed-in', { resource: param('group') }),
  'GET /api/admin/groups/:id/roles': rule('signed-in', { resource: param('group') }),
  'GET /api/approvals': rule('signed-in', { resource: query('group', 'groupId') }),
  'POST /api/approvals/:kind/:id': rule('signed-in', {
    resource: param('membership'),
    body: { decision: 'approve' },
  }),

  // Activity: slips, one-to-ones, mentorship (docs/architecture.md 14.4)
  'GET /api/activities': rule('signed-in'),
  'POST /api/activities': rule('signed-in', {
    resource: { kind: 'user', in: 'body', name: 'receiverId' },
    body: { kind: 'testimonial', content: 'A testimonial from another group member.' },
  }),
  'GET /api/activities/:id': rule('signed-in', { resource: param('activity') }),
  'POST /api/activities/:id/status': rule('signed-in', {
    resource: param('activity'),
    body: { status: 'accepted' },
  }),
  'POST /api/activities/read': rule('signed-in', { body: { direction: 'received' } }),
  'GET /api/activities/stats': rule('signed-in'),
  'GET /api/admin/activity': rule('signed-in', { resource: query('group', 'groupId') }),
  'GET /api/mentors': rule('signed-in'),
  'GET /api/mentors/me': rule('signed-in'),
  'PUT /api/mentors/me': rule('signed-in', {
    body: { expertise: ['Sales'], bio: 'Route table', capacity: 1, accepting: true },
  }),
  'GET /api/mentorship/applications': rule('signed-in'),
  'POST /api/mentorship/applications': rule('signed-in', {
    resource: { kind: 'user', in: 'body', name: 'mentorId' },
    body: { goals: 'Grow my business' },
  }),
  'POST /api/mentorship/applications/:id/status': rule('signed-in', {
    resource: param('mentorshipApplication'),
    body: { status: 'accepted' },
  }),
  // (end of activity)

  // Leadership operations (docs/architecture.md 14.5): news, audit log, SMS, renewals, system
  'GET /api/news': rule('signed-in', { resource: query('group', 'groupId') }),
  'POST /api/news': rule('signed-in', {
    resource: { kind: 'group', in: 'body', name: 'groupId' },
    body: { title: 'Route table', body: 'News from another group' },
  }),
  'GET /api/admin/audit': rule('signed-in', { resource: query('group', 'groupId') }),
  'GET /api/admin/system': rule('admin-only'),
  'POST /api/admin/outbox/:id/retry': rule('admin-only'),
  'POST /api/admin/outbox/:id/open': rule('admin-only'),
  'GET /api/admin/sms': rule('signed-in', { resource: query('group', 'groupId') }),
  'GET /api/admin/sms/opt-outs': rule('signed-in', { resource: query('group', 'groupId') }),
  'POST /api/admin/sms/preview': rule('signed-in', {
    resource: query('group', 'groupId'),
    body: { to: { all: true }, body: 'Hello' },
  }),
  'POST /api/admin/sms': rule('signed-in', {
    resource: query('group', 'groupId'),
    body: { to: { all: true }, body: 'Hello' },
  }),
  // Twilio's webhooks: no token; an unsigned call answers 403 (sms.webhooks.routes.test.ts)
  'POST /api/sms/twilio/status': rule('webhook'),
  'POST /api/sms/twilio/inbound': rule('webhook'),
  // Renewals (docs/architecture.md 15.1): manage_group for one's own group, administrators for any
  'GET /api/admin/renewals': rule('signed-in', { resource: query('group', 'groupId') }),
  'POST /api/admin/renewals/:userId': rule('signed-in', {
    resource: param('user', 'userId'),
    body: { years: 1 },
  }),
  // Leadership reports and dashboard (PALMS, activity report, dashboard)
  'GET /api/admin/reports/palms': rule('signed-in', { resource: query('group', 'groupId') }),
  'GET /api/admin/reports/activity': rule('signed-in', { resource: query('group', 'groupId') }),
  'GET /api/admin/dashboard': rule('signed-in', { resource: query('group', 'groupId') }),
  // Switching in (docs/architecture.md 14.7): imports of a roster and of PALMS history
  'POST /api/admin/imports/members': rule('signed-in', { resource: query('group', 'groupId') }),
  'POST /api/admin/imports/palms': rule('signed-in', { resource: query('group', 'groupId') }),
  'GET /api/admin/imports': rule('signed-in', { resource: query('group', 'groupId') }),
  'DELETE /api/admin/imports/:id': rule('signed-in'),
  // (end of leadership operations)

  // Meetings, calendar, attendance, substitutes, visitors (docs/architecture.md 14.3)
  'GET /api/meetings': rule('signed-in', { resource: query('group', 'groupId') }),
  'POST /api/meetings': rule('signed-in', {
    resource: query('group', 'groupId'),
    body: { title: 'Route table', start: '2030-01-01T10:00:00Z', end: '2030-01-01T11:00:00Z' },
  }),
  'GET /api/meetings/:id': rule('signed-in', { resource: param('meeting') }),
  'PATCH /api/meetings/:id': rule('signed-in', { resource: param('meeting'), body: { title: 'Renamed' } }),
  'DELETE /api/meetings/:id': rule('signed-in', { resource: param('meeting') }),
  'PUT /api/meetings/:id/rsvp': rule('signed-in', {
    resource: param('meeting'),
    body: { status: 'attending' },
  }),
  'GET /api/meetings/:id/attendance': rule('signed-in', { resource: param('meeting') }),
  'PUT /api/meetings/:id/attendance': rule('signed-in', {
    resource: param('meeting'),
    body: { records: [] },
  }),
  'POST /api/meetings/:id/substitutions': rule('signed-in', {
    resource: param('meeting'),
    body: { substituteName: 'Route Table' },
  }),
  'GET /api/calendar/events': rule('signed-in', { resource: query('group', 'groupId') }),
  'GET /api/calendar.ics': rule('signed-in', { resource: query('group', 'groupId') }),
  'GET /api/calendar/feed-url': rule('signed-in'),
  'POST /api/calendar/feed-url': rule('signed-in'),
  'GET /api/calendar/feed/:token.ics': rule('public'),
  'GET /api/visitors': rule('signed-in', { resource: query('group', 'groupId') }),
  'POST /api/visitors': rule('signed-in', {
    resource: { kind: 'meeting', in: 'body', name: 'meetingId' },
    body: { name: 'Route Table', email: 'route-table-visitor@example.com' },
  }),
  'POST /api/visitors/:id/resend': rule('signed-in', { resource: param('visitor') }),
  'DELETE /api/visitors/:id': rule('signed-in', { resource: param('visitor') }),
  'PUT /api/visitors/:id/attended': rule('signed-in', {
    resource: param('visitor'),
    body: { attended: true },
  }),
  // (end of meetings)

  // Installation-wide: administrators only
  'GET /api/admin/outbox': rule('admin-only'),
  'POST /api/admin/groups': rule('admin-only', { body: { name: 'Route Table Group' } }),
  'GET /api/admin/roles': rule('admin-only'),
  'PUT /api/admin/roles/:id/permissions': rule('admin-only', { body: { permissions: ['view_meetings'] } }),
};

/** The rule of a registered route: HEAD routes Fastify adds for GETs share the GET's rule. */
export function ruleFor(method: string, url: string): RouteRule | undefined {
  return ROUTE_TABLE[`${method} ${url}`] ?? (method === 'HEAD' ? ROUTE_TABLE[`GET ${url}`] : undefined);
}
