import { loadOnce } from '@/lib/load-once';

/**
 * The shared mentorship schemas (and zod with them), loaded when a mentorship form is first
 * focused or touched, not before its page paints. A failed load is tried again by the next call.
 */
export const loadMentorshipSchemas = loadOnce(() => import('@app/shared/mentorship'));

/** Starts the load (a form's onFocus / onPointerDown); a failure shows on submit. */
export const preloadMentorshipSchemas = () => void loadMentorshipSchemas().catch(() => undefined);
