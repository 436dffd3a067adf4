/**
 * Queueing a mail on PostgreSQL, inside the transaction of the change it belongs to (the SQLite
 * twin is createMailQueue in mail-outbox.ts). After the commit, call the outbox's `kick()`, so
 * the sender goes out at once instead of at its next tick.
 */
import type { MailAttachment, MailMessage } from '../services/mail';
import { run, statement, value, type Queryable } from './pg/sql';

const insert = statement(
  'mail_enqueue',
  `INSERT INTO mail_outbox (kind, recipient, reply_to, subject, text_body, html_body, due_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
);
const insertAttachment = statement(
  'mail_attach',
  `INSERT INTO mail_outbox_attachments (mail_id, filename, content_type, content)
   VALUES ($1, $2, $3, $4)`,
);

export async function attachMail(q: Queryable, mailId: number, attachments: MailAttachment[] = []) {
  for (const a of attachments)
    await run(q, insertAttachment, [mailId, a.filename, a.contentType, a.content]);
}

/** The new row's id; call it with the client of the change's transaction */
export async function enqueueMail(
  q: Queryable,
  kind: string,
  message: MailMessage,
  at: number,
): Promise<number> {
  const id = (await value<number>(q, insert, [
    kind,
    message.to,
    message.replyTo ?? null,
    message.subject,
    message.text,
    message.html ?? null,
    at,
  ]))!;
  await attachMail(q, id, message.attachments);
  return id;
}
