/**
 * The service request form's draft in IndexedDB (lib/offline-db.ts, table `requestDrafts`, one
 * row): saved as the family types, so the form survives a reload and being offline. "Saada"
 * while offline marks it queued; the form sends it once online and then clears it.
 */
import { type OfflineDb, type RequestDraftRecord, offlineDb } from '../../lib/offline-db';
import type { RequestFormValues } from './values';

export type { RequestDraftRecord } from '../../lib/offline-db';

const ID = 'current';

export function readRequestDraft(db = offlineDb()): Promise<RequestDraftRecord | undefined> {
  return db.requestDrafts.get(ID);
}

/** Keeps the form's values; a queued draft stays queued unless `queued` says otherwise. */
export async function saveRequestDraft(
  values: RequestFormValues,
  queued?: boolean,
  db: OfflineDb = offlineDb(),
): Promise<RequestDraftRecord> {
  return db.transaction('rw', db.requestDrafts, async () => {
    const before = await db.requestDrafts.get(ID);
    // the honeypot is never kept: a bot's value must not come back after a reload
    const { website: _website, ...kept } = values;
    const record: RequestDraftRecord = {
      id: ID,
      updatedAt: Date.now(),
      values: kept,
      queued: queued ?? before?.queued ?? false,
    };
    await db.requestDrafts.put(record);
    return record;
  });
}

/** Takes a queued draft back into editing (the family changed something after "Saada"). */
export async function unqueueRequestDraft(db = offlineDb()): Promise<void> {
  await db.requestDrafts.update(ID, { queued: false });
}

export async function clearRequestDraft(db = offlineDb()): Promise<void> {
  await db.requestDrafts.delete(ID);
}
