/**
 * Claims of company pages on PostgreSQL: the flows of claims-flows.ts, awaited step by step in a
 * transaction, the mail allowances spent and the mail queued on its client; the sender is woken
 * after the commit.
 */
import { recordAudit } from '../../stores/audit.pg';
import { pgDb } from '../../stores/flow';
import { enqueueMail } from '../../stores/mail-queue.pg';
import type { PgContext } from '../../stores/pg/context';
import { portOf, type Port } from '../../stores/port';
import { claimStoreOf, type ClaimStore } from './claims-flows';

export const createPgClaims = ({ pool, throttle, deps }: PgContext): Port<ClaimStore> =>
  portOf(
    claimStoreOf(
      pgDb(pool),
      (q) => ({
        // read before the claim's locks, as a first refusal (spend counts it under them)
        blockedFor: throttle.port.blockedFor,
        spend: throttle.spendIn.bind(null, q),
        spendMail: throttle.spendMailIn.bind(null, q),
        enqueue: enqueueMail.bind(null, q),
        record: recordAudit.bind(null, q),
      }),
      deps.mail.kick,
    ),
  );
