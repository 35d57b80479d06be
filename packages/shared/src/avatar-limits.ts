/** What a profile photo may be (docs/architecture.md 14.1), for the server and the photo picker. */

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const AVATAR_MAX_PIXELS = 40_000_000;

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
