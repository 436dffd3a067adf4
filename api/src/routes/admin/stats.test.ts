/**
 * The dashboard's figures against totals worked out here in plain JS over the generated rows
 * (Tallinn days from Intl, calendar arithmetic on day strings): 300 orders and their notices,
 * candles, replies and articles placed on and around period boundaries and the DST changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import type { StatsAnswer, StatsFigures } from '#domain/vocabulary/stats';
import { adminSession, bearer, registerUser } from '#api-test/accounts';
import { useTestServer } from '#api-test/harness';
import { TEST_ADAPTER } from '#api-test/test-database';
import { STATS_SQL } from '../../stores/stats';

const { server, visitor, api } = useTestServer();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A small seeded generator, so a failure repeats */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const rng = random(20261127);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

// ---- the expected side: Tallinn days by Intl, periods by calendar arithmetic on day strings
const tallinnDayFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Tallinn',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayOf = (ms: number) => tallinnDayFormat.format(ms);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

// the instants both checks happen at, and the moments around which rows are placed
const CHECKS = [
  // Sunday 1 Nov 2026, 23:30 in Tallinn (UTC+2): a week after the October change
  { now: Date.parse('2026-11-01T21:30:00Z'), today: '2026-11-01' },
  // Monday 29 Mar 2027, 01:30 in Tallinn (UTC+3): the day after the March change
  { now: Date.parse('2027-03-28T22:30:00Z'), today: '2027-03-29' },
];
const DST_CHANGES = ['2025-10-26', '2026-03-29', '2026-10-25', '2027-03-28'].map((d) =>
  Date.parse(`${d}T01:00:00Z`),
);

/** The midnights (UTC+2 and UTC+3 readings: one of them is Tallinn's) of every period's edge */
function edges(): number[] {
  const out: number[] = [];
  for (const { today } of CHECKS) {
    for (const period of [7, 30, 365]) {
      for (const offset of [1, 1 - period, 1 - 2 * period]) {
        const midnight = Date.parse(`${addDays(today, offset)}T00:00:00Z`);
        out.push(midnight - 2 * HOUR, midnight - 3 * HOUR);
      }
    }
  }
  return [...out, ...DST_CHANGES];
}
const EDGES = edges();
const FIRST = Date.parse('2024-10-20T00:00:00Z');
const LAST = Date.parse('2027-04-02T00:00:00Z');

/** An instant on an edge (a millisecond or a few minutes either side), or anywhere */
function instant(): number {
  const r = rng();
  if (r < 0.55) {
    const jitter = pick([-60_000 * 7, -1, 0, 1, 60_000 * 7, -HOUR, HOUR, -30 * 60_000]);
    return pick(EDGES) + jitter;
  }
  return FIRST + Math.floor(rng() * (LAST - FIRST));
}

interface GenNotice {
  id: number;
  type: 0 | 1 | 2;
  publishedAt: number | null;
}
interface GenOrder {
  noticeId: number;
  amount: number;
  business: boolean;
  paidAt: number | null;
  refundedAt: number | null;
  /** The PayPal refunds on it (order_refunds): when and how much */
  refunds: { at: number; amount: number }[];
}

const notices: GenNotice[] = [];
const orders: GenOrder[] = [];
const candles: number[] = [];
const replies: number[] = [];
const articles: { published: boolean; publishedAt: number | null }[] = [];

/** The rows, written through server.sql (either database) */
async function generate() {
  const { sql } = server;
  const notice = async (publishedAt: number | null, hidden = false): Promise<GenNotice> => {
    const type = pick([0, 1, 2] as const);
    const status = publishedAt === null ? 'awaiting_payment' : hidden ? 'hidden' : 'published';
    const id = (await sql.value<number>(
      `INSERT INTO notices (type, status, deceased_name, adder_name, adder_email, name_sort_key,
         created_at, published_at, hidden_at, hidden_reason)
       VALUES (?, ?, 'Nimi Test', 'Lisaja', 'lisaja@example.ee', 'nimi test', ?, ?, ?, ?)
       RETURNING id`,
      type,
      status,
      (publishedAt ?? instant()) - HOUR,
      publishedAt,
      hidden ? publishedAt! + DAY : null,
      hidden ? 'refunded' : null,
    ))!;
    const row = { id, type, publishedAt };
    notices.push(row);
    return row;
  };
  let key = 0;
  const order = async (
    o: Omit<GenOrder, 'refunds'>,
    status: string,
    refunds: GenOrder['refunds'] = [],
  ) => {
    orders.push({ ...o, refunds });
    const id = await sql.value<number>(
      `INSERT INTO orders (notice_id, payer_name, payer_email, payer_type, terms, privacy, status,
         amount_cents, vat_cents, idempotency_key, created_at, paid_at, refunded_at)
       VALUES (?, 'Maksja', 'maksja@example.ee', ?, TRUE, TRUE, ?, ?, 0, ?, ?, ?, ?)
       RETURNING id`,
      o.noticeId,
      o.business ? 'business' : 'private',
      status,
      o.amount,
      `k${key++}`,
      o.paidAt ?? instant(),
      o.paidAt,
      o.refundedAt,
    );
    for (const r of refunds) {
      await sql.run(
        `INSERT INTO order_refunds (order_id, provider_refund_id, amount_cents, created_at)
         VALUES (?, ?, ?, ?)`,
        id,
        `R${key++}`,
        r.amount,
        r.at,
      );
    }
  };
  for (let i = 0; i < 300; i++) {
    const business = rng() < 0.3;
    const amount = business ? pick([4900, 4900, 5900]) : pick([2900, 2900, 1999, 0]);
    const kind = rng();
    if (kind < 0.6) {
      // paid: the capture publishes
      const t = instant();
      const n = await notice(t);
      await order({ noticeId: n.id, amount, business, paidAt: t, refundedAt: null }, 'paid');
    } else if (kind < 0.78) {
      // paid, then refunded some days later (sometimes taken down)
      const t = instant();
      const back = rng() < 0.5 ? t + Math.floor(rng() * 20 * DAY) : instant();
      const n = await notice(t, rng() < 0.5);
      await order({ noticeId: n.id, amount, business, paidAt: t, refundedAt: back }, 'refunded', [
        { at: back, amount },
      ]);
    } else if (kind < 0.84) {
      // paid, then partly refunded once or twice (the order stays paid)
      const t = instant();
      const first = t + Math.floor(rng() * 10 * DAY);
      const part = Math.floor(amount / 4);
      const parts = [{ at: first, amount: part }];
      if (rng() < 0.5) parts.push({ at: first + Math.floor(rng() * 10 * DAY), amount: part });
      const n = await notice(t);
      await order({ noticeId: n.id, amount, business, paidAt: t, refundedAt: null }, 'paid', parts);
    } else if (kind < 0.9) {
      // never paid: the notice still waits
      const n = await notice(null);
      await order({ noticeId: n.id, amount, business, paidAt: null, refundedAt: null }, 'failed');
    } else {
      // a capture given back without publishing (refund due): never a sale, never a refund
      const n = await notice(null);
      const back = instant();
      await order(
        { noticeId: n.id, amount, business, paidAt: null, refundedAt: back },
        'refunded',
        [{ at: back, amount }],
      );
    }
  }
  // published without payment (demo, imports)
  for (let i = 0; i < 60; i++) await notice(instant(), rng() < 0.1);

  const published = notices.filter((n) => n.publishedAt !== null);
  for (let i = 0; i < 400; i++) {
    const t = instant();
    candles.push(t);
    await sql.run(
      'INSERT INTO candles (notice_id, visitor_hash, client_key, created_at) VALUES (?, ?, NULL, ?)',
      pick(published).id,
      `v${i}`,
      t,
    );
  }
  for (let i = 0; i < 200; i++) {
    const t = instant();
    replies.push(t);
    await sql.run(
      `INSERT INTO replies (notice_id, author, body, status, visitor_hash, created_at)
       VALUES (?, 'Tuttav', 'Kaastunne', ?, ?, ?)`,
      pick(published).id,
      rng() < 0.1 ? 'hidden' : 'visible',
      `r${i}`,
      t,
    );
  }
  for (let i = 0; i < 40; i++) {
    const published = rng() < 0.8;
    const publishedAt = published || rng() < 0.5 ? instant() : null;
    articles.push({ published, publishedAt });
    // (? = 1): 0/1 on SQLite, a boolean on PostgreSQL
    await sql.run(
      `INSERT INTO articles (title, slug, category, published, published_at, created_at)
       VALUES ('Artikkel', ?, 1, (? = 1), ?, 0)`,
      `artikkel-${i}`,
      published ? 1 : 0,
      publishedAt,
    );
  }
}

/** The figures of the Tallinn days [from, to] (inclusive), counted here */
function expected(from: string, to: string): StatsFigures {
  const inside = (t: number | null) => t !== null && dayOf(t) >= from && dayOf(t) <= to;
  const sold = orders.filter((o) => inside(o.paidAt));
  const sales = sold.reduce((s, o) => s + o.amount, 0);
  const paidNotice = new Set(
    orders.filter((o) => o.paidAt !== null && o.amount > 0).map((o) => o.noticeId),
  );
  const published = notices.filter((n) => inside(n.publishedAt));
  const paidNotices = published.filter((n) => paidNotice.has(n.id)).length;
  return {
    sales,
    orders: sold.length,
    averageOrder: sold.length ? Math.round(sales / sold.length) : 0,
    corporateSales: sold.filter((o) => o.business).reduce((s, o) => s + o.amount, 0),
    refunds: orders
      .filter((o) => o.paidAt !== null)
      .flatMap((o) => o.refunds.filter((r) => inside(r.at)))
      .reduce((s, r) => s + r.amount, 0),
    notices: published.length,
    paidNotices,
    freeNotices: published.length - paidNotices,
    condolences: published.filter((n) => n.type === 1).length,
    candles: candles.filter(inside).length,
    replies: replies.filter(inside).length,
    articles: articles.filter((a) => a.published && inside(a.publishedAt)).length,
  };
}

/** The chart's points counted here: days, or Monday-start weeks cut at the period's start */
function expectedSeries(from: string, to: string, weekly: boolean) {
  const points = [];
  for (let day = from; day <= to;) {
    let last = day;
    if (weekly) while (last < to && !isMonday(addDays(last, 1))) last = addDays(last, 1);
    const f = expected(day, last);
    const byType = (type: number) =>
      notices.filter(
        (n) =>
          n.type === type &&
          n.publishedAt !== null &&
          dayOf(n.publishedAt) >= day &&
          dayOf(n.publishedAt) <= last,
      ).length;
    points.push({
      from: day,
      to: last,
      sales: f.sales,
      notices: { funeral: byType(0), condolence: byType(1), memorial: byType(2) },
    });
    day = addDays(last, 1);
  }
  return points;
}

/** The CSV's rows as objects of its header's columns */
function parseCsv(text: string) {
  const [header, ...rows] = text.trimEnd().split('\r\n');
  const names = header!.split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((v, i) => [names[i]!, v])));
}
const cents = (euros: string) => Math.round(Number(euros) * 100);

describe('admin dashboard figures (GET /api/admin/stats, /stats.csv)', () => {
  let admin: Session;
  const as = (session: Session) => ({ headers: bearer(session.token) });
  beforeAll(async () => {
    admin = await adminSession(server, visitor);
    await generate();
  }, 120_000); // some 1,300 rows inserted one at a time: many seconds on a busy machine

  it('refuses nobody with 401 and lower roles with 403, on both paths', async () => {
    const user = await registerUser(visitor, {});
    const csv = api.admin['stats.csv'];
    expect((await api.admin.stats.$get({ query: {} })).status).toBe(401);
    expect((await csv.$get({ query: {} })).status).toBe(401);
    for (const role of [1, 3, 5]) {
      await server.sql.run('UPDATE users SET role = ? WHERE id = ?', role, user.user.id);
      const res = await api.admin.stats.$get({ query: { period: '7' } }, as(user));
      expect(res.status).toBe(403);
      expect((await res.json()) as unknown).toMatchObject({ error: { code: 'forbidden' } });
      expect((await csv.$get({ query: { period: '7' } }, as(user))).status).toBe(403);
    }
  });

  it('refuses a period other than 7, 30 or 365 with the error shape', async () => {
    for (const period of ['14', '0', 'x', '365.0']) {
      const res = await api.admin.stats.$get({ query: { period } }, as(admin));
      expect(res.status).toBe(422);
      const body = (await res.json()) as unknown as { error: { fields: object } };
      expect(body.error.fields).toHaveProperty('period');
      expect((await api.admin['stats.csv'].$get({ query: { period } }, as(admin))).status).toBe(
        422,
      );
    }
  });

  for (const [index, check] of CHECKS.entries()) {
    describe(`on ${check.today} (Tallinn)`, () => {
      beforeAll(async () => {
        // the harness clock only moves forward: the checks run in order; sessions expire
        server.advance(check.now - server.now());
        expect(dayOf(server.now())).toBe(check.today);
        admin = await adminSession(server, visitor);
      });

      for (const period of [7, 30, 365] as const) {
        it(`adds up the ${period} days and the ${period} before, the chart and the CSV`, async () => {
          const res = await api.admin.stats.$get({ query: { period: String(period) } }, as(admin));
          expect(res.status).toBe(200);
          const body: StatsAnswer = await res.json();
          const from = addDays(check.today, 1 - period);
          const before = addDays(from, -period);
          expect(body.period).toBe(period);
          expect(body.ranges).toEqual({
            current: { from, to: check.today },
            previous: { from: before, to: addDays(from, -1) },
          });
          expect(body.current).toEqual(expected(from, check.today));
          expect(body.previous).toEqual(expected(before, addDays(from, -1)));
          // the generated rows do reach both periods
          expect(body.current.orders + body.previous.orders).toBeGreaterThan(index === 0 ? 3 : 1);

          const series = expectedSeries(from, check.today, period === 365);
          expect(body.series).toEqual(series);
          expect(body.series).toHaveLength(period === 365 ? 53 : period);
          expect(body.series.reduce((s, p) => s + p.sales, 0)).toBe(body.current.sales);

          const csvRes = await api.admin['stats.csv'].$get(
            { query: { period: String(period) } },
            as(admin),
          );
          expect(csvRes.status).toBe(200);
          expect(csvRes.headers.get('content-type')).toBe('text/csv; charset=utf-8');
          expect(csvRes.headers.get('content-disposition')).toBe(
            `attachment; filename="kyynal-ulevaade-${period}p-${from}-${check.today}.csv"`,
          );
          const rows = parseCsv(await csvRes.text());
          expect(rows).toHaveLength(body.series.length);
          rows.forEach((row, i) => {
            const point = body.series[i]!;
            const f = expected(point.from, point.to);
            expect(row).toEqual({
              from: point.from,
              to: point.to,
              sales_eur: (point.sales / 100).toFixed(2),
              orders: String(f.orders),
              average_order_eur: (f.averageOrder / 100).toFixed(2),
              corporate_sales_eur: (f.corporateSales / 100).toFixed(2),
              refunds_eur: (f.refunds / 100).toFixed(2),
              notices: String(f.notices),
              paid_notices: String(f.paidNotices),
              free_notices: String(f.freeNotices),
              funeral_notices: String(point.notices.funeral),
              condolence_notices: String(point.notices.condolence),
              memorial_notices: String(point.notices.memorial),
              candles: String(f.candles),
              replies: String(f.replies),
              articles: String(f.articles),
            });
          });
          const sum = (column: string) => rows.reduce((s, r) => s + cents(r[column]!), 0);
          expect(sum('refunds_eur')).toBe(body.current.refunds);
          expect(rows.reduce((s, r) => s + Number(r.candles), 0)).toBe(body.current.candles);
        });
      }
    });
  }

  // SQLite's query plans (stats.pg.ts has PostgreSQL's statements)
  it.skipIf(TEST_ADAPTER === 'pg')(
    'counts each figure through an index, never a table scan',
    () => {
      const { sqlite } = server.database;
      for (const [name, sql] of Object.entries(STATS_SQL)) {
        const plan = (
          sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('[[0,1]]') as { detail: string }[]
        )
          .map((r) => r.detail)
          .join('\n');
        expect(plan, name).toMatch(/SEARCH [a-z] USING (COVERING )?INDEX/);
        expect(plan, name).not.toMatch(/SCAN (o|n|t|a)\b/);
      }
    },
  );
});
