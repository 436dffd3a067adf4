/**
 * The service worker's push handlers (pwa/src/sw.ts adds them as the 'push' and
 * 'notificationclick' listeners). Typed against the small part of the worker API they use, so
 * this module compiles both in the worker's program (WebWorker lib) and in the page's
 * (DOM lib, where PushEvent and NotificationEvent do not exist): a real PushEvent /
 * NotificationEvent is assignable to these shapes.
 */
import { notificationTarget, parsePushPayload, showsTarget } from './payload';

/** The manifest's icons (pwa/public/icons, A's manifest): the notification's picture and badge. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

/** The part of a PushEvent we read. */
export interface PushEventLike extends ExtendableEventLike {
  readonly data: { text(): string } | null;
}

/** The part of a NotificationEvent we read. */
export interface NotificationEventLike extends ExtendableEventLike {
  readonly notification: { readonly data: unknown; close(): void };
}

interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

interface NotificationShowOptions {
  body: string;
  icon: string;
  badge: string;
  tag?: string;
  data: { url: string };
}

/** The part of ServiceWorkerGlobalScope we use. */
export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: {
    showNotification(title: string, options: NotificationShowOptions): Promise<void>;
  };
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

function scope(): WorkerScope {
  return self as unknown as WorkerScope;
}

/**
 * Keeps the worker alive until `work` ends. A synthetic event (dispatched by a test) refuses
 * waitUntil; the work still runs.
 */
function keepAlive(event: ExtendableEventLike, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    // not a trusted event: nothing to extend
  }
}

/** 'push': shows the notification the server's JSON payload describes ({title, body, url, tag}). */
export function onPush(event: PushEventLike): void {
  const sw = scope();
  let raw: string | null = null;
  try {
    raw = event.data ? event.data.text() : null;
  } catch {
    raw = null;
  }
  const payload = parsePushPayload(raw);
  const options: NotificationShowOptions = {
    body: payload.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    data: { url: notificationTarget(payload.url, sw.location.origin) },
  };
  // the same tag replaces the notice's earlier notification ("3 uut küünalt" gathered)
  if (payload.tag) options.tag = payload.tag;
  keepAlive(event, sw.registration.showNotification(payload.title, options));
}

function urlOf(data: unknown): string {
  if (typeof data === 'object' && data !== null && 'url' in data) {
    const url = (data as { url: unknown }).url;
    if (typeof url === 'string') return url;
  }
  return '/';
}

/**
 * Opens the notification's card: focuses a window that already shows it, otherwise opens a
 * new one. When the browser refuses a new window, an open window of the site goes there.
 */
export async function openNotificationTarget(sw: WorkerScope, url: string): Promise<void> {
  const target = notificationTarget(url, sw.location.origin);
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((w) => showsTarget(w.url, target));
  if (showing) {
    await showing.focus();
    return;
  }
  let opened: unknown = null;
  try {
    opened = await sw.clients.openWindow(target);
  } catch {
    opened = null;
  }
  if (opened) return;
  const other = windows[0];
  if (other) {
    await other.navigate(target);
    await other.focus().catch(() => undefined);
  }
}

/** 'notificationclick': closes the notification and opens its card. */
export function onNotificationClick(event: NotificationEventLike): void {
  event.notification.close();
  keepAlive(event, openNotificationTarget(scope(), urlOf(event.notification.data)));
}
