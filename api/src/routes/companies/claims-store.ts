/**
 * Claims of company pages: a provider asks for a page by its registry code, and the link mailed
 * to the company's listed e-mail (token stored hashed) or an admin confirms it, which makes the
 * provider the page's owner. On drizzle's prepared queries (not a hot path).
 */
import { and, desc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { companies, companyClaims, users } from '../../../../db/schema';
import { DomainError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { answeredNow } from '../../stores/flow';
import type { MailMessage } from '../../services/mail';
import type { MailOutbox } from '../../services/mail-outbox';
import type { AuditActor, AuditEntry, AuditLog } from '../../stores/audit';
import { hourly, type Throttle } from '../../stores/throttle';
import type { CompanyDetail, CompanyStore } from './store';

/** How long the mailed link works, and how long a pending claim holds its claimant's one claim */
export const CLAIM_LINK_TTL_MS = 48 * 3600_000;

/** Claim links mailed to one company an hour, whoever asks */
export const CLAIM_MAIL_RULE = hourly('claim-mail', 3);

const param = sql.placeholder;

export type Claim = typeof companyClaims.$inferSelect;

/** The claim's mail: who causes it (counted against the forms' mail limits) and its text from the link's token */
export interface ClaimMail {
  cause: { who: { address: string; visitor: string } };
  compose: (token: string, company: { name: string; email: string }) => MailMessage;
}

/** What asking for a claim did: mailed the link (to the company's address), or a mail limit */
export type RequestOutcome = { ok: true; mailedTo: string } | { ok: false; retryAfterMs: number };

/** What confirming a link found: the company it confirmed (as its page shows it), or why not */
export type ConfirmOutcome =
  { ok: true; company: CompanyDetail } | { ok: false; reason: 'invalid' | 'not_claimant' };

/** Unwinds the request's transaction when a mail limit refuses its mail */
export class MailRefused extends Error {
  constructor(readonly retryAfterMs: number) {
    super('mail_refused');
  }
}

/** What decides whether a company may be claimed, as read in the claim's transaction */
export interface ClaimableFacts {
  company: { verifiedAt: number | null } | undefined;
  /** The confirmed page the user owns already, if any */
  owned: { id: number } | undefined;
  /** The registry code is another company's */
  codeElsewhere: boolean;
}

/** Why a claim cannot go ahead: 404 no company, 409 owned, the user owns another, the code is taken */
export function checkClaimable(companyId: number, facts: ClaimableFacts): void {
  if (!facts.company) throw new DomainError('not_found', 'not_found', 'errors.notFound');
  if (facts.company.verifiedAt !== null) {
    throw new DomainError('conflict', 'company_verified', 'claims.verified');
  }
  if (facts.owned && facts.owned.id !== companyId) {
    throw new DomainError('conflict', 'owns_company', 'claims.ownsCompany');
  }
  if (facts.codeElsewhere) {
    throw new DomainError('conflict', 'registry_code_taken', 'claims.codeTaken');
  }
}

/**
 * A new claim's checks after checkClaimable: the claimant's own live claim of another page (an
 * account holds one pending claim at a time), no address to mail. Someone else's pending claim
 * of the same page blocks nothing: each link goes to the company's own mailbox, and the first
 * confirmed wins (decision 0043).
 */
export function checkRequest(pendingElsewhere: boolean, email: string | null): string {
  if (pendingElsewhere) {
    throw new DomainError('conflict', 'claim_pending_elsewhere', 'claims.pendingElsewhere');
  }
  if (!email) throw new DomainError('conflict', 'no_email', 'claims.noEmail');
  return email;
}

/**
 * Whether a link that opens no pending claim was another claimant's loss: its claim was
 * rejected when someone else's claim of the page was confirmed (`?` or `$1`: the token's hash)
 */
export const takenClaimSql = (hash: string) =>
  `SELECT 1 FROM company_claims cc JOIN companies c ON c.id = cc.company_id
   WHERE cc.token_hash = ${hash} AND cc.status = 'rejected' AND c.verified_at IS NOT NULL
     AND c.owner_user_id <> cc.user_id`;

/** 409: the link's page was confirmed for someone else first */
export const claimTaken = () =>
  new DomainError('conflict', 'company_claimed', 'claims.claimedByOther');

/** The audit entry of an admin's decision on a pending claim */
export function claimDecisionEntry(
  decision: 'verify' | 'reject',
  claim: Pick<Claim, 'id' | 'companyId' | 'userId'>,
  actor: AuditActor,
  now: number,
): AuditEntry {
  const entry = { actor, entityId: claim.id, at: now };
  return decision === 'verify'
    ? {
        ...entry,
        action: 'claim.verify',
        after: { companyId: claim.companyId, userId: claim.userId },
      }
    : {
        ...entry,
        action: 'claim.reject',
        before: { status: 'pending', companyId: claim.companyId, userId: claim.userId },
        after: { status: 'rejected' },
      };
}

/** 404 for a claim id that names no pending claim */
export const claimNotFound = () =>
  new DomainError('not_found', 'claim_not_found', 'claims.notFound');

/** A request's refusal by a mail limit as its outcome; any other error is thrown on */
export function refusal(err: unknown): RequestOutcome {
  if (err instanceof MailRefused) return { ok: false, retryAfterMs: err.retryAfterMs };
  throw err;
}

export function createClaimStore(
  { db, sqlite }: Database,
  parts: {
    audit: AuditLog;
    throttle: Throttle;
    mail: Pick<MailOutbox, 'enqueue'>;
    companies: Pick<CompanyStore, 'companyDetail'>;
  },
) {
  const { audit, throttle, mail, companies: companyStore } = parts;
  const companyById = db
    .select({
      id: companies.id,
      name: companies.name,
      email: companies.email,
      verifiedAt: companies.verifiedAt,
    })
    .from(companies)
    .where(eq(companies.id, param('id')))
    .prepare();
  const ownedCompany = db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.ownerUserId, param('userId')), isNotNull(companies.verifiedAt)))
    .prepare();
  const codeElsewhere = db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.registryCode, param('code')), ne(companies.id, param('companyId'))))
    .prepare();
  const livePendingElsewhere = db
    .select({ id: companyClaims.id })
    .from(companyClaims)
    .where(
      and(
        eq(companyClaims.userId, param('userId')),
        eq(companyClaims.status, 'pending'),
        ne(companyClaims.companyId, param('companyId')),
        gt(companyClaims.expiresAt, param('now')),
      ),
    )
    .prepare();
  const takenByToken = sqlite.prepare<[string], number>(takenClaimSql('?')).pluck();
  const dropOwnPending = db
    .delete(companyClaims)
    .where(
      and(
        eq(companyClaims.companyId, param('companyId')),
        eq(companyClaims.userId, param('userId')),
        eq(companyClaims.status, 'pending'),
      ),
    )
    .prepare();
  const insertClaim = db
    .insert(companyClaims)
    .values({
      companyId: param('companyId'),
      userId: param('userId'),
      registryCode: param('code'),
      tokenHash: param('tokenHash'),
      createdAt: param('now'),
      expiresAt: param('expiresAt'),
    })
    .prepare();
  const pendingByToken = db
    .select()
    .from(companyClaims)
    .where(
      and(
        eq(companyClaims.tokenHash, param('tokenHash')),
        eq(companyClaims.status, 'pending'),
        gt(companyClaims.expiresAt, param('now')),
      ),
    )
    .prepare();
  const pendingById = db
    .select()
    .from(companyClaims)
    .where(and(eq(companyClaims.id, param('id')), eq(companyClaims.status, 'pending')))
    .prepare();
  const pendingQuery = () =>
    db
      .select({
        id: companyClaims.id,
        companyId: companyClaims.companyId,
        companyName: companies.name,
        userId: companyClaims.userId,
        userName: users.name,
        userEmail: users.email,
        registryCode: companyClaims.registryCode,
        createdAt: companyClaims.createdAt,
        expiresAt: companyClaims.expiresAt,
      })
      .from(companyClaims)
      .innerJoin(companies, eq(companies.id, companyClaims.companyId))
      .innerJoin(users, eq(users.id, companyClaims.userId));
  const pendingList = pendingQuery()
    .where(eq(companyClaims.status, 'pending'))
    .orderBy(desc(companyClaims.createdAt))
    .limit(100)
    .prepare();
  const pendingOfCompany = pendingQuery()
    .where(
      and(eq(companyClaims.companyId, param('companyId')), eq(companyClaims.status, 'pending')),
    )
    .orderBy(desc(companyClaims.createdAt))
    .prepare();
  const livePendingOfUser = db
    .select({
      id: companyClaims.id,
      companyId: companyClaims.companyId,
      companyName: companies.name,
      companyEmail: companies.email,
      registryCode: companyClaims.registryCode,
      status: companyClaims.status,
      createdAt: companyClaims.createdAt,
      expiresAt: companyClaims.expiresAt,
    })
    .from(companyClaims)
    .innerJoin(companies, eq(companies.id, companyClaims.companyId))
    .where(
      and(
        eq(companyClaims.userId, param('userId')),
        eq(companyClaims.status, 'pending'),
        gt(companyClaims.expiresAt, param('now')),
      ),
    )
    .orderBy(desc(companyClaims.createdAt))
    .prepare();
  const makeOwner = db
    .update(companies)
    .set({
      ownerUserId: sql`${param('userId')}`,
      verifiedAt: sql`${param('now')}`,
      registryCode: sql`${param('code')}`,
      updatedAt: sql`${param('now')}`,
    })
    .where(eq(companies.id, param('companyId')))
    .prepare();
  const decide = db
    .update(companyClaims)
    .set({
      status: sql`CASE WHEN ${companyClaims.id} = ${param('id')} THEN 'confirmed' ELSE 'rejected' END`,
      decidedAt: sql`${param('now')}`,
      decidedBy: sql`${param('adminId')}`,
    })
    .where(
      and(eq(companyClaims.companyId, param('companyId')), eq(companyClaims.status, 'pending')),
    )
    .prepare();

  const rejectOne = db
    .update(companyClaims)
    .set({
      status: 'rejected',
      decidedAt: sql`${param('now')}`,
      decidedBy: sql`${param('adminId')}`,
    })
    .where(and(eq(companyClaims.id, param('id')), eq(companyClaims.status, 'pending')))
    .prepare();

  /** Why a claim cannot go ahead (409): the page is owned, or its code belongs to another page. */
  function assertClaimable(companyId: number, userId: number, code: string): void {
    checkClaimable(companyId, {
      company: companyById.get({ id: companyId }),
      owned: ownedCompany.get({ userId }),
      codeElsewhere: !!codeElsewhere.get({ code, companyId }),
    });
  }

  /** Makes the claim's user the owner; every other pending claim of the company is rejected. */
  function grant(claim: Claim, adminId: number | null, now: number): number {
    assertClaimable(claim.companyId, claim.userId, claim.registryCode);
    makeOwner.run({
      userId: claim.userId,
      now,
      code: claim.registryCode,
      companyId: claim.companyId,
    });
    decide.run({ id: claim.id, now, adminId, companyId: claim.companyId });
    return claim.companyId;
  }

  /** The page as it shows after a confirmed claim */
  const confirmedPage = (companyId: number, now: number): CompanyDetail =>
    answeredNow(companyStore.companyDetail(String(companyId), now))!;

  /** The claim and its mail (see `request`); throws MailRefused to unwind it */
  const requestInTransaction = sqlite.transaction(
    (companyId: number, userId: number, code: string, claimMail: ClaimMail, now: number) => {
      const perCompany = [String(companyId)];
      const blocked = throttle.blockedFor(CLAIM_MAIL_RULE, perCompany, now);
      if (blocked) throw new MailRefused(blocked);
      assertClaimable(companyId, userId, code);
      const company = companyById.get({ id: companyId })!;
      const email = checkRequest(
        !!livePendingElsewhere.get({ companyId, userId, now }),
        company.email,
      );
      dropOwnPending.run({ companyId, userId });
      const token = newToken();
      insertClaim.run({
        companyId,
        userId,
        code,
        tokenHash: hashToken(token),
        now,
        expiresAt: now + CLAIM_LINK_TTL_MS,
      });
      // the claim, its mail and the mail allowance commit together: a refused claim costs none
      const wait = throttle.spendMail(claimMail.cause.who, now);
      if (wait) throw new MailRefused(wait);
      throttle.record(CLAIM_MAIL_RULE, perCompany, now);
      const to = { name: company.name, email };
      mail.enqueue('company_claim', claimMail.compose(token, to));
      return to.email;
    },
  );

  return {
    /**
     * A new claim, its link mailed to the company's address in the same transaction. A mail
     * limit (three links to one company an hour, the form's mail allowance) refuses it; 409 when
     * the company is verified, its code belongs to another company, the user owns another page,
     * or the user's own claim of another page is still waiting; the user's own earlier claim of
     * this page is replaced. Other claimants' waiting claims do not block it.
     */
    request(
      claim: { companyId: number; userId: number; code: string },
      claimMail: ClaimMail,
      now: number,
    ): RequestOutcome {
      const { companyId, userId, code } = claim;
      try {
        return {
          ok: true,
          mailedTo: requestInTransaction(companyId, userId, code, claimMail, now),
        };
      } catch (err) {
        return refusal(err);
      }
    },

    /**
     * The mailed link, opened by its claimant: the claim is confirmed once, within 48 hours;
     * 409 company_claimed when another claimant's link of the page was confirmed first.
     */
    confirm: sqlite.transaction((token: string, userId: number, now: number): ConfirmOutcome => {
      const tokenHash = hashToken(token);
      const claim = pendingByToken.get({ tokenHash, now });
      if (!claim) {
        if (takenByToken.get(tokenHash)) throw claimTaken();
        return { ok: false, reason: 'invalid' };
      }
      if (claim.userId !== userId) return { ok: false, reason: 'not_claimant' };
      return { ok: true, company: confirmedPage(grant(claim, null, now), now) };
    }),

    /**
     * An admin confirms a pending claim (expired or not), with its audit entry: the company's
     * page as it shows now; 404 when there is none.
     */
    confirmByAdmin: sqlite.transaction(
      (claimId: number, actor: AuditActor, now: number): CompanyDetail => {
        const claim = pendingById.get({ id: claimId });
        if (!claim) throw claimNotFound();
        const companyId = grant(claim, actor.id, now);
        audit.record(claimDecisionEntry('verify', claim, actor, now));
        return confirmedPage(companyId, now);
      },
    ),

    /**
     * An admin rejects a pending claim (its link stops working; the page stays unclaimed), in
     * the audit log; 404 when there is none.
     */
    rejectByAdmin: sqlite.transaction((claimId: number, actor: AuditActor, now: number): number => {
      const claim = pendingById.get({ id: claimId });
      if (!claim) throw claimNotFound();
      rejectOne.run({ id: claimId, now, adminId: actor.id });
      audit.record(claimDecisionEntry('reject', claim, actor, now));
      return claim.companyId;
    }),

    /** A user's own claims whose link still works, newest first (the claimant's "sent" state). */
    pendingOf: (userId: number, now: number) => livePendingOfUser.all({ userId, now }),

    /** The claims waiting for a decision, newest first (the admin's list). */
    pending: () => pendingList.all(),

    /** One company's claims waiting for a decision, newest first (the admin's company page). */
    pendingFor: (companyId: number) => pendingOfCompany.all({ companyId }),
  };
}

export type ClaimStore = ReturnType<typeof createClaimStore>;
