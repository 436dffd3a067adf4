/**
 * A signed-in session for each kind of user the header and the screens differ for, through the
 * API (setup only): the demo admin and the demo provider (README), a new banner manager (role 5,
 * given by the admin) and a new provider who has no company yet.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { AJAX, ADMIN, type AdminSession, adminSession, csrf, ownAddress } from './helpers';

export const ROLE_NAMES = [
  'visitor',
  'admin',
  'bannerManager',
  'providerWithoutCompany',
  'provider',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** The demo provider (README): its company is claimed and confirmed */
const PROVIDER = { email: 'pakkuja@kyynal.test', password: 'Küünal-demo-pakkuja-2026' };

async function login(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<AdminSession> {
  const response = await request.post('/api/auth/login?locale=et', {
    headers: { ...AJAX, 'X-CSRF-Token': await csrf(request) },
    data: account,
  });
  expect(response.status(), `login of ${account.email}: ${await response.text()}`).toBe(200);
  return (await response.json()) as AdminSession;
}

/** A new account, registered from an address of its own (ownAddress) */
async function register(request: APIRequestContext, provider: boolean): Promise<AdminSession> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const response = await request.post('/api/auth/register?locale=et', {
    headers: { ...AJAX, 'X-CSRF-Token': await csrf(request), 'X-Forwarded-For': ownAddress() },
    data: {
      name: `Konto ${id}`,
      email: `e2e-role-${id}@example.test`,
      password: `Kuuse-${id}-Vihm`,
      provider,
    },
  });
  expect(response.status(), `register: ${await response.text()}`).toBe(201);
  return (await response.json()) as AdminSession;
}

/** The session of a user of that kind (null for a visitor) */
export async function sessionOf(
  request: APIRequestContext,
  role: RoleName,
): Promise<AdminSession | null> {
  switch (role) {
    case 'visitor':
      return null;
    case 'admin':
      return adminSession(request);
    case 'provider':
      return login(request, PROVIDER);
    case 'providerWithoutCompany':
      return register(request, true);
    case 'bannerManager': {
      const session = await register(request, false);
      const admin = await login(request, ADMIN);
      const roled = await request.patch(`/api/admin/users/${session.user.id}?locale=et`, {
        headers: {
          ...AJAX,
          'X-CSRF-Token': await csrf(request),
          Authorization: `Bearer ${admin.token}`,
        },
        data: { role: 5 },
      });
      expect(roled.status(), await roled.text()).toBe(200);
      // the token stays valid; the server reads the role afresh on every request
      return { ...session, user: { ...session.user, role: 5 } };
    }
  }
}
