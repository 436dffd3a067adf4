import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { type MapTiles, tileOriginSource } from '../lib/map-tiles';

/**
 * Security headers for every response, with a strict Content-Security-Policy. `inlineStyles`
 * gives the hashes of the one inline style the pages carry (pages/entry-style.ts); images come
 * from the site and, when the map has a tile layer, from its origin only (lib/map-tiles.ts).
 */
export const createSecurityHeaders = (inlineStyles: () => string[], mapTiles?: MapTiles | null) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", () => inlineStyles().join(' ')],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        ...(mapTiles ? [tileOriginSource(mapTiles.url) ?? "'none'"] : []),
      ],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: ['self'] },
    crossOriginEmbedderPolicy: false,
  });

const API_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

/**
 * API responses are JSON, never documents: they get the two headers that matter for an API
 * (OWASP REST guidance) instead of the full set, which costs a third of a small request.
 * On the Node server they go on Node's own response before the route runs (Node adds them to
 * whatever the route answers): changing Hono's answer afterwards turns its plain headers into a
 * Fetch `Headers` object, about a fifth of a small answer's cost. Without the Node server (the
 * app called directly) they are set on the answer. A route may bring its own: the one HTML page
 * under /api (the API reference, api/src/openapi) has its own policy.
 */
export const apiSecurityHeaders = createMiddleware<{ Bindings: Partial<HttpBindings> }>(
  async (c, next) => {
    const outgoing = c.env?.outgoing;
    if (outgoing) {
      // what the route sets itself takes precedence (Node's writeHead)
      for (const [name, value] of Object.entries(API_HEADERS)) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of Object.entries(API_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  },
);
