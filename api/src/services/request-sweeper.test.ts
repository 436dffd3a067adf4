/**
 * The request sweeper on the harness clock: open requests close after their funeral day or at
 * 14 days (and leave the providers' inboxes), offers expire after their last valid day, and
 * requests are deleted with everything that hangs on them 90 days after they ended.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderRequestItem } from '#domain/inputs/service-requests';
import { insertService } from '#api-test/companies';
import { useTestServer } from '#api-test/harness';
import {
  claimedProvider,
  placeNamed,
  requestBody,
  sentRequest,
  type TestProvider,
} from '#api-test/requests';
import { createRequestSweeper } from './request-sweeper';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const { server, visitor } = useTestServer({
  mailLimits: { perAddress: 1000, perVisitor: 1000, global: 1000 },
});
let provider: TestProvider;
let service: number;
let placeId: number;
const sweeper = () =>
  createRequestSweeper({
    store: server.stores.requestSweep,
    now: server.now,
  });

beforeAll(async () => {
  service = await insertService(server, 'Tuhastamine', 'tuhastamine-s');
  const rakvere = await placeNamed(server, 'Rakvere linn');
  placeId = rakvere.id;
  provider = await claimedProvider(server, visitor, rakvere, [service], { offsetKm: 1 });
});

const statusOf = (id: number) =>
  server.sql.get<{ status: string; reason: string | null }>(
    'SELECT status, close_reason AS reason FROM service_requests WHERE id = ?',
    id,
  );

async function inboxIds(): Promise<number[]> {
  const res = await visitor.get('/api/provider/requests', provider.auth);
  return ((await res.json()) as { items: ProviderRequestItem[] }).items.map((i) => i.id);
}

describe('the request sweeper', () => {
  // the harness starts on Monday 15.06.2026 at 12:00 Tallinn time
  let byDate: number;
  let byAge: number;
  let farDate: number;
  let unconfirmed: number;
  let offerId: number;

  it('closes a request once its funeral day is over', async () => {
    byDate = (
      await sentRequest(visitor, requestBody(placeId, [service], { funeralDate: '17.06.2026' }))
    ).id;
    byAge = (await sentRequest(visitor, requestBody(placeId, [service], { funeralDate: null }))).id;
    farDate = (
      await sentRequest(visitor, requestBody(placeId, [service], { funeralDate: '31.07.2026' }))
    ).id;
    const res = await visitor.post('/api/requests', requestBody(placeId, [service]));
    unconfirmed = ((await res.json()) as { id: number }).id;
    const offer = await visitor.post(
      `/api/provider/requests/${byAge}/offers`,
      { totalEuros: 500, includes: 'Tuhastamine', validUntil: '16.06.2026' },
      provider.auth,
    );
    expect(offer.status).toBe(201);
    offerId = ((await offer.json()) as { id: number }).id;

    // 17.06 23:00 Tallinn: the funeral day is not over yet
    server.advance(2 * DAY + 11 * HOUR);
    expect(await sweeper().sweep()).toMatchObject({ closed: 0 });
    expect((await statusOf(byDate))!.status).toBe('open');
    // the offer's last day (16.06) is over
    expect(
      Number(
        await server.sql.value(
          'SELECT count(*) FROM request_offers WHERE id = ? AND status = ?',
          offerId,
          'expired',
        ),
      ),
    ).toBe(1);
    server.advance(HOUR);
    expect(await sweeper().sweep()).toMatchObject({ closed: 1 });
    expect(await statusOf(byDate)).toEqual({ status: 'closed', reason: 'date' });
    expect(await inboxIds()).not.toContain(byDate);
    expect(await inboxIds()).toContain(byAge);
  });

  it('closes the others 14 days after they were sent', async () => {
    server.advance(11 * DAY);
    await sweeper().sweep();
    expect((await statusOf(byAge))!.status).toBe('open');
    server.advance(DAY);
    expect(await sweeper().sweep()).toMatchObject({ closed: 2 });
    expect(await statusOf(byAge)).toEqual({ status: 'closed', reason: 'age' });
    expect(await statusOf(farDate)).toEqual({ status: 'closed', reason: 'age' });
    expect(await inboxIds()).toEqual([]);
    expect((await statusOf(unconfirmed))!.status).toBe('unconfirmed');
  });

  it('deletes requests, their offers and recipients 90 days after they ended', async () => {
    const count = async (table: string) =>
      Number(await server.sql.value(`SELECT count(*) FROM ${table}`));
    // byDate ended on day 3, the others on day 15; the unconfirmed one was sent on day 1
    server.advance(90 * DAY - 12 * DAY);
    expect(await sweeper().sweep()).toMatchObject({ deleted: 2 });
    expect(await statusOf(byDate)).toBeUndefined();
    expect(await statusOf(unconfirmed)).toBeUndefined();
    expect((await statusOf(byAge))!.status).toBe('closed');
    server.advance(12 * DAY);
    expect(await sweeper().sweep()).toMatchObject({ deleted: 2 });
    for (const table of [
      'service_requests',
      'request_services',
      'request_recipients',
      'request_offers',
    ]) {
      expect(await count(table), table).toBe(0);
    }
  });
});
