/**
 * The sign-in routes' limits are per client address (RATE_LIMIT_LOGIN, _REGISTER, _RESET_PASSWORD;
 * see perAddressLimit). They run in onRequest, before the body is even parsed, so a refused request
 * never reaches a password hash. Every answer carries x-ratelimit-limit / -remaining / -reset
 * (seconds); a refusal answers 429 RATE_LIMITED with retryAfter.
 */
export const LOGIN_LIMIT_MESSAGE = 'Too many login attempts. Please try again later.';
export const REGISTER_LIMIT_MESSAGE = 'Too many registration attempts. Please try again later.';
export const RESET_LIMIT_MESSAGE = 'Too many password reset attempts. Please try again later.';
