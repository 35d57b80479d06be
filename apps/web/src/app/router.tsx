import { ADMIN_ITEMS, type Permission } from '@app/shared/permissions';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { PublicPages } from './public-pages';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { UnknownRoute } from './unknown-route';

type Lazy = NonNullable<RouteObject['lazy']>;

/** A page: its title, its code loaded on demand, its own error boundary (docs/architecture.md 16.2). */
function page(path: string, title: string, lazy: Lazy, handle: Omit<RouteHandle, 'title'> = {}): RouteObject {
  return { path, lazy, handle: { title, ...handle }, ErrorBoundary: RouteError };
}

function redirect(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

const adminPermissions = (key: (typeof ADMIN_ITEMS)[number]['key']): readonly Permission[] =>
  ADMIN_ITEMS.find((i) => i.key === key)?.permissions ?? [];

/** An admin page, open with any of its admin item's permissions (docs/architecture.md 16.6 table). */
function adminPage(path: string, title: string, item: Parameters<typeof adminPermissions>[0], lazy: Lazy) {
  return page(path, title, lazy, { permissions: adminPermissions(item) });
}

const publicRoutes: RouteObject[] = [
  page('/login', 'Sign in', () => import('@/features/auth/routes/login')),
  page('/register', 'Create account', () => import('@/features/auth/routes/login')),
  page('/password-reset/:token', 'Reset password', () => import('@/features/auth/routes/password-reset')),
  page('/visitor/response', 'Invitation', () => import('@/features/auth/routes/visitor-response')),
  page(
    '/email-change/:token',
    'Confirm e-mail address',
    () => import('@/features/profile/routes/email-change-page'),
  ),
  page('/email-undo/:token', 'Undo e-mail change', () => import('@/features/profile/routes/email-undo-page')),
  page('/change-password', 'Change password', () => import('@/features/auth/routes/change-password')),
  page('/digest/unsubscribe', 'Weekly digest', () => import('@/features/digest/routes/digest-unsubscribe')),
  page('/digest/rsvp', 'Your answer', () => import('@/features/digest/routes/digest-rsvp')),
];

/** The public pages' path patterns (`/password-reset/:token`), for the early script's own list to be checked against. */
export const publicRoutePaths = (): string[] => publicRoutes.map((route) => route.path ?? '');

/** Whether a path is one of the public pages (sign-in, password reset, invitation answers). */
export function isPublicPath(pathname: string): boolean {
  return matchRoutes(publicRoutes, pathname) !== null;
}

const memberRoutes: RouteObject[] = [
  redirect('/', '/home'),
  page('/home', 'Home', () => import('@/features/home/routes/home'), { home: true }),
  page(
    '/activity/closed-business',
    'Closed Business',
    () => import('@/features/activity/routes/closed-business'),
  ),
  page('/activity/referral', 'Referral', () => import('@/features/activity/routes/referral')),
  page(
    '/activity/training-credits',
    'Training Credits',
    () => import('@/features/activity/routes/training-credits'),
  ),
  page('/activity/one-to-one', 'One-to-One', () => import('@/features/activity/routes/one-to-one')),
  page('/activity/testimonials', 'Testimonials', () => import('@/features/activity/routes/testimonials')),
  redirect('/activity/mentorship', '/activity/mentorship/search'),
  page(
    '/activity/mentorship/search',
    'Find Mentors',
    () => import('@/features/mentorship/routes/mentorship-search'),
  ),
  page(
    '/activity/mentorship/apply',
    'Mentorship Application',
    () => import('@/features/mentorship/routes/mentorship-apply'),
  ),
  redirect('/activity', '/activity/given'),
  page('/activity/:type', 'Activity', () => import('@/features/activity/routes/activity'), {
    tabs: 'activity',
  }),
  page('/roster', 'Roster', () => import('@/features/members/routes/roster')),
  page('/calendar', 'Calendar', () => import('@/features/calendar/routes/calendar')),
  page('/meetings/:meetingId', 'Meeting Details', () => import('@/features/meetings/routes/meeting')),
  page('/meetings/:meetingId/edit', 'Edit Meeting', () => import('@/features/meetings/routes/meeting-edit')),
  redirect('/profile', '/profile/me'),
  page('/profile/:userId', 'Profile', () => import('@/features/profile/routes/profile')),
  page('/more', 'More', () => import('./routes/more')),
  page('/visitors', 'Visitors', () => import('@/features/visitors/routes/visitors')),
  page('/settings/:category?/:subcategory?', 'Settings', () => import('@/features/settings/routes/settings')),
  page('/digest/preview', 'Weekly digest', () => import('@/features/digest/routes/digest-preview')),
  page('/privacy-policy', 'Privacy Policy', () => import('@/features/about/routes/privacy-policy')),
  page('/terms-of-service', 'Terms of Service', () => import('@/features/about/routes/terms-of-service')),
  page('/about/:tab?', 'About', () => import('@/features/about/routes/about')),
  page('/support', 'Support', () => import('./routes/support')),
  page('/inbox', 'Inbox', () => import('@/features/inbox/routes/inbox')),
  page(
    '/inbox/conversation/:conversationId',
    'Conversation',
    () => import('@/features/inbox/routes/conversation'),
  ),
  page('/inbox/compose', 'New Message', () => import('@/features/inbox/routes/compose')),
];

const adminRoutes: RouteObject = {
  path: '/admin',
  lazy: () => import('./layout/admin-layout'),
  ErrorBoundary: RouteError,
  children: [
    { index: true, element: <Navigate to="/admin/dashboard" replace /> },
    adminPage('dashboard', 'Dashboard', 'dashboard', () => import('@/features/reports/routes/dashboard')),
    adminPage('activity', 'Activity', 'activity', () => import('@/features/activity/routes/admin-activity')),
    page('more', 'Management', () => import('./routes/admin-more')),
    adminPage('tools', 'Tools', 'tools', () => import('./routes/admin-tools')),
    adminPage(
      'tools/font-showcase',
      'Font Showcase',
      'tools',
      () => import('@/features/settings/routes/font-showcase'),
    ),
    adminPage('users', 'Users', 'users', () => import('@/features/members/routes/users')),
    adminPage('users/create', 'Create User', 'users', () => import('@/features/members/routes/create-user')),
    adminPage('groups', 'Groups', 'groups', () => import('@/features/groups/routes/groups')),
    adminPage('groups/:groupId', 'Group Details', 'groups', () => import('@/features/groups/routes/group')),
    adminPage(
      'groups/:groupId/roles',
      'Group Roles',
      'groups',
      () => import('@/features/groups/routes/group-roles'),
    ),
    adminPage('approvals', 'Approvals', 'approvals', () => import('@/features/approvals/routes/approvals')),
    adminPage(
      'attendance',
      'Attendance',
      'attendance',
      () => import('@/features/meetings/routes/attendance'),
    ),
    adminPage('renewals', 'Renewals', 'renewals', () => import('@/features/renewals/routes/renewals')),
    adminPage(
      'permissions',
      'Roles & Permissions',
      'permissions',
      () => import('@/features/roles/routes/permissions'),
    ),
    adminPage('reports', 'Reports', 'reports', () => import('@/features/reports/routes/reports')),
    adminPage('messaging', 'Text Messaging', 'messaging', () => import('./routes/admin-messaging')),
    page('settings', 'Admin Settings', () => import('@/features/groups/routes/group-settings'), {
      permissions: ['manage_settings'],
    }),
  ],
};

/** Diagnostic pages (a page that throws, for the error-card e2e test): dev builds or an opt-in flag. */
function diagnosticRoutes(): RouteObject[] {
  const enabled =
    import.meta.env.DEV ||
    import.meta.env.VITE_DIAGNOSTIC_ROUTES === 'true' ||
    readStorage(STORAGE_KEYS.diagnostics) === '1';
  return enabled ? [page('/__test/error', 'Diagnostics', () => import('./routes/test-error'))] : [];
}

/** The route table (docs/architecture.md 16.2). Pages load lazily; the signed-in area's shell too. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      ErrorBoundary: RouteError,
      HydrateFallback: FullScreenSpinner,
      children: [
        { Component: PublicPages, children: publicRoutes },
        {
          lazy: () => import('./layout/app-layout'),
          ErrorBoundary: RouteError,
          children: [...memberRoutes, adminRoutes, ...diagnosticRoutes()],
        },
        { path: '*', Component: UnknownRoute },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
