import { z } from 'zod';
import { SUPPORT_MESSAGE_MAX } from './support-limits';

/** GET /api/support/contact: where support requests go (the server's SUPPORT_EMAIL). */
export const supportContactResponse = z.object({ email: z.string() });
export type SupportContactResponse = z.infer<typeof supportContactResponse>;

export const SUPPORT_SUBJECT_MAX = 150;

/** POST /api/support/contact: a signed-in member writes to support; the reply goes to their account e-mail. */
export const supportMessageBody = z.object({
  subject: z.string().trim().min(1, 'Subject is required').max(SUPPORT_SUBJECT_MAX),
  message: z.string().trim().min(1, 'Message is required').max(SUPPORT_MESSAGE_MAX),
});
export type SupportMessageBody = z.infer<typeof supportMessageBody>;

export const supportMessageResponse = z.object({ message: z.string() });
export type SupportMessageResponse = z.infer<typeof supportMessageResponse>;
