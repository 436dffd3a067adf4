/**
 * Claims of company pages on SQLite: the flows of claims-flows.ts, run synchronously in
 * better-sqlite3's transactions, with the SQLite throttle, mail outbox (which wakes the sender
 * itself) and audit log.
 */
import type { Database } from '#db/client';
import type { MailOutbox } from '../../services/mail-outbox';
import type { AuditLog } from '../../stores/audit';
import { sqliteDb } from '../../stores/flow';
import type { Throttle } from '../../stores/throttle';
import { claimStoreOf, type ClaimEffects } from './claims-flows';

export function createClaimStore(
  { sqlite }: Database,
  parts: { audit: AuditLog; throttle: Throttle; mail: Pick<MailOutbox, 'enqueue'> },
) {
  const { audit, throttle, mail } = parts;
  const effects: ClaimEffects = {
    blockedFor: throttle.blockedFor,
    spend: throttle.spend,
    spendMail: throttle.spendMail,
    enqueue: (kind, message) => mail.enqueue(kind, message),
    record: (entry) => audit.record(entry),
  };
  return claimStoreOf(sqliteDb(sqlite), () => effects);
}

/** (the store's port type and the claim's mail, for the admin's company store and the tests) */
export type { ClaimStore } from './claims-flows';
export type { ClaimMail } from './claims-rules';
