/** Page tests drive whole forms through user-event; on two shared cores they can pass 5 s. */
export const PAGE_TEST_OPTIONS = { timeout: 20_000 } as const;
