/**
 * Names shared by the page, the offline queue (shared/outbox/) and the service worker, which has
 * no DOM: nothing here may need one.
 */

/** localStorage flag: set when something is queued; cleared by a replay that finds none. */
export const OUTBOX_FLAG = 'outbox';
/** The background sync tag the service worker replays the queue on. */
export const OUTBOX_SYNC_TAG = 'kyynal-outbox';

/**
 * The idempotency key a candle or reply carries (the server keeps the first request with a key),
 * so a retry or a replay of the offline queue never doubles it. crypto.randomUUID exists only
 * in secure contexts; getRandomValues everywhere.
 */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
