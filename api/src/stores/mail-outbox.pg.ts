/**
 * The mail outbox on PostgreSQL: the sender's steps of mail-outbox.ts awaited on the pool. Mails
 * are queued by the stores themselves (`mailQueued` in their flows, or enqueueMail).
 */
import type pg from 'pg';
import { pgDb } from './flow';
import { mailSenderStoreOf, type MailSenderStore } from './mail-outbox';
import { portOf, type Port } from './port';

/** The outbox on PostgreSQL: no queue of its own (the stores use enqueueMail), the sender's port */
export function pgMailOutbox(pool: pg.Pool): { queue: null; store: Port<MailSenderStore> } {
  return { queue: null, store: portOf(mailSenderStoreOf(pgDb(pool))) };
}
