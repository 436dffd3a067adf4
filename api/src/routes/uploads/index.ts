/**
 * POST /api/uploads?kind=portrait|background|logo|article (multipart, field `file`): a notice's portrait or
 * background, or a company's logo. Bounded at every step, cheapest check first, before the body is read:
 *   disk      507 while the uploads file system has less than minFreeBytes free
 *   count     30 an hour per visitor cookie and perAddressHourly per client address (429)
 *   bytes     bytesPerHour of stored images per client address (429 upload_quota)
 *   at once   inFlight in all (503) and inFlightPerClient per address (429 upload_busy)
 *   size      Content-Length over the limit: 413 without reading
 * The body is then streamed (receive.ts) into a temporary file, cut off at the byte limit even
 * without Content-Length (the app's 16 KB JSON limit skips this path), and sharp reads the file.
 * The re-encoded image goes into the BlobStore (disk or S3), then its row: 503 when the store
 * cannot take it. Nothing of a refused upload stays on disk.
 */
import { randomBytes } from 'node:crypto';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, tooManyRequests } from '../../lib/errors';
import { spendAllowance, type Allowance } from '../../middleware/allowance';
import { clientAddress, optionalUser } from '../../middleware/auth';
import { UPLOAD_KINDS, UPLOAD_LIMITS, type UploadKind } from '#domain/rules/uploads';
import { deleteQuietly } from '../../services/blobs';
import {
  ImageRejected,
  processImage,
  type ProcessedImage,
  type RejectReason,
} from '../../services/images';
import { hourly, type ThrottleRule } from '../../stores/throttle';
import { DEFAULT_UPLOAD_POLICY } from './policy';
import { receiveFile, removeFile } from './receive';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';

export const UPLOADS_PATH = '/api/uploads';

/**
 * 30 an hour per visitor, and `perAddress` per client address (a fresh cookie is free to get);
 * every attempt counts, refused ones too: each costs a decode.
 */
export const uploadAllowance = (perAddress: number): Allowance => ({
  rule: hourly('upload', 30),
  addressRule: hourly('upload-address', perAddress),
  code: 'upload_throttled',
  messageKey: 'uploads.throttled',
});

/** Bytes stored per client address an hour: counted, never a block of its own (see usage) */
const storedBytesRule = (limit: number): ThrottleRule => ({
  action: 'upload-bytes',
  limit,
  windowMs: 3600_000,
  blockMs: 0,
});

/** Retry-After of a busy answer, in seconds */
const BUSY_RETRY_SECONDS = 5;
/** …and of an image store that did not take the upload */
const STORAGE_RETRY_SECONDS = 30;

/** Room for the multipart envelope around a file of the largest allowed size. */
const BODY_LIMIT = UPLOAD_LIMITS.maxBytes + 64 * 1024;

const uploadQuery = z.object({
  kind: z.enum(UPLOAD_KINDS, { error: 'invalid' }),
  locale: z.string().optional(),
});

type Translate = AppEnv['Variables']['t'];

/** Over the byte limit or the pixel ceiling: one code and message for both. */
const tooLarge = (t: Translate) =>
  new ApiError(
    413,
    'image_too_large',
    t('uploads.tooLarge', {
      megabytes: UPLOAD_LIMITS.maxBytes / 1024 / 1024,
      megapixels: UPLOAD_LIMITS.maxPixels / 1_000_000,
    }),
  );

function rejection(c: Context<AppEnv>, reason: RejectReason, kind: UploadKind): ApiError {
  const t = c.get('t');
  switch (reason) {
    case 'too_large':
      return tooLarge(t);
    case 'too_small': {
      const { minWidth, minHeight } = UPLOAD_LIMITS.kinds[kind];
      return new ApiError(
        422,
        'image_too_small',
        t('uploads.tooSmall', { width: minWidth, height: minHeight }),
      );
    }
    case 'unsupported':
      return new ApiError(415, 'unsupported_image', t('uploads.unsupported'));
    case 'broken':
      return new ApiError(422, 'upload_failed', t('uploads.failed'));
  }
}

export function uploadRoutes(deps: AppDeps, stores: Stores) {
  const { users, throttle, images } = stores;
  const policy = deps.uploads ?? DEFAULT_UPLOAD_POLICY;
  const allowance = uploadAllowance(policy.perAddressHourly);
  const bytesRule = storedBytesRule(policy.bytesPerHour);
  /** Uploads being received or processed: in all, and per client address */
  let inFlight = 0;
  const inFlightOf = new Map<string, number>();

  async function assertDiskRoom(t: Translate): Promise<void> {
    const fs = await statfs(deps.uploadsDir);
    if (fs.bavail * fs.bsize < policy.minFreeBytes) {
      throw new ApiError(507, 'insufficient_storage', t('uploads.diskFull'));
    }
  }

  /**
   * Stores the image's object, then its row (decision 0044). A store that cannot take the object
   * answers 503 (507: the disk is full); a row that is not written takes its object with it.
   */
  async function keep(
    t: Translate,
    image: ProcessedImage,
    record: (key: string) => Promise<number>,
  ): Promise<{ id: number; key: string }> {
    const key = `${randomBytes(16).toString('hex')}.jpg`;
    try {
      await deps.blobs.put(key, image.data, 'image/jpeg');
    } catch (err) {
      console.error(`[uploads] ${deps.blobs.description} did not store ${key}: ${String(err)}`);
      throw (err as NodeJS.ErrnoException).code === 'ENOSPC'
        ? new ApiError(507, 'insufficient_storage', t('uploads.diskFull'))
        : new ApiError(
            503,
            'storage_unavailable',
            t('uploads.storageUnavailable'),
            undefined,
            STORAGE_RETRY_SECONDS,
          );
    }
    try {
      return { id: await record(key), key };
    } catch (err) {
      await deleteQuietly(deps.blobs, key);
      throw err;
    }
  }

  const quotaExceeded = (t: Translate, resetsInMs: number) =>
    tooManyRequests(t, 'upload_quota', 'uploads.quota', resetsInMs);

  /** Takes an in-flight slot; the returned function gives it back. */
  function enter(t: Translate, address: string): () => void {
    const mine = inFlightOf.get(address) ?? 0;
    if (mine >= policy.inFlightPerClient) {
      throw new ApiError(429, 'upload_busy', t('uploads.busy'), undefined, BUSY_RETRY_SECONDS);
    }
    if (inFlight >= policy.inFlight) {
      throw new ApiError(503, 'upload_busy', t('uploads.busy'), undefined, BUSY_RETRY_SECONDS);
    }
    inFlight++;
    inFlightOf.set(address, mine + 1);
    return () => {
      inFlight--;
      const left = (inFlightOf.get(address) ?? 1) - 1;
      if (left > 0) inFlightOf.set(address, left);
      else inFlightOf.delete(address);
    };
  }

  return createRouter().post('/', validate('query', uploadQuery), async (c) => {
    const { kind } = c.req.valid('query');
    const t = c.get('t');
    const address = clientAddress(c, deps.trustProxy);
    await assertDiskRoom(t);
    // before the body is read: a blocked client costs no upload bandwidth or decoding
    await spendAllowance(c, throttle, allowance, deps.now(), address);
    const stored = await throttle.usage(bytesRule, [address], deps.now());
    if (stored.used >= policy.bytesPerHour) throw quotaExceeded(t, stored.resetsInMs);
    const user = await optionalUser(c, users, deps.now());
    if (Number(c.req.header('Content-Length') ?? 0) > BODY_LIMIT) throw tooLarge(t);

    const leave = enter(t, address);
    const tempPath = path.join(deps.uploadsDir, `.${randomBytes(16).toString('hex')}.in.part`);
    try {
      const received = await receiveFile(c.req.raw.body, c.req.header('Content-Type'), {
        maxBytes: UPLOAD_LIMITS.maxBytes,
        tempPath,
      });
      if (!received.ok) throw rejection(c, received.reason, kind);
      const image = await processImage(tempPath, kind).catch((err: unknown) => {
        throw err instanceof ImageRejected ? rejection(c, err.reason, kind) : err;
      });
      // counted and recorded together, with no await between: parallel uploads cannot both fit
      const now = deps.now();
      const usage = await throttle.usage(bytesRule, [address], now);
      if (usage.used + image.data.length > policy.bytesPerHour) {
        throw quotaExceeded(t, usage.resetsInMs || bytesRule.windowMs);
      }
      await throttle.record(bytesRule, [address], now, image.data.length);
      const stored = await keep(t, image, (fileName) =>
        images.record(
          { kind, fileName, width: image.width, height: image.height, bytes: image.data.length },
          { userId: user?.id ?? null, visitorHash: c.get('visitorHash') },
          now,
        ),
      );
      return c.json(
        {
          id: stored.id,
          kind,
          url: deps.blobs.url(stored.key),
          width: image.width,
          height: image.height,
        },
        201,
      );
    } finally {
      leave();
      await removeFile(tempPath);
    }
  });
}
