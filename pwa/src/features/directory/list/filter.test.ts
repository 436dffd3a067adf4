import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  countyBySlug,
  effectiveSort,
  filterFromUrl,
  filterToSearch,
  toCompanyQuery,
} from './filter';

const fromSearch = (search: string) => filterFromUrl(new URLSearchParams(search));

describe('directory filter in the URL', () => {
  it('reads every field and writes the same URL back', () => {
    const search =
      '?name=kask&service=1%2C3&county=viljandi&open=now&transport24=1&sort=price&lat=58.36&lon=25.59&place=77&vaade=kaart';
    const filter = fromSearch(search);
    expect(filter).toEqual({
      name: 'kask',
      services: [1, 3],
      county: 'viljandi',
      openNow: true,
      transport24: true,
      sort: 'price',
      position: { lat: 58.36, lon: 25.59 },
      placeId: 77,
      view: 'map',
    });
    expect(filterToSearch(filter)).toBe(search);
  });

  it('leaves defaults out and ignores what is not valid', () => {
    expect(filterToSearch(EMPTY_FILTER)).toBe('');
    const odd = fromSearch('?service=3,x,1,3,0&sort=cheapest&lat=95&lon=25&place=5&vaade=x');
    expect(odd.services).toEqual([1, 3]);
    expect(odd.sort).toBeNull();
    expect(odd.position).toBeNull();
    expect(odd.placeId).toBeNull(); // a place only with its position
    expect(odd.view).toBe('list');
    expect(fromSearch('?lat=NaN&lon=25').position).toBeNull();
  });

  it('never carries more than 2 decimals of a position', () => {
    const filter = { ...EMPTY_FILTER, position: { lat: 58.363456, lon: 25.597891 } };
    expect(filterToSearch(filter)).toBe('?lat=58.36&lon=25.60');
    expect(toCompanyQuery(filter, undefined)).toMatchObject({ lat: '58.36', lon: '25.60' });
    expect(fromSearch('?lat=58.36789&lon=25.1').position).toEqual({ lat: 58.37, lon: 25.1 });
  });

  it('sorts by distance only with a position, by name without; the default is left out', () => {
    expect(effectiveSort(EMPTY_FILTER)).toBe('name');
    expect(effectiveSort({ ...EMPTY_FILTER, sort: 'distance' })).toBe('name');
    const near = { ...EMPTY_FILTER, position: { lat: 58.36, lon: 25.59 } };
    expect(effectiveSort(near)).toBe('distance');
    expect(filterToSearch({ ...near, sort: 'distance' })).toBe('?lat=58.36&lon=25.59');
    expect(filterToSearch({ ...near, sort: 'name' })).toBe('?sort=name&lat=58.36&lon=25.59');
  });

  it('builds the API query, a service screen fixing its service', () => {
    const filter = fromSearch('?name=%20kask%20&service=2&open=now&transport24=1');
    expect(toCompanyQuery(filter, 9)).toEqual({
      sort: 'name',
      name: 'kask',
      service: ['2'],
      county: '9',
      open: 'now',
      transport24: '1',
    });
    expect(toCompanyQuery(filter, undefined, 5).service).toEqual(['5']);
  });

  it('finds a county by its slug', () => {
    const counties = [
      { id: 1, name: 'Harju County', slug: 'harju' },
      { id: 8, name: 'Lääne-Viru County', slug: 'laane-viru' },
    ];
    expect(countyBySlug(counties, 'laane-viru')?.id).toBe(8);
    expect(countyBySlug(counties, 'nowhere')).toBeUndefined();
    expect(countyBySlug(counties, null)).toBeUndefined();
  });
});
