/** Request bodies of API writes: how JSON is read, and what happens to a body left unread. */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError } from '../lib/errors';

/** application/json and application/<anything>+json, as hono's validator recognises them */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

function hasBody(c: Context): boolean {
  if (c.req.header('Transfer-Encoding')) return true;
  const length = c.req.header('Content-Length');
  return length !== undefined && length.trim() !== '0';
}

/**
 * The one way a JSON request body is read (docs/api.md, "Errors and request bodies"). Mounted on every API write
 * except the two that read their own body (PayPal's webhook, uploads): a body that is not
 * declared as JSON is a 415, one that does not parse is a 400, both in the error shape, before
 * any route sees it. Routes then validate the parsed value with zod (`validate('json', schema)`
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
    try {
      if (text.trim() !== '') JSON.parse(text);
    } catch {
      throw new ApiError(400, 'bad_request', c.get('t')('errors.badJson'));
    }
  }
  await next();
});

/**
 * An answer given before the request body was read (an early 413, a refused CSRF check) closes the
 * connection (docs/api.md, "Errors and request bodies"). Otherwise @hono/node-server keeps it alive
 * and tries to drain the rest for half a second, then resets the socket under a slow or large body,
 * and the client's next request on that connection is lost. `Connection: close` makes the client
 * open a new one.
 */
export const closeIfBodyUnread = createMiddleware(async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && hasBody(c) && !incoming.readableEnded) c.res.headers.set('Connection', 'close');
});
