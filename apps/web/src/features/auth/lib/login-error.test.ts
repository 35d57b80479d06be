import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { formatCountdown } from './auth-error-view';
import { attemptsRemainingText, describeLoginError, tooManyAttemptsMessage } from './login-error';
import { describeRegistrationError, REGISTRATION_FALLBACK } from './registration-error';
import { returnPath } from './return-path';

describe('sign-in error texts', () => {
  it('counts attempts and minutes as the spec words them', () => {
    expect(attemptsRemainingText(1)).toBe('1 attempt remaining');
    expect(attemptsRemainingText(4)).toBe('4 attempts remaining');
    expect(tooManyAttemptsMessage(900)).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many login attempts. Please try again in 2 minutes.');
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('omits the attempts line at 0 and falls back to Invalid credentials', () => {
    const view = describeLoginError(
      new ApiError(401, '', { type: 'INVALID_CREDENTIALS', remainingAttempts: 0 }),
    );
    expect(view).toEqual({ title: 'Login Failed', message: 'Invalid credentials', tone: 'destructive' });
  });

  it('registration: unknown codes show the server message, no code the fallback', () => {
    expect(
      describeRegistrationError(
        new ApiError(429, 'Slow down', { type: 'RATE_LIMITED', message: 'Slow down' }),
      ).message,
    ).toBe('Slow down');
    expect(describeRegistrationError(new ApiError(500, 'x', {})).message).toBe(REGISTRATION_FALLBACK);
    expect(describeRegistrationError(new Error('boom')).title).toBe('Registration Failed');
  });

  it('returns only to same-app paths that are not the sign-in screen', () => {
    expect(returnPath({ from: '/inbox' })).toBe('/inbox');
    expect(returnPath({ from: { pathname: '/meetings/3', search: '?a=1', hash: '#x' } })).toBe(
      '/meetings/3?a=1#x',
    );
    expect(returnPath({ from: 'https://evil.example' })).toBe('/home');
    expect(returnPath({ from: '//evil.example' })).toBe('/home');
    expect(returnPath({ from: '/login' })).toBe('/home');
    expect(returnPath(null)).toBe('/home');
  });
});
