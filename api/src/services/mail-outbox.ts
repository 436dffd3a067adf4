/**
 * The mail outbox: every mail the server sends is first a `mail_outbox` row, written in the
 * transaction of the change it belongs to (`enqueue`, or the orders_paid_mail trigger), so a
 * crash between that commit and the send loses nothing. The sender job (started with the server,
 * like the push worker) claims due rows one at a time and hands them to the Mailer (SMTP or
 * .eml files):
 *   sent       the body and attachments are erased (they hold private links); the row stays
 *   error      tried again after 30 s, 1 min, 2 min… up to MAX_ATTEMPTS, then failed for good
 *              (body erased, the admin alerted)
 * A claim is one UPDATE (state 'sending', a lease), so no two ticks or processes send a row at
 * once. What it cannot rule out: a process that dies after the SMTP server accepted a mail but
 * before the row is marked sent sends that mail again once the lease ends — with the same
 * Message-ID, fixed per row at its first attempt, so the resend is recognisable.
 *
 * Some rows are queued without a body (`order_paid`: the trigger knows only the order): a
 * composer registered for the kind writes the mail(s) from the database at the first claim, and
 * they are stored before the first send, so every retry sends the very same text and PDF.
 */
import { randomBytes } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { mailOutbox } from '../../../db/schema';
import { raiseAlert } from './alerts';
import type { MailAttachment, Mailer, MailMessage } from './mail';

export const MAX_ATTEMPTS = 8;
/** A claim older than this is taken to be abandoned (well above the SMTP timeouts in mail.ts) */
export const LEASE_MS = 5 * 60_000;
/** Sent, failed and skipped rows are kept this long, for looking into */
const KEEP_FINISHED_MS = 30 * 24 * 3600_000;

/** A mail a composer writes: its kind names it in the outbox */
export interface ComposedMail extends MailMessage {
  kind: string;
}

/**
 * Writes the mail(s) of a row queued without a body; null when there is nothing to send any more.
 * The first mail fills the row itself, the others become rows of their own; `onStored` runs in
 * the same transaction (e.g. to erase a secret the mail now carries).
 */
export type Composer = (row: {
  id: number;
  orderId: number | null;
}) => Promise<{ mails: [ComposedMail, ...ComposedMail[]]; onStored?: () => void } | null>;

export interface MailOutboxOptions {
  sqlite: BetterSqlite3.Database;
  mailer: Mailer;
  now: () => number;
  /** Safety-net interval between ticks; enqueue also wakes the sender (production 5 s) */
  tickMs?: number;
  /** First retry delay; doubles with every attempt (production 30 s) */
  backoffBaseMs?: number;
  maxAttempts?: number;
}

/** A claimed row: the claim names its columns as the schema does and sets the last two */
type Row = Pick<
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

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 500);

export function createMailOutbox(options: MailOutboxOptions) {
  const { sqlite, mailer, now } = options;
  const tickMs = options.tickMs ?? 5000;
  const backoffBaseMs = options.backoffBaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const composers = new Map<string, Composer>();

  const insert = sqlite
    .prepare(
      `INSERT INTO mail_outbox (kind, recipient, reply_to, subject, text_body, html_body, due_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .pluck();
  const insertAttachment = sqlite.prepare(
    `INSERT INTO mail_outbox_attachments (mail_id, filename, content_type, content)
     VALUES (?, ?, ?, ?)`,
  );
  // the oldest due row, or one whose claim ran out (its process died mid-send)
  const claim = sqlite.prepare(
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
  const attachments = sqlite.prepare(
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

  function store(kind: string, message: MailMessage, at: number): number {
    const id = insert.get(
      kind,
      message.to,
      message.replyTo ?? null,
      message.subject,
      message.text,
      message.html ?? null,
      at,
    ) as number;
    for (const a of message.attachments ?? []) {
      insertAttachment.run(id, a.filename, a.contentType, a.content);
    }
    return id;
  }

  const storeComposed = sqlite.transaction(
    (row: Row, mails: ComposedMail[], onStored: (() => void) | undefined) => {
      const [first, ...rest] = mails;
      fill.run(first!.kind, first!.to, first!.subject, first!.text, first!.html ?? null, row.id);
      for (const a of first!.attachments ?? []) {
        insertAttachment.run(row.id, a.filename, a.contentType, a.content);
      }
      for (const mail of rest) store(mail.kind, mail, now());
      onStored?.();
    },
  );

  const settle = sqlite.transaction(
    (row: Row, outcome: { sent: true } | { sent: false; error: string }) => {
      const at = now();
      const claimOf = { id: row.id, lease: row.leaseUntil };
      if (outcome.sent) {
        if (finish.run({ ...claimOf, state: 'sent', sentAt: at, error: null }).changes) {
          dropAttachments.run(row.id);
        }
        return;
      }
      if (row.attempts < maxAttempts) {
        const due = at + backoffBaseMs * 2 ** (row.attempts - 1);
        retry.run({ ...claimOf, due, error: outcome.error });
        return;
      }
      if (!finish.run({ ...claimOf, state: 'failed', sentAt: null, error: outcome.error }).changes)
        return;
      dropAttachments.run(row.id);
      raiseAlert(
        sqlite,
        {
          kind: 'mail_failed',
          message: `Kirja ei õnnestunud saata ${row.attempts} katsega (${row.kind}).`,
          details: { mailId: row.id, kind: row.kind, orderId: row.orderId, error: outcome.error },
        },
        at,
      );
    },
  );

  const skip = (row: Row, why: string) =>
    finish.run({ id: row.id, lease: row.leaseUntil, state: 'skipped', sentAt: null, error: why });

  /** Sends one claimed row; any error is recorded on it (retry or final failure). */
  async function deliver(claimed: Row): Promise<void> {
    let row = claimed;
    try {
      if (row.recipient === null) {
        const composer = composers.get(row.kind);
        if (!composer) throw new Error(`no composer for ${row.kind}`);
        const composed = await composer({ id: row.id, orderId: row.orderId });
        if (!composed) {
          skip(row, 'nothing to send');
          return;
        }
        storeComposed(row, composed.mails, composed.onStored);
        const first = composed.mails[0];
        row = { ...row, recipient: first.to, subject: first.subject, textBody: first.text };
        row.htmlBody = first.html ?? null;
      }
      await mailer.send({
        to: row.recipient!,
        ...(row.replyTo === null ? {} : { replyTo: row.replyTo }),
        subject: row.subject ?? '',
        text: row.textBody ?? '',
        ...(row.htmlBody === null ? {} : { html: row.htmlBody }),
        attachments: attachments.all(row.id) as MailAttachment[],
        messageId: row.messageId,
      });
    } catch (err) {
      const error = errorText(err);
      console.error(`[mail] outbox ${row.id} (${row.kind}), attempt ${row.attempts}: ${error}`);
      settle(row, { sent: false, error });
      return;
    }
    settle(row, { sent: true });
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;

  /** Sends every due row; returns how many rows it handled. One tick at a time. */
  async function drain(): Promise<number> {
    let handled = 0;
    do {
      again = false;
      for (;;) {
        const at = now();
        const row = claim.get({
          now: at,
          lease: at + LEASE_MS,
          nonce: randomBytes(6).toString('hex'),
          domain: mailer.domain,
        }) as Row | undefined;
        if (!row) break;
        await deliver(row);
        handled++;
      }
    } while (again);
    prune.run(now() - KEEP_FINISHED_MS);
    return handled;
  }

  function tick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = null;
    });
    return running;
  }

  /** Wakes the sender soon (after the caller's transaction); nothing when it is not started */
  function kick(): void {
    if (timer) setImmediate(() => void tick().catch(logTickError));
  }

  return {
    /**
     * Queues a mail; call it inside the transaction of the change it belongs to. The sender is
     * woken once the current synchronous work (and so that transaction) is over.
     */
    enqueue(kind: string, message: MailMessage): number {
      const id = store(kind, message, now());
      kick();
      return id;
    },

    /** Registers how rows of `kind` queued without a body are written */
    compose(kind: string, composer: Composer): void {
      composers.set(kind, composer);
    },

    kick,

    start(): void {
      if (timer) return;
      timer = setInterval(() => void tick().catch(logTickError), tickMs);
      timer.unref();
      kick();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },

    tick,

    /** Where mail goes, for the start-up log */
    description: mailer.description,
  };
}

function logTickError(err: unknown): void {
  console.error('[mail] sender tick failed:', err);
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
