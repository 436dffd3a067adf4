// An in-memory IndexedDB, imported before Dexie loads.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { type NoticeOutboxItem, OfflineDb } from '../../lib/offline-db';
import {
  allOutbox,
  offerOutboxFor,
  outboxFor,
  outboxIsEmpty,
  queueCandle,
  queueOffer,
  queueReply,
} from './outbox';
import { replayOutbox } from './replay';
import Dexie from 'dexie';

let count = 0;
const openDb = () => new OfflineDb(`kyynal-outbox-test-${++count}`);

interface Sent {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

/**
 * A stubbed server: GET /api/csrf answers a token; POSTs are recorded and answered by
 * `answer` (a Response, or 'network' for a failing fetch). Like the real server it counts a
 * clientKey only once.
 */
function stubServer(
  answer: (url: string, body: Record<string, unknown>) => Response | 'network' = () =>
    Response.json({ ok: true }, { status: 201 }),
) {
  const sent: Sent[] = [];
  const accepted = new Set<string>();
  const fetchStub = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/csrf')) return Response.json({ token: 'tok' });
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const result = answer(url, body);
    if (result === 'network') throw new TypeError('Failed to fetch');
    sent.push({
      url,
      body,
      headers: init?.headers as Record<string, string>,
      credentials: init?.credentials,
    });
    if (result.ok) accepted.add(String(body.clientKey));
    return result;
  }) as typeof fetch;
  return { fetch: fetchStub, sent, accepted };
}

describe('outbox queue', () => {
  it('upgrades a version 1 database and keeps its rows', async () => {
    const name = `kyynal-outbox-test-${++count}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({
      drafts: 'id, updatedAt, server.noticeId, orderId',
      places: 'id, *words, countyId',
      meta: 'key',
    });
    await v1.table('meta').put({ key: 'placesVersion', value: 3 });
    v1.close();

    const db = new OfflineDb(name);
    expect(await db.meta.get('placesVersion')).toEqual({ key: 'placesVersion', value: 3 });
    await queueCandle({ noticeId: 1, locale: 'et' }, db);
    expect(await db.outbox.count()).toBe(1);
    // the current version (4 added the funeral planners)
    expect(db.verno).toBe(4);
  });

  it('queues candles and replies as pending, once per clientKey', async () => {
    const db = openDb();
    expect(await outboxIsEmpty(db)).toBe(true);
    const candle = await queueCandle({ noticeId: 7, locale: 'et' }, db);
    const reply = await queueReply({ noticeId: 7, locale: 'en', author: 'Mari', text: 'Tere' }, db);
    const again = await queueReply(
      { noticeId: 7, locale: 'en', author: 'Mari', text: 'Tere', clientKey: reply.clientKey },
      db,
    );
    expect(again.id).toBe(reply.id);
    await queueCandle({ noticeId: 8, locale: 'et' }, db);

    const items = await outboxFor(7, db);
    expect(items.map((i) => [i.kind, i.state, i.error])).toEqual([
      ['candle', 'pending', null],
      ['reply', 'pending', null],
    ]);
    expect(candle.clientKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(items[1]!.body).toEqual({ author: 'Mari', text: 'Tere' });
    expect(await outboxIsEmpty(db)).toBe(false);
  });
});

describe('replayOutbox', () => {
  it('sends each item exactly once with its clientKey, CSRF token and locale, then removes it', async () => {
    const db = openDb();
    const candle = await queueCandle({ noticeId: 7, locale: 'et' }, db);
    const reply = await queueReply({ noticeId: 7, locale: 'en', author: 'Mari', text: 'Tere' }, db);
    const server = stubServer();

    expect(await replayOutbox({ db, fetch: server.fetch })).toEqual({
      sent: 2,
      failed: 0,
      pending: 0,
    });
    expect(server.sent.map((s) => [s.url, s.body])).toEqual([
      ['/api/notices/7/candles?locale=et', { clientKey: candle.clientKey }],
      [
        '/api/notices/7/replies?locale=en',
        { author: 'Mari', text: 'Tere', clientKey: reply.clientKey },
      ],
    ]);
    expect(server.sent[0]!.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': 'tok',
    });
    expect(server.sent[0]!.credentials).toBe('same-origin');
    expect(await allOutbox(db)).toEqual([]);

    // nothing left: a second replay sends nothing
    expect(await replayOutbox({ db, fetch: server.fetch })).toEqual({
      sent: 0,
      failed: 0,
      pending: 0,
    });
    expect(server.sent).toHaveLength(2);
  });

  it('keeps a refused reply (422/413/404) as failed with its text and the server message', async () => {
    const db = openDb();
    await queueReply({ noticeId: 7, locale: 'et', author: 'M', text: 'Liiga lühike nimi' }, db);
    await queueReply({ noticeId: 9, locale: 'et', author: 'Mari', text: 'Kadunud teade' }, db);
    const server = stubServer((url) =>
      url.includes('/7/')
        ? Response.json(
            {
              error: {
                code: 'validation',
                message: 'Kontrolli välju',
                fields: { author: 'Nimi on liiga lühike' },
              },
            },
            { status: 422 },
          )
        : Response.json(
            { error: { code: 'not_found', message: 'Teadet ei leitud' } },
            { status: 404 },
          ),
    );

    expect(await replayOutbox({ db, fetch: server.fetch })).toMatchObject({ sent: 0, failed: 2 });
    const items = await allOutbox(db);
    expect(items.map((i) => [i.state, (i as NoticeOutboxItem).body.text, i.error])).toEqual([
      ['failed', 'Liiga lühike nimi', 'Kontrolli välju Nimi on liiga lühike'],
      ['failed', 'Kadunud teade', 'Teadet ei leitud'],
    ]);
    // failed items are not sent again
    await replayOutbox({ db, fetch: server.fetch });
    expect(server.sent).toHaveLength(2);
  });

  it('leaves items pending on a network error and sends them on the next replay', async () => {
    const db = openDb();
    await queueCandle({ noticeId: 7, locale: 'et' }, db);
    await queueReply({ noticeId: 7, locale: 'et', author: 'Mari', text: 'Tere' }, db);
    let online = false;
    const server = stubServer(() =>
      online ? Response.json({ ok: true }, { status: 201 }) : 'network',
    );

    expect(await replayOutbox({ db, fetch: server.fetch })).toEqual({
      sent: 0,
      failed: 0,
      pending: 2,
    });
    expect((await allOutbox(db)).map((i) => i.state)).toEqual(['pending', 'pending']);

    online = true;
    expect(await replayOutbox({ db, fetch: server.fetch })).toMatchObject({ sent: 2 });
    expect(server.sent).toHaveLength(2);
    expect(await allOutbox(db)).toEqual([]);
  });

  it('leaves items pending when even the CSRF token cannot be fetched, and on a 503', async () => {
    const db = openDb();
    await queueCandle({ noticeId: 7, locale: 'et' }, db);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await replayOutbox({ db, fetch: offline })).toMatchObject({ pending: 1 });

    const busy = stubServer(() => new Response('busy', { status: 503 }));
    expect(await replayOutbox({ db, fetch: busy.fetch })).toMatchObject({ pending: 1 });
    expect((await allOutbox(db))[0]).toMatchObject({ state: 'pending', error: 'HTTP 503' });
  });

  it('sends each item once when two replays (page and service worker) run at the same time', async () => {
    const [page, worker] = (() => {
      const name = `kyynal-outbox-test-${++count}`;
      return [new OfflineDb(name), new OfflineDb(name)];
    })();
    for (let i = 0; i < 5; i++) await queueCandle({ noticeId: i + 1, locale: 'et' }, page);
    await queueReply({ noticeId: 1, locale: 'et', author: 'Mari', text: 'Tere' }, page);
    const server = stubServer();

    const results = await Promise.all([
      replayOutbox({ db: page, fetch: server.fetch }),
      replayOutbox({ db: worker, fetch: server.fetch }),
      replayOutbox({ db: page, fetch: server.fetch }),
    ]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(6);
    expect(server.sent).toHaveLength(6);
    expect(new Set(server.sent.map((s) => s.body.clientKey)).size).toBe(6);
    expect(await allOutbox(page)).toEqual([]);
  });

  it('takes over a stale claim left by a replay that died', async () => {
    const db = openDb();
    const item = await queueCandle({ noticeId: 7, locale: 'et' }, db);
    await db.outbox.update(item.id!, { state: 'sending', claimedAt: Date.now() });
    const server = stubServer();

    // a fresh claim belongs to a running replay: not sent
    expect(await replayOutbox({ db, fetch: server.fetch })).toMatchObject({ sent: 0 });
    // later, it is stale
    const later = () => Date.now() + 10 * 60_000;
    expect(await replayOutbox({ db, fetch: server.fetch, now: later })).toMatchObject({ sent: 1 });
    expect(server.sent).toHaveLength(1);
  });

  it('marks a candle refused within the hour (429) failed, and keeps a rate-limited reply pending', async () => {
    const db = openDb();
    await queueCandle({ noticeId: 7, locale: 'et' }, db);
    await queueReply({ noticeId: 7, locale: 'et', author: 'Mari', text: 'Tere' }, db);
    const server = stubServer(() =>
      Response.json({ error: { code: 'rate_limited', message: 'Liiga sageli' } }, { status: 429 }),
    );
    await replayOutbox({ db, fetch: server.fetch });
    expect((await allOutbox(db)).map((i) => [i.kind, i.state, i.error])).toEqual([
      ['candle', 'failed', 'Liiga sageli'],
      ['reply', 'pending', 'Liiga sageli'],
    ]);
  });
});

describe("the outbox's offers", () => {
  const offer = {
    totalEuros: 1450.5,
    includes: 'Kirst, transport, ärasaatmine',
    message: 'Helistage julgelt',
    validUntil: '31.12.2026',
  };

  it('upgrades a version 2 queue and keeps its candles and replies', async () => {
    const name = `kyynal-outbox-test-${++count}`;
    const v2 = new Dexie(name);
    v2.version(1).stores({
      drafts: 'id, updatedAt, server.noticeId, orderId',
      places: 'id, *words, countyId',
      meta: 'key',
    });
    v2.version(2).stores({ outbox: '++id, &clientKey, noticeId, state' });
    await v2.table('outbox').add({
      kind: 'candle',
      noticeId: 3,
      clientKey: 'k-1',
      body: {},
      createdAt: 1,
      state: 'pending',
      error: null,
      locale: 'et',
    });
    v2.close();

    const db = new OfflineDb(name);
    expect((await outboxFor(3, db)).map((i) => i.clientKey)).toEqual(['k-1']);
    await queueOffer({ requestId: 3, bearer: 'b', body: offer, locale: 'et' }, db);
    // a request and a notice with one id do not mix
    expect(await outboxFor(3, db)).toHaveLength(1);
    expect(await offerOutboxFor(3, db)).toHaveLength(1);
    expect(await db.requestDrafts.count()).toBe(0);
  });

  it('queues one offer per request: queueing again keeps the first and its key', async () => {
    const db = openDb();
    const first = await queueOffer({ requestId: 9, bearer: 'b', body: offer, locale: 'et' }, db);
    const again = await queueOffer(
      { requestId: 9, bearer: 'b', body: { ...offer, totalEuros: 1 }, locale: 'et' },
      db,
    );
    expect(again.id).toBe(first.id);
    expect(again.body.totalEuros).toBe(1450.5);
    expect(await offerOutboxFor(9, db)).toHaveLength(1);
  });

  it("sends an offer once, with the provider's bearer token, to the request's offers", async () => {
    const db = openDb();
    const item = await queueOffer(
      { requestId: 9, bearer: 'session-1', body: offer, locale: 'ru' },
      db,
    );
    const server = stubServer();
    await Promise.all([
      replayOutbox({ db, fetch: server.fetch }),
      replayOutbox({ db, fetch: server.fetch }),
    ]);
    expect(server.sent.map((s) => [s.url, s.body])).toEqual([
      ['/api/provider/requests/9/offers?locale=ru', { ...offer, clientKey: item.clientKey }],
    ]);
    expect(server.sent[0]!.headers).toMatchObject({
      Authorization: 'Bearer session-1',
      'X-CSRF-Token': 'tok',
    });
    expect(await allOutbox(db)).toEqual([]);
  });

  it('fails an offer whose session ended (401) or that the request refuses (409), keeps it on a 503', async () => {
    const db = openDb();
    await queueOffer({ requestId: 1, bearer: 'old', body: offer, locale: 'et' }, db);
    await queueOffer({ requestId: 2, bearer: 'b', body: offer, locale: 'et' }, db);
    await queueOffer({ requestId: 3, bearer: 'b', body: offer, locale: 'et' }, db);
    const server = stubServer((url) => {
      if (url.includes('/1/'))
        return Response.json(
          { error: { code: 'unauthorized', message: 'Logi sisse' } },
          { status: 401 },
        );
      if (url.includes('/2/'))
        return Response.json(
          { error: { code: 'request_closed', message: 'Päring on suletud' } },
          { status: 409 },
        );
      return Response.json({ error: { code: 'busy', message: 'Hõivatud' } }, { status: 503 });
    });
    expect(await replayOutbox({ db, fetch: server.fetch })).toEqual({
      sent: 0,
      failed: 2,
      pending: 1,
    });
    expect((await allOutbox(db)).map((i) => [i.state, i.error])).toEqual([
      ['failed', 'Logi sisse'],
      ['failed', 'Päring on suletud'],
      ['pending', 'Hõivatud'],
    ]);
  });
});
