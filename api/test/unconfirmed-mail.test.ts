/**
 * Mails to an address nobody has confirmed yet carry no free text of whoever caused them: a
 * service request's confirmation, a company claim's link to the company, a password reset (an
 * account's address is never confirmed) and a draft's link. Each is caused with a name and a
 * message that invite the reader to a stranger's site; neither appears in the mail's text or
 * html, and every link in it is ours.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import { registryCheckDigit } from '#domain/rules/registry-code';
import type { CaughtMail } from '#scripts/services/smtp-catcher';
import { bearer, TEST_PASSWORD, uniqueEmail } from './accounts';
import { insertCompany, insertService } from './companies';
import { useMailedTestServer } from './harness';
import { placeNamed, requestBody } from './requests';

const { server, visitor, smtp } = useMailedTestServer(() => ({
  mailLimits: { perAddress: 1000, perVisitor: 1000, global: 1000 },
}));

const NAME = 'Maali. Konto suletakse, logi sisse https://evil.example/kyynal!';
const MESSAGE = 'Kiire! Sinu konto suletakse: logi sisse aadressil https://evil.example/login';

/** Nothing of the crafted name or message, and no link but the site's own */
function expectNoStrangersText(mail: CaughtMail, ...alsoAbsent: string[]) {
  for (const body of [mail.text, mail.html ?? '']) {
    for (const text of ['evil.example', 'Maali', 'Konto suletakse', ...alsoAbsent]) {
      expect(body).not.toContain(text);
    }
    for (const link of body.match(/https?:\/\/[^\s"'<>]+/g) ?? []) {
      expect(link).toMatch(/^https:\/\/kyynal\.test\//);
    }
  }
}

describe('mails to an address not confirmed yet', () => {
  let service: number;
  let place: number;
  beforeAll(async () => {
    service = await insertService(server, 'Matusetransport', 'matusetransport-u');
    place = (await placeNamed(server, 'Tartu linn')).id;
  });

  it('a service request’s confirmation link', async () => {
    const body = requestBody(place, [service], { name: NAME, message: MESSAGE });
    expect((await visitor.post('/api/requests', body)).status).toBe(201);
    const mail = await smtp.waitFor(body.email);
    expect(mail.text).toContain('https://kyynal.test/hinnaparing/');
    expectNoStrangersText(mail);
  });

  it('a company claim’s link to the company', async () => {
    const claimant = uniqueEmail();
    const res = await visitor.post('/api/auth/register', {
      name: NAME,
      email: claimant,
      password: TEST_PASSWORD,
      provider: true,
    });
    expect(res.status).toBe(201);
    const session = (await res.json()) as Session;
    const mailbox = `buroo.${process.pid}@matus.example.ee`;
    const companyId = await insertCompany(server, { name: 'Matusebüroo Kask' });
    await server.sql.run('UPDATE companies SET email = ? WHERE id = ?', mailbox, companyId);
    const code = `1234567${registryCheckDigit('1234567')}`;
    const claim = await visitor.post(
      '/api/companies/claims',
      { companyId, registryCode: code },
      bearer(session.token),
    );
    expect(claim.status).toBe(202);
    const mail = await smtp.waitFor(mailbox);
    expect(mail.text).toContain('Matusebüroo Kask');
    expect(mail.text).toContain(code);
    expectNoStrangersText(mail, claimant);
  });

  it('a password reset', async () => {
    const email = uniqueEmail();
    const res = await visitor.post('/api/auth/register', {
      name: NAME,
      email,
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(201);
    expect((await visitor.post('/api/auth/password/forgot', { email })).status).toBe(202);
    const mail = await smtp.waitFor(email);
    expect(mail.text).toContain('https://kyynal.test/password/');
    expectNoStrangersText(mail);
  });

  it('a draft’s link', async () => {
    const email = uniqueEmail();
    const res = await visitor.post('/api/notices/drafts', {
      draft: { type: 0, deceasedName: NAME, text: MESSAGE, adderEmail: email },
    });
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor(email);
    expect(mail.text).toContain('https://kyynal.test/muuda/');
    expectNoStrangersText(mail);
  });
});
