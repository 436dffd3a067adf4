import { describe, expect, it } from 'vitest';
import type { GetRequest } from '../../lib/early-answers';
import type { EarlyContext } from '../../lib/early-requests';
import { earlyCardRequests, earlyHomeRequests, earlyListRequests } from './early';

function run(
  early: (context: EarlyContext) => void,
  at: { params?: Record<string, string>; search?: string; type?: 1 | 2 | 3 },
): GetRequest[] {
  const asked: GetRequest[] = [];
  early({
    params: at.params ?? {},
    search: new URLSearchParams(at.search ?? ''),
    meta: { auth: false, role: 0, header: true, type: at.type },
    language: 'et',
    request: (request) => asked.push(request),
  });
  return asked;
}

describe('earlyCardRequests', () => {
  it("asks for the notice and its first replies; nothing for an id that can't be one", () => {
    expect(run(earlyCardRequests, { params: { id: '42' } })).toEqual([
      { path: '/api/notices/42', params: {} },
      { path: '/api/notices/42/replies', params: { page: '0', take: '20' } },
    ]);
    expect(run(earlyCardRequests, { params: { id: 'abc' } })).toEqual([]);
    expect(run(earlyCardRequests, { params: { id: '0' } })).toEqual([]);
  });
});

describe('earlyHomeRequests', () => {
  it('asks for the six newest notices, as the home screen does', () => {
    expect(run(earlyHomeRequests, {})).toEqual([
      { path: '/api/notices', params: { sort: '0', page: '0', take: '6' } },
    ]);
  });
});

describe('earlyListRequests', () => {
  it("asks for the counties and the list's first page with the URL's filter", () => {
    expect(run(earlyListRequests, { search: 'name=tamm&sort=2&type=2,0' })).toEqual([
      { path: '/api/counties', params: {} },
      {
        path: '/api/notices',
        params: { type: '0,2', sort: '2', name: 'tamm', page: '0', take: '12' },
      },
    ]);
    // a per-type list has its one type
    expect(run(earlyListRequests, { type: 3 })[1]!.params.type).toBe('2');
  });

  it('leaves the list to the screen when a county slug must be resolved or the filter is wrong', () => {
    expect(run(earlyListRequests, { params: { county: 'harju' } })).toEqual([
      { path: '/api/counties', params: {} },
    ]);
    expect(run(earlyListRequests, { type: 1, search: 'county=tartu' })).toHaveLength(1);
    expect(run(earlyListRequests, { search: 'dateFrom=31.02.2025' })).toHaveLength(1);
  });
});
