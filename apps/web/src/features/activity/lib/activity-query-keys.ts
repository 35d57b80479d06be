/** The query keys of the activity area, in one place so live handlers and fetchers agree. */
export const activityKeys = {
  all: ['activities'] as const,
  unreadCounts: ['activities', 'unread-counts'] as const,
  lists: ['activities', 'list'] as const,
  one: (id: number) => ['activities', 'one', id] as const,
  stats: ['activities', 'stats'] as const,
  /** Mentorship requests waiting for my answer (the Mentorship link's badge). */
  mentorshipRequests: ['activities', 'mentorship-requests'] as const,
};
