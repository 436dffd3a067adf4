import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('does not retry answers (4xx)', () => {
    expect(shouldRetry(0, new ApiError({ status: 404, code: 'not_found', message: '' }))).toBe(
      false,
    );
    expect(shouldRetry(0, new ApiError({ status: 422, code: 'validation', message: '' }))).toBe(
      false,
    );
  });
  it('does not retry the service worker\'s "not saved on this device" (#18)', () => {
    expect(shouldRetry(0, new ApiError({ status: 503, code: 'not_saved', message: '' }))).toBe(
      false,
    );
  });
  it('retries network and server failures twice', () => {
    const network = new ApiError({ status: 0, code: 'network', message: '' });
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, new ApiError({ status: 503, code: 'http_503', message: '' }))).toBe(true);
    expect(shouldRetry(2, network)).toBe(false);
  });
});
