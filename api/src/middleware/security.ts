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

/**
 * API responses are JSON, never documents: they get the two headers that matter for an API
 * (OWASP REST guidance) instead of the full set, which costs a third of a small request.
 */
export const apiSecurityHeaders = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  // the one HTML page under /api (the API reference, api/src/openapi) brings its own
  if (!c.res.headers.has('Content-Security-Policy')) {
    c.res.headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  }
});
