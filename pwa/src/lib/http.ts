/**
 * The HTTP layer under the typed client (lib/api.ts): a ky instance that gives every request
 * `?locale=`, X-Requested-With, the signed-in user's bearer token and (when it changes
 * something) the CSRF token, and turns non-2xx answers into a typed ApiError. (The first screen
 * does without it: lib/get-json.ts.)
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import { isNotSavedResponse } from './sw-rules';
import { ApiError, apiErrorFrom } from './api-error';
import { currentLanguage, i18n } from './i18n';
import { signOut, userStore } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

let csrfRequest: Promise<string> | null = null;

function csrfFromMeta(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  return meta?.content ? meta.content : null;
}

/**
 * The CSRF token: from the meta tag the server injects into index.html, or (e.g. under the vite
 * dev server, where there is no meta) fetched once from GET /api/csrf and cached.
 */
export function csrfToken(): Promise<string> {
  const fromMeta = csrfFromMeta();
  if (fromMeta) return Promise.resolve(fromMeta);
  csrfRequest ??= ky
    .get('/api/csrf', {
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      searchParams: { locale: currentLanguage() },
    })
    .json<{ token: string }>()
    .then((body) => body.token)
    .catch((err: unknown) => {
      csrfRequest = null;
      throw err;
    });
  return csrfRequest;
}

export const http = ky.create({
  credentials: 'same-origin',
  timeout: 20_000,
  retry: {
    limit: 1,
    methods: ['get'],
    statusCodes: [502, 503, 504],
    afterStatusCodes: [],
    // the service worker's "not saved on this device" (offline) is an answer, not a glitch
    shouldRetry: ({ error }) =>
      error instanceof HTTPError && isNotSavedResponse(error.response) ? false : undefined,
  },
  hooks: {
    beforeRequest: [
      async (request, options) => {
        request.headers.set('X-Requested-With', 'XMLHttpRequest');
        if (!SAFE_METHODS.has(request.method)) {
          request.headers.set('X-CSRF-Token', await csrfToken());
        }
        const user = userStore.get();
        if (user) request.headers.set('Authorization', `Bearer ${user.token}`);
        const url = new URL(request.url);
        if (url.searchParams.has('locale')) return undefined;
        url.searchParams.set('locale', currentLanguage());
        // A Request's URL is read-only: rebuild it from ky's own options (body, signal, duplex)
        // with the headers set above.
        return new Request(url, { ...(options as RequestInit), headers: request.headers });
      },
    ],
    afterResponse: [
      (request, options, response) => {
        // A reviewer's 401 is about the reviewer token (lib/api.ts), not the user's.
        if (response.status !== 401 || options.context.reviewer) return;
        // Only the token that was refused is dropped (not one stored since the request left).
        // ky still throws the HTTPError afterwards, so the caller gets the error too (docs/pwa.md).
        const user = userStore.get();
        if (user && request.headers.get('Authorization') === `Bearer ${user.token}`) {
          signOut();
          window.location.reload();
        }
      },
    ],
  },
});

/** Any error of an API call, as an ApiError (status 0 for network failures and time-outs). */
export async function toApiError(err: unknown): Promise<ApiError> {
  if (err instanceof ApiError) return err;
  const fallback = i18n.t('errors.generic');
  if (err instanceof HTTPError) {
    const response = err.response;
    let body: unknown = null;
    try {
      body = await response.clone().json();
    } catch {
      // not JSON (a proxy's error page): keep the fallback message
    }
    return apiErrorFrom(response.status, body, response.headers.get('Retry-After'), fallback);
  }
  if (err instanceof TimeoutError || err instanceof TypeError) {
    return new ApiError({ status: 0, code: 'network', message: i18n.t('errors.network') });
  }
  if (err instanceof DOMException && err.name === 'AbortError') {
    return new ApiError({ status: 0, code: 'aborted', message: fallback });
  }
  return new ApiError({ status: 0, code: 'unknown', message: fallback });
}

/** Runs a call of the ky instance (an endpoint the typed client does not describe), or throws an ApiError. */
export async function httpCall<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    throw await toApiError(err);
  }
}

/** Awaits a Hono client call and returns its typed JSON body, or throws an ApiError. */
export async function unwrap<R extends { json(): Promise<unknown> }>(
  call: Promise<R>,
): Promise<Awaited<ReturnType<R['json']>>> {
  try {
    const response = await call;
    return (await response.json()) as Awaited<ReturnType<R['json']>>;
  } catch (err) {
    throw await toApiError(err);
  }
}
