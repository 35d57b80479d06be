import {
  CLASSIFICATION_MAX,
  COMPANY_NAME_MAX,
  EMAIL_MAX,
  PERSON_NAME_MAX,
  PHONE_INPUT_MAX,
} from '@app/shared/person-limits';
import { z } from 'zod';
import { zodRules } from '@/lib/form/zod-rules';

/**
 * The create-user form's field rules, as typed (strings). The form loads this module (and zod with
 * it) when it is first used (lib/lazy-resolver.ts), not before the page paints; on submit the body
 * is parsed once more with the shared createAdminUserBody, the server's own schema.
 */
const createUserSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(PERSON_NAME_MAX),
  email: z.string().trim().min(1, 'Email is required').max(EMAIL_MAX).email('Enter a valid email address'),
  role: z.string().min(1, 'Choose a role'),
  classification: z.string().max(CLASSIFICATION_MAX),
  phone: z.string().max(PHONE_INPUT_MAX),
  companyName: z.string().max(COMPANY_NAME_MAX),
  groupId: z.string(),
});

export type CreateUserValues = z.infer<typeof createUserSchema>;

export const createUserResolver = zodRules(createUserSchema);
