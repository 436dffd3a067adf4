import { openDb, openTwoTabs } from './test-support';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DraftNotFoundError,
  DraftQuotaError,
  createDraft,
  deleteDraft,
  findDraftByNotice,
  findDraftByOrder,
  getDraft,
  isQuotaError,
  listDrafts,
  saveDraft,
  updateDraftMeta,
} from './records';

const image = (text: string) => ({
  blob: new Blob([text], { type: 'image/jpeg' }),
  name: 'portree.jpg',
  mime: 'image/jpeg',
  uploadedId: null,
  url: null,
});

/** Makes the next IndexedDB put fail as a full disk does. */
function fillQuota() {
  return vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The clock the records stamp (only Date: fake IndexedDB keeps its real timers), a second on */
function tick() {
  vi.setSystemTime(Date.now() + 1000);
}

describe('draft records', () => {
  it('creates, saves, lists newest first and deletes', async () => {
    // each change a second after the last, so "newest" is never a tie within one millisecond
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = openDb();
    const first = await createDraft({}, db);
    expect(first).toMatchObject({
      revision: 1,
      step: 'type',
      values: {},
      images: { background: null, portrait: null },
      server: null,
      orderId: null,
    });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);

    tick();
    const second = await createDraft({ values: { type: 1 } }, db);
    tick();
    const saved = await saveDraft(first.id, { values: { deceasedName: 'Mari Maasikas' } }, 1, db);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.draft.revision).toBe(2);
    expect(saved.draft.updatedAt).toBeGreaterThan(second.updatedAt);
    expect(saved.draft.createdAt).toBe(first.createdAt);

    expect((await listDrafts(db)).map((d) => d.id)).toEqual([first.id, second.id]);
    await deleteDraft(first.id, db);
    expect(await getDraft(first.id, db)).toBeUndefined();
    expect((await listDrafts(db)).map((d) => d.id)).toEqual([second.id]);
  });

  it('replaces values and merges one image slot', async () => {
    const db = openDb();
    const draft = await createDraft(
      {
        values: { deceasedName: 'Jaan', poem: 'Vaikselt' },
        images: { background: image('bg'), portrait: null },
      },
      db,
    );
    const saved = await saveDraft(
      draft.id,
      { values: { deceasedName: 'Jaan Tamm' }, images: { portrait: image('pilt') }, step: 'data' },
      1,
      db,
    );
    if (!saved.ok) throw new Error('conflict');
    expect(saved.draft.values).toEqual({ deceasedName: 'Jaan Tamm' });
    expect(saved.draft.step).toBe('data');
    expect(saved.draft.images.background?.name).toBe('portree.jpg');
    expect(await saved.draft.images.portrait?.blob.text()).toBe('pilt');
  });

  it('keeps image blobs across database handles (a reload)', async () => {
    const [tab, reloaded] = openTwoTabs();
    const draft = await createDraft(
      { images: { background: null, portrait: image('ÄÖ-bytes') } },
      tab,
    );
    tab.close();
    const stored = await getDraft(draft.id, reloaded);
    expect(stored?.images.portrait?.blob).toBeInstanceOf(Blob);
    expect(stored?.images.portrait?.blob.type).toBe('image/jpeg');
    expect(await stored?.images.portrait?.blob.text()).toBe('ÄÖ-bytes');
  });

  it('refuses a save based on an old revision and returns the other tab’s version', async () => {
    const [tabA, tabB] = openTwoTabs();
    const draft = await createDraft({ values: { deceasedName: 'Algne' } }, tabA);
    const fromB = await saveDraft(
      draft.id,
      { values: { deceasedName: 'Teise vaheleht' } },
      1,
      tabB,
    );
    expect(fromB.ok).toBe(true);

    const fromA = await saveDraft(
      draft.id,
      { values: { deceasedName: 'Esimese vaheleht' } },
      1,
      tabA,
    );
    expect(fromA).toMatchObject({ ok: false, conflict: { revision: 2 } });
    expect((await getDraft(draft.id, tabA))?.values.deceasedName).toBe('Teise vaheleht');

    // on the other version's revision it goes through
    const retried = await saveDraft(
      draft.id,
      { values: { deceasedName: 'Esimese vaheleht' } },
      2,
      tabA,
    );
    expect(retried).toMatchObject({ ok: true, draft: { revision: 3 } });
  });

  it('lets only one of two simultaneous saves on one revision win', async () => {
    const [tabA, tabB] = openTwoTabs();
    const draft = await createDraft({}, tabA);
    const results = await Promise.all([
      saveDraft(draft.id, { values: { poem: 'A' } }, 1, tabA),
      saveDraft(draft.id, { values: { poem: 'B' } }, 1, tabB),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toHaveLength(1);
  });

  it('maps a full quota to DraftQuotaError and keeps the last saved version', async () => {
    const db = openDb();
    const draft = await createDraft({ values: { deceasedName: 'Salvestatud' } }, db);
    fillQuota();
    const failed = saveDraft(draft.id, { values: { deceasedName: 'Uus tekst' } }, 1, db);
    await expect(failed).rejects.toBeInstanceOf(DraftQuotaError);
    expect(await getDraft(draft.id, db)).toMatchObject({
      revision: 1,
      values: { deceasedName: 'Salvestatud' },
    });
    // space again: the same change goes through on the same revision
    const retried = await saveDraft(draft.id, { values: { deceasedName: 'Uus tekst' } }, 1, db);
    expect(retried.ok).toBe(true);
  });

  it('recognises quota errors however Dexie wraps them', () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(isQuotaError(quota)).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: quota })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });

  it('fails a save of a deleted draft', async () => {
    const db = openDb();
    await expect(saveDraft('missing', {}, 1, db)).rejects.toBeInstanceOf(DraftNotFoundError);
  });

  it('finds drafts by order and by server notice, and updates bookkeeping without a revision', async () => {
    const db = openDb();
    const a = await createDraft({}, db);
    const b = await createDraft({}, db);
    await updateDraftMeta(a.id, { orderId: 7 }, db);
    await updateDraftMeta(
      b.id,
      { server: { noticeId: 42, editToken: 'token', status: 'draft' } },
      db,
    );
    expect((await findDraftByOrder(7, db))?.id).toBe(a.id);
    expect((await findDraftByNotice(42, db))?.id).toBe(b.id);
    expect(await findDraftByOrder(8, db)).toBeUndefined();
    expect(await findDraftByNotice(43, db)).toBeUndefined();
    expect((await getDraft(b.id, db))?.revision).toBe(1);
  });
});
