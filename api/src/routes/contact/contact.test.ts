/**
 * POST /api/contact: field errors in the reader's language and nothing mailed for a bad message,
 * the honeypot answered like a success without a mail, and a good message mailed to the contact
 * mailbox with Reply-To the sender.
 */
import { describe, expect, it } from 'vitest';
import { errorOf } from '#api-test/accounts';
import { useMailedTestServer } from '#api-test/harness';

const MAILBOX = 'kontakt@kyynal.test';
const { server, visitor, smtp } = useMailedTestServer(() => ({ contactMailbox: MAILBOX }));

const mailRows = async () =>
  Number(await server.sql.value("SELECT count(*) FROM mail_outbox WHERE kind = 'contact_message'"));
const good = {
  name: 'Mari Maasikas',
  email: 'mari@example.ee',
  message: 'Kas saab teate tasuta parandada?',
};

describe('POST /api/contact', () => {
  it('answers a missing e-mail and a 10,000-character message with field errors, mailing nothing', async () => {
    const res = await visitor.post('/api/contact', {
      name: 'Mari',
      email: '',
      message: 'x'.repeat(10_000),
    });
    expect(res.status).toBe(422);
    const { fields } = await errorOf(res);
    expect(Object.keys(fields ?? {}).sort()).toEqual(['email', 'message']);
    expect(fields?.email).toMatch(/kohustuslik/i);
    const ru = await visitor.post('/api/contact?locale=ru', { ...good, email: 'pole-aadress' });
    const ruFields = (await errorOf(ru)).fields ?? {};
    expect(Object.keys(ruFields)).toEqual(['email']);
    expect(ruFields.email).toMatch(/[а-я]/);
    expect(await mailRows()).toBe(0);
  });

  it('answers a filled honeypot like a success and mails nothing', async () => {
    const res = await visitor.post('/api/contact', { ...good, website: 'https://spam.example' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'sent' });
    expect(await mailRows()).toBe(0);
  });

  it('mails a good message to the contact mailbox with Reply-To the sender', async () => {
    const res = await visitor.post('/api/contact', good);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'sent' });
    expect(await mailRows()).toBe(1);
    const mail = await smtp.waitFor(MAILBOX);
    expect(mail.replyTo).toEqual(['mari@example.ee']);
    expect(mail.subject).toBe('Küünla kontaktvorm: Mari Maasikas');
    expect(mail.text).toContain('Kas saab teate tasuta parandada?');
    expect(mail.text).toContain('mari@example.ee');
    expect(smtp.messages()).toHaveLength(1);
  });
});
