/**
 * Queueing a mail on PostgreSQL for a store not yet written as flows, inside the transaction of
 * the change it belongs to (mail-outbox.ts's `mailQueued`, run on its client). After the commit,
 * call the outbox's `kick()`, so the sender goes out at once instead of at its next tick.
 */
import type { MailMessage } from '../services/mail';
import { onPg } from './flow';
import { mailQueued } from './mail-outbox';
import type { Queryable } from './pg/sql';

/** The new row's id; call it with the client of the change's transaction */
export const enqueueMail = (q: Queryable, kind: string, message: MailMessage, at: number) =>
  onPg(q, mailQueued(kind, message, at));
