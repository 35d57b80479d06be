import { supportMessageBody } from '@app/shared/support';
import { zodRules } from '@/lib/form/zod-rules';

/**
 * The contact form's rules, the shared schema the server uses. The form loads this module (and zod
 * with it) when it is first used (lib/lazy-resolver.ts), not before the page paints.
 */
export const contactFormResolver = zodRules(supportMessageBody);
