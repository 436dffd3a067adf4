/**
 * POST /api/contact: the contact form's message, queued through the mail outbox to the contact
 * mailbox (CONTACT_MAILBOX) with Reply-To the sender, so an answer goes straight to them. Each
 * message spends the mail allowance; a filled honeypot gets the same answer and mails nothing.
 */
import { contactInput } from '#domain/inputs/contact';
import type { AppDeps } from '../../context';
import { translator } from '../../lib/i18n';
import { createRouter, validate } from '../../lib/router';
import { mailSender, mailThrottled } from '../../middleware/allowance';
import type { Stores } from '../../stores';

export const DEFAULT_CONTACT_MAILBOX = 'info@kyynal.ee';

export function contactRoutes(deps: AppDeps, { contact }: Stores) {
  // the contact mailbox reads Estonian whatever language the visitor wrote in
  const et = translator('et');
  const mailbox = deps.contactMailbox ?? DEFAULT_CONTACT_MAILBOX;
  return createRouter().post('/', validate('json', contactInput), async (c) => {
    const { name, email, message, website } = c.req.valid('json');
    if (website) return c.json({ status: 'sent' as const }, 202);
    const mail = {
      to: mailbox,
      replyTo: email,
      subject: et('mail.contactSubject', { name }),
      text: et('mail.contactBody', { name, email, locale: c.get('locale'), message }),
    };
    const wait = await contact.send(mailSender(c, deps), mail, deps.now());
    if (wait) throw mailThrottled(c, wait);
    return c.json({ status: 'sent' as const }, 202);
  });
}
