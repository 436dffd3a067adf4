/**
 * Renders the demo's backgrounds, portraits and logos as JPEG objects of the BlobStore.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { BlobStore } from '#api/services/blobs';
import { BACKGROUND, BACKGROUNDS } from './backgrounds';
import { LOGO } from './logos';
import type { Gender } from './people';
import { grain, HAIR_STYLES, PORTRAIT, portrait } from './portraits';
import type { Rng } from './random';

const JPEG = { quality: 78, mozjpeg: true } as const;

const svg = ({ width, height }: { width: number; height: number }, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

interface RenderedImage {
  kind: 'background' | 'portrait' | 'logo';
  fileName: string;
  width: number;
  height: number;
  bytes: number;
}

type ImageSpec =
  | { kind: 'background' | 'logo'; markup: string }
  /** `grain` is laid over the softened drawing */
  | { kind: 'portrait'; markup: string; grain: Buffer };

async function renderImage(blobs: BlobStore, spec: ImageSpec): Promise<RenderedImage> {
  let image = sharp(Buffer.from(spec.markup));
  if (spec.kind === 'portrait') {
    image = image
      .blur(2.8)
      .composite([{ input: spec.grain, raw: { ...PORTRAIT, channels: 1 }, blend: 'soft-light' }])
      .greyscale()
      .toColourspace('b-w');
  }
  const { data, info } = await image.jpeg(JPEG).toBuffer({ resolveWithObject: true });
  const fileName = `${randomBytes(16).toString('hex')}.jpg`;
  await blobs.put(fileName, data, 'image/jpeg');
  return { kind: spec.kind, fileName, width: info.width, height: info.height, bytes: data.length };
}

const PORTRAIT_COUNT = 12;

/** Renders every demo image into `blobs`; on any failure removes what was written. */
export async function renderDemoImages(rng: Rng, blobs: BlobStore) {
  // markup first, in a fixed order, so the drawings do not depend on rendering order
  const backgrounds: ImageSpec[] = BACKGROUNDS.map((draw) => ({
    kind: 'background',
    markup: svg(BACKGROUND, draw(rng)),
  }));
  const portraits = Array.from({ length: PORTRAIT_COUNT }, (_, i) => {
    const gender: Gender = i % 2 === 0 ? 'female' : 'male';
    const style = Math.floor(i / 2) % HAIR_STYLES[gender].length;
    const markup = svg(PORTRAIT, portrait(rng, gender, style));
    const spec: ImageSpec = { kind: 'portrait', markup, grain: grain(rng, PORTRAIT) };
    return { gender, spec };
  });

  const rendered = await renderAll(blobs, [...backgrounds, ...portraits.map((p) => p.spec)]);
  return { rendered, portraitGenders: portraits.map((p) => p.gender) };
}

/** The directory's logos (SVG markup, ./logos.ts) as images in `blobs`, in order. */
export function renderLogos(blobs: BlobStore, markups: readonly string[]) {
  return renderAll(
    blobs,
    markups.map((markup) => ({ kind: 'logo', markup: svg(LOGO, markup) })),
  );
}

/** Renders every spec into `blobs`; on any failure removes what was written. */
async function renderAll(blobs: BlobStore, specs: ImageSpec[]): Promise<RenderedImage[]> {
  const results = await Promise.allSettled(specs.map((spec) => renderImage(blobs, spec)));
  const rendered = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) {
    await removeImages(blobs, rendered);
    throw failure.reason;
  }
  return rendered;
}

export async function removeImages(blobs: BlobStore, images: readonly RenderedImage[]) {
  await Promise.all(images.map((i) => blobs.delete(i.fileName).catch(() => {})));
}
