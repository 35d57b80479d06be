import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetryQuery } from './query-client';

const answer = (status: number, type = 'X') => new ApiError(status, 'm', { type });

describe('shouldRetryQuery', () => {
  it('shows a 404 or 403 at once (an unknown meeting id is not found, not skeletons for 2 s)', () => {
    expect(shouldRetryQuery(0, answer(404, 'NOT_FOUND'))).toBe(false);
    expect(shouldRetryQuery(0, answer(403, 'PERMISSION_DENIED'))).toBe(false);
    expect(shouldRetryQuery(0, answer(400, 'VALIDATION_ERROR'))).toBe(false);
  });

  it('retries once what may pass: network errors, timeouts, rate limits and 5xx', () => {
    for (const error of [
      answer(500, 'NETWORK_ERROR'),
      answer(503),
      answer(408),
      answer(429),
      new Error('x'),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(false);
    }
  });
});
