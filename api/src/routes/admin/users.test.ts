import { beforeAll, describe, expect, it } from 'vitest';
import type { Session, SessionUser } from '../../../../db/domain/auth';
import { upsertAdmin } from '../../services/admin-account';
import { bearer, errorOf, loginUser, registerUser } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';

const { server, visitor } = useTestServer();

const register = (name?: string) => registerUser(visitor, { name });

describe('admin users (role 10)', () => {
  let admin: Session;
  beforeAll(async () => {
    await upsertAdmin(server.database, {
      name: 'Haldur',
      email: 'haldur@example.ee',
      password: 'haldus-parool-2026',
    });
    admin = await loginUser(visitor, 'haldur@example.ee', 'haldus-parool-2026');
    expect(admin.user.role).toBe(10);
  });

  it('refuses nobody with 401 and lower roles with 403', async () => {
    const user = await register();
    expect((await visitor.get('/api/admin/users')).status).toBe(401);
    const res = await visitor.get('/api/admin/users', bearer(user.token));
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'forbidden', message: 'Ligipääs puudub!' });
    for (const role of [3, 5]) {
      server.database.sqlite
        .prepare('UPDATE users SET role = ? WHERE id = ?')
        .run(role, user.user.id);
      expect((await visitor.get('/api/admin/users', bearer(user.token))).status).toBe(403);
      expect(
        (
          await visitor.send(
            'DELETE',
            `/api/admin/users/${admin.user.id}`,
            undefined,
            bearer(user.token),
          )
        ).status,
      ).toBe(403);
    }
    // a role change counts at once, on the same token
    server.database.sqlite.prepare('UPDATE users SET role = 10 WHERE id = ?').run(user.user.id);
    expect((await visitor.get('/api/admin/users', bearer(user.token))).status).toBe(200);
  });

  it('lists, searches and pages users', async () => {
    const target = await register('Otsitav Õunapuu');
    const res = await visitor.get(
      `/api/admin/users?q=${encodeURIComponent(target.user.email)}`,
      bearer(admin.token),
    );
    const body = (await res.json()) as {
      items: { id: number; name: string }[];
      total: number;
      take: number;
    };
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      id: target.user.id,
      name: 'Otsitav Õunapuu',
      notices: 0,
    });
    const all = (await (await visitor.get('/api/admin/users', bearer(admin.token))).json()) as {
      total: number;
      take: number;
    };
    expect(all.total).toBeGreaterThan(1);
    expect(all.take).toBe(20);
    const bad = await visitor.get('/api/admin/users?page=-1', bearer(admin.token));
    expect(bad.status).toBe(422);
    // LIKE wildcards in the search are literal
    const wildcard = (await (
      await visitor.get('/api/admin/users?q=%25', bearer(admin.token))
    ).json()) as { total: number };
    expect(wildcard.total).toBe(0);
  });

  it('changes roles and deletes users, but not the own account', async () => {
    const target = await register();
    const promoted = await visitor.send(
      'PATCH',
      `/api/admin/users/${target.user.id}`,
      { role: 5 },
      bearer(admin.token),
    );
    expect(promoted.status).toBe(200);
    expect(((await promoted.json()) as { user: SessionUser }).user.role).toBe(5);
    const badRole = await visitor.send(
      'PATCH',
      `/api/admin/users/${target.user.id}`,
      { role: 7 },
      bearer(admin.token),
    );
    expect((await errorOf(badRole)).fields).toEqual({ role: 'Tundmatu roll.' });

    const own = await visitor.send(
      'PATCH',
      `/api/admin/users/${admin.user.id}`,
      { role: 1 },
      bearer(admin.token),
    );
    expect(own.status).toBe(409);
    expect((await errorOf(own)).code).toBe('own_account');
    expect(
      (
        await visitor.send(
          'DELETE',
          `/api/admin/users/${admin.user.id}`,
          undefined,
          bearer(admin.token),
        )
      ).status,
    ).toBe(409);

    expect(
      (
        await visitor.send(
          'DELETE',
          `/api/admin/users/${target.user.id}`,
          undefined,
          bearer(admin.token),
        )
      ).status,
    ).toBe(204);
    expect((await visitor.get('/api/auth/me', bearer(target.token))).status).toBe(401);
    const gone = await visitor.send(
      'DELETE',
      `/api/admin/users/${target.user.id}`,
      undefined,
      bearer(admin.token),
    );
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toEqual({
      code: 'user_not_found',
      message: 'Kasutajat ei leitud.',
    });
  });
});
