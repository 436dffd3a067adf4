/**
 * Mails the forms can make the server send (docs/mail.md): limited per client address,
 * per visitor and site-wide, whatever the form (draft link, password reset).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '#scripts/services/smtp-catcher';
import { errorOf, registerUser, uniqueEmail } from '#api-test/accounts';
import { sqlNumber } from '#api-test/fixtures';
import { startTestServer, type TestServer } from '#api-test/harness';
import { MAIL_LIMITS } from '../stores/throttle';

const HOUR = 3600_000;
const from = (address: string) => ({ 'x-forwarded-for': address });

let smtp: SmtpCatcher;
let server: TestServer;

const draftMail = async (to: string, address: string, query = '') =>
  (await server.visitor()).post(
    `/api/notices/drafts${query}`,
    { draft: { type: 1, deceasedName: 'Jaan Tamm', adderEmail: to } },
    from(address),
  );

const alerts = (kind: string) =>
  sqlNumber(server.sql, 'SELECT count(*) FROM admin_alerts WHERE kind = ?', kind);

beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});
afterEach(async () => {
  await server.close();
});

describe('mail limits', () => {
  it('refuses the mails of fresh visitors from one address beyond its allowance, with 429', async () => {
    server = await startTestServer(undefined, { smtpUrl: smtp.url, trustProxy: true });
    const strangers = Array.from({ length: 15 }, () => uniqueEmail());
    const statuses: number[] = [];
    for (const to of strangers) statuses.push((await draftMail(to, '203.0.113.7')).status);
    const allowed = MAIL_LIMITS.perAddress;
    expect(statuses).toEqual([...Array(allowed).fill(201), ...Array(15 - allowed).fill(429)]);

    const refused = await draftMail(uniqueEmail(), '203.0.113.7');
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await errorOf(refused)).toEqual({
      code: 'mail_throttled',
      message: 'Liiga palju e-kirju lühikese aja jooksul. Proovi uuesti 60 minuti pärast.',
    });
    const english = await draftMail(uniqueEmail(), '203.0.113.7', '?locale=en');
    expect((await errorOf(english)).message).toBe(
      'Too many e-mails in a short time. Try again in 60 minutes.',
    );
    const russian = await draftMail(uniqueEmail(), '203.0.113.7', '?locale=ru');
    expect((await errorOf(russian)).message).toBe(
      'Слишком много писем за короткое время. Повторите через 60 мин.',
    );
    // the allowance is the address's across forms: a password reset from it is refused too
    const { user } = await registerUser(await server.visitor(), { headers: from('10.0.0.1') });
    const email = user.email;
    const reset = await (
      await server.visitor()
    ).post('/api/auth/password/forgot', { email }, from('203.0.113.7'));
    expect(reset.status).toBe(429);
    expect((await errorOf(reset)).code).toBe('mail_throttled');

    // exactly the allowed mails went out; another address is not affected; an hour later it may
    for (const to of strangers.slice(0, allowed)) await smtp.waitFor(to);
    expect(strangers.slice(allowed).flatMap((to) => smtp.messages(to))).toEqual([]);
    expect((await draftMail(uniqueEmail(), '203.0.113.8')).status).toBe(201);
    server.advance(HOUR);
    expect((await draftMail(uniqueEmail(), '203.0.113.7')).status).toBe(201);
  });

  it('limits one visitor whatever address it comes from', async () => {
    server = await startTestServer(undefined, { smtpUrl: smtp.url, trustProxy: true });
    const visitor = await server.visitor();
    const statuses: number[] = [];
    for (let i = 0; i < MAIL_LIMITS.perVisitor + 2; i++) {
      const res = await visitor.post(
        '/api/notices/drafts',
        { draft: { type: 1, deceasedName: 'Jaan Tamm', adderEmail: uniqueEmail() } },
        from(`198.51.100.${i}`),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(MAIL_LIMITS.perVisitor).fill(201), 429, 429]);
    // a draft without an e-mail sends nothing and is not limited by mails
    const quiet = await visitor.post(
      '/api/notices/drafts',
      { draft: { type: 1, deceasedName: 'Jaan Tamm' } },
      from('198.51.100.99'),
    );
    expect(quiet.status).toBe(201);
  });

  it('stops all form mails at the site-wide hourly limit and alerts the admin once', async () => {
    server = await startTestServer(undefined, {
      smtpUrl: smtp.url,
      trustProxy: true,
      mailLimits: { perAddress: 100, perVisitor: 100, global: 4 },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await draftMail(uniqueEmail(), `192.0.2.${i}`)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429]);
    const forgot = await (
      await server.visitor()
    ).post('/api/auth/password/forgot', { email: uniqueEmail() }, from('192.0.2.50'));
    expect(forgot.status).toBe(429);
    expect(await alerts('mail_global_limit')).toBe(1);
    server.advance(HOUR);
    expect((await draftMail(uniqueEmail(), '192.0.2.60')).status).toBe(201);
  });
});
