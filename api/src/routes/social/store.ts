/**
 * Social sign-ins in SQLite, every statement prepared once. One oauth_states row follows a
 * sign-in from start to hand-off; its expires_at is whatever deadline currently applies (the
 * callback's, then the hand-off code's), so expired rows can simply be purged. States, hand-off
 * codes and reviewer tokens are stored only as SHA-256 hashes.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Reviewer, ReviewerSession, SocialProvider } from '../../../../db/domain/auth';
import { hashToken, newToken } from '../../lib/tokens';
import type { FlowChecks, Profile } from '../../services/social/providers';

export const STATE_TTL_MS = 10 * 60_000;
export const HANDOFF_TTL_MS = 2 * 60_000;
export const REVIEWER_SESSION_TTL_MS = 30 * 24 * 3600_000;

export interface ClaimedState {
  id: number;
  checks: FlowChecks;
}

const REVIEWER_COLUMNS = 'i.id, i.provider, i.name, i.email, i.avatar_url AS avatarUrl';

export function createSocialStore(sqlite: BetterSqlite3.Database) {
  const purgeStates = sqlite.prepare('DELETE FROM oauth_states WHERE expires_at <= ?');
  const insertState = sqlite.prepare(
    `INSERT INTO oauth_states
       (state_hash, provider, code_verifier, nonce, visitor_hash, return_to, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Consuming is one statement, so a state can never be used twice.
  const claimState = sqlite.prepare<
    [number, string, string, string, number],
    { id: number; codeVerifier: string; nonce: string }
  >(
    `UPDATE oauth_states SET completed_at = ?
      WHERE state_hash = ? AND provider = ? AND visitor_hash = ? AND expires_at > ?
        AND completed_at IS NULL
      RETURNING id, code_verifier AS codeVerifier, nonce`,
  );
  const upsertIdentity = sqlite.prepare<[string, string, string, string | null, string | null]>(
    `INSERT INTO social_identities (provider, subject, name, email, avatar_url) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (provider, subject) DO UPDATE
       SET name = excluded.name, email = excluded.email, avatar_url = excluded.avatar_url
     RETURNING id`,
  );
  const setHandoff = sqlite.prepare(
    'UPDATE oauth_states SET identity_id = ?, handoff_hash = ?, expires_at = ? WHERE id = ?',
  );
  const redeemHandoff = sqlite.prepare<
    [number, string, string, number],
    { identityId: number; returnTo: string }
  >(
    `UPDATE oauth_states SET handoff_used_at = ?
      WHERE handoff_hash = ? AND visitor_hash = ? AND expires_at > ? AND handoff_used_at IS NULL
      RETURNING identity_id AS identityId, return_to AS returnTo`,
  );
  const insertSession = sqlite.prepare(
    'INSERT INTO reviewer_sessions (identity_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const reviewerById = sqlite.prepare<[number], Reviewer>(
    `SELECT ${REVIEWER_COLUMNS} FROM social_identities i WHERE i.id = ?`,
  );
  const sessionReviewer = sqlite.prepare<[string, number], Reviewer>(
    `SELECT ${REVIEWER_COLUMNS}
       FROM reviewer_sessions s JOIN social_identities i ON i.id = s.identity_id
      WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
  );
  const revokeSession = sqlite.prepare(
    'UPDATE reviewer_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
  );

  const finish = sqlite.transaction(
    (stateId: number, provider: SocialProvider, profile: Profile, now: number): string => {
      const { id } = upsertIdentity.get(
        provider,
        profile.subject,
        profile.name,
        profile.email,
        profile.avatarUrl,
      ) as { id: number };
      const code = newToken();
      setHandoff.run(id, hashToken(code), now + HANDOFF_TTL_MS, stateId);
      return code;
    },
  );

  const redeem = sqlite.transaction(
    (
      code: string,
      visitorHash: string,
      now: number,
    ): (ReviewerSession & { returnTo: string }) | null => {
      const handoff = redeemHandoff.get(now, hashToken(code), visitorHash, now);
      if (!handoff) return null;
      const token = newToken();
      const expiresAt = now + REVIEWER_SESSION_TTL_MS;
      insertSession.run(handoff.identityId, hashToken(token), now, expiresAt);
      const user = reviewerById.get(handoff.identityId)!;
      return { token, expiresAt, user, returnTo: handoff.returnTo };
    },
  );

  return {
    /** Remembers a sign-in that is leaving for the provider. */
    begin(
      provider: SocialProvider,
      checks: FlowChecks,
      visitorHash: string,
      returnTo: string,
      now: number,
    ): void {
      purgeStates.run(now);
      insertState.run(
        hashToken(checks.state),
        provider,
        checks.codeVerifier,
        checks.nonce,
        visitorHash,
        returnTo,
        now,
        now + STATE_TTL_MS,
      );
    },

    /**
     * Consumes the state the provider sent back: only once, before it expires, and only by the
     * browser (visitor) that started the sign-in. Null when any of that fails.
     */
    claim(
      provider: SocialProvider,
      state: string,
      visitorHash: string,
      now: number,
    ): ClaimedState | null {
      const row = claimState.get(now, hashToken(state), provider, visitorHash, now);
      return row
        ? { id: row.id, checks: { state, codeVerifier: row.codeVerifier, nonce: row.nonce } }
        : null;
    },

    /** Saves who signed in and returns the single-use hand-off code for the PWA. */
    finish: (stateId: number, provider: SocialProvider, profile: Profile, now: number): string =>
      finish(stateId, provider, profile, now),

    /** Trades a hand-off code (same visitor, in time, once) for a reviewer session. */
    redeem: (code: string, visitorHash: string, now: number) => redeem(code, visitorHash, now),

    reviewer: (token: string, now: number): Reviewer | undefined =>
      sessionReviewer.get(hashToken(token), now),

    revoke(token: string, now: number): void {
      revokeSession.run(now, hashToken(token));
    },
  };
}
