/**
 * Social sign-ins, written once for both databases (decision 0109). One oauth_states row follows
 * a sign-in from start to hand-off; its expires_at is whatever deadline currently applies (the
 * callback's, then the hand-off code's), so expired rows can simply be purged. States, hand-off
 * codes and reviewer tokens are stored only as SHA-256 hashes. A state and a hand-off code are
 * each consumed by one UPDATE whose WHERE requires them unused, so they can never be used twice
 * (on PostgreSQL a parallel second use waits for the first and then finds them used).
 */
import type { Reviewer, ReviewerSession, SocialProvider } from '#domain/inputs/auth';
import { hashToken, newToken } from '../../lib/tokens';
import type { FlowChecks, Profile } from '../../services/social/providers';
import { get, run, sql, type Db, type Flow } from '../../stores/flow';

export const STATE_TTL_MS = 10 * 60_000;
export const HANDOFF_TTL_MS = 2 * 60_000;
export const REVIEWER_SESSION_TTL_MS = 30 * 24 * 3600_000;

interface ClaimedState {
  id: number;
  checks: FlowChecks;
}

/** The claimed state's checks, as the provider's flow needs them again */
const claimedState = (
  state: string,
  row: { id: number; codeVerifier: string; nonce: string } | undefined,
): ClaimedState | null =>
  row ? { id: row.id, checks: { state, codeVerifier: row.codeVerifier, nonce: row.nonce } } : null;

/** A new reviewer session: its token (handed out once), hash and expiry */
function newReviewerSession(now: number) {
  const token = newToken();
  return { token, tokenHash: hashToken(token), expiresAt: now + REVIEWER_SESSION_TTL_MS };
}

const REVIEWER = `i.id, i.provider, i.name, i.email, i.avatar_url AS "avatarUrl"`;

const purgeStates = sql<never, [number]>(
  'social_purge_states',
  'DELETE FROM oauth_states WHERE expires_at <= $1',
);
const insertState = sql<
  never,
  [string, SocialProvider, string, string, string, string, number, number]
>(
  'social_insert_state',
  `INSERT INTO oauth_states (state_hash, provider, code_verifier, nonce, visitor_hash,
                             return_to, created_at, expires_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
);
// Consuming is one statement, so a state can never be used twice.
const claimState = sql<
  { id: number; codeVerifier: string; nonce: string },
  [number, string, SocialProvider, string]
>(
  'social_claim_state',
  `UPDATE oauth_states SET completed_at = $1
    WHERE state_hash = $2 AND provider = $3 AND visitor_hash = $4 AND expires_at > $1
      AND completed_at IS NULL
    RETURNING id, code_verifier AS "codeVerifier", nonce`,
);
const upsertIdentity = sql<
  { id: number },
  [SocialProvider, string, string, string | null, string | null]
>(
  'social_upsert_identity',
  `INSERT INTO social_identities (provider, subject, name, email, avatar_url)
   VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT (provider, subject) DO UPDATE SET name = excluded.name,
     email = excluded.email, avatar_url = excluded.avatar_url
   RETURNING id`,
);
const setHandoff = sql<never, [number, string, number, number]>(
  'social_set_handoff',
  'UPDATE oauth_states SET identity_id = $1, handoff_hash = $2, expires_at = $3 WHERE id = $4',
);
const redeemHandoff = sql<{ identityId: number; returnTo: string }, [number, string, string]>(
  'social_redeem_handoff',
  `UPDATE oauth_states SET handoff_used_at = $1
    WHERE handoff_hash = $2 AND visitor_hash = $3 AND expires_at > $1
      AND handoff_used_at IS NULL
    RETURNING identity_id AS "identityId", return_to AS "returnTo"`,
);
const insertSession = sql<never, [number, string, number, number]>(
  'social_insert_session',
  `INSERT INTO reviewer_sessions (identity_id, token_hash, created_at, expires_at)
   VALUES ($1, $2, $3, $4)`,
);
const reviewerById = sql<Reviewer, [number]>(
  'social_reviewer_by_id',
  `SELECT ${REVIEWER} FROM social_identities i WHERE i.id = $1`,
);
const sessionReviewer = sql<Reviewer, [string, number]>(
  'social_session_reviewer',
  `SELECT ${REVIEWER} FROM reviewer_sessions s JOIN social_identities i ON i.id = s.identity_id
    WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
);
const revokeSession = sql<never, [number, string]>(
  'social_revoke_session',
  'UPDATE reviewer_sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL',
);

export function socialStoreOf<Tx>(db: Db<Tx>) {
  return {
    /** Remembers a sign-in that is leaving for the provider (purging the expired ones). */
    begin: (
      provider: SocialProvider,
      checks: FlowChecks,
      visitorHash: string,
      returnTo: string,
      now: number,
    ) =>
      db.transaction(function* (): Flow<void> {
        yield* run(purgeStates, now);
        yield* run(
          insertState,
          hashToken(checks.state),
          provider,
          checks.codeVerifier,
          checks.nonce,
          visitorHash,
          returnTo,
          now,
          now + STATE_TTL_MS,
        );
      }),

    /**
     * Consumes the state the provider sent back: only once, before it expires, and only by the
     * browser (visitor) that started the sign-in. Null when any of that fails.
     */
    claim: (provider: SocialProvider, state: string, visitorHash: string, now: number) =>
      db.read(function* () {
        const row = yield* get(claimState, now, hashToken(state), provider, visitorHash);
        return claimedState(state, row);
      }),

    /** Saves who signed in and returns the single-use hand-off code for the PWA. */
    finish: (stateId: number, provider: SocialProvider, profile: Profile, now: number) =>
      db.transaction(function* () {
        const { subject, name, email, avatarUrl } = profile;
        const identity = yield* get(upsertIdentity, provider, subject, name, email, avatarUrl);
        const code = newToken();
        yield* run(setHandoff, identity!.id, hashToken(code), now + HANDOFF_TTL_MS, stateId);
        return code;
      }),

    /** Trades a hand-off code (same visitor, in time, once) for a reviewer session. */
    redeem: (code: string, visitorHash: string, now: number) =>
      db.transaction(function* (): Flow<(ReviewerSession & { returnTo: string }) | null> {
        const handoff = yield* get(redeemHandoff, now, hashToken(code), visitorHash);
        if (!handoff) return null;
        const { token, tokenHash, expiresAt } = newReviewerSession(now);
        // identity_id is set together with the hand-off hash (finish)
        yield* run(insertSession, handoff.identityId, tokenHash, now, expiresAt);
        const user = (yield* get(reviewerById, handoff.identityId))!;
        return { token, expiresAt, user, returnTo: handoff.returnTo };
      }),

    reviewer: (token: string, now: number) =>
      db.read(() => get(sessionReviewer, hashToken(token), now)),

    revoke: (token: string, now: number) =>
      db.read(function* (): Flow<void> {
        yield* run(revokeSession, now, hashToken(token));
      }),
  };
}
