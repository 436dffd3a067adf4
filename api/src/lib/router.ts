/**
 * How a resource's routes are written: `createRouter()` gives a router on the app's context
 * types, and `validate(target, schema)` checks one part of the request with zod. A failed check
 * becomes an ApiError (by default a 422 with localised field messages) that app.onError sends
 * in the one error shape, so no route writes its own validation hook. Each check also carries
 * its schema (`requestSchema`), from which the API's description is generated (api/src/openapi).
 */
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context, type ValidationTargets } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../context';
import { ApiError, fieldMessages } from './errors';

export const createRouter = () => new Hono<AppEnv>();

/** What `validate()` checks, as the API description reads it from the mounted handlers. */
export interface RequestSchema {
  target: keyof ValidationTargets;
  schema: z.ZodType;
}

const REQUEST_SCHEMA = Symbol('requestSchema');

/** The schema a handler checks, when it is a `validate()` middleware. */
export const requestSchema = (handler: object): RequestSchema | undefined =>
  (handler as { [REQUEST_SCHEMA]?: RequestSchema })[REQUEST_SCHEMA];

/** What a failed check throws instead of the default validation error. */
export type InvalidInput = (error: z.core.$ZodError, c: Context<AppEnv>) => Error;

/** 422 `validation` with one localised message per field (`notice.deceasedName`, `body`). */
export const validationError: InvalidInput = (error, c) => {
  const t = c.get('t');
  return new ApiError(422, 'validation', t('errors.validation'), fieldMessages(error, t));
};

/**
 * Validates the request's `target` with `schema`; the handler reads the parsed value with
 * `c.req.valid(target)`, and the typed client (`hc<AppType>`) learns the input's type.
 * `invalid` replaces the default 422 where a bad value means something else (an unknown token).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  invalid: InvalidInput = validationError,
) {
  const check = zValidator(target, schema, (result, c) => {
    // the routes run on AppEnv (createRouter); zValidator's hook is typed for any Env
    if (!result.success) throw invalid(result.error, c as Context<AppEnv>);
  });
  // a property on the function: the request's path through the check stays as it was
  return Object.assign(check, { [REQUEST_SCHEMA]: { target, schema } satisfies RequestSchema });
}
