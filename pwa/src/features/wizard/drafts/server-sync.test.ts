import { openDb } from './test-support';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#pwa/lib/api-error';
import type { DraftServerApi, NoticeEditAnswer } from './api';
import { createDraft, getDraft, saveDraft } from './records';
import {
  DraftTypeMissingError,
  draftPayload,
  isDraftSynced,
  openServerDraft,
  sendDraftToServer,
} from './server-sync';

const noImages = { background: null, portrait: null };

function fakeApi(overrides: Partial<DraftServerApi> = {}) {
  return {
    create: vi.fn(async () => ({ id: 42, editToken: 'secret-token' })),
    update: vi.fn(async (id: number) => ({ id, status: 'draft' as const })),
    edit: vi.fn(async (): Promise<NoticeEditAnswer> => {
      throw new Error('not used');
    }),
    image: vi.fn(async (url: string) => new Blob([`bytes of ${url}`], { type: 'image/jpeg' })),
    ...overrides,
  };
}

describe('draftPayload', () => {
  it('sends the fields that are valid on their own and drops the rest', () => {
    const payload = draftPayload({
      values: {
        type: 1,
        deceasedName: 'M', // too short
        maidenName: '  Kask  ',
        deathDate: '31.02.2025', // no such day
        birthDate: '1941',
        adderEmail: 'mari@', // not an e-mail yet
        adderName: 'Mari Maasikas',
        counties: [1, 1], // twice
        placeId: 123,
        poem: 'x'.repeat(601), // over the limit
        terms: true,
        payerType: 'private',
        ...({ notAField: 'x' } as object),
      },
      images: noImages,
    });
    expect(payload).toEqual({
      type: 1,
      maidenName: 'Kask',
      birthDate: '1941',
      adderName: 'Mari Maasikas',
      placeId: 123,
      terms: true,
      payerType: 'private',
    });
  });

  it('needs a valid type', () => {
    expect(
      draftPayload({ values: { deceasedName: 'Mari Maasikas' }, images: noImages }),
    ).toBeNull();
    expect(draftPayload({ values: { type: 5 as 0 }, images: noImages })).toBeNull();
  });

  it('takes uploaded image ids from the images when the values lack them', () => {
    const portrait = {
      blob: new Blob(['p']),
      name: 'p.jpg',
      mime: 'image/jpeg',
      uploadedId: 9,
      url: '/uploads/p.jpg',
    };
    const background = { ...portrait, uploadedId: null };
    expect(
      draftPayload({ values: { type: 0, backgroundImageId: 3 }, images: { background, portrait } }),
    ).toEqual({ type: 0, backgroundImageId: 3, portraitImageId: 9 });
  });
});

describe('sendDraftToServer', () => {
  it('creates the server draft once, then updates it with the edit token', async () => {
    const db = openDb();
    const api = fakeApi();
    const draft = await createDraft({ values: { type: 2, deceasedName: 'Jaan Tamm' } }, db);

    const sent = await sendDraftToServer(draft.id, { api, db });
    expect(api.create).toHaveBeenCalledWith({ type: 2, deceasedName: 'Jaan Tamm' });
    expect(sent.server).toEqual({
      noticeId: 42,
      editToken: 'secret-token',
      status: 'draft',
      syncedRevision: 1,
    });
    // bookkeeping only: no new revision, so no tab sees a conflict
    expect(sent.revision).toBe(1);
    expect(isDraftSynced(sent)).toBe(true);

    await saveDraft(
      draft.id,
      { values: { type: 2, deceasedName: 'Jaan Tamm', poem: 'Aeg' } },
      1,
      db,
    );
    expect(isDraftSynced((await getDraft(draft.id, db))!)).toBe(false);
    const again = await sendDraftToServer(draft.id, { api, db });
    expect(api.create).toHaveBeenCalledTimes(1);
    expect(api.update).toHaveBeenCalledWith(42, 'secret-token', {
      type: 2,
      deceasedName: 'Jaan Tamm',
      poem: 'Aeg',
    });
    expect(again.server?.syncedRevision).toBe(2);
  });

  it('shares one request between two quick calls (never two server drafts)', async () => {
    const db = openDb();
    const api = fakeApi();
    const draft = await createDraft({ values: { type: 0 } }, db);
    await Promise.all([
      sendDraftToServer(draft.id, { api, db }),
      sendDraftToServer(draft.id, { api, db }),
    ]);
    expect(api.create).toHaveBeenCalledTimes(1);
  });

  it('passes on API errors and leaves the draft unlinked', async () => {
    const db = openDb();
    const offline = new ApiError({ status: 0, code: 'network', message: 'offline' });
    const api = fakeApi({ create: vi.fn(() => Promise.reject(offline)) });
    const draft = await createDraft({ values: { type: 0 } }, db);
    await expect(sendDraftToServer(draft.id, { api, db })).rejects.toBe(offline);
    expect((await getDraft(draft.id, db))?.server).toBeNull();
  });

  it('refuses a draft without a type', async () => {
    const db = openDb();
    const api = fakeApi();
    const draft = await createDraft({}, db);
    await expect(sendDraftToServer(draft.id, { api, db })).rejects.toBeInstanceOf(
      DraftTypeMissingError,
    );
    expect(api.create).not.toHaveBeenCalled();
  });
});

describe('openServerDraft', () => {
  const serverNotice = (deceasedName: string): NoticeEditAnswer => ({
    id: 42,
    status: 'draft',
    notice: {
      type: 1,
      deceasedName,
      prefix: '',
      counties: [3],
      terms: false,
      portraitImageId: 9,
      backgroundImageId: 4,
    },
    backgroundUrl: '/uploads/bg.jpg',
    portraitUrl: '/uploads/portree.jpg',
  });

  it('makes a local draft with the images kept as blobs', async () => {
    const db = openDb();
    const api = fakeApi({ edit: vi.fn(async () => serverNotice('Mari Maasikas')) });
    const draft = await openServerDraft(42, 'secret-token', { api, db });
    expect(api.edit).toHaveBeenCalledWith(42, 'secret-token');
    expect(draft).toMatchObject({
      step: 'data',
      values: { type: 1, deceasedName: 'Mari Maasikas', counties: [3] },
      server: { noticeId: 42, editToken: 'secret-token', status: 'draft', syncedRevision: 1 },
    });
    expect(draft.values).not.toHaveProperty('terms');
    const stored = await getDraft(draft.id, db);
    expect(stored?.images.portrait).toMatchObject({ uploadedId: 9, url: '/uploads/portree.jpg' });
    expect(await stored?.images.portrait?.blob.text()).toBe('bytes of /uploads/portree.jpg');
  });

  it('updates a local copy that has nothing unsent, and keeps one that has', async () => {
    const db = openDb();
    const first = fakeApi({ edit: vi.fn(async () => serverNotice('Mari')) });
    const draft = await openServerDraft(42, 'old-token', { api: first, db });

    const later = fakeApi({ edit: vi.fn(async () => serverNotice('Mari Maasikas')) });
    const updated = await openServerDraft(42, 'new-token', { api: later, db });
    expect(updated).toMatchObject({
      id: draft.id,
      revision: 2,
      values: { deceasedName: 'Mari Maasikas' },
      server: { editToken: 'new-token', syncedRevision: 2 },
    });
    // the same images by id: not downloaded again
    expect(later.image).not.toHaveBeenCalled();

    await saveDraft(draft.id, { values: { ...updated.values, deceasedName: 'Mari Kask' } }, 2, db);
    const third = fakeApi({ edit: vi.fn(async () => serverNotice('Serveri nimi')) });
    const kept = await openServerDraft(42, 'newest-token', { api: third, db });
    expect(kept.values.deceasedName).toBe('Mari Kask');
    expect(kept.server?.editToken).toBe('newest-token');
  });
});
