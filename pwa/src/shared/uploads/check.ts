/**
 * What the browser checks before an image is kept and sent (the rules pure, unit-tested): quick
 * answers for the obvious cases. The server checks again by content and decides (size in pixels
 * too). Shared by every form that uploads a picture (the wizard's, the company's logo).
 */
import { UPLOAD_LIMITS } from '#domain/rules/uploads';

/** The types the server accepts (it sniffs the bytes; the browser's type is only a hint) */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The server's limit per file */
export const UPLOAD_MAX_BYTES = UPLOAD_LIMITS.maxBytes;

export type UploadProblem = 'unsupported' | 'tooLarge';

export function precheckImage(file: { type: string; size: number }): UploadProblem | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'unsupported';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Whether this browser can read and send a chosen image at all (spec: "browser unsupported"). */
export function browserCanUpload(scope: object = globalThis): boolean {
  return ['File', 'FormData', 'createImageBitmap'].every(
    (name) => typeof (scope as Record<string, unknown>)[name] === 'function',
  );
}

/**
 * Whether a picked file can be sent: the browser can upload at all, the type and size pass,
 * and the browser can decode it; the problem otherwise ('browser' when it cannot upload).
 */
export async function checkPickedImage(file: File): Promise<UploadProblem | 'browser' | null> {
  if (!browserCanUpload()) return 'browser';
  const problem = precheckImage(file);
  if (problem) return problem;
  const decodes = await createImageBitmap(file).then(
    (bitmap) => {
      bitmap.close();
      return true;
    },
    () => false,
  );
  return decodes ? null : 'unsupported';
}
