import { describe, expect, it } from 'vitest';
import {
  defaultFilter,
  filterFromUrl,
  filterToUrl,
  findCounty,
  isDefaultFilter,
  kindOfRouteType,
  toListQuery,
  validateFilter,
  type ListFilter,
} from './filter';

const search = (s: string) => new URLSearchParams(s);

describe('filterFromUrl', () => {
  it('gives the default filter for a bare list URL', () => {
    expect(filterFromUrl('all', undefined, search(''))).toEqual(defaultFilter('all'));
    expect(defaultFilter('all')).toEqual({
      name: '',
      types: [0, 1, 2],
      dateFrom: '',
      dateTo: '',
      county: null,
      sort: 0,
    });
  });

  it('reads every field, the county from the path on the all-types list', () => {
    const filter = filterFromUrl(
      'all',
      'harju',
      search('name=+Tamm+&type=2,0&dateFrom=1.10.2025&dateTo=31.10.2025&sort=2'),
    );
    expect(filter).toEqual({
      name: 'Tamm',
      types: [0, 2],
      dateFrom: '01.10.2025',
      dateTo: '31.10.2025',
      county: 'harju',
      sort: 2,
    });
  });

  it('fixes the type on a per-type list and reads the county from the query', () => {
    const filter = filterFromUrl('condolences', undefined, search('type=0&county=tartu'));
    expect(filter.types).toEqual([1]);
    expect(filter.county).toBe('tartu');
  });

  it('drops nonsense instead of failing', () => {
    const filter = filterFromUrl('all', undefined, search('type=7,x&sort=9'));
    expect(filter.types).toEqual([0, 1, 2]);
    expect(filter.sort).toBe(0);
  });

  it('keeps an invalid date as typed so the field can show the error', () => {
    const filter = filterFromUrl('all', undefined, search('dateFrom=31.02.2025'));
    expect(filter.dateFrom).toBe('31.02.2025');
    expect(validateFilter(filter)).toEqual({ dateFrom: 'date' });
  });
});

describe('filterToUrl', () => {
  it('leaves defaults out', () => {
    expect(filterToUrl('all', defaultFilter('all'))).toBe('/surmakuulutused');
    expect(filterToUrl('memorials', defaultFilter('memorials'))).toBe('/malestuspaevad');
    expect(isDefaultFilter('funeral', defaultFilter('funeral'))).toBe(true);
  });

  it('puts the county in the path of the all-types list and in the query elsewhere', () => {
    const all: ListFilter = { ...defaultFilter('all'), county: 'laane-viru', name: 'Mari Tamm' };
    expect(filterToUrl('all', all)).toBe('/surmakuulutused/laane-viru?name=Mari+Tamm');
    const funeral: ListFilter = { ...defaultFilter('funeral'), county: 'harju', sort: 1 };
    expect(filterToUrl('funeral', funeral)).toBe('/arasaatmisteated?county=harju&sort=1');
  });

  it('round-trips through the URL', () => {
    const filter: ListFilter = {
      name: 'Õunapuu',
      types: [1, 2],
      dateFrom: '01.01.2025',
      dateTo: '02.01.2025',
      county: 'ida-viru',
      sort: 2,
    };
    const url = new URL(filterToUrl('all', filter), 'http://x');
    const county = url.pathname.split('/')[2];
    expect(filterFromUrl('all', county, url.searchParams)).toEqual(filter);
  });
});

describe('validateFilter', () => {
  it('accepts an empty or valid range', () => {
    expect(validateFilter(defaultFilter('all'))).toEqual({});
    expect(
      validateFilter({ ...defaultFilter('all'), dateFrom: '01.01.2025', dateTo: '01.01.2025' }),
    ).toEqual({});
  });
  it('rejects a range that ends before it starts', () => {
    expect(
      validateFilter({ ...defaultFilter('all'), dateFrom: '02.01.2025', dateTo: '01.01.2025' }),
    ).toEqual({ dateTo: 'dateRange' });
  });
  it('rejects an overlong name', () => {
    expect(validateFilter({ ...defaultFilter('all'), name: 'x'.repeat(101) })).toEqual({
      name: 'nameLong',
    });
  });
});

describe('toListQuery', () => {
  it('maps the filter to API parameters', () => {
    expect(
      toListQuery({ ...defaultFilter('all'), name: ' Tamm ', dateFrom: '01.01.2025' }, 1),
    ).toEqual({ type: '0,1,2', sort: '0', name: 'Tamm', dateFrom: '01.01.2025', county: '1' });
    expect(toListQuery(defaultFilter('memorials'), undefined)).toEqual({ type: '2', sort: '0' });
  });
});

describe('helpers', () => {
  it('finds a county by slug', () => {
    const counties = [
      { id: 1, name: 'Harju County', slug: 'harju' },
      { id: 9, name: 'Lääne-Viru County', slug: 'laane-viru' },
    ];
    expect(findCounty(counties, 'laane-viru')?.id).toBe(9);
    expect(findCounty(counties, 'atlantis')).toBeUndefined();
  });
  it('maps route meta types to lists', () => {
    expect(kindOfRouteType(undefined)).toBe('all');
    expect(kindOfRouteType(1)).toBe('funeral');
    expect(kindOfRouteType(2)).toBe('condolences');
    expect(kindOfRouteType(3)).toBe('memorials');
  });
});
