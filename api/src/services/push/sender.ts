/**
 * Sending one Web Push message. web-push encrypts (aes128gcm) and signs (VAPID); we send the
 * request ourselves: its sendNotification only speaks https, and we want the raw status and
 * Retry-After to decide what happens next.
 */
import webPush from 'web-push';
import type { VapidConfig } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type SendResult =
  | { kind: 'ok' }
  /** 404/410: the subscription is gone for good */
  | { kind: 'gone'; status: number }
  /** 429: try again after this many ms */
  | { kind: 'throttled'; retryAfterMs: number | null }
  /** 5xx or a network error: try again later */
  | { kind: 'retry'; error: string }
  /** other 4xx (413 too large, 400…): retrying cannot help */
  | { kind: 'rejected'; error: string };

/** The small interface the worker depends on; tests may wrap it. */
export interface PushSender {
  send(target: PushTarget, payload: string, ttlSeconds: number): Promise<SendResult>;
}

/** Retry-After: delta-seconds or an HTTP date */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function createWebPushSender(vapid: VapidConfig, timeoutMs = 10_000): PushSender {
  return {
    async send(target, payload, ttlSeconds) {
      let details;
      try {
        details = webPush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: ttlSeconds,
            contentEncoding: 'aes128gcm',
            urgency: 'normal',
          },
        );
      } catch (err) {
        // bad keys stored for the subscription: no request can succeed
        return { kind: 'rejected', error: (err as Error).message };
      }
      let res: Response;
      try {
        res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        return { kind: 'retry', error: (err as Error).message };
      }
      await res.body?.cancel();
      if (res.status >= 200 && res.status < 300) return { kind: 'ok' };
      if (res.status === 404 || res.status === 410) return { kind: 'gone', status: res.status };
      if (res.status === 429) {
        return {
          kind: 'throttled',
          retryAfterMs: parseRetryAfter(res.headers.get('retry-after'), Date.now()),
        };
      }
      if (res.status >= 500) return { kind: 'retry', error: `HTTP ${res.status}` };
      return { kind: 'rejected', error: `HTTP ${res.status}` };
    },
  };
}
