/**
 * A public GET without ky: what the home screen's latest notices need and no more, so the HTTP
 * layer (ky, lib/http.ts) stays out of the first screen. No token, no CSRF, no retry: the
 * screen offers its own "try again". Everything else goes through lib/api.ts.
 */
import { currentLanguage } from './i18n';

export async function getJson<T>(
  path: string,
  params: Record<string, string | number>,
  signal: AbortSignal,
): Promise<T> {
  const search = new URLSearchParams({ locale: currentLanguage() });
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  const response = await fetch(`${path}?${search.toString()}`, {
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    signal,
  });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
