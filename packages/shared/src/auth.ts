import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants';
import { pathId } from './ids';
import { newPasswordSchema } from './password';
import { settingsResponse } from './settings';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254)
  .email('Enter a valid email address');

export const loginBody = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({
  token: z.string(),
  settings: settingsResponse,
  /** Set when the account signed in with a temporary password that must be changed first. */
  mustChangePassword: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const registerBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email,
  password: newPasswordSchema,
  groupCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter a 6-digit group code')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const resetRequestBody = z.object({ email });
export const resetPasswordBody = z.object({ password: newPasswordSchema });
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** GET /api/verify-token: who the token belongs to. */
export const verifiedUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  permissions: z.array(z.string()),
  version: z.string(),
  mustChangePassword: z.boolean(),
});
export type VerifiedUser = z.infer<typeof verifiedUser>;
export const verifyTokenResponse = z.object({ user: verifiedUser });

export const sessionItem = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;
export const sessionListResponse = z.object({ items: z.array(sessionItem), total: z.number().int() });
export const sessionIdParams = z.object({ id: pathId });

export type ResetRequestBody = z.infer<typeof resetRequestBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export const resetTokenParams = z.object({ token: z.string().max(512) });
