/**
 * Sending a picture to the server (POST /api/uploads), for every form that uploads one: the
 * wizard's background and portrait, a company's logo.
 */
import type { InferResponseType } from 'hono/client';
import { client, csrfToken } from '../../lib/api';
import { ApiError, apiErrorFrom } from '../../lib/api-error';
import { currentLanguage, i18n } from '../../lib/i18n';
import { userStore } from '../../lib/session';

export type UploadedImage = InferResponseType<typeof client.api.uploads.$post, 201>;
export type UploadKind = UploadedImage['kind'];

/**
 * POST /api/uploads?kind=… as multipart, by XMLHttpRequest: fetch cannot report upload
 * progress over HTTP/1.1. Sends what the ky layer would (locale, CSRF, bearer token) and
 * answers the API's errors as ApiError (status 0 when the network failed).
 */
export async function uploadImage(
  kind: UploadKind,
  file: Blob,
  name: string,
  {
    onProgress,
    failedMessage,
    signal,
  }: {
    onProgress: (fraction: number) => void;
    /** The message when the server's answer carries none of its own */
    failedMessage: string;
    signal?: AbortSignal;
  },
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
            failedMessage,
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
