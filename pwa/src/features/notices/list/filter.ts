/**
 * The notice list's filter lives in the URL (so back/forward and shared links work):
 *   /surmakuulutused/harju?name=tamm&type=0,2&dateFrom=01.10.2025&dateTo=31.10.2025&sort=2
 * The all-types list carries the county as a path segment (countySlug), the per-type lists as
 * `?county=harju`. Defaults are left out of the URL. Pure, so it is unit-tested.
 */
import { NOTICE_TYPES, type NoticeType } from '#domain/vocabulary/notice-types';
import { PAGE_PATHS } from '#domain/pages/pages';
import { LIST_LIMITS, type Sort } from '#domain/inputs/limits';
import type { ListQuery } from '../requests';
import { dayNumber } from '#domain/calendar/dates';
import { normalizeDayInput } from '#pwa/components/date/date-input';

export type ListKind = 'all' | 'funeral' | 'condolences' | 'memorials';

interface KindInfo {
  /** Base path of the list (the all-types list adds /:county) */
  path: string;
  /** The one type a per-type list shows; null on the all-types list */
  type: NoticeType | null;
}

export const LIST_KINDS: Record<ListKind, KindInfo> = {
  all: { path: PAGE_PATHS.notices.replace('/:county?', ''), type: null },
  funeral: { path: PAGE_PATHS.funeralNotices, type: 0 },
  condolences: { path: PAGE_PATHS.condolences, type: 1 },
  memorials: { path: PAGE_PATHS.memorials, type: 2 },
};

/** The route meta's type (1..3, spec table) → which list. */
export function kindOfRouteType(type: 1 | 2 | 3 | undefined): ListKind {
  if (type === 1) return 'funeral';
  if (type === 2) return 'condolences';
  if (type === 3) return 'memorials';
  return 'all';
}

export interface ListFilter {
  name: string;
  /** Selected types, sorted; on a per-type list always that one type */
  types: NoticeType[];
  /** As typed (canonical dd.MM.yyyy when valid, raw otherwise so the error can be shown) */
  dateFrom: string;
  dateTo: string;
  /** County slug ("harju"), null for all counties */
  county: string | null;
  sort: Sort;
}

export type FilterField = 'name' | 'dateFrom' | 'dateTo';
export type FilterErrorKey = 'date' | 'dateRange' | 'nameLong';
export type FilterErrors = Partial<Record<FilterField, FilterErrorKey>>;

export function defaultFilter(kind: ListKind): ListFilter {
  const type = LIST_KINDS[kind].type;
  return {
    name: '',
    types: type === null ? [...NOTICE_TYPES] : [type],
    dateFrom: '',
    dateTo: '',
    county: null,
    sort: 0,
  };
}

function parseTypes(value: string | null): NoticeType[] {
  if (!value) return [...NOTICE_TYPES];
  const picked = new Set<NoticeType>();
  for (const part of value.split(',')) {
    const n = Number(part.trim());
    if (n === 0 || n === 1 || n === 2) picked.add(n);
  }
  return picked.size === 0 ? [...NOTICE_TYPES] : [...picked].sort();
}

function parseSort(value: string | null): Sort {
  return value === '1' ? 1 : value === '2' ? 2 : 0;
}

function parseDate(value: string | null): string {
  const raw = (value ?? '').trim();
  const canonical = normalizeDayInput(raw);
  return canonical ?? raw;
}

function cleanSlug(value: string | null | undefined): string | null {
  const slug = (value ?? '').trim().toLowerCase();
  return slug === '' ? null : slug;
}

/** Reads the filter from the list's county path segment (if any) and its search params. */
export function filterFromUrl(
  kind: ListKind,
  countyParam: string | undefined,
  search: URLSearchParams,
): ListFilter {
  const fixedType = LIST_KINDS[kind].type;
  return {
    name: (search.get('name') ?? '').trim(),
    types: fixedType === null ? parseTypes(search.get('type')) : [fixedType],
    dateFrom: parseDate(search.get('dateFrom')),
    dateTo: parseDate(search.get('dateTo')),
    county: cleanSlug(kind === 'all' ? countyParam : search.get('county')),
    sort: parseSort(search.get('sort')),
  };
}

function isAllTypes(types: readonly NoticeType[]): boolean {
  return NOTICE_TYPES.every((t) => types.includes(t));
}

/** The list URL (path + search) that shows this filter; defaults are left out. */
export function filterToUrl(kind: ListKind, filter: ListFilter): string {
  const info = LIST_KINDS[kind];
  const params = new URLSearchParams();
  const name = filter.name.trim();
  if (name) params.set('name', name);
  if (info.type === null && filter.types.length > 0 && !isAllTypes(filter.types)) {
    params.set('type', [...filter.types].sort().join(','));
  }
  if (filter.dateFrom.trim()) params.set('dateFrom', filter.dateFrom.trim());
  if (filter.dateTo.trim()) params.set('dateTo', filter.dateTo.trim());
  if (filter.county && info.type !== null) params.set('county', filter.county);
  if (filter.sort !== 0) params.set('sort', String(filter.sort));
  const path = info.type === null && filter.county ? `${info.path}/${filter.county}` : info.path;
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Client-side checks, so an impossible date never reaches the API. */
export function validateFilter(filter: ListFilter): FilterErrors {
  const errors: FilterErrors = {};
  if (filter.name.trim().length > LIST_LIMITS.nameMax) errors.name = 'nameLong';
  const from = normalizeDayInput(filter.dateFrom);
  const to = normalizeDayInput(filter.dateTo);
  if (from === null) errors.dateFrom = 'date';
  if (to === null) errors.dateTo = 'date';
  if (from && to && dayNumber(from) > dayNumber(to)) errors.dateTo = 'dateRange';
  return errors;
}

export function hasErrors(errors: FilterErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The API query for a valid filter; countyId is the resolved id of the slug (0/undefined: all). */
export function toListQuery(filter: ListFilter, countyId: number | undefined): ListQuery {
  const query: ListQuery = {
    type: [...filter.types].sort().join(','),
    sort: String(filter.sort),
  };
  const name = filter.name.trim();
  if (name) query.name = name;
  if (filter.dateFrom) query.dateFrom = filter.dateFrom;
  if (filter.dateTo) query.dateTo = filter.dateTo;
  if (countyId) query.county = String(countyId);
  return query;
}

/** The county of a slug, from the API's list; undefined when no county matches. */
export function findCounty<C extends { id: number; slug: string }>(
  counties: readonly C[],
  slug: string,
): C | undefined {
  return counties.find((c) => c.slug === slug);
}

export function isDefaultFilter(kind: ListKind, filter: ListFilter): boolean {
  return filterToUrl(kind, filter) === LIST_KINDS[kind].path;
}
