/**
 * The rules of company page claims (claims-flows.ts runs them on both databases): who may claim
 * a page, what a claim's mail and outcomes are, and the audit entry of an admin's decision.
 */
import type { companyClaims } from '#db/schema';
import { DomainError } from '../../lib/errors';
import type { MailMessage } from '../../services/mail';
import type { AuditActor, AuditEntry } from '../../stores/audit';
import { hourly } from '../../stores/throttle';
import type { CompanyDetail } from './store';

/** How long the mailed link works, and how long a pending claim holds its claimant's one claim */
export const CLAIM_LINK_TTL_MS = 48 * 3600_000;

/** Claim links mailed to one company an hour, whoever asks */
export const CLAIM_MAIL_RULE = hourly('claim-mail', 3);

export type Claim = typeof companyClaims.$inferSelect;

/** A claim waiting for a decision, as the admin's lists show it */
export interface PendingClaim {
  id: number;
  companyId: number;
  companyName: string;
  userId: number;
  userName: string;
  userEmail: string;
  registryCode: string;
  createdAt: number;
  expiresAt: number;
}

/** A claimant's own claim whose link still works */
export interface OwnClaim {
  id: number;
  companyId: number;
  companyName: string;
  companyEmail: string | null;
  registryCode: string;
  status: Claim['status'];
  createdAt: number;
  expiresAt: number;
}

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
