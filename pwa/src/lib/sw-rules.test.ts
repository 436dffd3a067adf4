import { describe, expect, it } from 'vitest';
import {
  dataSourceMessage,
  isDataSourceMessage,
  isNotSavedResponse,
  isSkipWaitingMessage,
  notSavedResponse,
  runtimeRule,
} from './sw-rules';

describe('the "not saved on this device" answer (#18)', () => {
  it('is the API error shape with 503 and the cache header "miss"', async () => {
    const response = notSavedResponse();
    expect(response.status).toBe(503);
    expect(response.headers.get('X-Kyynal-Cache')).toBe('miss');
    expect(await response.json()).toEqual({
      error: { code: 'not_saved', message: 'Not saved on this device' },
    });
    expect(isNotSavedResponse(notSavedResponse())).toBe(true);
    expect(isNotSavedResponse(new Response('', { status: 503 }))).toBe(false);
  });
});

const origin = 'https://kyynal.ee';
const rule = (path: string, method = 'GET', base = origin) =>
  runtimeRule(new URL(path, base), origin, method);

describe('runtimeRule', () => {
  it('caches the counties, lists, cards, replies and uploaded images', () => {
    expect(rule('/api/counties?locale=et')).toBe('counties');
    expect(rule('/api/notices?type=funeral&page=2&locale=et')).toBe('notices');
    expect(rule('/api/notices/42?locale=ru')).toBe('notices');
    expect(rule('/api/notices/42/replies?page=1')).toBe('notices');
    expect(rule('/uploads/portraits/a.webp')).toBe('uploads');
  });

  it('caches the directory: companies, and apart the services, map settings and places', () => {
    expect(rule('/api/companies?lat=58.36&lon=25.59&service=1&service=2&page=1&take=12')).toBe(
      'directory',
    );
    expect(rule('/api/companies/12')).toBe('directory');
    expect(rule('/api/companies/matuseburoo-kask')).toBe('directory');
    expect(rule('/api/companies/12/reviews?page=1')).toBe('directory');
    expect(rule('/api/services')).toBe('directoryLookups');
    expect(rule('/api/services/kremeerimine')).toBe('directoryLookups');
    expect(rule('/api/map')).toBe('directoryLookups');
    expect(rule('/api/places/1234')).toBe('directoryLookups');
    // writes, the owner's company and the full places list (kept in IndexedDB) are not
    expect(rule('/api/companies/claims', 'POST')).toBeNull();
    expect(rule('/api/companies/12/reviews', 'POST')).toBeNull();
    expect(rule('/api/account/company')).toBeNull();
    expect(rule('/api/places')).toBeNull();
  });

  it("caches a family's request page and a provider's reads, not their writes", () => {
    expect(rule('/api/requests/7?token=abc&locale=et')).toBe('requests');
    expect(rule('/api/provider/requests?page=1&take=12')).toBe('requests');
    expect(rule('/api/provider/requests/7')).toBe('requests');
    expect(rule('/api/provider/offers')).toBe('requests');
    expect(rule('/api/provider/settings')).toBe('requests');
    expect(rule('/api/requests', 'POST')).toBeNull();
    expect(rule('/api/requests/7/accept?token=abc', 'POST')).toBeNull();
    expect(rule('/api/provider/requests/7/offers', 'POST')).toBeNull();
    expect(rule('/api/provider/settings', 'PUT')).toBeNull();
  });

  it('caches the help pages in every language', () => {
    expect(rule('/api/help/kuidas-kaituda-lahedase-surma-korral?locale=ru')).toBe('help');
    expect(rule('/api/help/luuletuste-naidised')).toBe('help');
    expect(rule('/api/help/luuletuste-naidised/x')).toBeNull();
    expect(rule('/kasulikku/luuletuste-naidised')).toBeNull();
  });

  it('caches the article lists and posts (read offline once seen), not the admin side', () => {
    expect(rule('/api/articles?category=2&page=1&take=12&locale=et')).toBe('articles');
    expect(rule('/api/articles/12')).toBe('articles');
    expect(rule('/api/articles/kuidas-valida-matusebrood')).toBe('articles');
    expect(rule('/api/articles/12', 'PUT')).toBeNull();
    expect(rule('/api/admin/articles/12')).toBeNull();
    expect(rule('/api/articles/12/extra')).toBeNull();
  });

  it('leaves writes, other endpoints and other origins to the network', () => {
    expect(rule('/api/notices/42/candles', 'POST')).toBeNull();
    expect(rule('/api/notices', 'POST')).toBeNull();
    expect(rule('/api/notices/42/candles')).toBeNull();
    expect(rule('/api/notices/mine')).toBeNull();
    expect(rule('/api/csrf')).toBeNull();
    expect(rule('/api/account')).toBeNull();
    expect(rule('/api/push/follows?endpoint=x')).toBeNull();
    expect(rule('/surmakuulutused')).toBeNull();
    expect(rule('/uploads/a.webp', 'GET', 'https://elsewhere.example')).toBeNull();
  });
});

describe('worker messages', () => {
  it('recognises its own saved-copy message and nothing else', () => {
    expect(isDataSourceMessage(dataSourceMessage(true, '/api/notices'))).toBe(true);
    expect(isDataSourceMessage(dataSourceMessage(false, '/api/notices/1'))).toBe(true);
    expect(isDataSourceMessage({ type: 'kyynal:data-source' })).toBe(false);
    expect(isDataSourceMessage({ type: 'other', cached: true })).toBe(false);
    expect(isDataSourceMessage(null)).toBe(false);
    expect(isDataSourceMessage('kyynal:data-source')).toBe(false);
  });

  it('takes over only on SKIP_WAITING (what workbox-window sends)', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'skip' })).toBe(false);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
    expect(isSkipWaitingMessage(undefined)).toBe(false);
  });
});
