// An in-memory IndexedDB, imported before Dexie loads.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { OfflineDb } from '../../lib/offline-db';
import {
  clearRequestDraft,
  readRequestDraft,
  saveRequestDraft,
  unqueueRequestDraft,
} from './draft';
import { EMPTY_REQUEST, requestFormValues } from './values';

let count = 0;
const openDb = () => new OfflineDb(`kyynal-request-draft-test-${++count}`);

describe('the service request draft', () => {
  it('keeps one draft that a new "tab" (a second connection) reads back, without the honeypot', async () => {
    const db = openDb();
    expect(await readRequestDraft(db)).toBeUndefined();
    await saveRequestDraft(
      { ...EMPTY_REQUEST, services: [1], name: 'Mari', website: 'spam' },
      undefined,
      db,
    );
    await saveRequestDraft({ ...EMPTY_REQUEST, services: [1, 2], name: 'Mari' }, undefined, db);

    const again = new OfflineDb(db.name);
    const draft = await readRequestDraft(again);
    expect(draft?.queued).toBe(false);
    expect(draft?.values).not.toHaveProperty('website');
    expect(requestFormValues(draft!.values)).toEqual({
      ...EMPTY_REQUEST,
      services: [1, 2],
      name: 'Mari',
    });
    expect(await again.requestDrafts.count()).toBe(1);
  });

  it('stays queued through later saves until taken back or cleared', async () => {
    const db = openDb();
    await saveRequestDraft(EMPTY_REQUEST, true, db);
    await saveRequestDraft({ ...EMPTY_REQUEST, name: 'Jaan' }, undefined, db);
    expect((await readRequestDraft(db))?.queued).toBe(true);
    await unqueueRequestDraft(db);
    expect((await readRequestDraft(db))?.queued).toBe(false);
    await clearRequestDraft(db);
    expect(await readRequestDraft(db)).toBeUndefined();
  });
});
