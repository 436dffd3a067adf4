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
import type { Port } from '../stores/port';
import type { ClaimedMail, ComposedMail, MailQueue, MailSenderStore } from '../stores/mail-outbox';
import type { Mailer, MailMessage } from './mail';

export const MAX_ATTEMPTS = 8;
/** A claim older than this is taken to be abandoned (well above the SMTP timeouts in mail.ts) */
export const LEASE_MS = 5 * 60_000;
/** Sent, failed and skipped rows are kept this long, for looking into */
const KEEP_FINISHED_MS = 30 * 24 * 3600_000;

/**
 * Writes the mail(s) of a row queued without a body; null when there is nothing to send any more.
 * The first mail fills the row itself, the others become rows of their own; `eraseSealedToken`
 * erases the row's order's sealed edit token in the same transaction (the mail now carries it).
 */
export type Composer = (row: {
  id: number;
  orderId: number | null;
}) => Promise<{ mails: [ComposedMail, ...ComposedMail[]]; eraseSealedToken?: boolean } | null>;

export interface MailOutboxOptions {
  /**
   * Queues a mail inside the caller's transaction (the SQLite adapter's own, synchronous). None on
   * PostgreSQL: its stores queue with enqueueMail (stores/mail-queue.pg.ts), then call `kick`.
   */
  queue: MailQueue | null;
  /** The sender's steps on the outbox table */
  store: Port<MailSenderStore>;
  mailer: Mailer;
  now: () => number;
  /** Safety-net interval between ticks; enqueue also wakes the sender (production 5 s) */
  tickMs?: number;
  /** First retry delay; doubles with every attempt (production 30 s) */
  backoffBaseMs?: number;
  maxAttempts?: number;
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 500);

export function createMailOutbox(options: MailOutboxOptions) {
  const { queue, store, mailer, now } = options;
  const tickMs = options.tickMs ?? 5000;
  const backoffBaseMs = options.backoffBaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const composers = new Map<string, Composer>();

  /** Records a failed attempt: tried again after a backoff, or failed for good (alerted) */
  async function failed(row: ClaimedMail, error: string): Promise<void> {
    const at = now();
    if (row.attempts < maxAttempts) {
      await store.retry(row, at + backoffBaseMs * 2 ** (row.attempts - 1), error);
    } else {
      await store.fail(row, error, at);
    }
  }

  /** Sends one claimed row; any error is recorded on it (retry or final failure). */
  async function deliver(claimed: ClaimedMail): Promise<void> {
    let row = claimed;
    try {
      if (row.recipient === null) {
        const composer = composers.get(row.kind);
        if (!composer) throw new Error(`no composer for ${row.kind}`);
        const composed = await composer({ id: row.id, orderId: row.orderId });
        if (!composed) {
          await store.skip(row, 'nothing to send');
          return;
        }
        await store.storeComposed(row, composed.mails, now(), composed.eraseSealedToken ?? false);
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
        attachments: await store.attachments(row.id),
        messageId: row.messageId,
      });
    } catch (err) {
      const error = errorText(err);
      console.error(`[mail] outbox ${row.id} (${row.kind}), attempt ${row.attempts}: ${error}`);
      await failed(row, error);
      return;
    }
    await store.sent(row, now());
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
        const row = await store.claim({
          now: at,
          lease: at + LEASE_MS,
          nonce: randomBytes(6).toString('hex'),
          domain: mailer.domain,
        });
        if (!row) break;
        await deliver(row);
        handled++;
      }
    } while (again);
    await store.prune(now() - KEEP_FINISHED_MS);
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
      if (!queue) throw new Error('mail.enqueue is SQLite only: PostgreSQL stores use enqueueMail');
      const id = queue.enqueue(kind, message, now());
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
