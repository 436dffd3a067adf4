/**
 * A public GET without ky: what the first screen needs (the early requests of
 * lib/early-requests.ts, the home screen's latest notices) and no more, so the HTTP layer (ky,
 * lib/http.ts) stays out of it. No token, no CSRF, no retry: the screen offers its own "try
 * again". Everything else goes through lib/api.ts.
 */
import { apiErrorFrom } from './api-error';
import { type Language, currentLanguage } from './i18n';

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
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  search.set('locale', language);
  const response = await fetch(`${path}?${search.toString()}`, {
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    signal,
  });
  if (!response.ok) {
    // the API's error shape, as the typed client gives it (a 404 is the 404 screen's)
    const body: unknown = await response.json().catch(() => null);
    throw apiErrorFrom(
      response.status,
      body,
      response.headers.get('Retry-After'),
      `GET ${path}: HTTP ${response.status}`,
    );
  }
  return (await response.json()) as T;
}
