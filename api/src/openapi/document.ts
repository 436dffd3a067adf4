/**
 * The API's OpenAPI 3.1 description, generated from what the app mounts: every route under
 * /api (Hono's `app.routes`), the zod schemas its `validate()` checks (parameters and bodies),
 * and the words and answers of `operations.ts`. JSON Schema comes from zod 4's own
 * `z.toJSONSchema` (draft 2020-12, OpenAPI 3.1's dialect). Decision record 0111.
 */
import { z } from 'zod';
import type { ValidationTargets } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import { errorBody } from '../lib/errors';
import { requestSchema, type RequestSchema } from '../lib/router';
import { API_DESCRIPTION, OPERATIONS, type Answer, type OperationText } from './operations';

/** A mounted handler as `app.routes` lists it */
export interface MountedRoute {
  method: string;
  path: string;
  handler: unknown;
}

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

interface Operation {
  operationId: string;
  tags: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, unknown> };
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const ERROR_REF = { $ref: '#/components/responses/Error' };

/** Which mounted routes the description covers: the API's, one per method and path */
function isDescribedRoute({ method, path }: { method: string; path: string }): boolean {
  return METHODS.has(method) && path.startsWith('/api/') && !path.includes('*');
}

/** `/api/notices/:id` as OpenAPI writes it, `/api/notices/{id}` (a `{regex}` dropped) */
export const openApiPath = (path: string) =>
  path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, (_m, name: string) => `{${name}}`);

const operationId = (method: string, path: string) =>
  method.toLowerCase() +
  openApiPath(path)
    .split('/')
    .filter((part) => part && part !== 'api')
    .map((part) => {
      const name = part
        .replace(/[{}]/g, '')
        .replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string) => (c ?? '').toUpperCase());
      const title = name.charAt(0).toUpperCase() + name.slice(1);
      return part.startsWith('{') ? `By${title}` : title;
    })
    .join('');

/** JSON Schema of a zod schema: what a client sends (`input`) or receives (`output`) */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // transforms and refinements have no JSON Schema: the input side describes what to send
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const PARAMETER_PLACES: Partial<Record<keyof ValidationTargets, Parameter['in']>> = {
  param: 'path',
  query: 'query',
  header: 'header',
};

/** An object schema's properties as parameters of one place (path, query, header) */
function parametersOf(check: RequestSchema, place: Parameter['in']): Parameter[] {
  const schema = jsonSchema(check.schema, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: place,
      required: place === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function answer(value: Answer): Record<string, unknown> {
  if (!value.schema) return { description: value.description };
  const type = value.contentType ?? 'application/json';
  const schema: JsonSchema =
    value.schema === 'binary'
      ? { type: 'string', contentMediaType: type }
      : value.schema === 'text'
        ? { type: 'string' }
        : jsonSchema(value.schema, 'output');
  return { description: value.description, content: { [type]: { schema } } };
}

function describeOperation(
  method: string,
  path: string,
  checks: RequestSchema[],
  text: OperationText | undefined,
): Operation {
  const parameters: Parameter[] = [];
  let body: JsonSchema | undefined;
  for (const check of checks) {
    const place = PARAMETER_PLACES[check.target];
    if (place) parameters.push(...parametersOf(check, place));
    else if (check.target === 'json') body = jsonSchema(check.schema, 'input');
  }
  // a path parameter no schema checks is still a string the path carries
  for (const [, name] of openApiPath(path).matchAll(/\{([^}]+)\}/g)) {
    if (!parameters.some((p) => p.in === 'path' && p.name === name)) {
      parameters.push({ name: name!, in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  const responses: Record<string, unknown> = {};
  for (const [status, value] of Object.entries(text?.responses ?? { 200: { description: 'OK' } })) {
    responses[status] = answer(value);
  }
  if (checks.length > 0 && !responses['422']) {
    responses['422'] = { $ref: '#/components/responses/Invalid' };
  }
  responses.default = ERROR_REF;
  return {
    operationId: operationId(method, path),
    tags: [path.split('/')[2]!],
    ...(text ? { summary: text.summary } : {}),
    ...(text?.description ? { description: text.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
      : {}),
    responses,
  };
}

/**
 * The document for the app's `routes`. `missing` and `unknown` name the routes without words in
 * operations.ts and the words for no mounted route (the test requires both empty).
 */
export function buildOpenApiDocument(routes: readonly MountedRoute[]): {
  document: OpenApiDocument;
  missing: string[];
  unknown: string[];
} {
  const checks = new Map<string, RequestSchema[]>();
  for (const route of routes) {
    if (!isDescribedRoute(route)) continue;
    const key = `${route.method} ${route.path}`;
    const list = checks.get(key) ?? [];
    const check = requestSchema(findTargetHandler(route.handler as never) as object);
    if (check) list.push(check);
    checks.set(key, list);
  }
  const paths: OpenApiDocument['paths'] = {};
  const missing: string[] = [];
  for (const [key, list] of checks) {
    const [method, path] = key.split(' ') as [string, string];
    const text = OPERATIONS[key];
    if (!text) missing.push(key);
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = describeOperation(
      method,
      path,
      list,
      text,
    );
  }
  const tags = [...new Set(Object.keys(paths).map((p) => p.split('/')[2]!))].sort();
  const error = jsonSchema(errorBody, 'output');
  return {
    document: {
      openapi: '3.1.0',
      info: { title: 'Küünal API', version: '1', description: API_DESCRIPTION },
      tags: tags.map((name) => ({ name })),
      paths,
      components: {
        schemas: { Error: error },
        responses: {
          Error: {
            description: "An error, in the one shape; `message` in the request's locale",
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
          Invalid: {
            description:
              'validation: a field failed its check; `fields` names each with its message',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        },
      },
    },
    missing,
    unknown: Object.keys(OPERATIONS).filter((key) => !checks.has(key)),
  };
}
