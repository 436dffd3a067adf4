/**
 * The server calls behind drafts, on the typed Hono client (lib/api.ts: locale,
 * CSRF, bearer token; each failure an ApiError). The store takes these as defaults so its
 * tests can answer in the server's place.
 */
import type { NoticeDraftInput } from '#domain/inputs/notice-input';
import { client, unwrap } from '#pwa/lib/api';
import type { DraftServerLink } from '#pwa/lib/offline-db';

export type ServerDraftStatus = DraftServerLink['status'];

/** GET /api/notices/:id/edit */
export interface NoticeEditAnswer {
  id: number;
  status: ServerDraftStatus;
  notice: Partial<NoticeDraftInput>;
  backgroundUrl: string | null;
  portraitUrl: string | null;
}

export interface DraftServerApi {
  create(draft: NoticeDraftInput): Promise<{ id: number; editToken: string }>;
  update(
    noticeId: number,
    editToken: string,
    draft: NoticeDraftInput,
  ): Promise<{ id: number; status: ServerDraftStatus }>;
  edit(noticeId: number, editToken: string): Promise<NoticeEditAnswer>;
  /** An image of the notice, to keep offline */
  image(url: string): Promise<Blob>;
}

const notices = client.api.notices;
const withToken = (token: string) => ({ headers: { 'X-Edit-Token': token } });

export const draftServerApi: DraftServerApi = {
  create: (draft) => unwrap(notices.drafts.$post({ json: { draft } })),
  update: async (noticeId, token, draft) => {
    const answer = await unwrap(
      notices[':id'].draft.$put(
        { param: { id: String(noticeId) }, json: { draft } },
        withToken(token),
      ),
    );
    // this route answers only these two (its JSON type says string)
    const status = answer.status === 'awaiting_payment' ? 'awaiting_payment' : 'draft';
    return { id: answer.id, status };
  },
  edit: (noticeId, token) =>
    unwrap(notices[':id'].edit.$get({ param: { id: String(noticeId) } }, withToken(token))),
  image: async (url) => {
    // an upload under /uploads, not the API: no locale or tokens
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
    return response.blob();
  },
};
