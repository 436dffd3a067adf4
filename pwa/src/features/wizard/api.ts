/**
 * Every server call of the wizard, in one place: the lookups (poems, gallery, prices; the
 * counties are shared/counties/query.ts), image uploads with progress, writing the notice and
 * its order. Calls that act for a notice send its edit token (X-Edit-Token); a signed-in
 * owner's bearer token goes anyway.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { NoticeInput } from '../../../../db/domain/notice-input';
import type { OrderView } from '../../../../db/domain/payments';
import { client, csrfToken, unwrap } from '../../lib/api';
import { ApiError, apiErrorFrom } from '../../lib/api-error';
import { currentLanguage, i18n } from '../../lib/i18n';
import { userStore } from '../../lib/session';

const notices = client.api.notices;

export type UploadedImage = InferResponseType<typeof client.api.uploads.$post, 201>;
/** The wizard's uploads: a notice's images (a company's logo is the owner page's) */
export type UploadKind = Exclude<UploadedImage['kind'], 'logo'>;
export type { OrderView };

const LOOKUP_STALE = 5 * 60_000;

export const wizardKeys = {
  all: ['wizard'] as const,
  poems: () => ['wizard', 'poems'] as const,
  backgrounds: () => ['wizard', 'backgrounds'] as const,
  pricing: () => ['wizard', 'pricing'] as const,
  order: (orderId: number, editToken: string | null) =>
    ['wizard', 'order', orderId, editToken] as const,
};

export const wizardQueries = {
  poems: () =>
    queryOptions({
      queryKey: wizardKeys.poems(),
      queryFn: ({ signal }) => unwrap(client.api.poems.$get({}, { init: { signal } })),
      staleTime: LOOKUP_STALE,
    }),
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

export const usePoems = () => useQuery(wizardQueries.poems());
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

/**
 * POST /api/uploads?kind=… as multipart, by XMLHttpRequest: fetch cannot report upload
 * progress over HTTP/1.1. Sends what the ky layer would (locale, CSRF, bearer token) and
 * answers the API's errors as ApiError (status 0 when the network failed).
 */
export async function uploadImage(
  kind: UploadKind,
  file: Blob,
  name: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const csrf = await csrfToken().catch(() => null);
  const body = new FormData();
  body.append('file', file, name);
  return new Promise<UploadedImage>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ kind, locale: currentLanguage() });
    xhr.open('POST', `/api/uploads?${query.toString()}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (csrf) xhr.setRequestHeader('X-CSRF-Token', csrf);
    const user = userStore.get();
    if (user) xhr.setRequestHeader('Authorization', `Bearer ${user.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) resolve(xhr.response as UploadedImage);
      else
        reject(
          apiErrorFrom(
            xhr.status,
            xhr.response,
            xhr.getResponseHeader('Retry-After'),
            i18n.t('wizard:upload.failed'),
          ),
        );
    };
    const networkError = () =>
      reject(new ApiError({ status: 0, code: 'network', message: i18n.t('errors.network') }));
    xhr.onerror = networkError;
    xhr.ontimeout = networkError;
    xhr.onabort = () =>
      reject(new ApiError({ status: 0, code: 'aborted', message: i18n.t('errors.generic') }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
