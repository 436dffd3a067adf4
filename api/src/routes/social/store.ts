/**
 * Social sign-ins on SQLite: the flows of flows.ts, run synchronously in better-sqlite3's
 * transactions.
 */
import type { Database } from '#db/client';
import { sqliteDb } from '../../stores/flow';
import { socialStoreOf } from './flows';

export { HANDOFF_TTL_MS, REVIEWER_SESSION_TTL_MS, STATE_TTL_MS } from './flows';

export const createSocialStore = ({ sqlite }: Database) => socialStoreOf(sqliteDb(sqlite));
