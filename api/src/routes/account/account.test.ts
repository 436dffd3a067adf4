import { describe, expect, it } from 'vitest';
import {
  bearer,
  errorOf,
  loginUser,
  registerUser,
  TEST_PASSWORD as PASSWORD,
} from '#api-test/accounts';
import { addNotice, sqlNumber } from '#api-test/fixtures';
import { useTestServer } from '#api-test/harness';

const { server, visitor, api } = useTestServer();
/** Request options that sign in with `token` */
const as = (token: string) => ({ headers: bearer(token) });

const register = (name = 'Jaan Tamm') => registerUser(visitor, { name });
/** Makes a notice the user's */
const own = (userId: number, noticeId: number) =>
  server.sql.run('UPDATE notices SET user_id = ? WHERE id = ?', userId, noticeId);

describe('account', () => {
  it('is only for signed-in users', async () => {
    for (const res of [
      await visitor.get('/api/account'),
      await visitor.get('/api/account/notices'),
      await visitor.send('PATCH', '/api/account', { name: 'X Y', signature: 'Z' }),
      await visitor.send('DELETE', '/api/account', { password: PASSWORD }),
    ]) {
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('unauthorized');
    }
  });

  it('updates the name and signature', async () => {
    const { token, user } = await register();
    const res = await api.account.$patch(
      { json: { name: '  Jaan Kask ', signature: 'Perekond' } },
      as(token),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).user).toEqual({
      ...user,
      name: 'Jaan Kask',
      signature: 'Perekond',
    });
    const empty = await api.account.$patch({ json: { name: 'Jaan', signature: ' ' } }, as(token));
    expect(empty.status).toBe(422);
    expect((await errorOf(empty)).fields).toEqual({ signature: 'Kohustuslik väli.' });
  });

  it('changes the password with the current one and logs out the other sessions', async () => {
    const session = await register();
    const other = await loginUser(visitor, session.user.email, PASSWORD);
    const changePassword = (currentPassword: string, newPassword: string) =>
      api.account.password.$post({ json: { currentPassword, newPassword } }, as(session.token));
    const wrong = await changePassword('mitte-see-parool', 'uus-pikk-parool-1');
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).fields).toEqual({ currentPassword: 'Parool on vale.' });
    const common = await changePassword(PASSWORD, 'password123');
    expect((await errorOf(common)).fields?.newPassword).toMatch(/levinud/);

    const ok = await changePassword(PASSWORD, 'uus-pikk-parool-1');
    expect(ok.status).toBe(200);
    expect((await visitor.get('/api/auth/me', bearer(session.token))).status).toBe(200);
    expect((await visitor.get('/api/auth/me', bearer(other.token))).status).toBe(401);
    expect(
      (
        await visitor.post('/api/auth/login', {
          email: session.user.email,
          password: 'uus-pikk-parool-1',
        })
      ).status,
    ).toBe(200);
  });

  it('lets only one of two parallel changes from the same current password through', async () => {
    const session = await register();
    const answers = await Promise.all(
      ['uus-pikk-parool-1', 'uus-pikk-parool-2'].map((newPassword) =>
        api.account.password.$post(
          { json: { currentPassword: PASSWORD, newPassword } },
          as(session.token),
        ),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 422]);
    const loser = answers.find((res) => res.status === 422)!;
    expect((await errorOf(loser)).fields).toEqual({ currentPassword: 'Parool on vale.' });
  });

  it('lists only my notices with their status and a link to published ones', async () => {
    const mine = await register();
    const someoneElse = await register();
    const published = await addNotice(server.sql, { deceasedName: 'Olev Mets', type: 1 });
    const draft = await addNotice(server.sql, { deceasedName: 'Ants Põld', status: 'draft' });
    const theirs = await addNotice(server.sql, { deceasedName: 'Võõras Inimene' });
    await own(mine.user.id, published);
    await own(mine.user.id, draft);
    await own(someoneElse.user.id, theirs);

    const res = await api.account.notices.$get({ query: {} }, as(mine.token));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((n) => [n.deceasedName, n.status, n.path]).sort()).toEqual([
      ['Ants Põld', 'draft', null],
      ['Olev Mets', 'published', `/kaastundeavaldus/${published}`],
    ]);
  });

  it('deletes the account after the password: sessions and drafts go, published notices stay', async () => {
    const session = await register();
    const published = await addNotice(server.sql, { deceasedName: 'Alles Jääja' });
    const draft = await addNotice(server.sql, { deceasedName: 'Pooleli Teade', status: 'draft' });
    await own(session.user.id, published);
    await own(session.user.id, draft);

    const remove = (password: string) =>
      api.account.$delete({ json: { password } }, as(session.token));
    const wrong = await remove('vale-parool-123');
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).fields).toEqual({ password: 'Parool on vale.' });

    expect((await remove(PASSWORD)).status).toBe(204);
    expect((await visitor.get('/api/auth/me', bearer(session.token))).status).toBe(401);
    expect(
      (await visitor.post('/api/auth/login', { email: session.user.email, password: PASSWORD }))
        .status,
    ).toBe(401);
    const rows = await server.sql.all(
      'SELECT id, status, user_id AS "userId" FROM notices WHERE id IN (?, ?)',
      published,
      draft,
    );
    expect(rows).toEqual([{ id: published, status: 'published', userId: null }]);
    const sessions = await sqlNumber(
      server.sql,
      'SELECT count(*) FROM sessions WHERE user_id = ?',
      session.user.id,
    );
    expect(sessions).toBe(0);
  });
});
