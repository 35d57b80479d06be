import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorToast } from './api-error-toast';

describe('apiErrorToast (docs/architecture.md 16.8 generic API helper)', () => {
  it('401: Authentication Error', () => {
    expect(apiErrorToast(new ApiError(401, 'x'))).toMatchObject({
      title: 'Authentication Error',
      description: 'Please log in again to continue.',
    });
  });

  it('403: Access Denied', () => {
    expect(apiErrorToast(new ApiError(403, 'Permission denied')).title).toBe('Access Denied');
  });

  it('409: Conflict Error with the error or message field', () => {
    expect(
      apiErrorToast(new ApiError(409, 'm', { type: 'CONFLICT', message: 'Already taken' })),
    ).toMatchObject({
      title: 'Conflict Error',
      description: 'Already taken',
    });
    const withError = new ApiError(409, 'm', {
      type: 'CONFLICT',
      message: 'm',
      error: 'From error',
    } as never);
    expect(apiErrorToast(withError).description).toBe('From error');
  });

  it('anything else, a network failure (status 500) included: Error', () => {
    const expected = { title: 'Error', description: 'An unexpected error occurred.' };
    expect(apiErrorToast(new ApiError(500, 'x', { type: 'NETWORK_ERROR' }))).toMatchObject(expected);
    expect(apiErrorToast(new ApiError(422, 'x'))).toMatchObject(expected);
    expect(apiErrorToast(new Error('boom'))).toMatchObject(expected);
  });
});
