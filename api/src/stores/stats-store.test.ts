/**
 * The dashboard's figures from the store itself, on the database the run uses (SQLite, or
 * PostgreSQL with KYYNAL_TEST_ADAPTER=pg), so both give the same numbers: rows a millisecond
 * either side of the Tallinn midnights around the October DST change (a 25-hour day), sums and
 * the rounded average of a span, refunds counted only on sales, unpaid and hidden notices.
 */
import { describe, expect, it } from 'vitest';
import { tallinnDayStart } from '#domain/calendar/dates';
import { addNotice } from '#api-test/fixtures';
import { useStoreDatabase } from '#api-test/store-database';
import { portOf, type Port } from './port';
import { createStatsStore, type Span } from './stats';
import { createPgStats } from './stats.pg';

const held = useStoreDatabase<Port<ReturnType<typeof createStatsStore>>>({
  sqlite: (database) => portOf(createStatsStore(database.sqlite)),
  pg: (database) => createPgStats(database.pool),
});

// Sunday 25 Oct 2026 is 25 hours long in Tallinn (UTC+3 until 04:00, then UTC+2)
const SAT = tallinnDayStart(2026, 10, 24);
const SUN = tallinnDayStart(2026, 10, 25);
const MON = tallinnDayStart(2026, 10, 26);
const TUE = tallinnDayStart(2026, 10, 27);
let key = 0;

/** A notice published at `at` (hidden or awaiting payment when asked), with an order paid then */
async function sale(at: number, cents: number, o: { business?: boolean; refunds?: number[] } = {}) {
  const noticeId = await addNotice(held.database.sql, {
    deceasedName: 'Nimi Test',
    publishedAt: at,
    type: 1,
  });
  const orderId = await held.database.sql.value<number>(
    `INSERT INTO orders (notice_id, payer_name, payer_email, payer_type, terms, privacy, status,
       amount_cents, vat_cents, idempotency_key, created_at, paid_at)
     VALUES (?, 'Maksja', 'maksja@example.ee', ?, TRUE, TRUE, 'paid', ?, 0, ?, ?, ?) RETURNING id`,
    noticeId,
    o.business ? 'business' : 'private',
    cents,
    `k${++key}`,
    at,
    at,
  );
  for (const refund of o.refunds ?? []) {
    await held.database.sql.run(
      `INSERT INTO order_refunds (order_id, provider_refund_id, amount_cents, created_at)
       VALUES (?, ?, ?, ?)`,
      orderId,
      `R${++key}`,
      refund,
      at + 1000,
    );
  }
}

describe('the dashboard figures of a span', () => {
  it('counts the same on either database, a millisecond either side of the DST day', async () => {
    expect(MON - SUN).toBe(25 * 3_600_000);
    await sale(SUN - 1, 2900); // Saturday's last millisecond
    await sale(SUN, 2900, { refunds: [900] });
    await sale(MON - 1, 4900, { business: true });
    await sale(MON - 1, 1999);
    await sale(MON, 5900, { business: true, refunds: [5900] });
    // published without payment; published, then hidden; never published (awaiting payment)
    await addNotice(held.database.sql, { deceasedName: 'Tasuta', publishedAt: SUN + 5 });
    const hidden = await addNotice(held.database.sql, {
      deceasedName: 'Peidetud',
      publishedAt: SUN + 6,
    });
    await held.database.sql.run("UPDATE notices SET status = 'hidden' WHERE id = ?", hidden);
    await addNotice(held.database.sql, { deceasedName: 'Ootab', status: 'awaiting_payment' });
    const published = await addNotice(held.database.sql, {
      deceasedName: 'Küünlaga',
      publishedAt: SAT,
    });
    for (const at of [SUN - 1, SUN, MON - 1, MON]) {
      await held.database.sql.run(
        'INSERT INTO candles (notice_id, visitor_hash, client_key, created_at) VALUES (?, ?, NULL, ?)',
        published,
        `v${at}`,
        at,
      );
    }
    await held.database.sql.run(
      `INSERT INTO articles (title, slug, category, published, published_at, created_at)
       VALUES ('Artikkel', 'artikkel-1', 1, (? = 1), ?, 0), ('Mustand', 'mustand-1', 1, (? = 1), ?, 0)`,
      1,
      SUN + 10,
      0,
      SUN + 11,
    );

    const spans: Span[] = [
      [SAT, SUN],
      [SUN, MON],
      [MON, TUE],
      [SAT, TUE],
    ];
    const [sat, sun, mon, all] = await held.store.figures(spans);
    expect(sun).toEqual({
      orders: 3,
      sales: 2900 + 4900 + 1999,
      averageOrder: Math.round((2900 + 4900 + 1999) / 3),
      corporateSales: 4900,
      refunds: 900,
      notices: 5,
      paidNotices: 3,
      freeNotices: 2,
      condolences: 3,
      candles: 2,
      replies: 0,
      articles: 1,
      byType: { funeral: 2, condolence: 3, memorial: 0 },
    });
    expect(sat).toMatchObject({ orders: 1, sales: 2900, averageOrder: 2900, notices: 2 });
    expect(sat).toMatchObject({ candles: 1, paidNotices: 1, freeNotices: 1 });
    expect(mon).toMatchObject({ orders: 1, sales: 5900, corporateSales: 5900, refunds: 5900 });
    expect(all).toMatchObject({ orders: 5, sales: 2900 * 2 + 4900 + 1999 + 5900, candles: 4 });
    expect(all!.averageOrder).toBe(Math.round((2900 * 2 + 4900 + 1999 + 5900) / 5));
    // an empty span answers zeros, not nulls
    const [none] = await held.store.figures([[TUE + 86_400_000, TUE + 2 * 86_400_000]]);
    expect(none).toMatchObject({ orders: 0, sales: 0, averageOrder: 0, refunds: 0, notices: 0 });
  });
});
