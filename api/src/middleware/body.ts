/** Request bodies of API writes: how JSON is read, and what happens to a body left unread. */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError } from '../lib/errors';

/** application/json and application/<anything>+json, as hono's validator recognises them */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest legitimate one is
 * an article's document (lists in lists, four levels a list); anything that recurses over a
 * value (JSON.stringify in a size check, zod, the renderer) overflows the stack a few thousand
 * levels down.
 */
export const JSON_MAX_DEPTH = 128;

/** Whether valid JSON text nests arrays and objects deeper than `max` (a scan, no recursion) */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > max) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

/**
 * A key every object already has (`toString`, `valueOf`, `__proto__`, `constructor`...): no field
 * of the API is named so, and an object that shadows one breaks whatever coerces it. zod 4's
 * length checks run even after a field's type check failed, on any value with a `length`
 * (`_whenHasLength` in zod/v4/core/checks), and compare that `length` with a number:
 * `{"length":[{"toString":1}]}` then throws "Cannot convert object to primitive value".
 */
const isReservedKey = (key: string) => Object.hasOwn(Object.prototype, key);

/**
 * Throws the ApiError that refuses a JSON body's text: 400 if it does not parse, 422 if it nests
 * deeper than JSON_MAX_DEPTH or an object in it has a reserved key.
 */
function checkJsonBody(c: Context<AppEnv>, text: string): void {
  const t = c.get('t');
  // before parsing: nothing may recurse over a value this deep
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
    throw new ApiError(422, 'too_deep', t('errors.tooDeep', { maximum: JSON_MAX_DEPTH }));
  }
  let reserved = false;
  try {
    JSON.parse(text, function (this: unknown, key: string, value: unknown) {
      if (!Array.isArray(this) && isReservedKey(key)) reserved = true;
      return value;
    });
  } catch {
    throw new ApiError(400, 'bad_request', t('errors.badJson'));
  }
  if (reserved) throw new ApiError(422, 'reserved_key', t('errors.reservedKey'));
}

function hasBody(c: Context): boolean {
  if (c.req.header('Transfer-Encoding')) return true;
  const length = c.req.header('Content-Length');
  return length !== undefined && length.trim() !== '0';
}

/**
 * The one way a JSON request body is read (docs/api.md, "Errors and request bodies"). Mounted on every API write
 * except the two that read their own body (PayPal's webhook, uploads): a body that is not
 * declared as JSON is a 415, one that does not parse is a 400, both in the error shape, before
 * any route sees it; one nested too deep, or with an object that shadows a member of every object
 * (`toString`), is a 422. Routes then validate the parsed value with zod (`validate('json', schema)`
 * of lib/router, which reads the same cached text); a request without a body reaches them as
 * `{}`.
 */
export const jsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const contentType = c.req.header('Content-Type');
  const mediaType = (contentType ?? '').split(';')[0]!.trim();
  const declaredJson = JSON_MEDIA_TYPE.test(mediaType);
  if (hasBody(c) && !declaredJson) {
    throw new ApiError(415, 'unsupported_media_type', c.get('t')('errors.unsupportedMediaType'));
  }
  if (declaredJson) {
    // read once here (hono caches the text for the validators after us); an empty body is no
    // body (a DELETE from a client that always declares JSON)
    const text = await c.req.text();
    if (text.trim() !== '') checkJsonBody(c, text);
  }
  await next();
});

/**
 * How much of a refused body is read and dropped before the answer goes out, as nginx's
 * lingering close bounds it: more, or for longer, and the connection is cut off.
 */
export const DISCARD_MAX_BYTES = 50 * 1024 * 1024;
const DISCARD_MAX_MS = 30_000;

/**
 * Reads and drops the rest of a request body; true once it all came within the bounds. Read
 * through the request's body stream: @hono/node-server may have tied it to the socket already
 * (its queue then holds the socket's data back until the stream is read).
 */
async function discardRest(body: ReadableStream<Uint8Array> | null): Promise<boolean> {
  if (!body || body.locked) return false;
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DISCARD_MAX_MS);
  });
  let bytes = 0;
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), timeout]);
      if (read === 'timeout') return false;
      if (read.done) return true;
      bytes += read.value.byteLength;
      if (bytes > DISCARD_MAX_BYTES) return false;
    }
  } catch {
    return false; // the client went away
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}

/**
 * An answer given before the request body was read (an early 413 or 429, a refused CSRF check)
 * goes out once the rest of the body is read and dropped (docs/api.md, "Errors and request
 * bodies"). Closing the connection under a client that is still sending resets it, and a client
 * that reads the answer only once it has sent its body (Node's fetch, HTTPie) then sees EPIPE
 * instead of the answer; @hono/node-server's own drain gives up after half a second. Read to
 * its end, the connection also stays usable for the client's next request. Past
 * DISCARD_MAX_BYTES or DISCARD_MAX_MS the answer goes with `Connection: close`: the connection is
 * cut off.
 */
export const closeIfBodyUnread = createMiddleware(async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || !hasBody(c) || incoming.readableEnded) return;
  if (!(await discardRest(c.req.raw.body))) c.res.headers.set('Connection', 'close');
});
