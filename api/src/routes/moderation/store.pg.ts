/**
 * Moderation on PostgreSQL: the flows of flows.ts, awaited step by step in a transaction (a page
 * and its total in one repeatable-read snapshot); the audit entry is written on the
 * transaction's client.
 */
import type pg from 'pg';
import { recordAudit } from '../../stores/audit.pg';
import { pgDb } from '../../stores/flow';
import { portOf, type Port } from '../../stores/port';
import { moderationStoreOf, type ModerationStore } from './flows';

export const createPgModerationStore = (pool: pg.Pool): Port<ModerationStore> =>
  portOf(
    moderationStoreOf(pgDb(pool), pgDb(pool, { isolation: 'repeatable read' }), (q) => ({
      audit: recordAudit.bind(null, q),
    })),
  );
