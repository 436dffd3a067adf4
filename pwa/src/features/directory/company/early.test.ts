import { describe, expect, it } from 'vitest';
import type { GetRequest } from '#pwa/lib/early-answers';
import { earlyCompanyRequests } from './early';

function asked(id: string | undefined): GetRequest[] {
  const requests: GetRequest[] = [];
  earlyCompanyRequests({
    params: id === undefined ? {} : { id },
    search: new URLSearchParams(),
    meta: { auth: false, role: 0, header: true },
    language: 'et',
    request: (request) => requests.push(request),
  });
  return requests;
}

describe('earlyCompanyRequests', () => {
  it('asks for the company by its number or its slug, as the screen’s query does', () => {
    expect(asked('12')).toEqual([{ path: '/api/companies/12', params: {} }]);
    expect(asked('kase-matusebyroo')).toEqual([
      { path: '/api/companies/kase-matusebyroo', params: {} },
    ]);
  });

  it('asks nothing for an id that can be neither (the screen shows the 404 page)', () => {
    for (const id of [undefined, '', 'Kask', 'kase--byroo', '-kask', 'a/b', 'x'.repeat(121)]) {
      expect(asked(id), String(id)).toEqual([]);
    }
  });
});
