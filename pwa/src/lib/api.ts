/**
 * The one typed API client: Hono's `hc<AppType>` with the ky instance of lib/http.ts as its
 * fetch, so a renamed field in the API breaks the build.
 */
import { hc } from 'hono/client';
import type { Input, Options } from 'ky';
import type { AppType } from '../../../api/src/app';
import { http } from './http';

export { csrfToken, http, toApiError, unwrap } from './http';

/** ky as the fetch of the Hono client (ky's ResponsePromise is a Promise<Response>). */
const kyFetch: typeof fetch = (input, init) => http(input as Input, init as Options);

export const client = hc<AppType>('/', { fetch: kyFetch });
