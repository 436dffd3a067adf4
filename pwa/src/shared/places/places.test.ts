import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { PlaceTuple, PlacesAnswer } from './api';
import { estonianSortKey, NAME_SORT_KEY_VERSION } from '#domain/rules/estonian-sort';
import { OfflineDb } from '../../lib/offline-db';
import { findPlace, foldPlaceName, loadPlaces, placeWords, searchPlaces } from './places';

let databases = 0;
/** A new, empty in-memory database (fake-indexeddb). */
const openDb = () => new OfflineDb(`kyynal-places-test-${++databases}`);

// [id, name, municipality, county, EHAK type, lat, lon]: 4 linn, 5 vallasisene linn, 3 alev, 7 alevik, 8 küla
const PLACES: PlaceTuple[] = [
  [1, 'Pärnu linn', 'Pärnu linn', 11, 4, 58.01, 24.01],
  [2, 'Pärnjõe küla', 'Põhja-Pärnumaa vald', 11, 8, 58.02, 24.02],
  [3, 'Paide linn', 'Paide linn', 10, 4, 58.03, 24.03],
  [4, 'Kohtla-Järve linn', 'Kohtla-Järve linn', 2, 4, 58.04, 24.04],
  [5, 'Järve küla', 'Saue vald', 1, 8, 58.05, 24.05],
  [6, 'Aa küla', 'Lüganuse vald', 2, 8, 58.06, 24.06],
  [7, 'Šaali küla', 'Tori vald', 11, 8, 58.07, 24.07],
  [8, 'Saare küla', 'Jõgeva vald', 4, 8, 58.08, 24.08],
  [9, 'Zoo küla', 'Tartu vald', 13, 8, 58.09, 24.09],
  [10, 'Türi linn', 'Türi vald', 10, 5, 58.1, 24.1],
  [11, 'Tõrva linn', 'Tõrva vald', 14, 4, 58.11, 24.11],
  [12, 'Tootsi alev', 'Põhja-Pärnumaa vald', 11, 3, 58.12, 24.12],
  [13, 'Kärdla linn', 'Hiiumaa vald', 5, 5, 58.13, 24.13],
  [14, 'Kõrve küla', 'Rõuge vald', 15, 8, 58.14, 24.14],
  [15, 'Ülenurme alevik', 'Kastre vald', 13, 7, 58.15, 24.15],
];

const answer = (version: string, items = PLACES): PlacesAnswer => ({ version, items });

async function loaded() {
  const db = openDb();
  await loadPlaces(async () => answer('v1'), db);
  return db;
}

const names = (hits: { name: string }[]) => hits.map((h) => h.name);

describe('place name folding', () => {
  it('drops Estonian diacritics and case, and splits words at hyphens', () => {
    expect(foldPlaceName('ÕÄÖÜ õäöü Šž')).toBe('oaou oaou sz');
    expect(foldPlaceName('  Kohtla-Järve  ')).toBe('kohtla jarve');
  });

  it('indexes each word start except the kind of place', () => {
    expect(placeWords('Kohtla-Järve linn')).toEqual(['kohtla jarve linn', 'jarve linn']);
    expect(placeWords('Aa küla')).toEqual(['aa kula']);
    expect(placeWords('Linnamäe küla')).toEqual(['linnamae kula']);
  });
});

describe('searchPlaces', () => {
  it('matches a prefix of any word, without diacritics or case', async () => {
    const db = await loaded();
    expect(names(await searchPlaces('parnu', [], 10, db))).toEqual(['Pärnu linn']);
    expect(names(await searchPlaces('PÄRN', [], 10, db))).toEqual(['Pärnu linn', 'Pärnjõe küla']);
    expect(names(await searchPlaces('jarve', [], 10, db))).toEqual([
      'Kohtla-Järve linn',
      'Järve küla',
    ]);
    expect(names(await searchPlaces('kohtla-j', [], 10, db))).toEqual(['Kohtla-Järve linn']);
    expect(names(await searchPlaces('ulenurme', [], 10, db))).toEqual(['Ülenurme alevik']);
    // not the middle of a word, and "küla" is not a word to find villages by
    expect(await searchPlaces('arnu', [], 10, db)).toEqual([]);
    expect(await searchPlaces('kula', [], 10, db)).toEqual([]);
    expect(await searchPlaces('  ', [], 10, db)).toEqual([]);
  });

  it('ranks towns before villages, then in Estonian alphabetical order', async () => {
    const db = await loaded();
    // towns (4, 5, 3) first; in Estonian š comes after s, and õ ä ö ü after w
    expect(names(await searchPlaces('t', [], 10, db))).toEqual([
      'Tootsi alev',
      'Tõrva linn',
      'Türi linn',
    ]);
    expect(names(await searchPlaces('s', [], 10, db))).toEqual(['Saare küla', 'Šaali küla']);
    expect(names(await searchPlaces('k', [], 10, db))).toEqual([
      'Kohtla-Järve linn',
      'Kärdla linn',
      'Kõrve küla',
    ]);
  });

  it('filters by the chosen counties (none is every county) and limits', async () => {
    const db = await loaded();
    expect(names(await searchPlaces('p', [11], 10, db))).toEqual(['Pärnu linn', 'Pärnjõe küla']);
    expect(names(await searchPlaces('p', [10], 10, db))).toEqual(['Paide linn']);
    // a notice in two counties: places of either, never of a third
    expect(names(await searchPlaces('p', [10, 11], 10, db))).toEqual([
      'Paide linn',
      'Pärnu linn',
      'Pärnjõe küla',
    ]);
    expect(names(await searchPlaces('p', [1, 10], 10, db))).toEqual(['Paide linn']);
    expect(await searchPlaces('p', [], 10, db)).toHaveLength(3);
    expect(await searchPlaces('p', [], 2, db)).toHaveLength(2);
    expect(await searchPlaces('p', [99], 10, db)).toEqual([]);
  });

  it('answers with id, name, municipality, county and inner point', async () => {
    const db = await loaded();
    const kardla = {
      id: 13,
      name: 'Kärdla linn',
      municipalityName: 'Hiiumaa vald',
      countyId: 5,
      lat: 58.13,
      lon: 24.13,
    };
    expect(await searchPlaces('kard', [], 10, db)).toEqual([kardla]);
    // the chosen place, by its id, from the same stored list: no request (offline too, #26)
    expect(await findPlace(13, db)).toEqual(kardla);
    expect(await findPlace(404, db)).toBeNull();
  });
});

describe('loadPlaces', () => {
  it('stores the list once and rewrites it only for a new version', async () => {
    const db = openDb();
    const first = await loadPlaces(async () => answer('v1'), db);
    expect(first).toEqual({ available: true, version: 'v1', updated: true, error: null });

    const bulkPut = vi.spyOn(db.places, 'bulkPut');
    const same = await loadPlaces(async () => answer('v1'), db);
    expect(same).toMatchObject({ available: true, version: 'v1', updated: false });
    expect(bulkPut).not.toHaveBeenCalled();

    // a reform: Paide is gone, a new town appears
    const next = PLACES.filter(([id]) => id !== 3).concat([
      [99, 'Uus-Paide linn', null, 10, 4, 58.88, 25.57],
    ]);
    const renewed = await loadPlaces(async () => answer('v2', next), db);
    expect(renewed).toMatchObject({ version: 'v2', updated: true });
    expect(names(await searchPlaces('paide', [], 10, db))).toEqual(['Uus-Paide linn']);
    expect(await db.places.count()).toBe(PLACES.length);
  });

  it('rewrites the stored list when the sort key rule changed (#26)', async () => {
    const db = openDb();
    await loadPlaces(async () => answer('v1'), db);
    // as an older release stored it: keyed by an older rule
    await db.places.toCollection().modify({ sortKey: 'old' });
    await db.meta.put({ key: 'placesSortKeyVersion', value: String(NAME_SORT_KEY_VERSION - 1) });

    const rekeyed = await loadPlaces(async () => answer('v1'), db);
    expect(rekeyed).toMatchObject({ version: 'v1', updated: true });
    for (const row of await db.places.toArray())
      expect(row.sortKey).toBe(estonianSortKey(row.name));
  });

  it('keeps answering from the stored list when offline', async () => {
    const db = await loaded();
    const offline = new TypeError('Failed to fetch');
    const status = await loadPlaces(() => Promise.reject(offline), db);
    expect(status).toEqual({ available: true, version: 'v1', updated: false, error: offline });
    expect(names(await searchPlaces('tõrva', [], 10, db))).toEqual(['Tõrva linn']);
  });

  it('says so when offline with nothing stored', async () => {
    const db = openDb();
    const status = await loadPlaces(() => Promise.reject(new TypeError('offline')), db);
    expect(status).toMatchObject({ available: false, version: null, updated: false });
  });
});
