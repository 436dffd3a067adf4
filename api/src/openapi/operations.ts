/**
 * What each API route does, in words, and what it answers: the one place the routes are
 * described (the request's parameters and bodies come from the zod schemas the routes
 * validate with). Keyed by method and path as mounted; a route without an entry here fails
 * api/src/openapi/openapi.test.ts.
 */
import type { z } from 'zod';
import { ACCOUNTS_OPERATIONS } from './operations/accounts';
import { ADMIN_OPERATIONS } from './operations/admin';
import { PUBLIC_OPERATIONS } from './operations/public';

/** One answer of a route: its status's description and, when it has a body, its shape */
export interface Answer {
  description: string;
  /** a zod schema of the JSON; `text` or `binary` for other bodies (with `contentType`) */
  schema?: z.ZodType | 'text' | 'binary';
  contentType?: string;
}

export interface OperationText {
  summary: string;
  description?: string;
  /** by status; without: `200 OK` described in words only. Errors share the one error shape */
  responses?: Record<number, Answer>;
}

export const API_DESCRIPTION = `All JSON under /api. Every request may carry \`?locale=et|en|ru\` (default et), which sets
the language of error messages. Writes (POST, PUT, PATCH, DELETE) need the visitor cookie and
its CSRF token (\`GET /api/csrf\`) as \`X-CSRF-Token\` with \`X-Requested-With: XMLHttpRequest\`.
Errors always have one shape, \`{"error":{"code","message","fields?"}}\`. The rules, limits and
privacy are in docs/api.md.`;

export const OPERATIONS: Record<string, OperationText> = {
  ...PUBLIC_OPERATIONS,
  ...ACCOUNTS_OPERATIONS,
  ...ADMIN_OPERATIONS,
};
