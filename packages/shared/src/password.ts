import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants';
import { passwordProblems } from './password-rules';

/** The five rules of docs/architecture.md 16.5 (see password-rules.ts, which the web uses without zod), at most 256 characters. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
  .superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) {
      ctx.addIssue({ code: 'custom', message });
    }
  });
