import { z } from 'zod';

export const VISITOR_RESPONSE_ACTIONS = ['accept', 'decline'] as const;
export type VisitorResponseAction = (typeof VISITOR_RESPONSE_ACTIONS)[number];

/**
 * GET /api/visitors/respond: the link in an invitation mail. Both fields are read leniently (a
 * mangled link still redirects to the response screen instead of answering JSON to a browser).
 */
export const visitorRespondQuery = z.object({
  token: z.string().max(512).optional(),
  action: z.string().max(32).optional(),
});
export type VisitorRespondQuery = z.infer<typeof visitorRespondQuery>;

/** The query of the web screen /visitor/response the server redirects to. */
export const visitorResponseScreenQuery = z.object({
  action: z.enum(VISITOR_RESPONSE_ACTIONS).catch('decline'),
  alreadyProcessed: z
    .enum(['true', 'false'])
    .catch('true')
    .transform((v) => v === 'true'),
});
