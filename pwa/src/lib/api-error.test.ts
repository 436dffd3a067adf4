import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, parseRetryAfter } from './api-error';

describe('parseRetryAfter', () => {
  it('reads delta seconds', () => {
    expect(parseRetryAfter('120', 0)).toBe(120);
  });
  it('reads an HTTP date relative to now', () => {
    const now = Date.parse('2025-11-02T10:00:00Z');
    expect(parseRetryAfter('Sun, 02 Nov 2025 10:30:00 GMT', now)).toBe(1800);
  });
  it('is null when missing or unreadable', () => {
    expect(parseRetryAfter(null, 0)).toBeNull();
    expect(parseRetryAfter('soon', 0)).toBeNull();
  });
});

describe('apiErrorFrom', () => {
  it('takes code, message and field messages from the error shape', () => {
    const err = apiErrorFrom(
      422,
      { error: { code: 'validation', message: 'Kontrolli välju', fields: { dateFrom: 'Vale' } } },
      null,
      'fallback',
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(422);
    expect(err.code).toBe('validation');
    expect(err.message).toBe('Kontrolli välju');
    expect(err.fields).toEqual({ dateFrom: 'Vale' });
    expect(err.retryAfter).toBeNull();
  });
  it('keeps Retry-After for 429', () => {
    const err = apiErrorFrom(429, { error: { code: 'candle_limit', message: 'x' } }, '3599', 'f');
    expect(err.code).toBe('candle_limit');
    expect(err.retryAfter).toBe(3599);
  });
  it('falls back when the body is not the error shape', () => {
    const err = apiErrorFrom(502, '<html>', null, 'Midagi läks viltu');
    expect(err.code).toBe('http_502');
    expect(err.message).toBe('Midagi läks viltu');
    expect(err.fields).toEqual({});
  });
});
