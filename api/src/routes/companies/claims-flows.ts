/**
 * Claims of company pages, written once for both databases (decision 0109): a provider asks for
 * a page by its registry code, and the link mailed to the company's listed e-mail (token stored
 * hashed) or an admin confirms it, which makes the provider the page's owner. Every change of a
 * company's claims (a request, a confirmation, a rejection) locks the company's row first
 * (PostgreSQL; SQLite's transaction holds the whole file), so two claimants of one page go one
 * after the other, and takes an advisory lock on the claimant, so one account cannot come to own
 * two pages by confirming two claims at once. The claim, its mail and the mail allowance commit
 * together. claims-store.ts (SQLite) and claims-store.pg.ts give only the throttle, the mail
 * queue and the audit log their own way.
 */
import { hashToken, newToken } from '../../lib/tokens';
import type { MailMessage } from '../../services/mail';
import type { AuditActor, AuditEntry } from '../../stores/audit';
import { all, get, run, sql, wait, type Db, type Flow, type Maybe } from '../../stores/flow';
import { type MailSender, type ThrottleCheck, type ThrottleRule } from '../../stores/throttle';
import { companyDetailOf, type CompanyDetail } from './store';
import {
  CLAIM_LINK_TTL_MS,
  CLAIM_MAIL_RULE,
  type Claim,
  type PendingClaim,
  type OwnClaim,
  type ClaimMail,
  type RequestOutcome,
  type ConfirmOutcome,
  MailRefused,
  checkClaimable,
  checkRequest,
  claimTaken,
  claimDecisionEntry,
  claimNotFound,
  refusal,
} from './claims-rules';

const CLAIM_COLUMNS = `id, company_id AS "companyId", user_id AS "userId",
  registry_code AS "registryCode", token_hash AS "tokenHash", status, created_at AS "createdAt",
  expires_at AS "expiresAt", decided_at AS "decidedAt", decided_by AS "decidedBy"`;
const PENDING_COLUMNS = `cc.id, cc.company_id AS "companyId", c.name AS "companyName",
  cc.user_id AS "userId", u.name AS "userName", u.email AS "userEmail",
  cc.registry_code AS "registryCode", cc.created_at AS "createdAt", cc.expires_at AS "expiresAt"
  FROM company_claims cc JOIN companies c ON c.id = cc.company_id
  JOIN users u ON u.id = cc.user_id`;
const COMPANY = `SELECT id, name, email, verified_at AS "verifiedAt" FROM companies WHERE id = $1`;

interface CompanyRow {
  id: number;
  name: string;
  email: string | null;
  verifiedAt: number | null;
}

/** The company's row, locked until the transaction ends (PostgreSQL) */
const lockCompany = sql<CompanyRow, [number]>('claims_lock_company', {
  sqlite: COMPANY,
  pg: `${COMPANY} FOR UPDATE`,
});
/** The claimant's claims, one transaction at a time (PostgreSQL) */
const lockClaimant = sql<never, [string]>('claims_lock_claimant', {
  sqlite: null,
  pg: `SELECT pg_advisory_xact_lock(hashtextextended('company-claimant:' || $1, 0))`,
});
const ownedCompany = sql<{ id: number }, [number]>(
  'claims_owned_company',
  'SELECT id FROM companies WHERE owner_user_id = $1 AND verified_at IS NOT NULL',
);
const codeElsewhere = sql<{ id: number }, [string, number]>(
  'claims_code_elsewhere',
  'SELECT id FROM companies WHERE registry_code = $1 AND id <> $2',
);
const livePendingElsewhere = sql<{ id: number }, [number, number, number]>(
  'claims_pending_elsewhere',
  `SELECT id FROM company_claims WHERE user_id = $1 AND status = 'pending'
     AND company_id <> $2 AND expires_at > $3`,
);
const dropOwnPending = sql<never, [number, number]>(
  'claims_drop_own_pending',
  `DELETE FROM company_claims WHERE company_id = $1 AND user_id = $2 AND status = 'pending'`,
);
const insertClaim = sql<never, [number, number, string, string, number, number]>(
  'claims_insert',
  `INSERT INTO company_claims (company_id, user_id, registry_code, token_hash, created_at,
     expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
);
const pendingByToken = sql<Claim, [string, number]>(
  'claims_pending_by_token',
  `SELECT ${CLAIM_COLUMNS} FROM company_claims
    WHERE token_hash = $1 AND status = 'pending' AND expires_at > $2`,
);
const pendingById = sql<Claim, [number]>(
  'claims_pending_by_id',
  `SELECT ${CLAIM_COLUMNS} FROM company_claims WHERE id = $1 AND status = 'pending'`,
);
/**
 * Whether a link that opens no pending claim was another claimant's loss: its claim was
 * rejected when someone else's claim of the page was confirmed
 */
const takenByToken = sql<{ one: number }, [string]>(
  'claims_taken_by_token',
  `SELECT 1 AS one FROM company_claims cc JOIN companies c ON c.id = cc.company_id
   WHERE cc.token_hash = $1 AND cc.status = 'rejected' AND c.verified_at IS NOT NULL
     AND c.owner_user_id <> cc.user_id`,
);
const makeOwner = sql<never, [number, number, number, string]>(
  'claims_make_owner',
  `UPDATE companies SET owner_user_id = $2, verified_at = $3, registry_code = $4,
     updated_at = $3 WHERE id = $1`,
);
const decide = sql<never, [number, number, number, number | null]>(
  'claims_decide',
  `UPDATE company_claims SET status = CASE WHEN id = $2 THEN 'confirmed' ELSE 'rejected' END,
     decided_at = $3, decided_by = $4
   WHERE company_id = $1 AND status = 'pending'`,
);
const rejectOne = sql<never, [number, number, number]>(
  'claims_reject',
  `UPDATE company_claims SET status = 'rejected', decided_at = $2, decided_by = $3
    WHERE id = $1 AND status = 'pending'`,
);
const livePendingOfUser = sql<OwnClaim, [number, number]>(
  'claims_pending_of_user',
  `SELECT cc.id, cc.company_id AS "companyId", c.name AS "companyName",
     c.email AS "companyEmail", cc.registry_code AS "registryCode", cc.status,
     cc.created_at AS "createdAt", cc.expires_at AS "expiresAt"
   FROM company_claims cc JOIN companies c ON c.id = cc.company_id
   WHERE cc.user_id = $1 AND cc.status = 'pending' AND cc.expires_at > $2
   ORDER BY cc.created_at DESC, cc.id DESC`,
);
const pendingList = sql<PendingClaim>(
  'claims_pending',
  `SELECT ${PENDING_COLUMNS} WHERE cc.status = 'pending'
   ORDER BY cc.created_at DESC, cc.id DESC LIMIT 100`,
);
const pendingOfCompany = sql<PendingClaim, [number]>(
  'claims_pending_of_company',
  `SELECT ${PENDING_COLUMNS} WHERE cc.company_id = $1 AND cc.status = 'pending'
   ORDER BY cc.created_at DESC, cc.id DESC`,
);

/** One company's claims waiting for a decision, newest first */
export const claimsPendingFor = (companyId: number) => all(pendingOfCompany, companyId);

/** What each database does its own way, inside the claim's transaction */
export interface ClaimEffects {
  /** How long the rule's key is blocked (0: not blocked) */
  blockedFor(rule: ThrottleRule, parts: string[], now: number): Maybe<number>;
  /** Counts the checks, or none: the wait when one is blocked, else 0 */
  spend(checks: readonly ThrottleCheck[], now: number): Maybe<number>;
  /** Counts the mail `who` causes, or refuses it: the wait, else 0 */
  spendMail(who: MailSender, now: number): Maybe<number>;
  /** Queues a mail, sent once the transaction commits */
  enqueue(kind: string, message: MailMessage, now: number): Maybe<unknown>;
  /** The admin's decision in the audit log */
  record(entry: AuditEntry): Maybe<void>;
}

/** checkClaimable on the rows as they are (the company's row locked first): the company */
function* assertClaimable(companyId: number, userId: number, code: string): Flow<CompanyRow> {
  const company = yield* get(lockCompany, companyId);
  yield* run(lockClaimant, String(userId));
  checkClaimable(companyId, {
    company,
    owned: yield* get(ownedCompany, userId),
    codeElsewhere: (yield* get(codeElsewhere, code, companyId)) !== undefined,
  });
  return company!;
}

/** Makes the claim's user the owner; every other pending claim of the company is rejected */
function* grant(claim: Claim, adminId: number | null, now: number): Flow<number> {
  yield* assertClaimable(claim.companyId, claim.userId, claim.registryCode);
  yield* run(makeOwner, claim.companyId, claim.userId, now, claim.registryCode);
  yield* run(decide, claim.companyId, claim.id, now, adminId);
  return claim.companyId;
}

/** The page as it shows after a confirmed claim */
function* confirmedPage(companyId: number, now: number): Flow<CompanyDetail> {
  return (yield* companyDetailOf(String(companyId), now))!;
}

/**
 * A pending claim found by `find`, read again once its company's row is locked: every change of
 * a company's claims holds that lock, so the claim stays as read until the transaction ends.
 */
function* lockedPending(find: () => Flow<Claim | undefined>): Flow<Claim | undefined> {
  const claim = yield* find();
  if (!claim) return undefined;
  yield* get(lockCompany, claim.companyId);
  return yield* find();
}

/** An outcome from a request's answer (now or its promise): a refused mail as its outcome */
function requested(answer: () => Maybe<string>): Maybe<RequestOutcome> {
  const ok = (mailedTo: string): RequestOutcome => ({ ok: true, mailedTo });
  try {
    const mailedTo = answer();
    return mailedTo instanceof Promise ? mailedTo.then(ok, refusal) : ok(mailedTo);
  } catch (err) {
    return refusal(err);
  }
}

/**
 * The claim store on a database; `effects` spend the mail allowances, queue the mail and write
 * the audit log inside `tx`; `committed` runs after a claim's mail is committed (wakes the sender)
 */
export function claimStoreOf<Tx>(
  db: Db<Tx>,
  effects: (tx: Tx) => ClaimEffects,
  committed?: () => void,
) {
  const byId = (claimId: number) => lockedPending(() => get(pendingById, claimId));
  return {
    /**
     * A new claim, its link mailed to the company's address in the same transaction. A mail
     * limit (three links to one company an hour, the form's mail allowance) refuses it; 409 when
     * the company is verified, its code belongs to another company, the user owns another page,
     * or the user's own claim of another page is still waiting; the user's own earlier claim of
     * this page is replaced. Other claimants' waiting claims do not block it.
     */
    request: (
      claim: { companyId: number; userId: number; code: string },
      claimMail: ClaimMail,
      now: number,
    ) =>
      requested(() =>
        db.transaction(function* (tx): Flow<string> {
          const { companyId, userId, code } = claim;
          const perCompany = [String(companyId)];
          const blocked = yield* wait(effects(tx).blockedFor(CLAIM_MAIL_RULE, perCompany, now));
          if (blocked) throw new MailRefused(blocked);
          const company = yield* assertClaimable(companyId, userId, code);
          // the claimant's lock (assertClaimable) keeps two claims of one account in turn
          const elsewhere = yield* get(livePendingElsewhere, userId, companyId, now);
          const email = checkRequest(elsewhere !== undefined, company.email);
          yield* run(dropOwnPending, companyId, userId);
          const token = newToken();
          const expires = now + CLAIM_LINK_TTL_MS;
          yield* run(insertClaim, companyId, userId, code, hashToken(token), now, expires);
          // the claim, its mail and the mail allowance commit together: a refused claim costs none
          const mailWait = yield* wait(effects(tx).spendMail(claimMail.cause.who, now));
          if (mailWait) throw new MailRefused(mailWait);
          // the company's links an hour: counted under its lock, so parallel requests see each other
          const spent = yield* wait(effects(tx).spend([[CLAIM_MAIL_RULE, perCompany]], now));
          if (spent) throw new MailRefused(spent);
          const to = { name: company.name, email };
          yield* wait(effects(tx).enqueue('company_claim', claimMail.compose(token, to), now));
          return to.email;
        }, committed),
      ),

    /**
     * The mailed link, opened by its claimant: the claim is confirmed once, within 48 hours;
     * 409 company_claimed when another claimant's link of the page was confirmed first.
     */
    confirm: (token: string, userId: number, now: number) =>
      db.transaction(function* (): Flow<ConfirmOutcome> {
        const tokenHash = hashToken(token);
        const claim = yield* lockedPending(() => get(pendingByToken, tokenHash, now));
        if (!claim) {
          if (yield* get(takenByToken, tokenHash)) throw claimTaken();
          return { ok: false, reason: 'invalid' };
        }
        if (claim.userId !== userId) return { ok: false, reason: 'not_claimant' };
        return { ok: true, company: yield* confirmedPage(yield* grant(claim, null, now), now) };
      }),

    /**
     * An admin confirms a pending claim (expired or not), with its audit entry: the company's
     * page as it shows now; 404 when there is none.
     */
    confirmByAdmin: (claimId: number, actor: AuditActor, now: number) =>
      db.transaction(function* (tx): Flow<CompanyDetail> {
        const claim = yield* byId(claimId);
        if (!claim) throw claimNotFound();
        const companyId = yield* grant(claim, actor.id, now);
        yield* wait(effects(tx).record(claimDecisionEntry('verify', claim, actor, now)));
        return yield* confirmedPage(companyId, now);
      }),

    /**
     * An admin rejects a pending claim (its link stops working; the page stays unclaimed), in
     * the audit log; 404 when there is none.
     */
    rejectByAdmin: (claimId: number, actor: AuditActor, now: number) =>
      db.transaction(function* (tx): Flow<number> {
        const claim = yield* byId(claimId);
        if (!claim) throw claimNotFound();
        yield* run(rejectOne, claimId, now, actor.id);
        yield* wait(effects(tx).record(claimDecisionEntry('reject', claim, actor, now)));
        return claim.companyId;
      }),

    /** A user's own claims whose link still works, newest first (the claimant's "sent" state). */
    pendingOf: (userId: number, now: number) => db.read(() => all(livePendingOfUser, userId, now)),

    /** The claims waiting for a decision, newest first (the admin's list). */
    pending: () => db.read(() => all(pendingList)),

    /** One company's claims waiting for a decision, newest first (the admin's company page). */
    pendingFor: (companyId: number) => db.read(() => claimsPendingFor(companyId)),
  };
}

export type ClaimStore = ReturnType<typeof claimStoreOf>;
