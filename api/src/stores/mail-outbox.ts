/**
 * The mail outbox's tables (services/mail-outbox.ts is its sender; docs/mail.md), written once for
 * both databases (decision 0109). Queueing a mail happens inside the transaction of the change it
 * belongs to: `mailQueued` is a step of that change's flow (`createMailQueue` on SQLite and
 * mail-queue.pg.ts's `enqueueMail` run it for stores not yet written as flows). The sender reaches
 * the table through a port: each of its steps (claim the next due row, store what a composer
 * wrote, finish a claim) is one method, atomic in its transaction.
 *
 * A claim takes the next due row (PostgreSQL: with `FOR UPDATE SKIP LOCKED`, so senders of several
 * app instances claiming at once each get a row of their own instead of queueing on one); the
 * lease (lease_until) hands a row whose sender died to the next claim, and every finishing update
 * names the claim it finishes (a row claimed again belongs to the newer claim).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { mailOutbox } from '#db/schema';
import type { MailAttachment, MailMessage } from '../services/mail';
import { alertRaised, type Alert } from './alerts';
import { all, get, run, sql, sqliteDb, value, type Db, type Flow } from './flow';
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

const insert = sql<
  { id: number },
  [string, string, string | null, string, string, string | null, number]
>(
  'mail_enqueue',
  `INSERT INTO mail_outbox (kind, recipient, reply_to, subject, text_body, html_body, due_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
);
const insertAttachment = sql<never, [number, string, string, MailAttachment['content']]>(
  'mail_attach',
  `INSERT INTO mail_outbox_attachments (mail_id, filename, content_type, content)
   VALUES ($1, $2, $3, $4)`,
);

/** A mail's attachments stored with it */
function* mailAttached(mailId: number, attachments: MailAttachment[] = []): Flow<void> {
  for (const a of attachments) {
    yield* run(insertAttachment, mailId, a.filename, a.contentType, a.content);
  }
}

/**
 * Queues a mail: a step of the flow of the change it belongs to (its transaction). The new row's
 * id. After the commit, the outbox's `kick()` sends it at once (PostgreSQL; SQLite's queue wakes
 * the sender itself).
 */
export function* mailQueued(kind: string, message: MailMessage, at: number): Flow<number> {
  const id = (yield* value(
    insert,
    kind,
    message.to,
    message.replyTo ?? null,
    message.subject,
    message.text,
    message.html ?? null,
    at,
  ))!;
  yield* mailAttached(id, message.attachments);
  return id;
}

/** Queues mails inside the caller's SQLite transaction (a store not yet written as flows) */
export function createMailQueue(sqlite: BetterSqlite3.Database) {
  const db = sqliteDb(sqlite);
  return {
    /** The new row's id; call it inside the transaction of the change the mail belongs to */
    enqueue: (kind: string, message: MailMessage, at: number): number =>
      db.read(() => mailQueued(kind, message, at)),
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;

/** The admin's alert of a mail that failed for good */
export const mailFailedAlert = (row: ClaimedMail, error: string): Alert => ({
  kind: 'mail_failed',
  message: `Kirja ei õnnestunud saata ${row.attempts} katsega (${row.kind}).`,
  details: { mailId: row.id, kind: row.kind, orderId: row.orderId, error },
});

// the oldest due row, or one whose claim ran out (its process died mid-send)
const claimText = (lock: string) =>
  `UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1, lease_until = $1,
          message_id = coalesce(message_id, '<' || id || '.' || $2 || '@' || $3 || '>')
    WHERE id = (SELECT id FROM mail_outbox
                 WHERE (state = 'pending' AND due_at <= $4)
                    OR (state = 'sending' AND lease_until <= $4)
                 ORDER BY due_at, id LIMIT 1${lock})
    RETURNING id, kind, order_id AS "orderId", recipient, reply_to AS "replyTo", subject,
              text_body AS "textBody", html_body AS "htmlBody", message_id AS "messageId",
              attempts, lease_until AS "leaseUntil"`;
const claimNext = sql<ClaimedMail, [lease: number, nonce: string, domain: string, now: number]>(
  'mail_sender_claim',
  { sqlite: claimText(''), pg: claimText(' FOR UPDATE SKIP LOCKED') },
);
const fill = sql<never, [string, string, string, string, string | null, number]>(
  'mail_sender_fill',
  `UPDATE mail_outbox SET kind = $1, recipient = $2, subject = $3, text_body = $4,
          html_body = $5 WHERE id = $6`,
);
// the order's sealed edit token, once the queued mail carries the link (confirmation.ts)
const eraseSealedToken = sql<never, [number]>(
  'mail_sender_erase_sealed_token',
  'UPDATE orders SET edit_token_sealed = NULL WHERE id = $1',
);
const attachments = sql<MailAttachment, [number]>(
  'mail_sender_attachments',
  `SELECT filename, content_type AS "contentType", content
     FROM mail_outbox_attachments WHERE mail_id = $1 ORDER BY id`,
);
// every finishing update names the claim it finishes: a row whose lease ran out and was claimed
// again belongs to the newer claim
const finish = sql<
  never,
  [
    id: number,
    lease: number,
    state: 'sent' | 'failed' | 'skipped',
    sentAt: number | null,
    error: string | null,
  ]
>(
  'mail_sender_finish',
  `UPDATE mail_outbox SET state = $3, sent_at = $4, last_error = $5,
          lease_until = NULL, text_body = NULL, html_body = NULL
    WHERE id = $1 AND state = 'sending' AND lease_until = $2`,
);
const dropAttachments = sql<never, [number]>(
  'mail_sender_drop_attachments',
  'DELETE FROM mail_outbox_attachments WHERE mail_id = $1',
);
const retry = sql<never, [id: number, lease: number, due: number, error: string]>(
  'mail_sender_retry',
  `UPDATE mail_outbox SET state = 'pending', due_at = $3, last_error = $4, lease_until = NULL
    WHERE id = $1 AND state = 'sending' AND lease_until = $2`,
);
const prune = sql<never, [number]>(
  'mail_sender_prune',
  "DELETE FROM mail_outbox WHERE state IN ('sent', 'failed', 'skipped') AND due_at < $1",
);

/** Finishes the claim `row` as `state`: false when the claim is no longer its own */
function* finished(
  row: ClaimedMail,
  state: 'sent' | 'failed' | 'skipped',
  sentAt: number | null,
  error: string | null,
): Flow<boolean> {
  return (yield* run(finish, row.id, row.leaseUntil, state, sentAt, error)) > 0;
}

/** The sender's steps on the outbox table, on either database */
export function mailSenderStoreOf<Tx>(db: Db<Tx>) {
  return {
    /** Claims the next due row until `lease` (the Message-ID fixed at its first claim) */
    claim: ({
      now,
      lease,
      nonce,
      domain,
    }: {
      now: number;
      lease: number;
      nonce: string;
      domain: string;
    }) =>
      db.read(function* () {
        return yield* get(claimNext, lease, nonce, domain, now);
      }),
    /**
     * Stores what a composer wrote for a row queued without a body: the first mail fills the row,
     * the others become rows of their own; with `erase` the row's order loses its sealed edit
     * token in the same transaction (the queued mail now carries the link).
     */
    storeComposed: (row: ClaimedMail, mails: ComposedMail[], at: number, erase: boolean) =>
      db.transaction(function* () {
        const [first, ...rest] = mails;
        yield* run(
          fill,
          first!.kind,
          first!.to,
          first!.subject,
          first!.text,
          first!.html ?? null,
          row.id,
        );
        yield* mailAttached(row.id, first!.attachments);
        for (const mail of rest) yield* mailQueued(mail.kind, mail, at);
        if (erase && row.orderId !== null) yield* run(eraseSealedToken, row.orderId);
      }),
    attachments: (mailId: number) => db.read(() => all(attachments, mailId)),
    /** The claim went out: its body and attachments are erased */
    sent: (row: ClaimedMail, at: number) =>
      db.transaction(function* () {
        if (yield* finished(row, 'sent', at, null)) yield* run(dropAttachments, row.id);
      }),
    /** The claim failed; it is tried again at `due` */
    retry: (row: ClaimedMail, due: number, error: string) =>
      db.read(function* (): Flow<void> {
        yield* run(retry, row.id, row.leaseUntil, due, error);
      }),
    /** The claim failed for good: its body goes and the admin is alerted */
    fail: (row: ClaimedMail, error: string, at: number) =>
      db.transaction(function* () {
        if (!(yield* finished(row, 'failed', null, error))) return;
        yield* run(dropAttachments, row.id);
        yield* alertRaised(mailFailedAlert(row, error), at);
      }),
    /** The claim has nothing to send any more */
    skip: (row: ClaimedMail, why: string) =>
      db.read(function* (): Flow<void> {
        yield* finished(row, 'skipped', null, why);
      }),
    /** Deletes sent, failed and skipped rows due before `before` */
    prune: (before: number) =>
      db.read(function* (): Flow<void> {
        yield* run(prune, before);
      }),
  };
}

export type MailSenderStore = ReturnType<typeof mailSenderStoreOf>;

/** The outbox on a SQLite file: its queue, and the sender's port */
export function sqliteMailOutbox(sqlite: BetterSqlite3.Database) {
  return { queue: createMailQueue(sqlite), store: portOf(mailSenderStoreOf(sqliteDb(sqlite))) };
}
