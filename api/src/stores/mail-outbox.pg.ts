/**
 * The mail outbox on PostgreSQL: the sender's port (mail-outbox.ts is the SQLite twin and holds
 * the rules). Mails are queued by the stores themselves, with enqueueMail (mail-queue.pg.ts).
 *
 * A claim takes the next due row with `FOR UPDATE SKIP LOCKED`, so senders of several app
 * instances claiming at once each get a row of their own instead of queueing on one; the lease
 * (lease_until) hands a row whose sender died to the next claim, and every finishing update names
 * the claim it finishes (a row claimed again belongs to the newer claim).
 */
import type pg from 'pg';
import type { MailAttachment } from '../services/mail';
import { raiseAlertPg } from './alerts.pg';
import { mailFailedAlert, type ClaimedMail, type MailSenderStore } from './mail-outbox';
import { attachMail, enqueueMail } from './mail-queue.pg';
import type { Port } from './port';
import { all, get, run, statement, transaction, type Queryable } from './pg/sql';

const claimNext = statement(
  'mail_sender_claim',
  `UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1, lease_until = $1,
          message_id = coalesce(message_id, '<' || id || '.' || $2 || '@' || $3 || '>')
    WHERE id = (SELECT id FROM mail_outbox
                 WHERE (state = 'pending' AND due_at <= $4)
                    OR (state = 'sending' AND lease_until <= $4)
                 ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, order_id AS "orderId", recipient, reply_to AS "replyTo", subject,
              text_body AS "textBody", html_body AS "htmlBody", message_id AS "messageId",
              attempts, lease_until AS "leaseUntil"`,
);
const finish = statement(
  'mail_sender_finish',
  `UPDATE mail_outbox SET state = $3, sent_at = $4, last_error = $5,
          lease_until = NULL, text_body = NULL, html_body = NULL
    WHERE id = $1 AND state = 'sending' AND lease_until = $2`,
);
const dropAttachments = statement(
  'mail_sender_drop_attachments',
  'DELETE FROM mail_outbox_attachments WHERE mail_id = $1',
);

/** Finishes the claim `row` as `state`: false when the claim is no longer its own */
const finishClaim = async (
  q: Queryable,
  row: ClaimedMail,
  state: 'sent' | 'failed' | 'skipped',
  sentAt: number | null,
  error: string | null,
) => (await run(q, finish, [row.id, row.leaseUntil, state, sentAt, error])) > 0;

export function createPgMailSenderStore(pool: pg.Pool): Port<MailSenderStore> {
  return {
    claim: ({ now, lease, nonce, domain }) =>
      get<ClaimedMail>(pool, claimNext, [lease, nonce, domain, now]),

    storeComposed: (row, mails, at, erase) =>
      transaction(pool, async (q) => {
        const [first, ...rest] = mails;
        await run(
          q,
          `UPDATE mail_outbox SET kind = $1, recipient = $2, subject = $3, text_body = $4,
                  html_body = $5 WHERE id = $6`,
          [first!.kind, first!.to, first!.subject, first!.text, first!.html ?? null, row.id],
        );
        await attachMail(q, row.id, first!.attachments);
        for (const mail of rest) await enqueueMail(q, mail.kind, mail, at);
        if (erase && row.orderId !== null) {
          await run(q, 'UPDATE orders SET edit_token_sealed = NULL WHERE id = $1', [row.orderId]);
        }
      }),

    attachments: (mailId) =>
      all<MailAttachment>(
        pool,
        `SELECT filename, content_type AS "contentType", content
           FROM mail_outbox_attachments WHERE mail_id = $1 ORDER BY id`,
        [mailId],
      ),

    sent: (row, at) =>
      transaction(pool, async (q) => {
        if (await finishClaim(q, row, 'sent', at, null)) await run(q, dropAttachments, [row.id]);
      }),

    retry: async (row, due, error) =>
      void (await run(
        pool,
        `UPDATE mail_outbox SET state = 'pending', due_at = $3, last_error = $4, lease_until = NULL
          WHERE id = $1 AND state = 'sending' AND lease_until = $2`,
        [row.id, row.leaseUntil, due, error],
      )),

    fail: (row, error, at) =>
      transaction(pool, async (q) => {
        if (!(await finishClaim(q, row, 'failed', null, error))) return;
        await run(q, dropAttachments, [row.id]);
        await raiseAlertPg(q, mailFailedAlert(row, error), at);
      }),

    skip: async (row, why) => void (await finishClaim(pool, row, 'skipped', null, why)),

    prune: async (before) =>
      void (await run(
        pool,
        "DELETE FROM mail_outbox WHERE state IN ('sent', 'failed', 'skipped') AND due_at < $1",
        [before],
      )),
  };
}

/** The outbox on PostgreSQL: no queue of its own (the stores use enqueueMail), the sender's port */
export function pgMailOutbox(pool: pg.Pool): { queue: null; store: Port<MailSenderStore> } {
  return { queue: null, store: createPgMailSenderStore(pool) };
}
