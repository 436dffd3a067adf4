/**
 * Claims of company pages over HTTP: providers only, the registry code's checksum, the link
 * mailed to the company (caught by the SMTP catcher), its confirmation by the claimant, and the
 * admin's confirmation.
 */
import { describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import { registryCheckDigit } from '#domain/rules/registry-code';
import { bearer, errorOf, registerUser, TEST_PASSWORD, uniqueEmail } from '#api-test/accounts';
import { insertCompany, type CompanyFixture } from '#api-test/companies';
import { useMailedTestServer } from '#api-test/harness';
import type { CompanyDetail } from './store';

const { server, visitor, smtp } = useMailedTestServer(() => ({
  // many claims from one test visitor: the mail limits are tested in mail-limits.test.ts
  mailLimits: { perAddress: 1000, perVisitor: 1000, global: 1000 },
  // each provider registers from an address of its own (10 accounts an address an hour)
  trustProxy: true,
}));

const HOUR = 3600_000;

let codeSeq = 1_000_000;
/** A fresh registry code whose check digit is right. */
function validCode(): string {
  const first7 = String(++codeSeq);
  return `${first7}${registryCheckDigit(first7)}`;
}

let addressSeq = 0;
async function provider(): Promise<{ session: Session; auth: Record<string, string> }> {
  const res = await visitor.post(
    '/api/auth/register',
    { name: 'Teenusepakkuja', email: uniqueEmail(), password: TEST_PASSWORD, provider: true },
    { 'x-forwarded-for': `10.2.0.${++addressSeq}` },
  );
  expect(res.status).toBe(201);
  const session = (await res.json()) as Session;
  return { session, auth: bearer(session.token) };
}

let mailboxSeq = 0;
async function company(extra: Partial<CompanyFixture> = {}) {
  const email = `buroo${++mailboxSeq}.${process.pid}@matus.example.ee`;
  const id = await insertCompany(server, { name: `Matusebüroo ${mailboxSeq}`, ...extra });
  await server.sql.run('UPDATE companies SET email = ? WHERE id = ?', email, id);
  return { id, email };
}

const claim = (body: unknown, auth: Record<string, string>) =>
  visitor.post('/api/companies/claims', body, auth);
const confirm = (token: unknown, auth: Record<string, string>) =>
  visitor.post('/api/companies/claims/confirm', { token }, auth);

const linkIn = (text: string) =>
  /https:\/\/kyynal\.test\/konto\/firma\/kinnita\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

const claimCount = async () =>
  Number(await server.sql.value('SELECT count(*) FROM company_claims'));

describe('registering as a provider', () => {
  it('gives role 3 with provider: true, role 1 without; a non-boolean is a 422', async () => {
    const { session } = await provider();
    expect(session.user.role).toBe(3);
    expect((await registerUser(visitor)).user.role).toBe(1);
    const res = await visitor.post('/api/auth/register', {
      name: 'Mari',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      provider: 'jah',
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ provider: 'Vigane väärtus.' });
  });
});

describe('claiming a company', () => {
  it('is for signed-in providers: 401 signed out, 403 for an ordinary account', async () => {
    const { id } = await company();
    expect((await claim({ companyId: id, registryCode: validCode() }, {})).status).toBe(401);
    const user = await registerUser(visitor);
    const res = await claim({ companyId: id, registryCode: validCode() }, bearer(user.token));
    expect(res.status).toBe(403);
  });

  it('refuses a malformed code or a wrong check digit with a field message, writing nothing', async () => {
    const { id } = await company();
    const { auth } = await provider();
    const good = validCode();
    const wrongDigit = `${good.slice(0, 7)}${(Number(good[7]) + 1) % 10}`;
    const cases: [string, string][] = [
      ['1234567', 'Registrikood on 8 numbrit.'],
      ['1234567a', 'Registrikood on 8 numbrit.'],
      [wrongDigit, 'Registrikood pole õige: kontrollnumber ei klapi.'],
    ];
    for (const [registryCode, message] of cases) {
      const res = await claim({ companyId: id, registryCode }, auth);
      expect(res.status, registryCode).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ registryCode: message });
    }
    expect(await claimCount()).toBe(0);
    expect(smtp.messages().length).toBe(0);
  });

  it("mails a link to the company's e-mail that makes the claimant the confirmed owner", async () => {
    const { id, email } = await company();
    const { session, auth } = await provider();
    const code = validCode();
    // spaces as people type them are ignored
    const res = await claim(
      { companyId: id, registryCode: `${code.slice(0, 4)} ${code.slice(4)}` },
      auth,
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'pending', mailedTo: 'b***@matus.example.ee' });

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe(`Küünal: kinnita firma „Matusebüroo ${mailboxSeq}“ lehe haldamine`);
    // the claimant's chosen name and unconfirmed e-mail stay out of the company's mailbox
    expect(mail.text).not.toContain(session.user.email);
    expect(mail.text).toContain(code);
    const token = linkIn(mail.text)!;
    expect(token).toBeDefined();
    const stored = (
      await server.sql.all<{ token_hash: string }>('SELECT token_hash FROM company_claims')
    ).map((r) => r.token_hash);
    expect(stored).not.toContain(token);

    // only the claimant may open it
    const other = await provider();
    const foreign = await confirm(token, other.auth);
    expect(foreign.status).toBe(403);
    expect((await errorOf(foreign)).code).toBe('not_claimant');

    server.advance(60_000);
    const done = await confirm(token, auth);
    expect(done.status).toBe(200);
    const page = (await done.json()) as CompanyDetail;
    expect(page).toMatchObject({ id, verified: true, claimable: false, updatedAt: server.now() });
    const row = await server.sql.get(
      'SELECT owner_user_id AS owner, registry_code AS code, verified_at AS "verifiedAt" FROM companies WHERE id = ?',
      id,
    );
    expect(row).toEqual({ owner: session.user.id, code, verifiedAt: server.now() });

    // single use
    const again = await confirm(token, auth);
    expect(again.status).toBe(400);
    expect((await errorOf(again)).code).toBe('invalid_token');
    expect((await confirm('not a token', auth)).status).toBe(400);
  });

  it('refuses a company that is claimed already (409), writing nothing', async () => {
    const owner = await provider();
    const { id } = await company({ ownerUserId: owner.session.user.id, verifiedAt: server.now() });
    const { auth } = await provider();
    const before = await claimCount();
    const res = await claim({ companyId: id, registryCode: validCode() }, auth);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('company_verified');
    expect(await claimCount()).toBe(before);
  });

  it("lets others claim a page while one claim waits: the first confirmed wins, the other's link then fails clearly", async () => {
    const { id, email } = await company();
    const first = await provider();
    const second = await provider();
    expect((await claim({ companyId: id, registryCode: validCode() }, first.auth)).status).toBe(
      202,
    );
    const firstToken = linkIn((await smtp.waitFor(email)).text)!;
    expect((await claim({ companyId: id, registryCode: validCode() }, second.auth)).status).toBe(
      202,
    );
    const secondToken = linkIn((await smtp.waitFor(email, { after: 1 })).text)!;
    // the second claimant's link is opened first: the page is theirs
    expect((await confirm(secondToken, second.auth)).status).toBe(200);
    const late = await confirm(firstToken, first.auth);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toEqual({
      code: 'company_claimed',
      message:
        'Selle firma lehe haldamise kinnitas enne sind keegi teine. Kui see on viga, võta ühendust Küünla haldajaga.',
    });
    const owner = await server.sql.value('SELECT owner_user_id FROM companies WHERE id = ?', id);
    expect(Number(owner)).toBe(second.session.user.id);
  });

  it('holds one pending claim per account until it is confirmed or expires', async () => {
    const [one, other] = [await company(), await company()];
    const { auth } = await provider();
    expect((await claim({ companyId: one.id, registryCode: validCode() }, auth)).status).toBe(202);
    const oneToken = linkIn((await smtp.waitFor(one.email)).text)!;
    const before = await claimCount();
    const second = await claim({ companyId: other.id, registryCode: validCode() }, auth);
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toEqual({
      code: 'claim_pending_elsewhere',
      message:
        'Sul on juba teise firma lehe haldamise taotlus, mis ootab kinnitamist. Üks konto saab korraga taotleda ühte firmat; uue saad esitada, kui see on kinnitatud või aegunud.',
    });
    const english = await visitor.post(
      '/api/companies/claims?locale=en',
      { companyId: other.id, registryCode: validCode() },
      auth,
    );
    expect((await errorOf(english)).message).toMatch(/^You already have a claim of another/);
    expect(await claimCount()).toBe(before);
    expect(smtp.messages(other.email)).toEqual([]);
    // asking again for the same page replaces its own claim (a new link)
    expect((await claim({ companyId: one.id, registryCode: validCode() }, auth)).status).toBe(202);
    expect((await confirm(oneToken, auth)).status).toBe(400);

    // expired: the claim holds neither the account nor the page
    server.advance(48 * HOUR + 1);
    expect((await claim({ companyId: other.id, registryCode: validCode() }, auth)).status).toBe(
      202,
    );
    const someoneElse = await provider();
    expect(
      (await claim({ companyId: one.id, registryCode: validCode() }, someoneElse.auth)).status,
    ).toBe(202);
  });

  it('refuses a company without an e-mail, a code of another company, an unknown company', async () => {
    const { auth } = await provider();
    const silent = await insertCompany(server, { name: 'Postkastita OÜ' });
    const noEmail = await claim({ companyId: silent, registryCode: validCode() }, auth);
    expect(noEmail.status).toBe(409);
    expect((await errorOf(noEmail)).code).toBe('no_email');

    const taken = validCode();
    const listed = await company();
    await server.sql.run('UPDATE companies SET registry_code = ? WHERE id = ?', taken, listed.id);
    const res = await claim({ companyId: (await company()).id, registryCode: taken }, auth);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('registry_code_taken');

    expect((await claim({ companyId: 999_999, registryCode: validCode() }, auth)).status).toBe(404);
  });

  it('lets one account own one company', async () => {
    const owner = await provider();
    await company({ ownerUserId: owner.session.user.id, verifiedAt: server.now() });
    const res = await claim(
      { companyId: (await company()).id, registryCode: validCode() },
      owner.auth,
    );
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('owns_company');
  });

  it('mails one company at most 3 links an hour', async () => {
    const { id } = await company();
    const { auth } = await provider();
    for (let i = 0; i < 3; i++) {
      expect((await claim({ companyId: id, registryCode: validCode() }, auth)).status).toBe(202);
    }
    const res = await claim({ companyId: id, registryCode: validCode() }, auth);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe("the claimant's pending claims (GET /api/companies/claims/mine)", () => {
  const mine = (auth: Record<string, string>) => visitor.get('/api/companies/claims/mine', auth);
  interface MineAnswer {
    items: { id: number; companyId: number; createdAt: number; expiresAt: number }[];
  }

  it("lists the live claim, replaced by a new send, gone once confirmed; only the claimant's own", async () => {
    const { id, email } = await company();
    const { auth } = await provider();
    expect(await (await mine(auth)).json()).toEqual({ items: [] });

    const code = validCode();
    expect((await claim({ companyId: id, registryCode: code }, auth)).status).toBe(202);
    const sentAt = server.now();
    const res = await mine(auth);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as MineAnswer;
    expect(items).toEqual([
      {
        id: expect.any(Number),
        companyId: id,
        companyName: `Matusebüroo ${mailboxSeq}`,
        registryCode: code,
        status: 'pending',
        mailedTo: 'b***@matus.example.ee',
        createdAt: expect.any(Number),
        expiresAt: expect.any(Number),
      },
    ]);
    expect(items[0]!.expiresAt - items[0]!.createdAt).toBe(48 * HOUR);
    expect(items[0]!.createdAt).toBe(sentAt);
    await smtp.waitFor(email);

    // sending again replaces the claim: still one, with a new id and a new link
    server.advance(HOUR);
    expect((await claim({ companyId: id, registryCode: code }, auth)).status).toBe(202);
    const again = (await (await mine(auth)).json()) as MineAnswer;
    expect(again.items).toHaveLength(1);
    expect(again.items[0]!.id).not.toBe(items[0]!.id);
    expect(again.items[0]!.createdAt).toBe(server.now());
    const token = linkIn((await smtp.waitFor(email, { after: 1 })).text)!;

    // another provider sees none of it
    expect(await (await mine((await provider()).auth)).json()).toEqual({ items: [] });

    // confirmed: no longer pending
    expect((await confirm(token, auth)).status).toBe(200);
    expect(await (await mine(auth)).json()).toEqual({ items: [] });
  });

  it('leaves out an expired link; providers only (401 signed out, 403 an ordinary account)', async () => {
    const { id } = await company();
    const { auth } = await provider();
    expect((await claim({ companyId: id, registryCode: validCode() }, auth)).status).toBe(202);
    server.advance(48 * HOUR - 1);
    expect(((await (await mine(auth)).json()) as MineAnswer).items).toHaveLength(1);
    server.advance(1);
    expect(await (await mine(auth)).json()).toEqual({ items: [] });

    expect((await mine({})).status).toBe(401);
    expect((await mine(bearer((await registerUser(visitor)).token))).status).toBe(403);
  });
});

describe('admin confirmation', () => {
  it('confirms a pending claim by its id; admins only; 404 for an unknown claim', async () => {
    const admin = await registerUser(visitor);
    await server.sql.run('UPDATE users SET role = 10 WHERE id = ?', admin.user.id);
    const { id } = await company();
    const claimant = await provider();
    const code = validCode();
    expect((await claim({ companyId: id, registryCode: code }, claimant.auth)).status).toBe(202);

    const list = await visitor.get('/api/admin/claims', bearer(admin.token));
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as { items: { id: number; companyId: number }[] };
    const pending = items.find((item) => item.companyId === id)!;
    expect(pending).toMatchObject({
      registryCode: code,
      userId: claimant.session.user.id,
      userEmail: claimant.session.user.email,
    });

    const path = `/api/admin/claims/${pending.id}/confirm`;
    expect((await visitor.post(path, {}, claimant.auth)).status).toBe(403);
    const res = await visitor.post(path, {}, bearer(admin.token));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, verified: true });
    const decided = await server.sql.get(
      'SELECT status, decided_by AS "decidedBy" FROM company_claims WHERE id = ?',
      pending.id,
    );
    expect(decided).toEqual({ status: 'confirmed', decidedBy: admin.user.id });
    expect((await visitor.post(path, {}, bearer(admin.token))).status).toBe(404);
  });
});
