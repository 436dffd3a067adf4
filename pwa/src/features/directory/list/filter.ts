/**
 * The directory's filter, position and view live in the URL, so back/forward and shared links
 * keep them:
 *   /matuseteenused?name=kask&service=1,3&county=viljandi&open=now&transport24=1&sort=price
 *     &lat=58.36&lon=25.59&place=1234&vaade=kaart
 * The position is only ever the rounded one (2 decimals, about 1 km): it is what the API gets
 * and what a shared link may show; `place` names the EHAK place it came from (for its label),
 * none when it came from the device. Defaults are left out. Pure, so it is unit-tested.
 */
import { COMPANY_SORTS, type CompanySort } from '#domain/inputs/directory-query';
import { type LatLon, isValidPosition, roundPosition } from '#domain/rules/geo';
import { LIST_LIMITS } from '#domain/inputs/limits';
import type { CompanyQuery } from '../api';

export const SORTS = COMPANY_SORTS;
export type DirectorySort = CompanySort;

export interface DirectoryFilter {
  name: string;
  /** Service category ids, ascending */
  services: number[];
  /** County slug ("viljandi"), null for every county */
  county: string | null;
  openNow: boolean;
  transport24: boolean;
  /** null: the default (distance with a position, else name) */
  sort: DirectorySort | null;
  /** Rounded to 2 decimals */
  position: LatLon | null;
  /** The EHAK place the position is of; null when it came from the device */
  placeId: number | null;
  view: 'list' | 'map';
}

export const EMPTY_FILTER: DirectoryFilter = {
  name: '',
  services: [],
  county: null,
  openNow: false,
  transport24: false,
  sort: null,
  position: null,
  placeId: null,
  view: 'list',
};

export const MAX_NAME_LENGTH = LIST_LIMITS.nameMax;

const ID = /^[1-9]\d{0,8}$/;

function parseIds(value: string | null): number[] {
  if (!value) return [];
  const ids = new Set(
    value
      .split(',')
      .filter((part) => ID.test(part))
      .map(Number),
  );
  return [...ids].sort((a, b) => a - b);
}

function parsePosition(lat: string | null, lon: string | null): LatLon | null {
  if (!lat || !lon) return null;
  const position = { lat: Number(lat), lon: Number(lon) };
  return isValidPosition(position.lat, position.lon) ? roundPosition(position) : null;
}

export function filterFromUrl(params: URLSearchParams): DirectoryFilter {
  const sort = params.get('sort');
  const position = parsePosition(params.get('lat'), params.get('lon'));
  const place = params.get('place');
  return {
    name: (params.get('name') ?? '').trim().slice(0, MAX_NAME_LENGTH),
    services: parseIds(params.get('service')),
    county: params.get('county') || null,
    openNow: params.get('open') === 'now',
    transport24: params.get('transport24') === '1',
    sort: SORTS.includes(sort as DirectorySort) ? (sort as DirectorySort) : null,
    position,
    placeId: position && place && ID.test(place) ? Number(place) : null,
    view: params.get('vaade') === 'kaart' ? 'map' : 'list',
  };
}

/** The search part of the URL (with "?"; "" for the defaults). */
export function filterToSearch(filter: DirectoryFilter): string {
  const params = new URLSearchParams();
  if (filter.name.trim()) params.set('name', filter.name.trim());
  if (filter.services.length) params.set('service', filter.services.join(','));
  if (filter.county) params.set('county', filter.county);
  if (filter.openNow) params.set('open', 'now');
  if (filter.transport24) params.set('transport24', '1');
  if (filter.sort && filter.sort !== defaultSort(filter)) params.set('sort', filter.sort);
  if (filter.position) {
    const { lat, lon } = roundPosition(filter.position);
    params.set('lat', lat.toFixed(2));
    params.set('lon', lon.toFixed(2));
    if (filter.placeId !== null) params.set('place', String(filter.placeId));
  }
  if (filter.view === 'map') params.set('vaade', 'kaart');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Distance when there is a position to measure from, else name. */
export function defaultSort(filter: Pick<DirectoryFilter, 'position'>): DirectorySort {
  return filter.position ? 'distance' : 'name';
}

/** The sort in effect: distance only with a position. */
export function effectiveSort(filter: DirectoryFilter): DirectorySort {
  if (filter.sort === 'distance' && !filter.position) return 'name';
  return filter.sort ?? defaultSort(filter);
}

/**
 * GET /api/companies's query (without paging). `countyId` is the county slug's id; a service
 * screen fixes its service with `fixedService`.
 */
export function toCompanyQuery(
  filter: DirectoryFilter,
  countyId: number | undefined,
  fixedService?: number,
): CompanyQuery {
  const query: CompanyQuery = { sort: effectiveSort(filter) };
  if (filter.name.trim()) query.name = filter.name.trim();
  const services = fixedService === undefined ? filter.services : [fixedService];
  if (services.length) query.service = services.map(String);
  if (countyId !== undefined) query.county = String(countyId);
  if (filter.openNow) query.open = 'now';
  if (filter.transport24) query.transport24 = '1';
  if (filter.position) {
    const { lat, lon } = roundPosition(filter.position);
    query.lat = lat.toFixed(2);
    query.lon = lon.toFixed(2);
  }
  return query;
}

/** The county of a slug in the counties list. */
export function countyBySlug<C extends { slug: string }>(
  counties: readonly C[],
  slug: string | null,
): C | undefined {
  return slug ? counties.find((county) => county.slug === slug) : undefined;
}
