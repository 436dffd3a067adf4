/**
 * The EHAK places for the place searches (the wizard's data step, the directory's position), kept in IndexedDB so the search works
 * offline. Loaded once per page load (GET /api/places is revalidated by its ETag, so an unchanged
 * list costs a 304) and rewritten only when its version changes. A place carries its inner
 * point, so choosing one works offline too.
 */
import { estonianSortKey, NAME_SORT_KEY_VERSION } from '#domain/rules/estonian-sort';
import { type OfflineDb, type PlaceRow, offlineDb } from '../../lib/offline-db';
import { type PlacesAnswer, fetchPlaces } from './api';

/** A place as the search answers it: all a screen needs to use it, offline too. */
export interface PlaceHit {
  id: number;
  name: string;
  municipalityName: string | null;
  countyId: number;
  /** The inner point */
  lat: number;
  lon: number;
}

export interface PlacesStatus {
  /** Places are stored: the search can answer */
  available: boolean;
  version: string | null;
  /** This call stored a new list */
  updated: boolean;
  /** Why the list could not be fetched or stored (then an older list may still be there) */
  error: unknown;
}

const VERSION_KEY = 'placesVersion';
/** The sort key rule the stored rows were keyed by: a new rule rewrites them (decision 0060) */
const SORT_RULE_KEY = 'placesSortKeyVersion';
/** alev, linn, vallasisene linn: listed before villages */
const TOWN_TYPES = new Set([3, 4, 5]);
/** Words that say what kind of place it is ("Aa küla"): "k" should not find every village */
const KIND_WORDS = new Set(['kula', 'alevik', 'alev', 'linn', 'linnaosa', 'vald', 'asum']);

/** Lower case without diacritics (õ ä ö → o a o, š ž → s z), words split by single spaces. */
export function foldPlaceName(text: string): string {
  return text
    .toLocaleLowerCase('et')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The folded name from each word on, so an index prefix search matches any word's start. */
export function placeWords(name: string): string[] {
  const parts = foldPlaceName(name).split(' ');
  return parts
    .map((_, i) => parts.slice(i).join(' '))
    .filter((_, i) => i === 0 || !KIND_WORDS.has(parts[i]!));
}

function toRow([
  id,
  name,
  municipalityName,
  countyId,
  ehakType,
  lat,
  lon,
]: PlacesAnswer['items'][number]): PlaceRow {
  return {
    id,
    name,
    municipalityName,
    countyId,
    ehakType,
    lat,
    lon,
    words: placeWords(name),
    sortKey: estonianSortKey(name),
  };
}

/** Fetches the places and stores them when their version is new; never throws. */
export async function loadPlaces(
  fetch: () => Promise<PlacesAnswer> = fetchPlaces,
  db: OfflineDb = offlineDb(),
): Promise<PlacesStatus> {
  let storedVersion: string | null = null;
  try {
    const stored = await db.meta.get(VERSION_KEY);
    storedVersion = typeof stored?.value === 'string' ? stored.value : null;
    const answer = await fetch();
    const version = String(answer.version);
    const keyedBy = (await db.meta.get(SORT_RULE_KEY))?.value;
    if (
      version === storedVersion &&
      keyedBy === String(NAME_SORT_KEY_VERSION) &&
      (await db.places.count()) > 0
    ) {
      return { available: true, version, updated: false, error: null };
    }
    const rows = answer.items.map(toRow);
    await db.transaction('rw', db.places, db.meta, async () => {
      await db.places.clear();
      await db.places.bulkPut(rows);
      await db.meta.put({ key: VERSION_KEY, value: version });
      await db.meta.put({ key: SORT_RULE_KEY, value: String(NAME_SORT_KEY_VERSION) });
    });
    return { available: rows.length > 0, version, updated: true, error: null };
  } catch (err) {
    // offline, or the storage is full (the transaction left the old list as it was)
    const count = await db.places.count().catch(() => 0);
    return { available: count > 0, version: storedVersion, updated: false, error: err };
  }
}

let loading: Promise<PlacesStatus> | null = null;

/** loadPlaces once per page load; after a failure (offline) the next call tries again. */
export function ensurePlaces(): Promise<PlacesStatus> {
  loading ??= loadPlaces().then((status) => {
    if (status.error) loading = null;
    return status;
  });
  return loading;
}

/**
 * Places whose name has a word starting with `query` (folded, so "parnu" finds "Pärnu" and
 * "kohtla-j" "Kohtla-Järve"), in one county if `countyId` is given (0 is every county):
 * towns before villages, then in Estonian alphabetical order. Works offline.
 */
export async function searchPlaces(
  query: string,
  /** Only places in these counties (a notice's place must lie in one); none: anywhere */
  countyIds: readonly number[] = [],
  limit = 10,
  db: OfflineDb = offlineDb(),
): Promise<PlaceHit[]> {
  const folded = foldPlaceName(query);
  if (!folded) return [];
  let rows = await db.places.where('words').startsWith(folded).distinct().toArray();
  if (countyIds.length) rows = rows.filter((row) => countyIds.includes(row.countyId));
  const rank = (row: PlaceRow) => (TOWN_TYPES.has(row.ehakType) ? 0 : 1);
  rows.sort(
    (a, b) =>
      rank(a) - rank(b) || (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.id - b.id),
  );
  return rows.slice(0, limit).map(placeHit);
}

/** A stored place as the screens use it (without the search's keys). */
function placeHit({ id, name, municipalityName, countyId, lat, lon }: PlaceRow): PlaceHit {
  return { id, name, municipalityName, countyId, lat, lon };
}

/** One stored place by its id (the chosen place's name and point), offline too; null if none. */
export async function findPlace(id: number, db: OfflineDb = offlineDb()): Promise<PlaceHit | null> {
  const row = await db.places.get(id);
  return row ? placeHit(row) : null;
}
