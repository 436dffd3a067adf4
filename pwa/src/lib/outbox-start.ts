/**
 * Starts the page's side of the offline queue, lazily after the first screen (main.tsx): sends
 * what waits at app start and whenever the window comes back 'online'. Dexie and the replay
 * code load only when something was ever queued in this browser (the storage flag).
 */
import { readStorage, writeStorage } from './storage';

/** Set when something is queued; cleared by a replay that leaves nothing unsent. */
export const OUTBOX_FLAG = 'outbox';

export function markOutboxUsed(): void {
  writeStorage(OUTBOX_FLAG, '1');
}

/** Sends the queue now (from the page). Safe to call often: one replay runs at a time. */
export async function replayFromPage(): Promise<void> {
  if (readStorage(OUTBOX_FLAG) === null) return;
  try {
    const [{ replayOutbox }, { hasUnsent }] = await Promise.all([
      import('./outbox-replay'),
      import('./outbox'),
    ]);
    await replayOutbox();
    if (!(await hasUnsent())) writeStorage(OUTBOX_FLAG, null);
  } catch (err) {
    console.warn('[outbox] replay failed', err);
  }
}

let started = false;

export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void replayFromPage());
  if (navigator.onLine) void replayFromPage();
}
