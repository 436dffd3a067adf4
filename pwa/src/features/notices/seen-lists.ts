/**
 * The notice lists this device has shown (their address and heading), newest first: offline,
 * a page that is not saved here offers them (the service worker keeps what they showed).
 */
import { readJson, writeStorage } from '../../lib/storage';

export interface SeenList {
  /** path and search, e.g. "/surmakuulutused/harju?sort=2" */
  url: string;
  label: string;
}

const KEY = 'kyynal:seen-lists';
export const SEEN_LISTS_MAX = 5;

function isSeenList(value: unknown): value is SeenList {
  const v = value as Partial<SeenList> | null;
  return typeof v?.url === 'string' && v.url.startsWith('/') && typeof v.label === 'string';
}

export function seenLists(): SeenList[] {
  const stored = readJson<unknown>(KEY, []);
  return Array.isArray(stored) ? stored.filter(isSeenList).slice(0, SEEN_LISTS_MAX) : [];
}

/** Puts a list first (once), keeping the newest few. */
export function rememberList(list: SeenList): void {
  const rest = seenLists().filter((seen) => seen.url !== list.url);
  writeStorage(KEY, JSON.stringify([list, ...rest].slice(0, SEEN_LISTS_MAX)));
}
