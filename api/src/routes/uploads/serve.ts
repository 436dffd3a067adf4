/**
 * GET and HEAD /uploads/<key>: an image from the BlobStore, streamed through the app whichever
 * adapter holds it (decision 0044: same-origin URLs that never expire, so pages, the service
 * worker's cache and a CDN in front see one kind of image URL). Keys nobody stored fall through
 * to the next handler, as static files did.
 */
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { ApiError } from '../../lib/errors';
import { UPLOADS_URL_PATH, type BlobObject, type BlobStore } from '../../services/blobs';

/** `cacheControl`: uploads are written once under a random name and never change */
export function serveUploads(blobs: BlobStore, cacheControl: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const key = c.req.path.slice(UPLOADS_URL_PATH.length + 1);
    let blob: BlobObject | null;
    try {
      blob = await blobs.get(key);
    } catch (err) {
      console.error(`[uploads] ${blobs.description} did not answer for ${key}: ${String(err)}`);
      const t = c.get('t');
      throw new ApiError(503, 'storage_unavailable', t('uploads.storageUnavailable'));
    }
    if (!blob) return next();
    c.header('Content-Type', blob.type);
    c.header('Content-Length', String(blob.size));
    c.header('Last-Modified', new Date(blob.modifiedAt).toUTCString());
    c.header('Cache-Control', cacheControl);
    if (method === 'HEAD') {
      blob.body.destroy();
      return c.body(null, 200);
    }
    return c.body(Readable.toWeb(blob.body) as unknown as ReadableStream<Uint8Array>, 200);
  };
}
