/**
 * Uploaded images (notice portraits and backgrounds): checked by content and re-encoded
 * (routes/uploads/store.ts keeps them under a random name). Nothing about the upload is trusted: the type comes from the file's
 * magic bytes and must agree with what sharp's decoder detects; the pixel count is read from the
 * header and checked before any pixel is decoded; the output is a fresh JPEG (EXIF orientation
 * applied, then every piece of metadata dropped, GPS included).
 */
import { open } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { UPLOAD_LIMITS, type UploadKind } from '#domain/rules/uploads';

const JPEG_QUALITY = 85;
/** Decodes at once, per process: a turned 40 MP image is held whole in memory (~120 MB). */
const DECODE_SLOTS = 2;

let decoding = 0;
const waiting: (() => void)[] = [];

async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding < DECODE_SLOTS) decoding++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // hand the slot straight to the next in line, or give it back
    const next = waiting.shift();
    if (next) next();
    else decoding--;
  }
}

export type RejectReason = 'unsupported' | 'too_large' | 'too_small' | 'broken';

export class ImageRejected extends Error {
  constructor(readonly reason: RejectReason) {
    super(`image rejected: ${reason}`);
  }
}

type Format = 'jpeg' | 'png' | 'webp';

const hasBytes = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);

/** The format the first bytes announce; null for anything but JPEG, PNG and WebP. */
export function sniffFormat(data: Uint8Array): Format | null {
  if (hasBytes(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (hasBytes(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // "RIFF" <size> "WEBP"
  if (hasBytes(data, [0x52, 0x49, 0x46, 0x46]) && hasBytes(data, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The first bytes of a file, enough for sniffFormat */
async function headOf(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Validates an upload and re-encodes it as JPEG; throws ImageRejected when it is refused.
 * `input` is the upload's bytes or, better, the path of the file it was streamed into: sharp
 * then reads it from disk and the encoded upload is never held in memory.
 */
export async function processImage(
  input: Buffer | string,
  kind: UploadKind,
): Promise<ProcessedImage> {
  const rules = UPLOAD_LIMITS.kinds[kind];
  const format = sniffFormat(typeof input === 'string' ? await headOf(input) : input);
  if (!format) throw new ImageRejected('unsupported');

  let meta: Metadata;
  try {
    // Header only: metadata() decodes no pixels. The ceiling is checked below, with our own
    // answer, before the decoding pipeline (which enforces it again) is built.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('broken');
  }
  // libvips picks its loader by its own sniffing: both must name the same format
  if (meta.format !== format) throw new ImageRejected('unsupported');
  if (meta.width * meta.height > UPLOAD_LIMITS.maxPixels) throw new ImageRejected('too_large');
  const { width, height } = meta.autoOrient;
  if (width < rules.minWidth || height < rules.minHeight) throw new ImageRejected('too_small');

  let pipeline = sharp(input, { limitInputPixels: UPLOAD_LIMITS.maxPixels, autoOrient: true })
    .resize({
      width: rules.maxEdge,
      height: rules.maxEdge,
      fit: 'inside',
      withoutEnlargement: true,
    })
    // JPEG has no transparency: transparent areas become white, not black
    .flatten({ background: '#ffffff' });
  if (rules.greyscale) pipeline = pipeline.greyscale().toColourspace('b-w');
  try {
    // sharp writes no metadata unless asked to (keepMetadata/withExif): EXIF, GPS, XMP are gone
    const { data, info } = await inDecodeSlot(() =>
      pipeline
        .jpeg({ quality: JPEG_QUALITY, progressive: true })
        .toBuffer({ resolveWithObject: true }),
    );
    return { data, width: info.width, height: info.height };
  } catch {
    throw new ImageRejected('broken');
  }
}
