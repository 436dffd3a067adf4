/**
 * The mail outbox's tables (services/mail-outbox.ts is its sender; docs/mail.md). Queueing a mail
 * happens inside the transaction of the change it belongs to, so it is the SQLite adapter's own
 * synchronous composition (`createMailQueue`). The sender reaches the table through a port: each
 * of its steps (claim the next due row, store what a composer wrote, finish a claim) is one
 * method, atomic in its transaction.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { mailOutbox } from '../../../db/schema';
import type { MailAttachment, MailMessage } from '../services/mail';
import { raiseAlert, type Alert } from './alerts';
import { portOf } from './port';

/** A claimed row: the claim names its columns as the schema does and sets the last two */
export type ClaimedMail = Pick<
  typeof mailOutbox.$inferSelect,
  | 'id'
  | 'kind'
  | 'orderId'
  | 'recipient'
  | 'replyTo'
  | 'subject'
  | 'textBody'
  | 'htmlBody'
  | 'attempts'
> & { messageId: string; leaseUntil: number };

/** A mail a composer writes: its kind names it in the outbox */
export interface ComposedMail extends MailMessage {
  kind: string;
}

/** Queues mails inside the caller's SQLite transaction */
export function createMailQueue(sqlite: BetterSqlite3.Database) {
  const insert = sqlite
    .prepare<unknown[], number>(
      `INSERT INTO mail_outbox (kind, recipient, reply_to, subject, text_body, html_body, due_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .pluck();
  const insertAttachment = sqlite.prepare(
    `INSERT INTO mail_outbox_attachments (mail_id, filename, content_type, content)
     VALUES (?, ?, ?, ?)`,
  );
  const attach = (mailId: number, attachments: MailAttachment[] = []) => {
    for (const a of attachments) insertAttachment.run(mailId, a.filename, a.contentType, a.content);
  };
  return {
    /** The new row's id; call it inside the transaction of the change the mail belongs to */
    enqueue(kind: string, message: MailMessage, at: number): number {
      const id = insert.get(
        kind,
        message.to,
        message.replyTo ?? null,
        message.subject,
        message.text,
        message.html ?? null,
        at,
      )!;
      attach(id, message.attachments);
      return id;
    },
    attach,
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;

/** The admin's alert of a mail that failed for good */
export const mailFailedAlert = (row: ClaimedMail, error: string): Alert => ({
  kind: 'mail_failed',
  message: `Kirja ei õnnestunud saata ${row.attempts} katsega (${row.kind}).`,
  details: { mailId: row.id, kind: row.kind, orderId: row.orderId, error },
});

/** The sender's steps on the outbox table */
export function createMailSenderStore(sqlite: BetterSqlite3.Database, queue: MailQueue) {
  // the oldest due row, or one whose claim ran out (its process died mid-send)
  const claimNext = sqlite.prepare<Record<string, unknown>, ClaimedMail>(
    `UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1, lease_until = @lease,
            message_id = coalesce(message_id, '<' || id || '.' || @nonce || '@' || @domain || '>')
      WHERE id = (SELECT id FROM mail_outbox
                   WHERE (state = 'pending' AND due_at <= @now)
                      OR (state = 'sending' AND lease_until <= @now)
                   ORDER BY due_at, id LIMIT 1)
      RETURNING id, kind, order_id AS orderId, recipient, reply_to AS replyTo, subject,
                text_body AS textBody, html_body AS htmlBody, message_id AS messageId, attempts,
                lease_until AS leaseUntil`,
  );
  const fill = sqlite.prepare(
    `UPDATE mail_outbox SET kind = ?, recipient = ?, subject = ?, text_body = ?, html_body = ?
      WHERE id = ?`,
  );
  // the order's sealed edit token, once the queued mail carries the link (confirmation.ts)
  const eraseSealedToken = sqlite.prepare(
    'UPDATE orders SET edit_token_sealed = NULL WHERE id = ?',
  );
  const attachments = sqlite.prepare<[number], MailAttachment>(
    `SELECT filename, content_type AS contentType, content
       FROM mail_outbox_attachments WHERE mail_id = ? ORDER BY id`,
  );
  // every finishing update names the claim it finishes: a row whose lease ran out and was claimed
  // again belongs to the newer claim
  const finish = sqlite.prepare(
    `UPDATE mail_outbox SET state = @state, sent_at = @sentAt, last_error = @error,
            lease_until = NULL, text_body = NULL, html_body = NULL
      WHERE id = @id AND state = 'sending' AND lease_until = @lease`,
  );
  const dropAttachments = sqlite.prepare('DELETE FROM mail_outbox_attachments WHERE mail_id = ?');
  const retry = sqlite.prepare(
    `UPDATE mail_outbox SET state = 'pending', due_at = @due, last_error = @error,
            lease_until = NULL
      WHERE id = @id AND state = 'sending' AND lease_until = @lease`,
  );
  const prune = sqlite.prepare(
    "DELETE FROM mail_outbox WHERE state IN ('sent', 'failed', 'skipped') AND due_at < ?",
  );
  const claimOf = (row: ClaimedMail) => ({ id: row.id, lease: row.leaseUntil });

  return {
    /** Claims the next due row until `lease` (the Message-ID fixed at its first claim) */
    claim: (claim: { now: number; lease: number; nonce: string; domain: string }) =>
      claimNext.get(claim),
    /**
     * Stores what a composer wrote for a row queued without a body: the first mail fills the row,
     * the others become rows of their own; with `eraseSealedToken` the row's order loses its
     * sealed edit token in the same transaction (the queued mail now carries the link).
     */
    storeComposed: sqlite.transaction(
      (row: ClaimedMail, mails: ComposedMail[], at: number, erase: boolean) => {
        const [first, ...rest] = mails;
        fill.run(first!.kind, first!.to, first!.subject, first!.text, first!.html ?? null, row.id);
        queue.attach(row.id, first!.attachments);
        for (const mail of rest) queue.enqueue(mail.kind, mail, at);
        if (erase && row.orderId !== null) eraseSealedToken.run(row.orderId);
      },
    ),
    attachments: (mailId: number) => attachments.all(mailId),
    /** The claim went out: its body and attachments are erased */
    sent: sqlite.transaction((row: ClaimedMail, at: number) => {
      if (finish.run({ ...claimOf(row), state: 'sent', sentAt: at, error: null }).changes) {
        dropAttachments.run(row.id);
      }
    }),
    /** The claim failed; it is tried again at `due` */
    retry: (row: ClaimedMail, due: number, error: string) =>
      void retry.run({ ...claimOf(row), due, error }),
    /** The claim failed for good: its body goes and the admin is alerted */
    fail: sqlite.transaction((row: ClaimedMail, error: string, at: number) => {
      if (!finish.run({ ...claimOf(row), state: 'failed', sentAt: null, error }).changes) return;
      dropAttachments.run(row.id);
      raiseAlert(sqlite, mailFailedAlert(row, error), at);
    }),
    /** The claim has nothing to send any more */
    skip: (row: ClaimedMail, why: string) =>
      void finish.run({ ...claimOf(row), state: 'skipped', sentAt: null, error: why }),
    /** Deletes sent, failed and skipped rows due before `before` */
    prune: (before: number) => void prune.run(before),
  };
}

export type MailSenderStore = ReturnType<typeof createMailSenderStore>;

/** The outbox on a SQLite file: its queue, and the sender's port */
export function sqliteMailOutbox(sqlite: BetterSqlite3.Database) {
  const queue = createMailQueue(sqlite);
  return { queue, store: portOf(createMailSenderStore(sqlite, queue)) };
}
