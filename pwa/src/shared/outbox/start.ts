/**
 * The page's light side of the offline queue (no Dexie): whether this browser has anything
 * queued (a storage flag, so Dexie and the replay code load only then), asking for a replay,
 * and starting the replays at app start and on 'online' (main.tsx, after the first screen).
 */
import { isOffline } from '../../lib/online';
import { OUTBOX_FLAG, OUTBOX_SYNC_TAG } from './keys';
import { readStorage, writeStorage } from '../../lib/storage';

const listeners = new Set<() => void>();

/** Whether this browser has (or may have) queued candles or replies. */
export function outboxInUse(): boolean {
  return readStorage(OUTBOX_FLAG) !== null;
}

let seenHere = false;

/**
 * Whether a view of the queue should follow it: from the first time the flag was seen, for the
 * rest of this page's life (a replay clears the flag, and the view must still see the queue
 * empty out).
 */
export function outboxSeen(): boolean {
  seenHere ||= outboxInUse();
  return seenHere;
}

/** For useSyncExternalStore: told when this page or another tab starts using the queue. */
export function subscribeOutboxUse(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === OUTBOX_FLAG || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function markOutboxUsed(): void {
  writeStorage(OUTBOX_FLAG, '1');
  if (seenHere) return;
  seenHere = true;
  for (const listener of listeners) listener();
}

/** Sends the queue now (from the page). Safe to call often: one replay runs at a time. */
export async function replayFromPage(): Promise<void> {
  if (!outboxInUse()) return;
  try {
    const [{ replayOutbox }, { outboxIsEmpty }] = await Promise.all([
      import('./replay'),
      import('./outbox'),
    ]);
    await replayOutbox();
    // failed items stay until the user has seen them: the flag goes with the last item
    if (await outboxIsEmpty()) writeStorage(OUTBOX_FLAG, null);
  } catch (err) {
    console.warn('[outbox] replay failed', err);
  }
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Background sync when there is a service worker with it; the page replays as well if online. */
export async function requestReplay(): Promise<void> {
  markOutboxUsed();
  try {
    if ('serviceWorker' in navigator && navigator.serviceWorker.controller) {
      const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
      await registration.sync?.register(OUTBOX_SYNC_TAG);
    }
  } catch {
    // no background sync (or refused): the 'online' event and the next start send it
  }
  if (!isOffline()) await replayFromPage();
}

let started = false;

export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void replayFromPage());
  if (navigator.onLine) void replayFromPage();
}
