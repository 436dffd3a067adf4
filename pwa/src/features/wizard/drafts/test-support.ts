/**
 * For the draft store's unit tests only: an in-memory IndexedDB (import this module first, so
 * Dexie finds it when it loads) and databases under fresh names, one or two "tabs" each.
 */
import 'fake-indexeddb/auto';
import { OfflineDb } from '#pwa/lib/offline-db';

let count = 0;

/** A new, empty database. */
export function openDb(): OfflineDb {
  return new OfflineDb(`kyynal-test-${++count}`);
}

/** Two handles on one new database, as two browser tabs have. */
export function openTwoTabs(): [OfflineDb, OfflineDb] {
  const name = `kyynal-test-${++count}`;
  return [new OfflineDb(name), new OfflineDb(name)];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` passes (for liveQuery, which answers a little later). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 1000) {
  const start = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() - start > timeoutMs) throw err;
      await sleep(10);
    }
  }
}
