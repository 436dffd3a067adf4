/**
 * The notice writes on PostgreSQL: the flows of editing-flows.ts, awaited step by step in a
 * transaction; the draft link's throttle is spent and its mail queued on the transaction's client
 * (the sender kicked after the commit), and a published notice's edit drops this instance's
 * cached lists at once.
 */
import type { PgContext } from '../../stores/pg/context';
import { pgDb } from '../../stores/flow';
import { enqueueMail } from '../../stores/mail-queue.pg';
import { portOf, type Port } from '../../stores/port';
import { noticeEditingOf, type NoticeEditing } from './editing-flows';
import type { ListSignal } from './list-signal.pg';

export function createPgNoticeEditing(ctx: PgContext, signal: ListSignal): Port<NoticeEditing> {
  const { pool, throttle, deps } = ctx;
  return portOf(
    noticeEditingOf(
      pgDb(pool),
      (q) => ({
        spend: throttle.spendIn.bind(null, q),
        mailLink: (message, now) => enqueueMail(q, 'draft_link', message, now),
      }),
      deps.mail.kick,
      () => signal.changed(),
    ),
  );
}
