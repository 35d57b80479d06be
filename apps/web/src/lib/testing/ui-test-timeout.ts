/**
 * Page tests drive a whole admin page through user-event (dialogs, menus, a 17 x 8 matrix); alone
 * they take 1-4 s, but with the suite sharing two cores they can pass vitest's 5 s default.
 */
export const PAGE_TEST_OPTIONS = { timeout: 20_000 } as const;
