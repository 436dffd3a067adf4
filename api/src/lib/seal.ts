/**
 * Authenticated encryption (AES-256-GCM) of short secrets kept for a while, under a key derived
 * from the server secret per purpose. `context` is bound in as associated data, so a sealed value
 * copied to another row does not open there.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  seal(plain: string, context: string): string;
  /** null when the value was altered, sealed for another context or under another secret */
  open(sealed: string, context: string): string | null;
}

export function createSealer(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, '', `kyynal:${purpose}`, 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed, context) {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
          .setAAD(Buffer.from(context))
          .setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = raw.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
