/**
 * POST /api/uploads?kind=portrait|background (multipart, field `file`): a notice's portrait or
 * background. The body has its own limit (the app's 16 KB JSON limit skips this path), counted
 * on the stream, so a chunked body without Content-Length is cut off at the same size.
 */
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, errorResponse, validationHook } from '../../lib/errors';
import { hourly, spendAllowance, type Allowance } from '../../middleware/allowance';
import { optionalUser } from '../../middleware/auth';
import { UPLOAD_KINDS, UPLOAD_LIMITS, type UploadKind } from '../../../../db/domain/uploads';
import {
  createImageStore,
  ImageRejected,
  processImage,
  type RejectReason,
} from '../../services/images';
import type { Throttle } from '../../services/throttle';
import type { UserStore } from '../../services/users';
import { uploadUrl } from '../notices/queries';

export const UPLOADS_PATH = '/api/uploads';

/** 30 an hour per visitor; every attempt counts, refused ones too: each costs a decode. */
export const UPLOAD_ALLOWANCE: Allowance = {
  rule: hourly('upload', 30),
  code: 'upload_throttled',
  messageKey: 'uploads.throttled',
};

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

export function uploadRoutes(deps: AppDeps, users: UserStore, throttle: Throttle) {
  const images = createImageStore(deps.database.sqlite, deps.uploadsDir);

  /** Before the body is read: a blocked visitor costs no upload bandwidth or decoding. */
  const perVisitor = createMiddleware<AppEnv>(async (c, next) => {
    spendAllowance(c, throttle, UPLOAD_ALLOWANCE, deps.now());
    await next();
  });

  return new Hono<AppEnv>().post(
    '/',
    zValidator('query', uploadQuery, validationHook),
    perVisitor,
    bodyLimit({
      maxSize: BODY_LIMIT,
      onError: (c) => errorResponse(c, tooLarge((c as Context<AppEnv>).get('t'))),
    }),
    async (c) => {
      const { kind } = c.req.valid('query');
      const user = optionalUser(c, users, deps.now());
      let file: unknown;
      try {
        file = (await c.req.parseBody())['file'];
      } catch {
        throw rejection(c, 'broken', kind); // not multipart after all, or cut short
      }
      if (!(file instanceof File) || file.size === 0) throw rejection(c, 'broken', kind);
      if (file.size > UPLOAD_LIMITS.maxBytes) throw rejection(c, 'too_large', kind);

      const stored = await processImage(Buffer.from(await file.arrayBuffer()), kind)
        .then((image) =>
          images.save(
            kind,
            image,
            { userId: user?.id ?? null, visitorHash: c.get('visitorHash') },
            deps.now(),
          ),
        )
        .catch((err: unknown) => {
          throw err instanceof ImageRejected ? rejection(c, err.reason, kind) : err;
        });
      return c.json(
        {
          id: stored.id,
          kind,
          url: uploadUrl(stored.fileName)!,
          width: stored.width,
          height: stored.height,
        },
        201,
      );
    },
  );
}
