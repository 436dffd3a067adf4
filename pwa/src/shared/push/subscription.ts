/**
 * This browser's push subscription: whether push works here, the current subscription (never
 * asks anything), and subscribing after the visitor taps "Jälgi" (asks the permission then).
 */
import { withTimeout, TimeoutError } from '../../lib/timeout';
import { getPushKey, saveSubscription, type SubscriptionBody } from './api';

/**
 * The application server key from GET /api/push/key (URL-safe base64 without padding) as the
 * bytes pushManager.subscribe wants.
 */
export function urlBase64ToUint8Array(base64Url: string): Uint8Array<ArrayBuffer> {
  const clean = base64Url.trim();
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(clean)) throw new Error('not URL-safe base64');
  const base64 = clean.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type PushProblem =
  'unsupported' | 'denied' | 'dismissed' | 'noWorker' | 'timeout' | 'failed';

/** Why following could not start; `problem` names the message (texts: follow.<problem>). */
export class PushClientError extends Error {
  constructor(readonly problem: PushProblem) {
    super(problem);
    this.name = 'PushClientError';
  }
}

/** Whether this browser can receive push at all (service worker, PushManager, Notification). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The permission as it stands ('unsupported' without push), without asking. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** The existing subscription of this browser, if any (no prompt, no waiting for the worker). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  return registration.pushManager.getSubscription();
}

/** The endpoint the server knows this browser by, or null when not subscribed. */
export async function currentEndpoint(): Promise<string | null> {
  try {
    return (await currentSubscription())?.endpoint ?? null;
  } catch {
    return null;
  }
}

const WORKER_WAIT_MS = 10_000;
/**
 * How long the browser's push service may take to give a subscription. Chromium's usually
 * answers within a few seconds; an unreachable one never does, and "Jälgi" must not spin for
 * ever.
 */
export const SUBSCRIBE_WAIT_MS = 20_000;

function workerReady(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushClientError('noWorker')), WORKER_WAIT_MS);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

/** The subscription as the API takes it. */
export function subscriptionBody(subscription: PushSubscription): SubscriptionBody {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!p256dh || !auth) throw new PushClientError('failed');
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh, auth } };
}

/**
 * Asks for the notification permission (call only from the visitor's tap), subscribes with the
 * server's key and stores the subscription on the server. Returns its endpoint.
 */
export async function subscribe(): Promise<string> {
  if (!pushSupported()) throw new PushClientError('unsupported');
  if (Notification.permission === 'denied') throw new PushClientError('denied');
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') throw new PushClientError('denied');
  if (permission !== 'granted') throw new PushClientError('dismissed');

  const registration = await workerReady();
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const key = await getPushKey();
    try {
      subscription = await withTimeout(
        registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: urlBase64ToUint8Array(key),
        }),
        SUBSCRIBE_WAIT_MS,
      );
    } catch (err) {
      // a subscription that completes later is found by getSubscription on the next tap
      if (err instanceof TimeoutError) throw new PushClientError('timeout');
      if (err instanceof DOMException && err.name === 'NotAllowedError')
        throw new PushClientError('denied');
      throw new PushClientError('failed');
    }
  }
  const body = subscriptionBody(subscription);
  await saveSubscription(body);
  return body.endpoint;
}
