/**
 * The answers to a page's early requests (early-requests.ts starts them), kept until the screen's
 * query takes them (early-query.ts). No router here: screens' query modules import this without
 * pulling the router into a chunk of its own.
 */
import { type HttpFailure, getJson } from './get-json';
import type { GetRequest } from './sw-rules';
import { type Language, currentLanguage } from './i18n';

export type { GetRequest } from './sw-rules';

const EARLY_TTL_MS = 30_000;

interface Early {
  at: number;
  language: Language;
  /** The answer's JSON; undefined when the request failed or was not OK */
  json: Promise<unknown>;
  settled: boolean;
  value: unknown;
  /** A 404 (no such notice) is an answer too: the query gets it rather than asking again */
  error?: unknown;
}

const started = new Map<string, Early>();

function keyOf({ path, params }: GetRequest): string {
  const sorted = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(sorted).toString()}`;
}

export function requestEarly(request: GetRequest, language: Language): void {
  const key = keyOf(request);
  if (started.has(key)) return;
  const early: Early = {
    at: Date.now(),
    language,
    json: getJson<unknown>(request.path, request.params, { language })
      .catch((err: unknown) => {
        if ((err as Partial<HttpFailure>).status === 404) early.error = err;
        return undefined;
      })
      .then((value) => {
        early.settled = true;
        early.value = value;
        return value;
      }),
    settled: false,
    value: undefined,
  };
  started.set(key, early);
}

/**
 * Removes and returns the early request for this request if it may still be used; with
 * `onlyData`, only one that has arrived with data (an error is left for takeEarly to throw).
 */
function claim(request: GetRequest, onlyData: boolean): Early | undefined {
  const key = keyOf(request);
  const early = started.get(key);
  if (!early || (onlyData && (!early.settled || early.error))) return undefined;
  started.delete(key);
  const usable = Date.now() - early.at <= EARLY_TTL_MS && early.language === currentLanguage();
  return usable ? early : undefined;
}

/**
 * The JSON of an early answer to this request, once; undefined when there is none (not started,
 * too old, asked in another language, failed on the way or on the server): the caller then
 * asks itself. A 404 is thrown (an HttpFailure), as the caller's own request would have failed.
 */
export async function takeEarly<T>(request: GetRequest): Promise<T | undefined> {
  const early = claim(request, false);
  const value = await early?.json;
  if (early?.error) throw early.error;
  return value as T | undefined;
}

/**
 * takeEarly for an answer that is already in, synchronously (a query's initialData, so that the
 * first render has the data); undefined while it is still on its way.
 */
export function takeArrivedEarly<T>(request: GetRequest): T | undefined {
  return claim(request, true)?.value as T | undefined;
}

/** Settles when every early request has its answer (or has failed). */
export function earlyRequestsSettled(): Promise<void> {
  return Promise.all([...started.values()].map((early) => early.json)).then(() => undefined);
}
