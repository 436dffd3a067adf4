/**
 * Claims of company pages on PostgreSQL (claims-store.ts holds the rules). Every change of a
 * company's claims (a request, a confirmation, a rejection) locks the company's row first, so
 * two claimants of one page go one after the other, and take an advisory lock on the claimant, so one account cannot come to own two pages
 * by confirming two claims at once. The claim, its mail and the mail allowance commit together;
 * the sender is woken after the commit.
 */
import { hashToken, newToken } from '../../lib/tokens';
import { recordAudit } from '../../stores/audit.pg';
import type { AuditActor } from '../../stores/audit';
import { onPg } from '../../stores/flow';
import { enqueueMail } from '../../stores/mail-queue.pg';
import type { PgContext } from '../../stores/pg/context';
import { all, get, run, transaction, type Queryable } from '../../stores/pg/sql';
import type { Port } from '../../stores/port';
import {
  checkClaimable,
  checkRequest,
  claimDecisionEntry,
  CLAIM_LINK_TTL_MS,
  CLAIM_MAIL_RULE,
  type Claim,
  type ClaimMail,
  claimNotFound,
  type ClaimStore,
  claimTaken,
  takenClaimSql,
  type ConfirmOutcome,
  MailRefused,
  refusal,
  type RequestOutcome,
} from './claims-store';
import { companyDetailOf, type CompanyDetail } from './store';

const CLAIM_COLUMNS = `id, company_id AS "companyId", user_id AS "userId",
  registry_code AS "registryCode", token_hash AS "tokenHash", status, created_at AS "createdAt",
  expires_at AS "expiresAt", decided_at AS "decidedAt", decided_by AS "decidedBy"`;
const PENDING_COLUMNS = `cc.id, cc.company_id AS "companyId", c.name AS "companyName",
  cc.user_id AS "userId", u.name AS "userName", u.email AS "userEmail",
  cc.registry_code AS "registryCode", cc.created_at AS "createdAt", cc.expires_at AS "expiresAt"
  FROM company_claims cc JOIN companies c ON c.id = cc.company_id
  JOIN users u ON u.id = cc.user_id`;

type PendingClaim = Awaited<ReturnType<ClaimStore['pending']>>[number];

interface CompanyRow {
  id: number;
  name: string;
  email: string | null;
  verifiedAt: number | null;
}

/** The company's row, locked until the transaction ends */
const lockCompany = (q: Queryable, companyId: number) =>
  get<CompanyRow>(
    q,
    `SELECT id, name, email, verified_at AS "verifiedAt" FROM companies WHERE id = $1 FOR UPDATE`,
    [companyId],
  );

/** The claimant's claims, one transaction at a time */
const lockClaimant = (q: Queryable, userId: number) =>
  run(q, `SELECT pg_advisory_xact_lock(hashtextextended('company-claimant:' || $1, 0))`, [
    String(userId),
  ]);

/** claims-store.ts checkClaimable on the rows as they are (the company's row locked first) */
async function assertClaimable(q: Queryable, companyId: number, userId: number, code: string) {
  const company = await lockCompany(q, companyId);
  await lockClaimant(q, userId);
  checkClaimable(companyId, {
    company,
    owned: await get<{ id: number }>(
      q,
      'SELECT id FROM companies WHERE owner_user_id = $1 AND verified_at IS NOT NULL',
      [userId],
    ),
    codeElsewhere: !!(await get(
      q,
      'SELECT id FROM companies WHERE registry_code = $1 AND id <> $2',
      [code, companyId],
    )),
  });
  return company!;
}

/** Makes the claim's user the owner; every other pending claim of the company is rejected */
async function grant(q: Queryable, claim: Claim, adminId: number | null, now: number) {
  await assertClaimable(q, claim.companyId, claim.userId, claim.registryCode);
  await run(
    q,
    `UPDATE companies SET owner_user_id = $2, verified_at = $3, registry_code = $4,
       updated_at = $3 WHERE id = $1`,
    [claim.companyId, claim.userId, now, claim.registryCode],
  );
  await run(
    q,
    `UPDATE company_claims SET status = CASE WHEN id = $2 THEN 'confirmed' ELSE 'rejected' END,
       decided_at = $3, decided_by = $4
     WHERE company_id = $1 AND status = 'pending'`,
    [claim.companyId, claim.id, now, adminId],
  );
  return claim.companyId;
}

/** The page as it shows after a confirmed claim */
const confirmedPage = async (q: Queryable, companyId: number, now: number) =>
  (await onPg(q, companyDetailOf(String(companyId), now)))!;

/**
 * A pending claim found by `find`, read again once its company's row is locked: every change of
 * a company's claims holds that lock, so the claim stays as read until the transaction ends.
 */
async function lockedPending(q: Queryable, find: () => Promise<Claim | undefined>) {
  const claim = await find();
  if (!claim) return undefined;
  await lockCompany(q, claim.companyId);
  return find();
}

const pendingById = (q: Queryable, claimId: number) =>
  lockedPending(q, () =>
    get<Claim>(
      q,
      `SELECT ${CLAIM_COLUMNS} FROM company_claims WHERE id = $1 AND status = 'pending'`,
      [claimId],
    ),
  );

export function createPgClaims({ pool, throttle, deps }: PgContext): Port<ClaimStore> {
  const perCompany = (companyId: number) => [String(companyId)];

  /** The claim and its mail (see claims-store.ts `request`); throws MailRefused to unwind it */
  const requestInTransaction = (
    companyId: number,
    userId: number,
    code: string,
    claimMail: ClaimMail,
    now: number,
  ) =>
    transaction(pool, async (q) => {
      const company = await assertClaimable(q, companyId, userId, code);
      // the claimant's lock (assertClaimable) keeps two claims of one account one after the other
      const elsewhere = await get(
        q,
        `SELECT id FROM company_claims WHERE user_id = $1 AND status = 'pending'
           AND company_id <> $2 AND expires_at > $3`,
        [userId, companyId, now],
      );
      const email = checkRequest(!!elsewhere, company.email);
      await run(
        q,
        `DELETE FROM company_claims WHERE company_id = $1 AND user_id = $2 AND status = 'pending'`,
        [companyId, userId],
      );
      const token = newToken();
      await run(
        q,
        `INSERT INTO company_claims (company_id, user_id, registry_code, token_hash, created_at,
           expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [companyId, userId, code, hashToken(token), now, now + CLAIM_LINK_TTL_MS],
      );
      // the claim, its mail and the mail allowance commit together: a refused claim costs none
      const wait = await throttle.spendMailIn(q, claimMail.cause.who, now);
      if (wait) throw new MailRefused(wait);
      // the company's links an hour: counted under its lock, so parallel requests see each other
      const blocked = await throttle.spendIn(q, [[CLAIM_MAIL_RULE, perCompany(companyId)]], now);
      if (blocked) throw new MailRefused(blocked);
      const to = { name: company.name, email };
      await enqueueMail(q, 'company_claim', claimMail.compose(token, to), now);
      return to.email;
    });

  return {
    async request(claim, claimMail, now): Promise<RequestOutcome> {
      const { companyId, userId, code } = claim;
      try {
        const blocked = await throttle.port.blockedFor(CLAIM_MAIL_RULE, perCompany(companyId), now);
        if (blocked) throw new MailRefused(blocked);
        const mailedTo = await requestInTransaction(companyId, userId, code, claimMail, now);
        deps.mail.kick();
        return { ok: true, mailedTo };
      } catch (err) {
        return refusal(err);
      }
    },

    confirm: (token: string, userId: number, now: number) =>
      transaction(pool, async (q): Promise<ConfirmOutcome> => {
        const claim = await lockedPending(q, () =>
          get<Claim>(
            q,
            `SELECT ${CLAIM_COLUMNS} FROM company_claims
              WHERE token_hash = $1 AND status = 'pending' AND expires_at > $2`,
            [hashToken(token), now],
          ),
        );
        if (!claim) {
          if (await get(q, takenClaimSql('$1'), [hashToken(token)])) throw claimTaken();
          return { ok: false, reason: 'invalid' };
        }
        if (claim.userId !== userId) return { ok: false, reason: 'not_claimant' };
        return { ok: true, company: await confirmedPage(q, await grant(q, claim, null, now), now) };
      }),

    confirmByAdmin: (claimId: number, actor: AuditActor, now: number) =>
      transaction(pool, async (q): Promise<CompanyDetail> => {
        const claim = await pendingById(q, claimId);
        if (!claim) throw claimNotFound();
        const companyId = await grant(q, claim, actor.id, now);
        await recordAudit(q, claimDecisionEntry('verify', claim, actor, now));
        return confirmedPage(q, companyId, now);
      }),

    rejectByAdmin: (claimId: number, actor: AuditActor, now: number) =>
      transaction(pool, async (q) => {
        const claim = await pendingById(q, claimId);
        if (!claim) throw claimNotFound();
        await run(
          q,
          `UPDATE company_claims SET status = 'rejected', decided_at = $2, decided_by = $3
            WHERE id = $1 AND status = 'pending'`,
          [claimId, now, actor.id],
        );
        await recordAudit(q, claimDecisionEntry('reject', claim, actor, now));
        return claim.companyId;
      }),

    pendingOf: (userId: number, now: number) =>
      all<Awaited<ReturnType<ClaimStore['pendingOf']>>[number]>(
        pool,
        `SELECT cc.id, cc.company_id AS "companyId", c.name AS "companyName",
           c.email AS "companyEmail", cc.registry_code AS "registryCode", cc.status,
           cc.created_at AS "createdAt", cc.expires_at AS "expiresAt"
         FROM company_claims cc JOIN companies c ON c.id = cc.company_id
         WHERE cc.user_id = $1 AND cc.status = 'pending' AND cc.expires_at > $2
         ORDER BY cc.created_at DESC, cc.id DESC`,
        [userId, now],
      ),

    pending: () =>
      all<PendingClaim>(
        pool,
        `SELECT ${PENDING_COLUMNS} WHERE cc.status = 'pending'
         ORDER BY cc.created_at DESC, cc.id DESC LIMIT 100`,
      ),

    pendingFor: (companyId: number) =>
      all<PendingClaim>(
        pool,
        `SELECT ${PENDING_COLUMNS} WHERE cc.company_id = $1 AND cc.status = 'pending'
         ORDER BY cc.created_at DESC, cc.id DESC`,
        [companyId],
      ),
  };
}
