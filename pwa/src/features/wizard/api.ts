/**
 * Every server call of the wizard, in one place: the lookups (gallery, prices; the counties
 * are shared/counties/query.ts, the poems shared/poems/query.ts, image uploads shared/uploads),
 * writing the notice and its order. Calls that act for a notice send its edit token
 * (X-Edit-Token); a signed-in owner's bearer token goes anyway.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HideReason } from '#domain/vocabulary/moderation';
import type { NoticeInput } from '#domain/inputs/notice-input';
import type { OrderView } from '#domain/inputs/payments';
import { client, unwrap } from '../../lib/api';
import type { UploadKind as AnyUploadKind } from '../../shared/uploads/upload';

const notices = client.api.notices;

/** The wizard's uploads: a notice's images (a company's logo is the owner page's, and an
 * article's pictures the editor's) */
export type UploadKind = Exclude<AnyUploadKind, 'logo' | 'article' | 'banner'>;
export type { OrderView };

const LOOKUP_STALE = 5 * 60_000;

export const wizardKeys = {
  all: ['wizard'] as const,
  backgrounds: () => ['wizard', 'backgrounds'] as const,
  pricing: () => ['wizard', 'pricing'] as const,
  order: (orderId: number, editToken: string | null) =>
    ['wizard', 'order', orderId, editToken] as const,
};

export const wizardQueries = {
  backgrounds: () =>
    queryOptions({
      queryKey: wizardKeys.backgrounds(),
      queryFn: ({ signal }) => unwrap(client.api.images.backgrounds.$get({}, { init: { signal } })),
      staleTime: LOOKUP_STALE,
    }),
  pricing: () =>
    queryOptions({
      queryKey: wizardKeys.pricing(),
      queryFn: ({ signal }) => unwrap(client.api.pricing.$get({}, { init: { signal } })),
      staleTime: LOOKUP_STALE,
    }),
  /** An order after PayPal's return, polled while its payment is pending. */
  order: (orderId: number, editToken: string | null) =>
    queryOptions({
      queryKey: wizardKeys.order(orderId, editToken),
      queryFn: ({ signal }) => getOrder(orderId, editToken, signal),
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5000 : false),
      retry: (count, error) => error.status === 0 && count < 2,
    }),
};

export const useBackgrounds = () => useQuery(wizardQueries.backgrounds());
export const usePricing = () => useQuery(wizardQueries.pricing());
export const useOrder = (orderId: number, editToken: string | null) =>
  useQuery(wizardQueries.order(orderId, editToken));

const tokenHeader = (editToken: string | null) =>
  editToken ? { 'X-Edit-Token': editToken } : undefined;

/** POST /api/notices: a complete notice (or the server draft `draftId` completed), to pay for. */
export function createNotice(
  notice: NoticeInput,
  draft: { id: number; editToken: string } | null,
): Promise<{ id: number; editToken: string }> {
  return unwrap(
    notices.$post(
      { json: { notice, draftId: draft?.id ?? null } },
      { headers: tokenHeader(draft?.editToken ?? null) },
    ),
  );
}

/** PUT /api/notices/:id: all of a notice awaiting payment, or a published one's editable part. */
export function updateNotice(noticeId: number, editToken: string | null, notice: NoticeInput) {
  return unwrap(
    notices[':id'].$put(
      { param: { id: String(noticeId) }, json: { notice } },
      { headers: tokenHeader(editToken) },
    ),
  );
}

/** POST /api/orders: the notice's live order (the same one again on a second click). */
export function createOrder(noticeId: number, editToken: string | null): Promise<OrderView> {
  return unwrap(
    client.api.orders.$post({ json: { noticeId } }, { headers: tokenHeader(editToken) }),
  );
}

export function getOrder(
  orderId: number,
  editToken: string | null,
  signal?: AbortSignal,
): Promise<OrderView> {
  return unwrap(
    client.api.orders[':id'].$get(
      { param: { id: String(orderId) } },
      { headers: tokenHeader(editToken), init: { signal } },
    ),
  );
}

/** The invoice or receipt; a download link cannot send headers, so the token rides along. */
export function documentHref(order: Pick<OrderView, 'id' | 'documentUrl'>, editToken: string) {
  const url = new URL(order.documentUrl ?? `/api/orders/${order.id}/document.pdf`, location.href);
  url.searchParams.set('token', editToken);
  return url.pathname + url.search;
}

// ---- the family's review of replies (a published notice's edit screen)

const held = notices[':id']['held-replies'];

export type HeldReplies = Awaited<ReturnType<typeof getHeldReplies>>;

function getHeldReplies(noticeId: number, editToken: string, signal?: AbortSignal) {
  return unwrap(
    held.$get(
      { param: { id: String(noticeId) }, query: {} },
      { headers: tokenHeader(editToken), init: { signal } },
    ),
  );
}

export const heldReplyKeys = {
  notice: (noticeId: number) => ['wizard', 'held-replies', noticeId] as const,
};

export const heldReplyQueries = {
  /** Whether the family reviews replies first, and the replies waiting for them */
  notice: (noticeId: number, editToken: string) =>
    queryOptions({
      queryKey: heldReplyKeys.notice(noticeId),
      queryFn: ({ signal }) => getHeldReplies(noticeId, editToken, signal),
    }),
};

export function setReplyReview(noticeId: number, editToken: string, holdReplies: boolean) {
  return unwrap(
    notices[':id']['reply-review'].$put(
      { param: { id: String(noticeId) }, json: { holdReplies } },
      { headers: tokenHeader(editToken) },
    ),
  );
}

export function decideHeldReply(
  noticeId: number,
  editToken: string,
  replyId: number,
  json: { action: 'approve' } | { action: 'hide'; reason: HideReason },
) {
  return unwrap(
    held[':replyId'].$post(
      { param: { id: String(noticeId), replyId: String(replyId) }, json },
      { headers: tokenHeader(editToken) },
    ),
  );
}
