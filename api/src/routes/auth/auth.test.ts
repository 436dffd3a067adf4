import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import {
  bearer,
  errorOf,
  registerUser,
  TEST_PASSWORD as PASSWORD,
  uniqueEmail,
} from '#api-test/accounts';
import { useMailedTestServer } from '#api-test/harness';

const MINUTE = 60_000;
const { server, visitor, smtp } = useMailedTestServer(() => ({ trustProxy: true }));

const from = (address: string) => ({ 'x-forwarded-for': address });

async function register(email = uniqueEmail(), password = PASSWORD, headers = {}) {
  return { email, session: await registerUser(visitor, { email, password, headers }) };
}

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  visitor.post('/api/auth/login', { email, password }, headers);

describe('register', () => {
  it('creates an account and a session that /me recognises', async () => {
    const { email, session } = await register();
    expect(session.user).toMatchObject({
      email,
      name: 'Mari Maasikas',
      role: 1,
      signature: 'Leinajad',
    });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await visitor.get('/api/auth/me', bearer(session.token));
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: session.user });
    // only a hash is stored
    const stored = await server.sql.all<{ hash: string }>(
      'SELECT token_hash AS hash FROM sessions',
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((r) => r.hash)).not.toContain(session.token);
  });

  it('refuses an e-mail that exists in another case', async () => {
    const { email } = await register();
    const res = await visitor.post('/api/auth/register', {
      name: 'Teine',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('email_taken');
  });

  it('validates fields with localised messages and refuses common passwords', async () => {
    const short = await visitor.post('/api/auth/register', {
      name: 'A',
      email: 'pole-e-post',
      password: 'lühike',
    });
    expect(short.status).toBe(422);
    expect((await errorOf(short)).fields).toEqual({
      name: 'Peab olema vähemalt 2 märki.',
      email: 'Sisesta korrektne e-posti aadress.',
      password: 'Peab olema vähemalt 8 märki.',
    });
    for (const password of ['password1', 'Parool123', 'qwertyuiop']) {
      const res = await visitor.post('/api/auth/register?locale=en', {
        name: 'Mari',
        email: uniqueEmail(),
        password,
      });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields?.password).toMatch(/too common/);
    }
    const long = await visitor.post('/api/auth/register', {
      name: 'Mari',
      email: uniqueEmail(),
      password: 'x'.repeat(64) + ' pikk lause',
    });
    expect(long.status).toBe(201);
  });
});

describe('login', () => {
  it('logs in case-insensitively and answers the same for a wrong password and an unknown e-mail', async () => {
    const { email } = await register();
    const ok = await login(email.toUpperCase(), PASSWORD);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Session).user.email).toBe(email);

    const wrong = await login(email, 'vale-parool-1234');
    const unknown = await login(uniqueEmail(), 'vale-parool-1234');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await errorOf(wrong), await errorOf(unknown)];
    expect(a).toEqual(b);
    expect(a).toEqual({
      code: 'invalid_credentials',
      message: 'Sisselogimine ebaõnnestus: e-post ja parool ei klapi.',
    });
    const en = await visitor.post('/api/auth/login?locale=en', {
      email,
      password: 'vale-parool-1234',
    });
    expect((await errorOf(en)).message).toBe('Login failed: the e-mail and password do not match.');
  });

  it('throttles one account from one address after 5 failures, for 15 minutes', async () => {
    const { email } = await register();
    for (let i = 0; i < 5; i++)
      expect((await login(email, `vale-${i}-parool`, from('10.0.0.1'))).status).toBe(401);

    const blocked = await login(email, PASSWORD, from('10.0.0.1'));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect(await errorOf(blocked)).toEqual({
      code: 'login_throttled',
      message: 'Liiga palju sisselogimiskatseid. Proovi uuesti 900 sekundi pärast.',
    });
    // the same account from another address, and another account from this one, still work
    expect((await login(email, PASSWORD, from('10.0.0.2'))).status).toBe(200);
    const other = await register();
    expect((await login(other.email, PASSWORD, from('10.0.0.1'))).status).toBe(200);

    server.advance(10 * MINUTE);
    const later = await login(email, PASSWORD, from('10.0.0.1'));
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('300');
    server.advance(5 * MINUTE);
    expect((await login(email, PASSWORD, from('10.0.0.1'))).status).toBe(200);
  });

  it('lets only 5 of 10 parallel wrong passwords be tried, the rest refused', async () => {
    const { email } = await register();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(email, `vale-${i}-parool`, from('10.0.0.9'))),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
  });

  it('throttles an unknown e-mail exactly like a real one', async () => {
    const ghost = uniqueEmail();
    for (let i = 0; i < 5; i++)
      expect((await login(ghost, 'vale-parool', from('10.0.1.1'))).status).toBe(401);
    const res = await login(ghost, 'vale-parool', from('10.0.1.1'));
    expect(res.status).toBe(429);
    expect((await errorOf(res)).code).toBe('login_throttled');
  });

  // some ten password hashes: slow on a busy machine
  it('forgets failures outside the 15-minute window and after a success', async () => {
    const { email } = await register();
    for (let i = 0; i < 4; i++) await login(email, 'vale-parool', from('10.0.2.1'));
    server.advance(16 * MINUTE);
    for (let i = 0; i < 4; i++)
      expect((await login(email, 'vale-parool', from('10.0.2.1'))).status).toBe(401);
    expect((await login(email, PASSWORD, from('10.0.2.1'))).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(email, 'vale-parool', from('10.0.2.1'))).status).toBe(401);
    expect((await login(email, PASSWORD, from('10.0.2.1'))).status).toBe(200);
  }, 60_000);
});

describe('sessions', () => {
  it('logout revokes the token; other sessions stay', async () => {
    const { email, session } = await register();
    const second = (await (await login(email, PASSWORD)).json()) as Session;
    expect((await visitor.post('/api/auth/logout', undefined, bearer(session.token))).status).toBe(
      204,
    );
    const after = await visitor.get('/api/auth/me', bearer(session.token));
    expect(after.status).toBe(401);
    expect((await errorOf(after)).code).toBe('unauthorized');
    expect((await visitor.get('/api/auth/me', bearer(second.token))).status).toBe(200);
  });

  it('expires after 30 days and refuses garbage tokens', async () => {
    const { session } = await register();
    expect(session.expiresAt).toBe(server.now() + 30 * 24 * 60 * MINUTE);
    server.advance(30 * 24 * 60 * MINUTE + 1);
    expect((await visitor.get('/api/auth/me', bearer(session.token))).status).toBe(401);
    expect((await visitor.get('/api/auth/me', bearer('x'.repeat(43)))).status).toBe(401);
    expect((await visitor.get('/api/auth/me', { authorization: 'Basic abc' })).status).toBe(401);
    expect((await visitor.get('/api/auth/me')).status).toBe(401);
  });
});

describe('password reset', () => {
  const linkIn = (text: string) =>
    /https:\/\/kyynal\.test\/password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('mails a single-use link that sets a new password and logs out every session', async () => {
    const { email, session } = await register();
    const res = await visitor.post(
      '/api/auth/password/forgot',
      { email: email.toUpperCase() },
      from('10.1.0.1'),
    );
    expect(res.status).toBe(202);
    const { message } = (await res.json()) as { message: string };
    expect(message).toMatch(/saatsime sinna parooli taastamise lingi/);

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Küünal: parooli taastamine');
    const token = linkIn(mail.text);
    expect(token).toBeDefined();
    expect((await visitor.get(`/api/auth/password/${token}`)).status).toBe(200);

    const common = await visitor.post(`/api/auth/password/${token}`, { password: 'parool123' });
    expect(common.status).toBe(422);
    const done = await visitor.post(`/api/auth/password/${token}`, {
      password: 'uus-pikk-parool-2026',
    });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { message: string }).message).toBe(
      'Parool on muudetud. Logi uue parooliga sisse.',
    );

    expect((await visitor.get('/api/auth/me', bearer(session.token))).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, 'uus-pikk-parool-2026')).status).toBe(200);

    const reused = await visitor.post(`/api/auth/password/${token}`, {
      password: 'veel-üks-parool-9',
    });
    expect(reused.status).toBe(400);
    expect((await errorOf(reused)).code).toBe('invalid_token');
    expect((await visitor.get(`/api/auth/password/${token}`)).status).toBe(400);
  });

  it('lifts the login lock-out of that account, at every address, once the reset is done', async () => {
    const { email } = await register();
    const other = await register();
    for (const address of ['10.1.5.1', '10.1.5.2']) {
      for (let i = 0; i < 5; i++) await login(email, `vale-${i}-parool`, from(address));
      expect((await login(email, PASSWORD, from(address))).status).toBe(429);
    }
    for (let i = 0; i < 5; i++) await login(other.email, 'vale-parool', from('10.1.5.1'));

    await visitor.post('/api/auth/password/forgot', { email }, from('10.1.5.3'));
    const token = linkIn((await smtp.waitFor(email)).text);
    const done = await visitor.post(`/api/auth/password/${token}`, {
      password: 'uus-pikk-parool-2026',
    });
    expect(done.status).toBe(200);

    expect((await login(email, 'uus-pikk-parool-2026', from('10.1.5.1'))).status).toBe(200);
    expect((await login(email, 'uus-pikk-parool-2026', from('10.1.5.2'))).status).toBe(200);
    // another account's lock-out is its own
    expect((await login(other.email, PASSWORD, from('10.1.5.1'))).status).toBe(429);
  }, 60_000); // some twenty password hashes: slow on a busy machine

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const ghost = uniqueEmail();
    const res = await visitor.post('/api/auth/password/forgot', { email: ghost }, from('10.1.0.2'));
    expect(res.status).toBe(202);
    const { email } = await register();
    const known = await visitor.post('/api/auth/password/forgot', { email }, from('10.1.0.2'));
    expect(await res.json()).toEqual(await known.json());
    await smtp.waitFor(email);
    expect(smtp.messages(ghost)).toEqual([]);
  });

  it('expires links after 60 minutes and refuses made-up ones', async () => {
    const { email } = await register();
    const before = smtp.messages(email).length;
    await visitor.post('/api/auth/password/forgot', { email }, from('10.1.0.3'));
    const token = linkIn((await smtp.waitFor(email, { after: before })).text);
    server.advance(61 * MINUTE);
    const late = await visitor.post(`/api/auth/password/${token}`, {
      password: 'uus-pikk-parool-2026',
    });
    expect(late.status).toBe(400);
    expect((await errorOf(late)).message).toBe(
      'Parooli taastamise link on vigane, aegunud või juba kasutatud.',
    );
    expect((await visitor.get('/api/auth/password/not-a-token')).status).toBe(400);
    expect((await visitor.get(`/api/auth/password/${'A'.repeat(43)}`)).status).toBe(400);
  });

  it('uses a link once when it is sent twice at the same time', async () => {
    const { email } = await register();
    const before = smtp.messages(email).length;
    await visitor.post('/api/auth/password/forgot', { email }, from('10.1.0.4'));
    const token = linkIn((await smtp.waitFor(email, { after: before })).text);
    const answers = await Promise.all(
      ['erste-parool-2026', 'zweite-parool-2026'].map((password) =>
        visitor.post(`/api/auth/password/${token}`, { password }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? 'erste-parool-2026' : 'zweite-parool-2026';
    const loser = winner === 'erste-parool-2026' ? 'zweite-parool-2026' : 'erste-parool-2026';
    expect((await login(email, loser, from('10.1.0.5'))).status).toBe(401);
    expect((await login(email, winner, from('10.1.0.5'))).status).toBe(200);
  });

  it('limits requests per e-mail (known or not) and per address', async () => {
    // a fresh visitor each time: the per-visitor mail allowance is tested in mail-limits.test.ts
    const forgot = async (email: string, address: string) =>
      (await server.visitor()).post('/api/auth/password/forgot', { email }, from(address));
    for (const email of [(await register()).email, uniqueEmail()]) {
      for (let i = 0; i < 3; i++) {
        expect((await forgot(email, `10.2.0.${i}`)).status).toBe(202);
      }
      const res = await forgot(email, '10.2.1.1');
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('3600');
      expect((await errorOf(res)).code).toBe('reset_throttled');
    }
    for (let i = 0; i < 10; i++) await forgot(uniqueEmail(), '10.3.0.1');
    const res = await forgot(uniqueEmail(), '10.3.0.1');
    expect(res.status).toBe(429);
  });
});

describe('registration race', () => {
  it('creates one account of parallel sign-ups with one e-mail (any case); the others are taken', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        visitor.post(
          '/api/auth/register',
          { name: 'Mari', email: i % 2 ? email.toUpperCase() : email, password: PASSWORD },
          from(`10.8.0.${i}`),
        ),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect((await errorOf(res)).code).toBe('email_taken');
    }
    expect(
      Number(await server.sql.value('SELECT count(*) FROM users WHERE lower(email) = ?', email)),
    ).toBe(1);
  });
});

describe('registration limit', () => {
  beforeEach(() => server.advance(2 * 60 * MINUTE));
  it('allows 10 new accounts per address per hour', async () => {
    for (let i = 0; i < 10; i++) await register(uniqueEmail(), PASSWORD, from('10.9.0.1'));
    const res = await visitor.post(
      '/api/auth/register',
      { name: 'Mari', email: uniqueEmail(), password: PASSWORD },
      from('10.9.0.1'),
    );
    expect(res.status).toBe(429);
    expect((await errorOf(res)).code).toBe('register_throttled');
    await register(uniqueEmail(), PASSWORD, from('10.9.0.2'));
  });

  it('lets no parallel registration past the 10th from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 13 }, () =>
        visitor.post(
          '/api/auth/register',
          { name: 'Mari', email: uniqueEmail(), password: PASSWORD },
          from('10.9.1.1'),
        ),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(3).fill(429)]);
  });
});
