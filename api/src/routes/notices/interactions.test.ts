import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addNotice } from '#api-test/fixtures';
import { useTestServer } from '#api-test/harness';

let noticeId: number;
let draftId: number;

const count = async (table: 'candles' | 'replies', id: number) =>
  Number(await server.sql.value(`SELECT count(*) FROM ${table} WHERE notice_id = ?`, id));
/**
 * The notice's count as stored: on PostgreSQL its column plus the counter shards the writes
 * bump (folded into the column now and then)
 */
const counter = async (column: 'candles' | 'replies', id: number) =>
  Number(
    server.adapter === 'pg'
      ? await server.sql.value(
          `SELECT ${column} + coalesce((SELECT sum(${column}) FROM notice_counter_shards
             WHERE notice_id = ?), 0) FROM notices WHERE id = ?`,
          id,
          id,
        )
      : await server.sql.value(`SELECT ${column} FROM notices WHERE id = ?`, id),
  );
/** Views as stored: PostgreSQL writes them about once a second, so a check polls for them */
const views = async (id: number) =>
  Number(await server.sql.value('SELECT views FROM notices WHERE id = ?', id));

const { server, visitor } = useTestServer();

beforeAll(async () => {
  noticeId = await addNotice(server.sql, {
    deceasedName: 'Heino Kütt',
    birthDate: '03.04.1938',
    deathDate: '2026',
  });
  draftId = await addNotice(server.sql, { deceasedName: 'Mustand', status: 'draft' });
});

describe('GET /api/notices/:id', () => {
  it('returns the whole published notice and counts a view', async () => {
    const res = await visitor.get(`/api/notices/${noticeId}`);
    expect(res.status).toBe(200);
    const notice = (await res.json()) as Record<string, unknown>;
    expect(notice).toMatchObject({
      id: noticeId,
      deceasedName: 'Heino Kütt',
      birthDate: '03.04.1938',
      deathDate: '2026',
      signature: 'Leinajad',
      views: 1,
      backgroundUrl: null,
      place: null,
    });
    const second = (await (await visitor.get(`/api/notices/${noticeId}`)).json()) as {
      views: number;
    };
    expect(second.views).toBe(2);
    await expect.poll(() => views(noticeId), { timeout: 5000 }).toBe(2);
  });

  it('answers 404 for unpublished and unknown notices, 422 for a non-numeric id', async () => {
    expect((await visitor.get(`/api/notices/${draftId}`)).status).toBe(404);
    expect(await views(draftId)).toBe(0);
    const unknown = await visitor.get('/api/notices/999999?locale=en');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'not_found', message: 'Notice not found.' },
    });
    for (const id of ['abc', '0', '1.5', '-3', '99999999999999999999']) {
      const res = await visitor.get(`/api/notices/${id}`);
      expect(res.status, id).toBe(422);
      expect(((await res.json()) as { error: { fields: object } }).error.fields).toEqual({
        id: 'Peab olema täisarv.',
      });
    }
  });
});

describe('POST /api/notices/:id/candles', () => {
  it('lights one candle per visitor per notice per hour; a repeat is a 429 with Retry-After', async () => {
    const first = await visitor.post(`/api/notices/${noticeId}/candles`, {});
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ candles: 1 });

    server.advance(20 * 60_000);
    const again = await visitor.post(`/api/notices/${noticeId}/candles?locale=en`, {});
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe(String(40 * 60));
    const body = (await again.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('candle_limit');
    expect(body.error.message).toContain('40 minutes');
    expect(await count('candles', noticeId)).toBe(1);
    expect(await counter('candles', noticeId)).toBe(1);

    const other = await server.visitor();
    expect(await (await other.post(`/api/notices/${noticeId}/candles`, {})).json()).toEqual({
      candles: 2,
    });

    server.advance(40 * 60_000);
    const later = await visitor.post(`/api/notices/${noticeId}/candles`, {});
    expect(later.status).toBe(201);
    expect(await later.json()).toEqual({ candles: 3 });
  });

  it('treats a repeated client key as the same candle', async () => {
    const someone = await server.visitor();
    const clientKey = randomUUID();
    const first = await someone.post(`/api/notices/${noticeId}/candles`, { clientKey });
    const before = await counter('candles', noticeId);
    const replay = await someone.post(`/api/notices/${noticeId}/candles`, { clientKey });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ candles: before });
    expect(await counter('candles', noticeId)).toBe(before);
  });

  it('refuses unpublished notices and requests without the CSRF headers', async () => {
    expect((await visitor.post(`/api/notices/${draftId}/candles`, {})).status).toBe(404);
    const before = await count('candles', noticeId);
    const noToken = await visitor.post(
      `/api/notices/${noticeId}/candles`,
      {},
      { 'x-csrf-token': 'forged' },
    );
    expect(noToken.status).toBe(403);
    expect(((await noToken.json()) as { error: { code: string } }).error.code).toBe('csrf');
    const noHeader = await visitor.post(
      `/api/notices/${noticeId}/candles`,
      {},
      { 'x-requested-with': '' },
    );
    expect(noHeader.status).toBe(403);
    const crossSite = await fetch(`${server.base}/api/notices/${noticeId}/candles`, {
      method: 'POST',
      headers: { cookie: visitor.cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    expect(await count('candles', noticeId)).toBe(before);
  });
});

describe('candles at once', () => {
  it('counts one of 20 candles a visitor sends at once; the rest are 429', async () => {
    const id = await addNotice(server.sql, { deceasedName: 'Samaaegne Küünal' });
    const someone = await server.visitor();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => someone.post(`/api/notices/${id}/candles`, {})),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(19).fill(429)]);
    expect(await count('candles', id)).toBe(1);
    expect(await counter('candles', id)).toBe(1);
  });

  it('stores one candle for 20 sends of one client key at once', async () => {
    const id = await addNotice(server.sql, { deceasedName: 'Korduv Võti' });
    const someone = await server.visitor();
    const clientKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => someone.post(`/api/notices/${id}/candles`, { clientKey })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(await count('candles', id)).toBe(1);
    expect(await counter('candles', id)).toBe(1);
  });

  it('tells a visitor, by its cookie, until when its own candle burns (#26)', async () => {
    const id = await addNotice(server.sql, { deceasedName: 'Oma Küünal' });
    const mine = async (who: typeof visitor) => {
      const res = await who.get(`/api/notices/${id}/candles/mine`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/private/);
      return ((await res.json()) as { litUntil: number | null }).litUntil;
    };
    const lighter = await server.visitor();
    const other = await server.visitor();
    expect(await mine(lighter)).toBeNull();

    const at = server.now();
    const lit = await lighter.post(`/api/notices/${id}/candles`, {});
    expect(lit.status).toBe(201);
    expect(await mine(lighter)).toBe(at + 60 * 60_000);
    // another visitor's candle is not theirs
    expect(await mine(other)).toBeNull();

    // burnt out after the hour
    server.advance(61 * 60_000);
    expect(await mine(lighter)).toBeNull();
  });

  it('counts every candle of 20 visitors at once, the counter equal to the rows', async () => {
    const id = await addNotice(server.sql, { deceasedName: 'Paljude Küünal' });
    const visitors = await Promise.all(Array.from({ length: 20 }, () => server.visitor()));
    const answers = await Promise.all(
      visitors.map((v) => v.post(`/api/notices/${id}/candles`, {})),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
    const counts = await Promise.all(
      answers.map(async (res) => ((await res.json()) as { candles: number }).candles),
    );
    // each answer counts at least its own candle (on PostgreSQL, writers that have not
    // committed yet are not seen: two answers may tell the same count)
    expect(counts.every((n) => n >= 1 && n <= 20)).toBe(true);
    expect(await count('candles', id)).toBe(20);
    expect(await counter('candles', id)).toBe(20);
    // the card shows them all
    const card = (await (await visitor.get(`/api/notices/${id}`)).json()) as { candles: number };
    expect(card.candles).toBe(20);
  });
});

describe('replies', () => {
  it('adds a reply as plain text and lists replies newest first', async () => {
    const text = 'Puhka rahus. <script>alert(1)</script> & aitäh kõige eest.';
    const res = await visitor.post(`/api/notices/${noticeId}/replies`, {
      author: '  Tiiu Mänd ',
      text,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      reply: { id: number; author: string; text: string };
      replies: number;
    };
    expect(body.reply).toMatchObject({ author: 'Tiiu Mänd', text });
    expect(body.replies).toBe(1);
    server.advance(1000);
    await visitor.post(`/api/notices/${noticeId}/replies`, { author: 'Jüri', text: 'Teine' });
    const list = (await (await visitor.get(`/api/notices/${noticeId}/replies`)).json()) as {
      items: { author: string; text: string }[];
      total: number;
      hasMore: boolean;
    };
    expect(list.items.map((r) => r.author)).toEqual(['Jüri', 'Tiiu Mänd']);
    expect(list.items[1]!.text).toBe(text);
    expect(list.total).toBe(2);
    expect(await counter('replies', noticeId)).toBe(2);
    const paged = (await (
      await visitor.get(`/api/notices/${noticeId}/replies?take=1&page=1`)
    ).json()) as typeof list;
    expect(paged.items.map((r) => r.author)).toEqual(['Tiiu Mänd']);
    expect(paged.hasMore).toBe(false);
  });

  it('rejects empty, too long and malformed replies with field messages, writing nothing', async () => {
    const someone = await server.visitor();
    const before = await count('replies', noticeId);
    const cases: [unknown, Record<string, string>][] = [
      [
        { author: '', text: '' },
        { author: 'Kohustuslik väli.', text: 'Kohustuslik väli.' },
      ],
      [{ author: '   ', text: 'Tekst' }, { author: 'Kohustuslik väli.' }],
      [{ author: 'A', text: 'Tekst' }, { author: 'Peab olema vähemalt 2 märki.' }],
      [{ author: 'Mari', text: 'x'.repeat(5000) }, { text: 'Võib olla kuni 1000 märki.' }],
      [{ author: 'Mari' }, { text: 'Kohustuslik väli.' }],
      [{ author: 'Mari', text: 'Tere', clientKey: 'not-a-uuid' }, { clientKey: 'Vigane väärtus.' }],
    ];
    for (const [input, fields] of cases) {
      const res = await someone.post(`/api/notices/${noticeId}/replies`, input);
      expect(res.status, JSON.stringify(input).slice(0, 60)).toBe(422);
      expect(((await res.json()) as { error: { fields: object } }).error.fields).toEqual(fields);
    }
    const malformed = await someone.post(`/api/notices/${noticeId}/replies`, '{"author": "Mari", ');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe(
      'bad_request',
    );
    const huge = await someone.post(`/api/notices/${noticeId}/replies`, {
      author: 'Mari',
      text: 'x'.repeat(20_000),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('too_large');
    expect(
      (await someone.post(`/api/notices/${draftId}/replies`, { author: 'Mari', text: 'Tere' }))
        .status,
    ).toBe(404);
    expect(await count('replies', noticeId)).toBe(before);
  });

  it('limits a visitor to 5 replies in 10 minutes and ignores a replayed client key', async () => {
    const writer = await server.visitor();
    const clientKey = randomUUID();
    const first = await writer.post(`/api/notices/${noticeId}/replies`, {
      author: 'Ülo',
      text: 'Üks',
      clientKey,
    });
    const replay = await writer.post(`/api/notices/${noticeId}/replies`, {
      author: 'Ülo',
      text: 'Üks',
      clientKey,
    });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { reply: { id: number } }).reply.id).toBe(
      ((await first.json()) as { reply: { id: number } }).reply.id,
    );
    for (let i = 2; i <= 5; i++) {
      expect(
        (await writer.post(`/api/notices/${noticeId}/replies`, { author: 'Ülo', text: `Nr ${i}` }))
          .status,
      ).toBe(201);
    }
    const sixth = await writer.post(`/api/notices/${noticeId}/replies`, {
      author: 'Ülo',
      text: 'Kuus',
    });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    server.advance(10 * 60_000 + 1);
    expect(
      (await writer.post(`/api/notices/${noticeId}/replies`, { author: 'Ülo', text: 'Kuus' }))
        .status,
    ).toBe(201);
  });
});
