/**
 * The admin's notice search, hiding and unhiding on PostgreSQL: the flows of hiding.ts, awaited
 * step by step; the name search is the folded full-text column, the audit entry is recorded on
 * the transaction's client, and this instance's cached lists drop the notice after the commit.
 */
import type pg from 'pg';
import { recordAudit } from '../../stores/audit.pg';
import { pgDb } from '../../stores/flow';
import { portOf, type Port } from '../../stores/port';
import { noticeHidingOf, type NoticeHiding } from './hiding';
import type { ListSignal } from './list-signal.pg';
import { tsQuery } from './queries';

export const createPgNoticeHiding = (pool: pg.Pool, signal: ListSignal): Port<NoticeHiding> =>
  portOf(noticeHidingOf(pgDb(pool), tsQuery, recordAudit, () => signal.changed()));
