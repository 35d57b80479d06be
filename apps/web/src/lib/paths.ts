/** Every URL of the web app in one place (docs/architecture.md 16.2); links and redirects build them here. */
export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  changePassword: '/change-password',
  home: '/home',
  roster: '/roster',
  calendar: '/calendar',
  visitors: '/visitors',
  more: '/more',
  support: '/support',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  inbox: '/inbox',
  inboxCompose: '/inbox/compose',
  /** The compose screen with the recipient already chosen (a profile's "Send message"). */
  inboxComposeTo: (userId: number) => `/inbox/compose?to=${userId}`,
  inboxConversation: (conversationId: number | string) => `/inbox/conversation/${conversationId}`,
  activity: (type: 'given' | 'received' = 'given') => `/activity/${type}`,
  activityForm: (kind: 'closed-business' | 'referral' | 'training-credits' | 'one-to-one' | 'testimonials') =>
    `/activity/${kind}`,
  mentorshipSearch: '/activity/mentorship/search',
  mentorshipApply: '/activity/mentorship/apply',
  meeting: (meetingId: number | string) => `/meetings/${meetingId}`,
  meetingEdit: (meetingId: number | string) => `/meetings/${meetingId}/edit`,
  profile: (userId: number | 'me' = 'me') => `/profile/${userId}`,
  settings: (category?: string, subcategory?: string) =>
    ['/settings', category, category ? subcategory : undefined].filter(Boolean).join('/'),
  about: (tab?: 'about' | 'changelog' | 'licenses') => (tab ? `/about/${tab}` : '/about'),
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    more: '/admin/more',
    settings: '/admin/settings',
    tools: '/admin/tools',
    fontShowcase: '/admin/tools/font-showcase',
    users: '/admin/users',
    createUser: '/admin/users/create',
    groups: '/admin/groups',
    group: (groupId: number | string) => `/admin/groups/${groupId}`,
    groupRoles: (groupId: number | string) => `/admin/groups/${groupId}/roles`,
  },
} as const;

/** True for the admin area (admin mode). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
