import { changePasswordBody } from '@app/shared/auth';
import { updateEmailBody } from '@app/shared/profile';
import { z } from 'zod';
import { zodRules } from '@/lib/form/zod-rules';

/**
 * The rules of the account forms (change e-mail, change password), the shared schemas the server
 * uses. The forms load this module (and zod with it) when they are first used
 * (lib/lazy-resolver.ts); they import only its types.
 */

const changePasswordSchema = changePasswordBody
  .extend({ confirmPassword: z.string().min(1, 'Confirm your new password') })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
const changeEmailSchema = updateEmailBody.pick({ email: true, currentPassword: true });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;

export const changePasswordResolver = zodRules(changePasswordSchema);
export const changeEmailResolver = zodRules(changeEmailSchema);
