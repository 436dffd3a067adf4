import { eventually, openDb, openTwoTabs, sleep } from './test-support';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineDb } from '#pwa/lib/offline-db';
import { Autosaver, valuesKey } from './autosave';
import { DraftQuotaError, createDraft, getDraft } from './records';

const savers: Autosaver[] = [];

async function startSaver(db: OfflineDb, id: string, values = {}, revision = 1) {
  const saver = new Autosaver({ id, values, revision, db });
  saver.start();
  savers.push(saver);
  // liveQuery's first answer: the saver knows the stored revision
  await sleep(20);
  return saver;
}

afterEach(async () => {
  await Promise.all(savers.splice(0).map((s) => s.stop()));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Autosaver', () => {
  it('writes a burst of changes once, within 500 ms of the first', async () => {
    const db = openDb();
    const draft = await createDraft({}, db);
    const saver = await startSaver(db, draft.id);
    const put = vi.spyOn(db.drafts, 'put');
    // the write's timer, not the wall clock: a busy machine stretches every sleep below
    const timers = vi.spyOn(globalThis, 'setTimeout');

    saver.update({ deceasedName: 'M' });
    const [first] = timers.mock.calls;
    expect(first?.[1]).toBe(500);
    await sleep(100);
    saver.update({ deceasedName: 'Ma' });
    await sleep(100);
    saver.update({ deceasedName: 'Mari' });
    expect(saver.getSnapshot().state).toBe('saving');
    expect((await getDraft(draft.id, db))?.revision).toBe(1);

    await eventually(async () => expect((await getDraft(draft.id, db))?.revision).toBe(2), 10_000);
    // one write, on the timer the first change started: later changes did not put it off
    expect(timers.mock.calls.filter(([, ms]) => ms === 500)).toHaveLength(1);
    expect(put).toHaveBeenCalledTimes(1);
    expect((await getDraft(draft.id, db))?.values).toEqual({ deceasedName: 'Mari' });
    expect(saver.getSnapshot()).toMatchObject({ state: 'saved', revision: 2 });
  });

  it('keeps saving during steady typing instead of waiting for a pause', async () => {
    const db = openDb();
    const draft = await createDraft({}, db);
    const saver = await startSaver(db, draft.id);
    let text = '';
    for (let i = 0; i < 12; i++) {
      text += 'a';
      saver.update({ poem: text });
      await sleep(100);
    }
    // 1.2 s of typing: at least two writes already, and the last one at most half a second old
    const stored = await getDraft(draft.id, db);
    expect(stored!.revision).toBeGreaterThanOrEqual(3);
    expect(stored!.values.poem!.length).toBeGreaterThanOrEqual(text.length - 5);
  });

  it('does not write values that are already stored', async () => {
    const db = openDb();
    const draft = await createDraft({ values: { deceasedName: 'Mari', counties: [1] } }, db);
    const saver = await startSaver(db, draft.id, draft.values);
    // the form adds its empty defaults and orders keys its own way
    saver.update({ counties: [1], prefix: '', deceasedName: 'Mari', placeId: null });
    await sleep(600);
    expect((await getDraft(draft.id, db))?.revision).toBe(1);
    expect(saver.getSnapshot().state).toBe('idle');
  });

  it('writes at once when the page is hidden or closed', async () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', doc);
    const db = openDb();
    const draft = await createDraft({}, db);
    const saver = await startSaver(db, draft.id);

    saver.update({ deceasedName: 'Enne sulgemist' });
    win.dispatchEvent(new Event('pagehide'));
    await eventually(async () => expect((await getDraft(draft.id, db))?.revision).toBe(2), 100);

    saver.update({ deceasedName: 'Enne peitmist' });
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    await eventually(async () => expect((await getDraft(draft.id, db))?.revision).toBe(3), 100);
    expect((await getDraft(draft.id, db))?.values.deceasedName).toBe('Enne peitmist');
  });

  it('flushes on stop and with saveNow writes the step and images along', async () => {
    const db = openDb();
    const draft = await createDraft({}, db);
    const saver = await startSaver(db, draft.id);
    saver.update({ deceasedName: 'Jaan' });
    await saver.saveNow({ step: 'preview' });
    expect(await getDraft(draft.id, db)).toMatchObject({
      revision: 2,
      step: 'preview',
      values: { deceasedName: 'Jaan' },
    });
    saver.update({ deceasedName: 'Jaan Tamm' });
    await saver.stop();
    expect((await getDraft(draft.id, db))?.values.deceasedName).toBe('Jaan Tamm');
  });

  it('shows another tab’s save as a conflict and never overwrites it silently', async () => {
    const [tabA, tabB] = openTwoTabs();
    const draft = await createDraft({ values: { deceasedName: 'Algne' } }, tabA);
    const a = await startSaver(tabA, draft.id, draft.values);
    const b = await startSaver(tabB, draft.id, draft.values);

    a.update({ deceasedName: 'Tab A' });
    await a.flush();
    // B learns of it through liveQuery, before it even types
    await eventually(() => expect(b.getSnapshot().state).toBe('conflict'));
    expect(b.getSnapshot().conflict?.values.deceasedName).toBe('Tab A');

    b.update({ deceasedName: 'Tab B' });
    await b.flush();
    expect((await getDraft(draft.id, tabA))?.values.deceasedName).toBe('Tab A');

    // B keeps its own: written on top of A's revision; now A is told
    b.resolveConflict('mine');
    await b.flush();
    expect(await getDraft(draft.id, tabA)).toMatchObject({
      revision: 3,
      values: { deceasedName: 'Tab B' },
    });
    await eventually(() => expect(a.getSnapshot().state).toBe('conflict'));

    // A takes B's version: nothing is written, and A goes on from it
    const theirs = a.resolveConflict('theirs');
    expect(theirs?.values.deceasedName).toBe('Tab B');
    a.update({ ...theirs!.values });
    await a.flush();
    expect((await getDraft(draft.id, tabA))?.revision).toBe(3);
    a.update({ deceasedName: 'Tab B, parandatud' });
    await a.flush();
    expect(await getDraft(draft.id, tabA)).toMatchObject({
      revision: 4,
      values: { deceasedName: 'Tab B, parandatud' },
    });
    expect(a.getSnapshot().state).toBe('saved');
  });

  it('reports a full quota, keeps the saved version, and retries on the next change', async () => {
    const db = openDb();
    const draft = await createDraft({ values: { deceasedName: 'Salvestatud' } }, db);
    const saver = await startSaver(db, draft.id, draft.values);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    saver.update({ deceasedName: 'Uus' });
    await saver.flush();
    expect(saver.getSnapshot().state).toBe('quota');
    expect(saver.getSnapshot().error).toBeInstanceOf(DraftQuotaError);
    expect(await getDraft(draft.id, db)).toMatchObject({
      revision: 1,
      values: { deceasedName: 'Salvestatud' },
    });

    saver.update({ deceasedName: 'Uus tekst' });
    await saver.flush();
    expect(saver.getSnapshot()).toMatchObject({ state: 'saved', error: null });
    expect((await getDraft(draft.id, db))?.values.deceasedName).toBe('Uus tekst');
  });

  it('says when the draft was deleted elsewhere', async () => {
    const [tabA, tabB] = openTwoTabs();
    const draft = await createDraft({}, tabA);
    const saver = await startSaver(tabA, draft.id);
    await tabB.drafts.delete(draft.id);
    await eventually(() => expect(saver.getSnapshot().state).toBe('error'));
    expect(saver.getSnapshot().error?.name).toBe('DraftNotFoundError');
  });
});

describe('valuesKey', () => {
  it('ignores key order and empty fields but not content', () => {
    expect(valuesKey({ prefix: '', deceasedName: 'A', counties: [] })).toBe(
      valuesKey({ deceasedName: 'A' }),
    );
    expect(valuesKey({ deceasedName: 'A', poem: 'B' })).toBe(
      valuesKey({ poem: 'B', deceasedName: 'A' }),
    );
    expect(valuesKey({ deceasedName: 'A' })).not.toBe(valuesKey({ deceasedName: 'A ' }));
    expect(valuesKey({ terms: true })).not.toBe(valuesKey({}));
  });
});
