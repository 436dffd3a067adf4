/**
 * The API's one error shape, `{ error: { code, message, fields? } }`, as a typed client error.
 * Pure (no fetch, no DOM) so it is unit-tested; lib/api.ts turns ky's HTTPError into this.
 */
export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** Seconds until a retry may succeed (from Retry-After), when the server said so */
  retryAfter?: number | null;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly retryAfter: number | null;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfter = init.retryAfter ?? null;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** Retry-After is either delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds an ApiError from a failed response's status, parsed body (if any) and headers. */
export function apiErrorFrom(
  status: number,
  body: unknown,
  retryAfterHeader: string | null,
  fallbackMessage: string,
  now = Date.now(),
): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  const fields: Record<string, string> = {};
  if (error && isRecord(error.fields)) {
    for (const [key, value] of Object.entries(error.fields)) {
      if (typeof value === 'string') fields[key] = value;
    }
  }
  return new ApiError({
    status,
    code: error && typeof error.code === 'string' ? error.code : `http_${status}`,
    message:
      error && typeof error.message === 'string' && error.message !== ''
        ? error.message
        : fallbackMessage,
    fields,
    retryAfter: parseRetryAfter(retryAfterHeader, now),
  });
}
