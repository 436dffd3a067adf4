/**
 * The demo provider (demo mode): signs in with the documented password, owns a claimed company,
 * and its inbox holds open requests and offers in every state; only the accepted request shows
 * the family's contact.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../db/domain/auth';
import type {
  ProviderOffer,
  ProviderRequestDetail,
  ProviderRequestItem,
} from '../../../db/domain/service-requests';
import { insertDirectory, planDirectory } from '../../../db/seed/directory';
import { bearer, loginUser } from '../../test/accounts';
import { useTestServer } from '../../test/harness';
import { DEMO_PROVIDER, ensureDemoProvider } from './admin-account';

const { server, visitor } = useTestServer();
let auth: Record<string, string>;

beforeAll(async () => {
  const { database } = server;
  const plan = planDirectory(database, server.now());
  database.db.transaction((tx) => insertDirectory(tx, plan, []));
  expect(await ensureDemoProvider(database, server.now())).toBe(true);
  expect(await ensureDemoProvider(database, server.now())).toBe(false);
  const session: Session = await loginUser(visitor, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
  expect(session.user.role).toBe(3);
  auth = bearer(session.token);
});

const get = async <T>(path: string) => {
  const res = await visitor.get(path, auth);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

describe('the demo provider', () => {
  it('has open requests from several counties, nearest first, some unread', async () => {
    const { items } = await get<{ items: ProviderRequestItem[] }>('/api/provider/requests');
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(new Set(items.map((i) => i.county)).size).toBeGreaterThanOrEqual(3);
    const distances = items.map((i) => i.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(items.some((i) => !i.read)).toBe(true);
    expect((await get<{ count: number }>('/api/provider/requests/unread')).count).toBeGreaterThan(
      0,
    );
  });

  it('has offers in every state; only the accepted one reveals the family', async () => {
    const { items } = await get<{ items: (ProviderOffer & { requestId: number })[] }>(
      '/api/provider/offers',
    );
    expect(new Set(items.map((o) => o.status))).toEqual(
      new Set(['sent', 'accepted', 'declined', 'expired']),
    );
    for (const offer of items) {
      const detail = await get<ProviderRequestDetail>(`/api/provider/requests/${offer.requestId}`);
      if (offer.status === 'accepted') {
        expect(detail.name).toEqual(expect.any(String));
        expect(detail.email).toMatch(/@example\.ee$/);
      } else {
        expect(detail).not.toHaveProperty('name');
        expect(detail).not.toHaveProperty('email');
      }
    }
  });
});
