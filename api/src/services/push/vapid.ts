import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for push services */
  subject: string;
}

/**
 * The configured VAPID key pair, or one generated once into DATA_DIR/vapid.json (owner-only).
 * Changing keys invalidates every browser subscription, so the file is kept.
 */
export function loadOrCreateVapid(
  dataDir: string,
  configured: { publicKey: string; privateKey: string } | null,
  subject: string,
): VapidConfig {
  if (configured) return { ...configured, subject };
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as {
      publicKey: string;
      privateKey: string;
    };
    return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
  }
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
  return { ...keys, subject };
}
