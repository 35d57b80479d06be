/** Bounds of an error report (docs/architecture.md 16.7), without zod. */

/** Field limits; the client trims to them so a report always fits. */
export const ERROR_REPORT_LIMITS = {
  message: 2000,
  component: 500,
  url: 2048,
  stackTrace: 16_000,
  userMessage: 5000,
  agent: 200,
} as const;
