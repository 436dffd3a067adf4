/**
 * The session user's `company`: whether the account owns a confirmed company, the condition of a
 * provider's inbox (403 no_company without one). The app offers the inbox, its unread count and
 * the owner's company query only when it is true, so nobody else asks and gets an error.
 */
import { describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import { bearer, loginUser, registerUser, setRole, TEST_PASSWORD } from '#api-test/accounts';
import { insertCompany } from '#api-test/companies';
import { useTestServer } from '#api-test/harness';
import { claimedProvider, placeNamed } from '#api-test/requests';

const { server, visitor } = useTestServer();

/** The user as /me, /api/account and a new login answer it */
async function answers(session: Session) {
  const me = await visitor.get('/api/auth/me', bearer(session.token));
  const account = await visitor.get('/api/account', bearer(session.token));
  const login = await loginUser(visitor, session.user.email, TEST_PASSWORD);
  return [
    ((await me.json()) as Session).user.company,
    ((await account.json()) as Session).user.company,
    login.user.company,
  ];
}

describe('the session user says whether they have a company', () => {
  it('a provider with a confirmed company has one, everywhere the user is answered', async () => {
    const at = await placeNamed(server, 'Tartu linn');
    const provider = await claimedProvider(server, visitor, at, []);
    expect(await answers(provider.session)).toEqual([true, true, true]);
    const unread = await visitor.get('/api/provider/requests/unread', provider.auth);
    expect(unread.status).toBe(200);
  });

  it('a new provider, one with an unconfirmed claim, an admin and a banner manager have none', async () => {
    const provider = await registerUser(visitor, {});
    await setRole(server, provider.user.id, 3);
    expect(provider.user.company).toBe(false);
    expect(await answers(provider)).toEqual([false, false, false]);

    const at = await placeNamed(server, 'Tartu linn');
    const pending = await claimedProvider(server, visitor, at, [], { claimed: false });
    await insertCompany(server, {
      name: 'Ootel Matusebüroo',
      lat: at.lat,
      lon: at.lon,
      countyId: at.countyId,
      placeId: at.id,
      serviceIds: [],
      phone: '+372 5555 0001',
      ownerUserId: pending.session.user.id,
      verifiedAt: null,
    });
    expect(await answers(pending.session)).toEqual([false, false, false]);

    for (const role of [5, 10]) {
      const user = await registerUser(visitor, {});
      await setRole(server, user.user.id, role);
      expect(await answers(user)).toEqual([false, false, false]);
    }
  });
});
