/**
 * A local draft on the server (status draft), so it can be finished on another device from
 * the e-mailed link, and that link's way back: a server notice opened as a local draft.
 */
import type { z } from 'zod';
import {
  type NoticeDraftInput,
  type NoticeFormValues,
  noticeDraftInput,
} from '#domain/inputs/notice-input';
import {
  type DraftImage,
  type DraftRecord,
  type DraftServerLink,
  type OfflineDb,
  type WizardStep,
  offlineDb,
} from '#pwa/lib/offline-db';
import { type DraftServerApi, type NoticeEditAnswer, draftServerApi } from './api';
import {
  DraftNotFoundError,
  createDraft,
  findDraftByNotice,
  getDraft,
  saveDraft,
  updateDraftMeta,
} from './records';

/** The server needs the notice type before it keeps a draft. */
export class DraftTypeMissingError extends Error {
  constructor() {
    super('Choose the notice type before sending the draft');
    this.name = 'DraftTypeMissingError';
  }
}

export interface SyncDeps {
  api?: DraftServerApi;
  db?: OfflineDb;
}

type FieldKey = keyof typeof noticeDraftInput.shape;
const FIELDS = Object.keys(noticeDraftInput.shape) as FieldKey[];

/**
 * What the server is sent of a draft: each field that is valid on its own (noticeDraftInput),
 * the others left out rather than failing the whole draft; null without a valid type.
 * Uploaded images count even if the form has not put their ids in the values yet.
 */
export function draftPayload(
  draft: Pick<DraftRecord, 'values' | 'images'>,
): NoticeDraftInput | null {
  const values: Partial<Record<FieldKey, unknown>> = {
    ...draft.values,
    backgroundImageId: draft.values.backgroundImageId ?? draft.images.background?.uploadedId,
    portraitImageId: draft.values.portraitImageId ?? draft.images.portrait?.uploadedId,
  };
  const payload: Partial<Record<FieldKey, unknown>> = {};
  for (const key of FIELDS) {
    if (values[key] === undefined) continue;
    const parsed = (noticeDraftInput.shape[key] as z.ZodType).safeParse(values[key]);
    if (parsed.success && parsed.data !== undefined) payload[key] = parsed.data;
  }
  return payload.type === undefined ? null : (payload as NoticeDraftInput);
}

/** The form's values of a server answer: its own fields, unticked boxes left out. */
function formValues(notice: Partial<NoticeDraftInput>): Partial<NoticeFormValues> {
  const values: Partial<Record<FieldKey, unknown>> = {};
  for (const key of FIELDS) {
    if (notice[key] !== undefined && notice[key] !== false) values[key] = notice[key];
  }
  return values as Partial<NoticeFormValues>;
}

const inFlight = new Map<string, Promise<DraftRecord>>();

/**
 * Sends the draft to the server: the first time POST /api/notices/drafts (the server mails the
 * adder a link to continue elsewhere), then PUT /api/notices/:id/draft with its edit token.
 * Stores `server` on the record (no new revision: nobody's edits conflict with it) and returns
 * the record. Throws ApiError (status 0 offline), DraftTypeMissingError, DraftNotFoundError.
 * A second call while one is under way for the draft shares it (never two server drafts).
 */
export function sendDraftToServer(id: string, deps: SyncDeps = {}): Promise<DraftRecord> {
  let sending = inFlight.get(id);
  if (!sending) {
    sending = send(id, deps.api ?? draftServerApi, deps.db ?? offlineDb()).finally(() =>
      inFlight.delete(id),
    );
    inFlight.set(id, sending);
  }
  return sending;
}

async function send(id: string, api: DraftServerApi, db: OfflineDb): Promise<DraftRecord> {
  const draft = await getDraft(id, db);
  if (!draft) throw new DraftNotFoundError(id);
  const payload = draftPayload(draft);
  if (!payload) throw new DraftTypeMissingError();
  let server: DraftServerLink;
  if (draft.server) {
    const { status } = await api.update(draft.server.noticeId, draft.server.editToken, payload);
    server = { ...draft.server, status, syncedRevision: draft.revision };
  } else {
    const created = await api.create(payload);
    server = {
      noticeId: created.id,
      editToken: created.editToken,
      status: 'draft',
      syncedRevision: draft.revision,
    };
  }
  await updateDraftMeta(id, { server }, db);
  return (await getDraft(id, db)) ?? { ...draft, server };
}

/** Whether the draft's latest local change is on the server. */
export function isDraftSynced(draft: DraftRecord): boolean {
  return draft.server?.syncedRevision === draft.revision;
}

async function serverImage(
  api: DraftServerApi,
  url: string | null,
  uploadedId: number | null | undefined,
  local: DraftImage | null | undefined,
): Promise<DraftImage | null> {
  if (!url) return null;
  if (local && local.uploadedId === (uploadedId ?? null)) return local;
  try {
    const blob = await api.image(url);
    const name = decodeURIComponent(url.split('/').pop() ?? 'image');
    return { blob, name, mime: blob.type, uploadedId: uploadedId ?? null, url };
  } catch {
    // the notice keeps its image on the server by id; only the offline copy is missing
    return null;
  }
}

function stepFor(answer: NoticeEditAnswer, values: Partial<NoticeFormValues>): WizardStep {
  if (values.type === undefined) return 'type';
  return answer.status === 'awaiting_payment' ? 'preview' : 'data';
}

/**
 * Opens a server notice (the private edit link `/muuda/:id?token=`) as a local draft:
 * GET /api/notices/:id/edit, then a new draft, or the existing draft of that notice updated
 * from the server. A local draft with changes not yet sent keeps them (only the token and
 * status are updated): this device's latest typing is not thrown away. Throws ApiError
 * (403 edit_forbidden for a wrong token, 404).
 */
export async function openServerDraft(
  noticeId: number,
  editToken: string,
  deps: SyncDeps = {},
): Promise<DraftRecord> {
  const api = deps.api ?? draftServerApi;
  const db = deps.db ?? offlineDb();
  const answer = await api.edit(noticeId, editToken);
  const link: DraftServerLink = { noticeId, editToken, status: answer.status };
  const existing = await findDraftByNotice(noticeId, db);
  if (existing && !isDraftSynced(existing)) {
    await updateDraftMeta(existing.id, { server: { ...existing.server, ...link } }, db);
    return (await getDraft(existing.id, db)) ?? existing;
  }

  const values = formValues(answer.notice);
  const images = {
    background: await serverImage(
      api,
      answer.backgroundUrl,
      values.backgroundImageId,
      existing?.images.background,
    ),
    portrait: await serverImage(
      api,
      answer.portraitUrl,
      values.portraitImageId,
      existing?.images.portrait,
    ),
  };
  const step = stepFor(answer, values);
  if (!existing) {
    return createDraft({ values, images, step, server: { ...link, syncedRevision: 1 } }, db);
  }
  const server = { ...link, syncedRevision: existing.revision + 1 };
  const saved = await saveDraft(
    existing.id,
    { values, images, step, server },
    existing.revision,
    db,
  );
  if (saved.ok) return saved.draft;
  // another tab saved meanwhile: its version stays, with the new token
  await updateDraftMeta(existing.id, { server: { ...saved.conflict.server, ...link } }, db);
  return (await getDraft(existing.id, db)) ?? saved.conflict;
}
