import { z } from 'zod';

/** GET /api/about/changelog: the release notes as HTML (docs/architecture.md 16.7). */
export const changelogResponse = z.object({ html: z.string() });
export type ChangelogResponse = z.infer<typeof changelogResponse>;
