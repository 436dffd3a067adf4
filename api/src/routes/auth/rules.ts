/**
 * The rules of accounts, sessions and password resets, shared by both databases' stores: how long
 * a session and a reset link live, an e-mail's one spelling, a new token's row, the audit entries
 * of the admin's changes.
 */
import type { SessionUser } from '#domain/inputs/auth';
import type { Role } from '#domain/vocabulary/roles';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuditActor, AuditEntry } from '../../stores/audit';

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
/** Users on a page of the admin's list */
export const USER_PAGE = 20;

/** The user behind a valid session token. */
export interface AuthUser extends SessionUser {
  sessionId: number;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The user as the API answers it: a SessionUser's fields only */
export const toSessionUser = ({
  id,
  name,
  email,
  role,
  signature,
  company,
}: SessionUser): SessionUser => ({ id, name, email, role, signature, company });

/** A new session's row (its token only hashed) and the token handed to the client once */
export function newSession(now: number, userAgent: string | null) {
  const token = newToken();
  return {
    token,
    tokenHash: hashToken(token),
    expiresAt: now + SESSION_TTL_MS,
    userAgent: userAgent?.slice(0, 300) ?? null,
  };
}

/** A new password reset's token, its hash and its expiry */
export function newReset(now: number) {
  const token = newToken();
  return { token, tokenHash: hashToken(token), expiresAt: now + RESET_TTL_MS };
}

/** The audit entry of the admin's change of a user's role */
export const roleEntry = (
  id: number,
  before: Role,
  role: Role,
  actor: AuditActor,
  now: number,
): AuditEntry => ({
  actor,
  action: 'user.role',
  entityId: id,
  before: { role: before },
  after: { role },
  at: now,
});

/** The audit entry of the admin's removal of an account */
export const removalEntry = (
  id: number,
  role: Role,
  actor: AuditActor,
  now: number,
): AuditEntry => ({
  actor,
  action: 'user.delete',
  entityId: id,
  before: { role },
  at: now,
});
