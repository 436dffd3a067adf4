/**
 * A public GET without ky: what the first screen needs (the early requests of
 * lib/early-requests.ts, the home screen's latest notices) and no more, so the HTTP layer (ky,
 * lib/http.ts) stays out of it. No token, no CSRF, no retry: the screen offers its own "try
 * again". Everything else goes through lib/api.ts.
 */
import { apiUrl } from './sw-rules';
import { type Language, currentLanguage } from './i18n';

/** A GET the server answered with an error: its status (a screen's query makes it its ApiError) */
export type HttpFailure = Error & { status: number };

interface GetJsonOptions {
  signal?: AbortSignal;
  /** The `locale` to ask in; by default the app's current language */
  language?: Language;
}

export async function getJson<T>(
  path: string,
  params: Record<string, string | number>,
  { signal, language = currentLanguage() }: GetJsonOptions = {},
): Promise<T> {
  const response = await fetch(apiUrl(path, params, language), {
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    signal,
  });
  if (!response.ok) {
    const { status } = response;
    throw Object.assign(new Error(`GET ${path}: HTTP ${status}`), { status }) satisfies HttpFailure;
  }
  return (await response.json()) as T;
}
