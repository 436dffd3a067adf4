/**
 * Sending one Web Push message. web-push encrypts (aes128gcm) and signs (VAPID); we send the
 * request ourselves: its sendNotification only speaks https, we want the raw status and
 * Retry-After to decide what happens next, and the connection must go to the address the
 * endpoint check has just approved (endpoints.ts).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import webPush from 'web-push';
import {
  checkPushEndpoint,
  systemResolve,
  type EndpointPolicy,
  type ResolvedAddress,
} from './endpoints';
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

/**
 * A lookup for the socket that answers with the addresses already checked, never asking DNS
 * again: the connection goes where the check looked (no rebinding between check and connect).
 */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = typeof options === 'object' ? options.family : undefined;
    const fitting = addresses.filter((a) => !family || a.family === family);
    if (fitting.length === 0) {
      callback(Object.assign(new Error('no checked address'), { code: 'ENOTFOUND' }), '', 0);
    } else if (typeof options === 'object' && options.all) {
      (callback as unknown as (err: null, all: ResolvedAddress[]) => void)(null, fitting);
    } else {
      callback(null, fitting[0]!.address, fitting[0]!.family);
    }
  };
}

interface PushRequest {
  url: URL;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
  /** checked addresses to connect to; empty: the local test service, resolved as usual */
  addresses: ResolvedAddress[];
  timeoutMs: number;
}

function send(req: PushRequest): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (req.url.protocol === 'https:' ? httpsRequest : httpRequest)(
      req.url,
      {
        method: req.method,
        headers: req.headers,
        ...(req.addresses.length > 0 ? { lookup: pinnedLookup(req.addresses) } : {}),
      },
      (res) => {
        clearTimeout(timer);
        resolve(res);
      },
    );
    // connect, send and the answer's head in all, not just idle time: a service that drips is cut off
    const timer = setTimeout(
      () => request.destroy(new Error('push service timed out')),
      req.timeoutMs,
    );
    request.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    request.end(req.body ?? undefined);
  });
}

export interface WebPushSenderOptions {
  timeoutMs?: number;
  /** Which endpoints may be sent to; checked again before every send */
  policy?: EndpointPolicy;
}

export function createWebPushSender(
  vapid: VapidConfig,
  { timeoutMs = 10_000, policy = { resolve: systemResolve } }: WebPushSenderOptions = {},
): PushSender {
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
      const checked = await checkPushEndpoint(details.endpoint, policy);
      if (!checked.ok) {
        // no address now: perhaps passing; an internal address or a foreign host: never
        return checked.reason === 'unresolved'
          ? { kind: 'retry', error: 'endpoint refused: host does not resolve' }
          : { kind: 'rejected', error: `endpoint refused: ${checked.reason}` };
      }
      let res: IncomingMessage;
      try {
        res = await send({
          url: new URL(details.endpoint),
          method: details.method,
          headers: details.headers as Record<string, string | number>,
          body: details.body,
          addresses: checked.addresses,
          timeoutMs,
        });
      } catch (err) {
        return { kind: 'retry', error: (err as Error).message };
      }
      res.resume(); // the answer's body is not needed
      const status = res.statusCode ?? 0;
      if (status >= 200 && status < 300) return { kind: 'ok' };
      if (status === 404 || status === 410) return { kind: 'gone', status };
      if (status === 429) {
        const retryAfter = res.headers['retry-after'];
        return {
          kind: 'throttled',
          retryAfterMs: parseRetryAfter(
            typeof retryAfter === 'string' ? retryAfter : null,
            Date.now(),
          ),
        };
      }
      if (status >= 500) return { kind: 'retry', error: `HTTP ${status}` };
      return { kind: 'rejected', error: `HTTP ${status}` };
    },
  };
}
