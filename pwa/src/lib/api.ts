/**
 * The one typed API client: Hono's `hc<AppType>` with the ky instance of lib/http.ts as its
 * fetch, so a renamed field in the API breaks the build.
 */
import { hc } from 'hono/client';
import type { Input, Options } from 'ky';
import type { AppType } from '#api/app';
import { http, toApiError } from './http';
import { reviewerStore, signOutReviewer } from './reviewer';

export { csrfToken, unwrap } from './http';

/** ky as the fetch of the Hono client (ky's ResponsePromise is a Promise<Response>). */
const kyFetch =
  (ky: typeof http): typeof fetch =>
  (input, init) =>
    ky(input as Input, init as Options);

export const client = hc<AppType>('/', { fetch: kyFetch(http) });

/**
 * A reviewer's calls send X-Reviewer-Token; a 401 for them forgets the reviewer (only the
 * token that was refused), never the signed-in user.
 */
const reviewerHttp = http.extend({
  context: { reviewer: true },
  hooks: {
    afterResponse: [
      (request, _options, response) => {
        const reviewer = reviewerStore.get();
        if (response.status === 401 && request.headers.get('X-Reviewer-Token') === reviewer?.token)
          signOutReviewer();
      },
    ],
  },
});
const reviewerFetch = kyFetch(reviewerHttp);

/** The same client for a signed-in reviewer's calls. */
export const reviewerClient = hc<AppType>('/', {
  fetch: ((input, init) => {
    const headers = new Headers(init?.headers);
    const reviewer = reviewerStore.get();
    if (reviewer) headers.set('X-Reviewer-Token', reviewer.token);
    return reviewerFetch(input, { ...init, headers });
  }) satisfies typeof fetch,
});

/** Awaits a Hono client call answered with 204 No Content, or throws an ApiError. */
export async function unwrapEmpty(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (err) {
    throw await toApiError(err);
  }
}
