import { supportMessageBody } from '@app/shared/support';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * The contact form's rules, the shared schema the server uses. The form loads this module (and zod
 * with it) when it is first used (lib/lazy-resolver.ts), not before the page paints.
 */
export const contactFormResolver = zodResolver(supportMessageBody);
