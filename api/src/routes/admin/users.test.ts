import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import { adminSession, bearer, errorOf, registerUser } from '#api-test/accounts';
import { useTestServer } from '#api-test/harness';

const { server, visitor, api } = useTestServer();

const register = (name?: string) => registerUser(visitor, { name });

describe('admin users (role 10)', () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await adminSession(server, visitor);
    expect(admin.user.role).toBe(10);
  });
  /** Request options that sign in as `session`'s user */
  const as = (session: Session) => ({ headers: bearer(session.token) });
  const idOf = (session: Session) => ({ id: String(session.user.id) });

  it('refuses nobody with 401 and lower roles with 403', async () => {
    const user = await register();
    expect((await api.admin.users.$get({ query: {} })).status).toBe(401);
    const res = await api.admin.users.$get({ query: {} }, as(user));
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'forbidden', message: 'Ligipääs puudub!' });
    for (const role of [3, 5]) {
      await server.sql.run('UPDATE users SET role = ? WHERE id = ?', role, user.user.id);
      expect((await api.admin.users.$get({ query: {} }, as(user))).status).toBe(403);
      const removal = await api.admin.users[':id'].$delete({ param: idOf(admin) }, as(user));
      expect(removal.status).toBe(403);
    }
    // a role change counts at once, on the same token
    await server.sql.run('UPDATE users SET role = 10 WHERE id = ?', user.user.id);
    expect((await api.admin.users.$get({ query: {} }, as(user))).status).toBe(200);
  });

  it('lists, searches and pages users', async () => {
    const target = await register('Otsitav Õunapuu');
    const res = await api.admin.users.$get({ query: { q: target.user.email } }, as(admin));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      id: target.user.id,
      name: 'Otsitav Õunapuu',
      notices: 0,
    });
    const all = await (await api.admin.users.$get({ query: {} }, as(admin))).json();
    expect(all.total).toBeGreaterThan(1);
    expect(all.take).toBe(20);
    const bad = await api.admin.users.$get({ query: { page: '-1' } }, as(admin));
    expect(bad.status).toBe(422);
    // LIKE wildcards in the search are literal
    const wildcard = await (await api.admin.users.$get({ query: { q: '%' } }, as(admin))).json();
    expect(wildcard.total).toBe(0);
  });

  it('changes roles and deletes users, but not the own account', async () => {
    const target = await register();
    const promoted = await api.admin.users[':id'].$patch(
      { param: idOf(target), json: { role: 5 } },
      as(admin),
    );
    expect(promoted.status).toBe(200);
    expect((await promoted.json()).user.role).toBe(5);
    const badRole = await visitor.send(
      'PATCH',
      `/api/admin/users/${target.user.id}`,
      { role: 7 },
      bearer(admin.token),
    );
    expect((await errorOf(badRole)).fields).toEqual({ role: 'Tundmatu roll.' });

    const own = await api.admin.users[':id'].$patch(
      { param: idOf(admin), json: { role: 1 } },
      as(admin),
    );
    expect(own.status).toBe(409);
    expect((await errorOf(own)).code).toBe('own_account');
    const remove = (session: Session) =>
      api.admin.users[':id'].$delete({ param: idOf(session) }, as(admin));
    expect((await remove(admin)).status).toBe(409);

    expect((await remove(target)).status).toBe(204);
    expect((await visitor.get('/api/auth/me', bearer(target.token))).status).toBe(401);
    const gone = await remove(target);
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toEqual({
      code: 'user_not_found',
      message: 'Kasutajat ei leitud.',
    });
  });
});
