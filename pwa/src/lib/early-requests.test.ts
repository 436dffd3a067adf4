import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import {
  type GetRequest,
  earlyRequestsSettled,
  requestEarly,
  takeArrivedEarly,
  takeEarly,
} from './early-answers';
import { earlyPages, earlyQuery } from './early-query';
import { type EarlyContext, startEarlyRequests } from './early-requests';

const notice: GetRequest = { path: '/api/notices/7', params: {} };
const replies: GetRequest = { path: '/api/notices/7/replies', params: { take: '20', page: '0' } };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('early requests', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(() => Promise.resolve(json({ id: 7 })));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks once with the locale, and gives the answer to the first taker only', async () => {
    requestEarly(notice, 'et');
    requestEarly(notice, 'et');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/notices/7?locale=et');
    expect(await takeEarly(notice)).toEqual({ id: 7 });
    expect(await takeEarly(notice)).toBeUndefined();
  });

  it('matches the parameters in any order', async () => {
    requestEarly(replies, 'et');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/notices/7/replies?take=20&page=0&locale=et');
    const same = { path: replies.path, params: { page: '0', take: '20' } };
    expect(await takeEarly(same)).toEqual({ id: 7 });
  });

  it('gives nothing for another request, another language, a server error or a failure', async () => {
    requestEarly(notice, 'et');
    expect(await takeEarly({ path: '/api/notices/8', params: {} })).toBeUndefined();

    requestEarly({ path: '/api/counties', params: {} }, 'en'); // the app runs in et here
    expect(await takeEarly({ path: '/api/counties', params: {} })).toBeUndefined();

    fetchMock.mockResolvedValueOnce(json({ error: { code: 'internal' } }, 500));
    requestEarly({ path: '/api/notices/9', params: {} }, 'et');
    expect(await takeEarly({ path: '/api/notices/9', params: {} })).toBeUndefined();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    requestEarly({ path: '/api/notices/10', params: {} }, 'et');
    expect(await takeEarly({ path: '/api/notices/10', params: {} })).toBeUndefined();
  });

  it('hands on a 404 as the error its taker would have had: the notice is asked for once (#26)', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ error: { code: 'not_found', message: 'Teadet ei leitud.' } }, 404),
    );
    const missing = { path: '/api/notices/404', params: {} };
    requestEarly(missing, 'et');
    await earlyRequestsSettled();
    // not as initial data: the query's own function takes it and fails with it
    expect(takeArrivedEarly(missing)).toBeUndefined();
    const ask = vi.fn((_signal: AbortSignal) => Promise.resolve({ id: 0 }));
    const query = earlyQuery(missing, ask);
    // the ApiError a query's own 404 is: the screens show the 404 screen by its status
    const failed = query.queryFn({ signal: new AbortController().signal });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 404 });
    expect(ask).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives an answer that is in synchronously, once, and nothing while it is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const request = { path: '/api/notices/12', params: {} };
    requestEarly(request, 'et');
    const settled = earlyRequestsSettled();
    expect(takeArrivedEarly(request)).toBeUndefined(); // not in yet, and still there for later

    answer(json({ id: 12 }));
    await settled;
    expect(takeArrivedEarly(request)).toEqual({ id: 12 });
    expect(takeArrivedEarly(request)).toBeUndefined();
    expect(await takeEarly(request)).toBeUndefined();
  });

  it('earlyQuery: the early answer is the initial data, else the query asks itself', async () => {
    const signal = new AbortController().signal;
    const ask = vi.fn((_signal: AbortSignal) => Promise.resolve({ id: 0 }));
    const arrived = { path: '/api/notices/21', params: {} };
    requestEarly(arrived, 'et');
    await earlyRequestsSettled();
    const query = earlyQuery(arrived, ask);
    expect(query.initialData()).toEqual({ id: 7 });
    expect(await query.queryFn({ signal })).toEqual({ id: 0 }); // taken once: now it asks
    expect(ask).toHaveBeenCalledTimes(1);

    const pending = { path: '/api/notices/22', params: {} };
    requestEarly(pending, 'et');
    const waiting = earlyQuery(pending, ask);
    expect(await waiting.queryFn({ signal })).toEqual({ id: 7 }); // awaited, not asked
    expect(ask).toHaveBeenCalledTimes(1);
    expect(earlyQuery(null, ask).initialData()).toBeUndefined();
  });

  it('earlyPages: only the first page comes early, wrapped as infinite data', async () => {
    const signal = new AbortController().signal;
    const requestOf = (page: number) => ({
      path: '/api/notices/23/replies',
      params: { page: String(page) },
    });
    const ask = vi.fn((request: GetRequest, _signal: AbortSignal) =>
      Promise.resolve({ page: request.params.page }),
    );
    requestEarly(requestOf(0), 'et');
    requestEarly(requestOf(1), 'et');
    await earlyRequestsSettled();
    const pages = earlyPages(requestOf, ask);
    expect(pages.initialPageParam).toBe(0);
    expect(pages.initialData()).toEqual({ pages: [{ id: 7 }], pageParams: [0] });
    expect(await pages.queryFn({ pageParam: 1, signal })).toEqual({ page: '1' });
    expect(await pages.queryFn({ pageParam: 0, signal })).toEqual({ page: '0' });
  });

  it('settles when every early request has its answer, failed ones too', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    requestEarly({ path: '/api/notices/13', params: {} }, 'et');
    requestEarly({ path: '/api/notices/14', params: {} }, 'et');
    await earlyRequestsSettled();
    expect(takeArrivedEarly({ path: '/api/notices/13', params: {} })).toBeUndefined();
    expect(takeArrivedEarly({ path: '/api/notices/14', params: {} })).toEqual({ id: 7 });
  });

  it('drops an answer nobody took within half a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    requestEarly({ path: '/api/notices/11', params: {} }, 'et');
    vi.setSystemTime(Date.now() + 31_000);
    expect(await takeEarly({ path: '/api/notices/11', params: {} })).toBeUndefined();
  });

  it("starts the deepest matched route's early requests with its params, search and meta", () => {
    const seen: unknown[] = [];
    const routes = [
      {
        path: '/',
        handle: { early: () => seen.push('root') },
        children: [
          {
            path: 'teade/:id',
            handle: {
              meta: { type: 2 },
              early: ({ params, search, meta, language, request }: EarlyContext) => {
                seen.push({ id: params.id, q: search.get('q'), meta, language });
                request({ path: `/api/notices/${params.id}`, params: {} });
              },
            },
          },
        ],
      },
    ] satisfies Parameters<typeof startEarlyRequests>[0];
    startEarlyRequests(routes, { pathname: '/teade/12', search: '?q=x' }, 'et');
    expect(seen).toEqual([{ id: '12', q: 'x', meta: { type: 2 }, language: 'et' }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/notices/12?locale=et');

    startEarlyRequests(routes, { pathname: '/muu', search: '' }, 'et');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
