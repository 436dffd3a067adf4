/**
 * The mail outbox (docs/mail.md, docs/decisions/0020-mail-outbox.md) over the real app, its real
 * database (SQLite, or PostgreSQL) and a real SMTP server on loopback: mails survive a sender that is not running when
 * their change commits, go out exactly once, retry with backoff, and fail for good with an admin
 * alert.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '#scripts/services/smtp-catcher';
import { registerUser, uniqueEmail } from '#api-test/accounts';
import {
  awaitingPayment,
  orderRow,
  payOnSandbox,
  pdfText,
  placeOrder,
  settle,
  startPaymentWorld,
  type PaymentWorld,
} from '#api-test/payments';
import { sqlNumber } from '#api-test/fixtures';
import { startTestServer, type TestServer } from '#api-test/harness';
import { LEASE_MS } from './mail-outbox';

interface OutboxRow {
  id: number;
  kind: string;
  recipient: string | null;
  state: string;
  attempts: number;
  dueAt: number;
  textBody: string | null;
  messageId: string | null;
  lastError: string | null;
}

let server: TestServer | undefined;
let world: PaymentWorld | undefined;
const catchers: SmtpCatcher[] = [];

const catcher = async (port = 0) => {
  const smtp = await startSmtpCatcher(port);
  catchers.push(smtp);
  return smtp;
};

afterEach(async () => {
  await server?.close();
  await world?.close();
  server = world = undefined;
  for (const smtp of catchers.splice(0)) await smtp.close().catch(() => undefined);
});

const rows = (s: TestServer) =>
  s.sql.all<OutboxRow>(
    `SELECT id, kind, recipient, state, attempts, due_at AS "dueAt", text_body AS "textBody",
            message_id AS "messageId", last_error AS "lastError"
       FROM mail_outbox ORDER BY id`,
  );
const attachmentCount = (s: TestServer) =>
  sqlNumber(s.sql, 'SELECT count(*) FROM mail_outbox_attachments');
/** The alerts' details (JSON text on SQLite, parsed jsonb on PostgreSQL), parsed */
const alerts = async (s: TestServer, kind: string) =>
  (
    await s.sql.all<{ details: unknown }>('SELECT details FROM admin_alerts WHERE kind = ?', kind)
  ).map(({ details }) =>
    typeof details === 'string' ? (JSON.parse(details) as unknown) : details,
  );

/** A draft with a "continue elsewhere" mail to `to` */
async function draftFor(s: TestServer, to: string): Promise<void> {
  const res = await (
    await s.visitor()
  ).post('/api/notices/drafts', { draft: { type: 1, deceasedName: 'Jaan Tamm', adderEmail: to } });
  expect(res.status).toBe(201);
}

/** A password reset mail to `to` (an account registered for it): the sender's tests' mail */
async function resetFor(s: TestServer, to: string): Promise<void> {
  const visitor = await s.visitor();
  await registerUser(visitor, { email: to });
  expect((await visitor.post('/api/auth/password/forgot', { email: to })).status).toBe(202);
}

/** A port on loopback with nothing listening */
async function closedPort(): Promise<number> {
  const smtp = await startSmtpCatcher();
  await smtp.close();
  return smtp.port;
}

describe('mail outbox', () => {
  it('keeps the mails of a change committed while no sender runs, and a new sender sends each once', async () => {
    const smtp = await catcher();
    server = await startTestServer(undefined, { smtpUrl: smtp.url, mail: { start: false } });
    const drafter = uniqueEmail();
    await draftFor(server, drafter);
    const visitor = await server.visitor();
    const { user } = await registerUser(visitor);
    expect((await visitor.post('/api/auth/password/forgot', { email: user.email })).status).toBe(
      202,
    );
    await settle();
    // the process "died" before sending: nothing went out, both mails wait in the outbox
    expect(smtp.messages()).toEqual([]);
    expect((await rows(server)).map((r) => [r.kind, r.recipient, r.state])).toEqual([
      ['draft_link', drafter, 'pending'],
      ['password_reset', user.email, 'pending'],
    ]);

    // two new sender instances (a restart, racing a second process) drain it together
    const [a, b] = [server.mailOutbox(), server.mailOutbox()];
    const handled = await Promise.all([a.tick(), b.tick()]);
    expect(handled[0] + handled[1]).toBe(2);
    expect(await a.tick()).toBe(0);
    await settle();
    const [draftMail] = smtp.messages(drafter);
    const [resetMail] = smtp.messages(user.email);
    expect(smtp.messages()).toHaveLength(2);
    expect(draftMail!.subject).toBe('Küünal: jätka teate koostamist');
    expect(resetMail!.subject).toBe('Küünal: parooli taastamine');

    // sent rows keep who and when, with the Message-ID the mail carried; the private links go
    const sent = await rows(server);
    expect(sent.map((r) => [r.state, r.attempts, r.textBody])).toEqual([
      ['sent', 1, null],
      ['sent', 1, null],
    ]);
    expect(sent.map((r) => r.messageId)).toEqual([draftMail!.messageId, resetMail!.messageId]);
    expect(draftMail!.messageId).toMatch(/^<\d+\.[0-9a-f]{12}@kyynal\.test>$/);
  });

  it('sends each of many due mails once when two senders drain the outbox at once', async () => {
    const smtp = await catcher();
    server = await startTestServer(undefined, { smtpUrl: smtp.url, mail: { start: false } });
    const recipients = Array.from({ length: 12 }, () => uniqueEmail());
    for (const to of recipients) {
      await server.sql.run(
        `INSERT INTO mail_outbox (kind, recipient, subject, text_body, due_at)
         VALUES ('contact_message', ?, 'Küünal: kiri', 'Tere', ?)`,
        to,
        server.now(),
      );
    }
    const [a, b] = [server.mailOutbox(), server.mailOutbox()];
    const handled = await Promise.all([a.tick(), b.tick()]);
    expect(handled[0] + handled[1]).toBe(12);
    await settle();
    for (const to of recipients) expect(smtp.messages(to), to).toHaveLength(1);
    expect((await rows(server)).map((r) => [r.state, r.attempts])).toEqual(
      recipients.map(() => ['sent', 1]),
    );
  });

  it("keeps a paid order's confirmation and its PDF until a sender runs", async () => {
    world = await startPaymentWorld();
    const { server: app, smtp } = world;
    await app.mail.stop();
    const notice = await awaitingPayment(app, { deceasedName: 'Õie Šõršnäkk' });
    const visitor = await app.visitor();
    const order = await placeOrder(visitor, notice);
    await payOnSandbox(world, order);
    await settle();
    expect((await orderRow(app, order.id)).status).toBe('paid');
    expect(smtp.messages(notice.email)).toEqual([]);
    // queued by the database with the change to paid; the sealed edit link is still there
    expect((await rows(app)).map((r) => [r.kind, r.recipient, r.state])).toEqual([
      ['order_paid', null, 'pending'],
    ]);
    expect((await orderRow(app, order.id)).sealed).not.toBeNull();

    app.mail.start();
    const mail = await smtp.waitFor(notice.email);
    expect(mail.subject).toBe('Küünal: teade on avaldatud');
    expect(mail.text).toContain(`https://kyynal.test/muuda/${notice.id}?token=${notice.token}`);
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `kviitung-KYY-${String(order.id).padStart(6, '0')}.pdf`,
    ]);
    expect(await pdfText(new Uint8Array(mail.attachments[0]!.content))).toContain('Õie Šõršnäkk');
    await app.mail.tick();
    await settle();
    expect(smtp.messages(notice.email)).toHaveLength(1);
    expect((await rows(app)).map((r) => [r.recipient, r.state, r.messageId])).toEqual([
      [notice.email, 'sent', mail.messageId],
    ]);
    expect(await attachmentCount(app)).toBe(0);
    expect((await orderRow(app, order.id)).sealed).toBeNull();
  });

  it('retries with a doubling delay and sends the same message once the server answers', async () => {
    const port = await closedPort();
    server = await startTestServer(undefined, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mail: { start: false, backoffBaseMs: 1000 },
    });
    const to = uniqueEmail();
    await resetFor(server, to);
    expect(await server.mail.tick()).toBe(1);
    const [first] = await rows(server);
    expect(first).toMatchObject({ state: 'pending', attempts: 1, dueAt: server.now() + 1000 });
    expect(first!.lastError).toMatch(/ECONNREFUSED/);
    expect(await server.mail.tick()).toBe(0); // not due yet
    server.advance(1000);
    expect(await server.mail.tick()).toBe(1);
    expect((await rows(server))[0]).toMatchObject({ attempts: 2, dueAt: server.now() + 2000 });

    const smtp = await catcher(port); // the mail server is back
    server.advance(1999);
    expect(await server.mail.tick()).toBe(0);
    server.advance(1);
    expect(await server.mail.tick()).toBe(1);
    const [mail] = smtp.messages(to);
    expect((await rows(server))[0]).toMatchObject({ state: 'sent', attempts: 3 });
    // the Message-ID fixed at the first attempt is the one delivered
    expect(mail!.messageId).toBe(first!.messageId);
  });

  it('gives up after the last attempt, erases the body and alerts the admin once', async () => {
    const port = await closedPort();
    server = await startTestServer(undefined, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mail: { start: false, backoffBaseMs: 1000, maxAttempts: 3 },
    });
    await resetFor(server, uniqueEmail());
    for (const wait of [0, 1000, 2000]) {
      server.advance(wait);
      expect(await server.mail.tick()).toBe(1);
    }
    expect((await rows(server))[0]).toMatchObject({ state: 'failed', attempts: 3, textBody: null });
    server.advance(3600_000);
    expect(await server.mail.tick()).toBe(0);
    const failed = await alerts(server, 'mail_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      mailId: (await rows(server))[0]!.id,
      kind: 'password_reset',
    });
  });

  it('takes over a claim whose sender died mid-send, with the same Message-ID', async () => {
    // an SMTP server that accepts the connection and never answers: the first sender hangs
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const smtp = await catcher();
    server = await startTestServer(undefined, { smtpUrl: smtp.url, mail: { start: false } });
    const to = uniqueEmail();
    await resetFor(server, to);
    const stuck = server.mailOutbox({
      smtpUrl: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
    });
    const hanging = stuck.tick();
    for (let i = 0; i < 50 && sockets.length === 0; i++) await settle(20);
    expect((await rows(server))[0]).toMatchObject({ state: 'sending', attempts: 1 });

    // while the claim holds, nobody else sends the row; once its lease is over, another does
    const other = server.mailOutbox();
    expect(await other.tick()).toBe(0);
    server.advance(LEASE_MS);
    expect(await other.tick()).toBe(1);
    const [mail] = smtp.messages(to);
    expect(mail!.messageId).toBe((await rows(server))[0]!.messageId);

    // the first sender's late failure does not undo the delivery
    for (const socket of sockets) socket.destroy();
    await hanging;
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    expect((await rows(server))[0]).toMatchObject({ state: 'sent', attempts: 2 });
    expect(smtp.messages(to)).toHaveLength(1);
  });
});
