/**
 * The random requests of the API's fuzzer (./fuzz.ts): path params, query strings, bodies and
 * content types, and who sends them, drawn among hostile values, random JSON and the values the
 * world knows (real ids, tokens, the API's field names), so requests reach past "required".
 */
import fc from 'fast-check';
import { z } from 'zod';
import * as adminSchemas from '#domain/inputs/admin-input';
import * as authSchemas from '#domain/inputs/auth';
import * as noticeSchemas from '#domain/inputs/notice-input';
import * as paymentSchemas from '#domain/inputs/payments';
import * as pushSchemas from '#domain/inputs/push';
import * as uploadSchemas from '#domain/rules/uploads';
import * as validationSchemas from '#domain/inputs/validation';

// ---- field names the API knows, from its zod schemas (so the fuzzer reaches past "required")

export function fieldNames(): string[] {
  const names = new Set<string>(['notice', 'draft', 'draftId', 'locale']);
  const walk = (schema: unknown, depth: number): void => {
    if (depth > 8 || !(schema instanceof z.ZodType)) return;
    const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.shape && typeof def.shape === 'object') {
      for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) {
        names.add(key);
        walk(inner, depth + 1);
      }
    }
    for (const key of ['innerType', 'in', 'out', 'element', 'schema']) walk(def[key], depth + 1);
    if (Array.isArray(def.options)) for (const option of def.options) walk(option, depth + 1);
  };
  for (const module of [
    adminSchemas,
    authSchemas,
    noticeSchemas,
    paymentSchemas,
    pushSchemas,
    uploadSchemas,
    validationSchemas,
  ]) {
    for (const value of Object.values(module)) walk(value, 0);
  }
  return [...names];
}

/** Valid values worth trying among the random ones: real ids, tokens, sessions */
export interface Known {
  ids: string[];
  editTokens: string[];
  bearers: string[];
  endpoints: string[];
}

export const noneKnown = (): Known => ({
  ids: [] as string[],
  editTokens: [] as string[],
  bearers: [] as string[],
  endpoints: [] as string[],
});

/** A complete notice as the wizard sends it: mutated field by field below */
const validNotice = () => ({
  type: 0,
  prefix: 'Mälestame',
  deceasedName: 'Õie Mänd',
  maidenName: '',
  birthDate: '03.04.1940',
  deathDate: '12.06.2026',
  signature: 'Lapsed',
  counties: [1],
  placeId: null,
  payerType: 'private',
  adderName: 'Kalle Mänd',
  adderEmail: 'kalle@example.ee',
  terms: true,
  privacy: true,
});

export interface Body {
  contentType: string | undefined;
  body: string | Uint8Array | undefined;
}

export interface Who {
  visitor: number;
  csrf: 'valid' | 'none' | 'wrong';
  bearer: 'none' | 'user' | 'admin' | 'garbage';
  editToken: boolean;
  origin: 'none' | 'own' | 'foreign';
  address: string;
}

/** The arbitraries of a request's parts, drawing on what `known` holds when called */
export function requestParts(known: Known, fields: readonly string[]) {
  const text = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom(
      '',
      ' ',
      '0',
      '-1',
      '1.5',
      '1e309',
      '99999999999999999999',
      'null',
      'true',
      '[]',
      '{}',
      '%00',
      '..',
      '$&',
      "$'",
      '<script>',
      '12.03.1941',
      '2025',
      '2026-06-15',
      'a@b.ee',
      'x'.repeat(5000),
    ),
  );

  const anyJson = fc.jsonValue({ maxDepth: 2 });
  /**
   * Objects with keys every object already has, or a `length` that is no number: code that takes
   * them for strings or arrays (zod's length checks do) compares or coerces them
   */
  const hostile = fc.constantFrom(
    { length: [{ toString: 1 }] },
    { length: { toString: 1 } },
    { length: { valueOf: 1, toString: [] } },
    { length: '5' },
    { length: 1e9 },
    { toString: 1, valueOf: 1 },
    { valueOf: {} },
    { constructor: { prototype: { length: 1 } } },
    JSON.parse('{"__proto__":{"length":1,"toString":1}}') as object,
    [{ toString: 1 }],
  );
  const fieldValue = fc.oneof(
    anyJson,
    hostile,
    text,
    fc.integer(),
    fc.double(),
    fc.constantFrom(true, false, null, [1], [1, 2, 15], [0], [16], ['1'], 1, 2, 15, 16, 2 ** 53),
    fc.uuid(),
  );

  const fieldObject = () =>
    fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), fieldValue, {
      maxKeys: 8,
    });

  /** A valid notice with some fields replaced or removed */
  const mutatedNotice = () =>
    fc.tuple(fieldObject(), fc.subarray(Object.keys(validNotice()))).map(([over, drop]) => {
      const notice: Record<string, unknown> = { ...validNotice(), ...over };
      for (const key of drop) delete notice[key];
      return notice;
    });

  const jsonBodyValue = () =>
    fc.oneof(
      anyJson,
      hostile,
      // every field the API knows holding the same hostile value: each route's checks meet it
      hostile.map((value) => Object.fromEntries(fields.map((field) => [field, value]))),
      fieldObject(),
      fc.record(
        {
          notice: fc.oneof(mutatedNotice(), fieldValue),
          draft: fc.oneof(mutatedNotice(), fieldValue),
          draftId: fc.oneof(fc.constantFrom(...known.ids.map(Number)), fieldValue),
        },
        { requiredKeys: [] },
      ),
    );

  const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/ld+json'];
  const OTHER_TYPES = [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=fuzz',
    'multipart/form-data',
    'application/octet-stream',
    'image/jpeg',
    '',
    'application/json; charset=utf-16',
    'application/jsonx',
  ];

  const multipart = (bytes: Uint8Array, name: string) => {
    const head = `--fuzz\r\nContent-Disposition: form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    return Buffer.concat([Buffer.from(head), bytes, Buffer.from('\r\n--fuzz--\r\n')]);
  };

  /**
   * JSON text nested up to 8,000 deep (as text: JSON.stringify overflows the stack itself), in a
   * field and as an article's document; the body reader refuses it past its bound
   */
  const deepJson = () =>
    fc
      .tuple(fc.integer({ min: 2, max: 8000 }), fc.constantFrom(...fields), fc.boolean())
      .map(([levels, field, arrays]) => {
        const [open, close] = arrays ? ['[', ']'] : ['{"type":"paragraph","content":[', ']}'];
        const deep = open.repeat(levels) + close.repeat(levels);
        return `{"${field}":${deep},"title":"Sügav","doc":{"type":"doc","content":[${deep}]}}`;
      });

  const body = (): fc.Arbitrary<Body> =>
    fc.oneof(
      {
        weight: 1,
        arbitrary: fc.record({ contentType: fc.constantFrom(...JSON_TYPES), body: deepJson() }),
      },
      {
        weight: 5,
        arbitrary: fc.record({
          contentType: fc.constantFrom(...JSON_TYPES),
          body: jsonBodyValue().map((v) => JSON.stringify(v)),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          contentType: fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES),
          body: fc.oneof(
            text,
            jsonBodyValue().map((v) => JSON.stringify(v).slice(0, -1)),
          ),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          contentType: fc.constant('multipart/form-data; boundary=fuzz'),
          body: fc
            .tuple(fc.uint8Array({ maxLength: 256 }), fc.constantFrom('file', 'x'))
            .map(([b, n]) => multipart(b, n)),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          contentType: fc.constantFrom(undefined, ...JSON_TYPES),
          body: fc.constant(undefined),
        }),
      },
    );

  const pathParam = () =>
    fc
      .oneof(
        fc.constantFrom(...known.ids, ...known.editTokens, 'google', 'facebook', '0', '-1', '1'),
        fc.nat().map(String),
        text,
      )
      .map((v) => encodeURIComponent(v) || '0');

  const query = () =>
    fc.dictionary(
      fc.oneof(
        fc.constantFrom(...fields, 'kind', 'token', 'PayerID', 'code', 'state', 'error', 'q'),
        fc.string({ maxLength: 6 }),
      ),
      fc.oneof(text, fc.constantFrom(...known.endpoints, 'portrait', 'background', 'en', 'ru')),
      { maxKeys: 5 },
    );

  const who = (): fc.Arbitrary<Who> =>
    fc.record({
      visitor: fc.nat({ max: 39 }),
      csrf: fc.constantFrom('valid', 'valid', 'valid', 'none', 'wrong'),
      bearer: fc.constantFrom('none', 'none', 'user', 'admin', 'garbage'),
      editToken: fc.boolean(),
      origin: fc.constantFrom('none', 'none', 'own', 'foreign'),
      address: fc.ipV4(),
    });
  return { body, pathParam, query, who };
}
