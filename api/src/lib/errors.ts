/** One JSON error shape for the whole API: { error: { code, message, fields? } }. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { VALIDATION_KEYS, type ValidationKey } from '#domain/inputs/validation';
import type { AppEnv } from '../context';
import type { MessageKey } from '../locales/messages';
import { toLocale, translator, type Translate } from './i18n';

/** The one error shape (also the API description's `Error`, api/src/openapi) */
export const errorBody = z.object({
  error: z.object({
    /** what went wrong, for code: `validation`, `not_found`, `candle_limit`... */
    code: z.string(),
    /** the same for a person, in the request's locale */
    message: z.string(),
    /** per field (`notice.deceasedName`), its message: on 422 */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds, sent as Retry-After (429) */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** What a domain error means, and the HTTP status that says it (the one place they meet). */
const STATUS_OF_KIND = {
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
} as const satisfies Record<string, ContentfulStatusCode>;

/**
 * Thrown by stores, which know neither Hono nor HTTP: what went wrong (`kind`), the error code
 * the client sees, and the message's key. handleError turns it into the error shape.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: keyof typeof STATUS_OF_KIND,
    readonly code: string,
    readonly messageKey: MessageKey,
    /** The input field the error is about: the message is given for it too (`fields`) */
    readonly field?: string,
  ) {
    super(code);
  }
}

/**
 * A limit was hit: 429 with Retry-After in whole seconds and the message `key`, which may
 * speak in `seconds` or `minutes` (both are given).
 */
export function tooManyRequests(
  t: Translate,
  code: string,
  key: MessageKey,
  retryAfterMs: number,
): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(
    429,
    code,
    t(key, { seconds, minutes: Math.ceil(seconds / 60) }),
    undefined,
    seconds,
  );
}

function validationKeyOf(issue: z.core.$ZodIssue): ValidationKey {
  if ((VALIDATION_KEYS as readonly string[]).includes(issue.message)) {
    return issue.message as ValidationKey;
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalid';
    case 'too_small':
      return issue.origin === 'string' ? 'tooShort' : 'tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : 'tooLarge';
    default:
      return 'invalid';
  }
}

/** A 422 about one field that only the server can check, in the shape zod's failures take */
export function invalidField(t: Translate, field: string, message: string): ApiError {
  return new ApiError(422, 'validation', t('errors.validation'), { [field]: message });
}

/** A 422 whose fields each have a validation key (a store's word on what an input refers to) */
export function invalidFields(
  t: Translate,
  problems: Partial<Record<string, ValidationKey>>,
): ApiError {
  const fields = Object.fromEntries(
    Object.entries(problems).map(([field, key]) => [field, t(`validation.${key!}`)]),
  );
  return new ApiError(422, 'validation', t('errors.validation'), fields);
}

/** Turns zod issues into localised messages per field (the first issue of a field wins). */
export function fieldMessages(error: z.core.$ZodError, t: Translate): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    if (field in fields) continue;
    const params = {
      minimum: 'minimum' in issue ? Number(issue.minimum) : undefined,
      maximum: 'maximum' in issue ? Number(issue.maximum) : undefined,
    };
    fields[field] = t(`validation.${validationKeyOf(issue)}`, params);
  }
  return fields;
}

export function errorResponse(c: Context, err: ApiError): Response {
  if (err.retryAfter !== undefined) c.header('Retry-After', String(err.retryAfter));
  const body: ErrorBody = { error: { code: err.code, message: err.message } };
  if (err.fields) body.error.fields = err.fields;
  return c.json(body, err.status);
}

/** app.onError: known errors keep their status; anything else is a 500 without internals. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  const t = c.get('t') ?? translator(toLocale(c.req.query('locale')));
  if (err instanceof ApiError) return errorResponse(c, err);
  if (err instanceof DomainError) {
    const status = STATUS_OF_KIND[err.kind];
    const message = t(err.messageKey);
    const fields = err.field === undefined ? undefined : { [err.field]: message };
    return errorResponse(c, new ApiError(status, err.code, message, fields));
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const key =
      status === 413
        ? 'tooLarge'
        : status === 404
          ? 'notFound'
          : status === 415
            ? 'unsupportedMediaType'
            : 'badRequest';
    const code =
      status === 413
        ? 'too_large'
        : status === 404
          ? 'not_found'
          : status === 415
            ? 'unsupported_media_type'
            : 'bad_request';
    return errorResponse(c, new ApiError(status >= 500 ? 500 : status, code, t(`errors.${key}`)));
  }
  if (isDatabaseUnavailable(err)) {
    // a primary lost mid-request (failover) or a database not reachable: nothing was written
    // that the client was told of, and a retry soon will find the new primary
    console.error(`[api] ${c.req.method} ${c.req.path}: database unavailable: ${err.message}`);
    c.header('Retry-After', '5');
    return errorResponse(
      c,
      new ApiError(503, 'database_unavailable', t('errors.databaseUnavailable')),
    );
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
  return errorResponse(c, new ApiError(500, 'internal', t('errors.internal')));
}

/** Node's errors of a connection that failed or went away */
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/**
 * PostgreSQL could not be reached or went away: a connection exception (SQLSTATE class 08), the
 * server shutting down or starting (57P01–57P03), a standby refusing a write after a failover
 * (25006), or the client's own connection failing: ended under a query, timed out connecting, or
 * already broken when a transaction sends its next statement ("not queryable")
 */
export function isDatabaseUnavailable(err: Error): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '25006'].includes(code)) return true;
    if (CONNECTION_ERRORS.has(code)) return true;
  }
  return /^Connection terminated|timeout exceeded when trying to connect|is not queryable$/.test(
    err.message,
  );
}
