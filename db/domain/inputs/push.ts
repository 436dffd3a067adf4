/**
 * Web Push: request schemas (validated by the API, typed for the PWA) and what the service
 * worker receives. Issue messages are validation keys (see validation.ts).
 */
import { z } from 'zod';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A push service endpoint: https, or plain http only on a loopback host (the local push service). */
export const pushEndpoint = z
  .string({ error: 'required' })
  .max(2048, { error: 'tooLong' })
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      if (url.username || url.password) return false;
      return (
        url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
      );
    },
    { error: 'invalid' },
  );

/** base64url of exactly `bytes` bytes (padding tolerated); no Buffer: the PWA shares this file */
const base64url = (bytes: number, firstChar?: string) =>
  z
    .string({ error: 'required' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'invalid' })
    .refine(
      (value) => {
        const bare = value.replace(/=+$/, '');
        return (
          Math.floor((bare.length * 3) / 4) === bytes &&
          bare.length === Math.ceil((bytes * 4) / 3) &&
          (!firstChar || bare.startsWith(firstChar))
        );
      },
      { error: 'invalid' },
    );

/** POST /api/push/subscriptions: PushSubscription.toJSON() (expirationTime ignored) */
export const pushSubscriptionInput = z.object({
  endpoint: pushEndpoint,
  keys: z.object(
    {
      /** uncompressed P-256 point (0x04 …: base64url starts with B) */
      p256dh: base64url(65, 'B'),
      auth: base64url(16),
    },
    { error: 'required' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** DELETE /api/push/subscriptions, DELETE /api/notices/:id/follow */
export const endpointInput = z.object({ endpoint: pushEndpoint });

/** POST /api/notices/:id/follow */
export const followInput = z.object({
  endpoint: pushEndpoint,
  anniversary: z.boolean({ error: 'invalid' }).optional(),
});

/** GET /api/push/follows?endpoint= */
export const followsQuery = z.object({ endpoint: pushEndpoint });

/** What the service worker receives (JSON) */
export interface PushPayload {
  title: string;
  body: string;
  /** the card path */
  url: string;
  /** same tag: the newer notification replaces the older */
  tag: string;
}

export interface FollowItem {
  noticeId: number;
  path: string;
  deceasedName: string;
  type: number;
  anniversary: boolean;
  followedAt: number;
}

/** Candles are gathered per notice: at most one notification in this window */
export const CANDLE_NOTIFY_WINDOW_MS = 15 * 60 * 1000;
/** How many words of a reply a notification shows */
export const REPLY_PREVIEW_WORDS = 12;

export function candlesText(count: number): string {
  return count === 1 ? '1 uus küünal' : `${count} uut küünalt`;
}

export function replyPreview(text: string): string {
  const words = text.trim().split(/\s+/);
  return words.length > REPLY_PREVIEW_WORDS
    ? `${words.slice(0, REPLY_PREVIEW_WORDS).join(' ')} …`
    : words.join(' ');
}
