/**
 * The admin area's role matrix: every route under /api/admin, read from the app's own route
 * table (so a section added later is covered by itself), called as nobody (401), as roles 1
 * and 3 (403), as the banner manager, role 5 (403, but through to the section under
 * /api/admin/banners), and as the admin, role 10 (through: neither 401 nor 403, never a 5xx);
 * every refusal in the error shape.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '#domain/vocabulary/roles';
import { bearer, registerUser } from '#api-test/accounts';
import { useTestServer } from '#api-test/harness';
import { appRoutes, type Route } from '#api-test/routes';

const { server, visitor } = useTestServer();

/** The section the banner manager may use besides the admin */
const BANNER_MANAGER_PATHS = '/api/admin/banners';
/** An id no record has: the admin's calls reach the handlers and change nothing */
const UNKNOWN_ID = '999999';

/** The route's path with every parameter (`:id`, `:kind{…}`) given the unknown id */
const concrete = (path: string) => path.replace(/:\w+(\{[^}]*\})?\??/g, UNKNOWN_ID);

const call = (route: Route, headers: Record<string, string>) => {
  const url = concrete(route.path);
  return route.method === 'GET'
    ? visitor.get(url, headers)
    : visitor.send(route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE', url, {}, headers);
};

async function expectRefusal(res: Response, status: 401 | 403, what: string) {
  expect(res.status, what).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(Object.keys(body), what).toEqual(['error']);
  expect(body.error.code, what).toBe(status === 401 ? 'unauthorized' : 'forbidden');
  expect(body.error.message.length, what).toBeGreaterThan(0);
}

describe('admin role matrix', () => {
  let routes: Route[];
  let token: string;
  let userId: number;
  beforeAll(async () => {
    routes = appRoutes(server, '/api/admin/');
    const user = await registerUser(visitor);
    token = user.token;
    userId = user.user.id;
  });
  /** The test user now has `role` (a role change counts at once, on the same token) */
  const become = (role: number) =>
    server.sql.run('UPDATE users SET role = ? WHERE id = ?', role, userId);

  it('reads the admin routes from the app', () => {
    expect(routes).toContainEqual({ method: 'GET', path: '/api/admin/users' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/admin/audit' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/admin/notices/:id/hide' });
    expect(routes.length).toBeGreaterThanOrEqual(8);
  });

  it('refuses nobody with 401', async () => {
    for (const route of routes) {
      await expectRefusal(await call(route, {}), 401, `${route.method} ${route.path}`);
    }
  });

  it('refuses roles 1 and 3 with 403', async () => {
    for (const role of [ROLES.user, ROLES.provider]) {
      await become(role);
      for (const route of routes) {
        const what = `role ${role}: ${route.method} ${route.path}`;
        await expectRefusal(await call(route, bearer(token)), 403, what);
      }
    }
  });

  it('lets the banner manager (5) into the banners only', async () => {
    await become(ROLES.bannerManager);
    for (const route of routes) {
      const what = `role 5: ${route.method} ${route.path}`;
      const res = await call(route, bearer(token));
      if (route.path.startsWith(BANNER_MANAGER_PATHS)) {
        expect([401, 403], what).not.toContain(res.status);
        expect(res.status, what).toBeLessThan(500);
      } else {
        await expectRefusal(res, 403, what);
      }
    }
  });

  it('lets the admin (10) through to every route', async () => {
    await become(ROLES.admin);
    for (const route of routes) {
      const what = `role 10: ${route.method} ${route.path}`;
      const res = await call(route, bearer(token));
      expect([401, 403], what).not.toContain(res.status);
      expect(res.status, what).toBeLessThan(500);
    }
  });
});
