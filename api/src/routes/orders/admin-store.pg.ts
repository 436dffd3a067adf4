/**
 * The admin's view of orders on PostgreSQL: admin-store.ts's flows, the mail queued on the
 * transaction's client and the sender woken after the commit.
 */
import type pg from 'pg';
import type { MailOutbox } from '../../services/mail-outbox';
import { pgDb } from '../../stores/flow';
import { enqueueMail } from '../../stores/mail-queue.pg';
import { portOf, type Port } from '../../stores/port';
import { adminOrderStoreOf, type AdminOrderStore } from './admin-store';

export const createPgAdminOrderStore = (
  pool: pg.Pool,
  mail: Pick<MailOutbox, 'kick'>,
): Port<AdminOrderStore> =>
  portOf(
    adminOrderStoreOf(
      pgDb(pool),
      (c) => ({ queueMail: (kind, message, at) => enqueueMail(c, kind, message, at) }),
      mail.kick,
    ),
  );
