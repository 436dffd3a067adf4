/**
 * Social sign-ins on PostgreSQL (store.ts is the SQLite twin and holds the rules). A state and a
 * hand-off code are each consumed by one UPDATE whose WHERE requires them unused, so a parallel
 * second use waits for the first and then finds them used.
 */
import type pg from 'pg';
import type { Reviewer } from '../../../../db/domain/auth';
import { hashToken, newToken } from '../../lib/tokens';
import type { Port } from '../../stores/port';
import { get, run, statement, transaction } from '../../stores/pg/sql';
import {
  claimedState,
  HANDOFF_TTL_MS,
  newReviewerSession,
  STATE_TTL_MS,
  type createSocialStore,
} from './store';

const REVIEWER = `i.id, i.provider, i.name, i.email, i.avatar_url AS "avatarUrl"`;

const sessionReviewer = statement(
  'social_session_reviewer',
  `SELECT ${REVIEWER} FROM reviewer_sessions s JOIN social_identities i ON i.id = s.identity_id
    WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
);

export function createPgSocialStore(pool: pg.Pool): Port<ReturnType<typeof createSocialStore>> {
  return {
    begin: (provider, checks, visitorHash, returnTo, now) =>
      transaction(pool, async (q) => {
        await run(q, 'DELETE FROM oauth_states WHERE expires_at <= $1', [now]);
        await run(
          q,
          `INSERT INTO oauth_states (state_hash, provider, code_verifier, nonce, visitor_hash,
                                     return_to, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            hashToken(checks.state),
            provider,
            checks.codeVerifier,
            checks.nonce,
            visitorHash,
            returnTo,
            now,
            now + STATE_TTL_MS,
          ],
        );
      }),

    claim: async (provider, state, visitorHash, now) =>
      claimedState(
        state,
        await get(
          pool,
          `UPDATE oauth_states SET completed_at = $1
            WHERE state_hash = $2 AND provider = $3 AND visitor_hash = $4 AND expires_at > $1
              AND completed_at IS NULL
            RETURNING id, code_verifier AS "codeVerifier", nonce`,
          [now, hashToken(state), provider, visitorHash],
        ),
      ),

    finish: (stateId, provider, profile, now) =>
      transaction(pool, async (q) => {
        const { subject, name, email, avatarUrl } = profile;
        const identity = await get<{ id: number }>(
          q,
          `INSERT INTO social_identities (provider, subject, name, email, avatar_url)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (provider, subject) DO UPDATE SET name = excluded.name,
             email = excluded.email, avatar_url = excluded.avatar_url
           RETURNING id`,
          [provider, subject, name, email, avatarUrl],
        );
        const code = newToken();
        await run(
          q,
          'UPDATE oauth_states SET identity_id = $1, handoff_hash = $2, expires_at = $3 WHERE id = $4',
          [identity!.id, hashToken(code), now + HANDOFF_TTL_MS, stateId],
        );
        return code;
      }),

    redeem: (code, visitorHash, now) =>
      transaction(pool, async (q) => {
        const handoff = await get<{ identityId: number; returnTo: string }>(
          q,
          `UPDATE oauth_states SET handoff_used_at = $1
            WHERE handoff_hash = $2 AND visitor_hash = $3 AND expires_at > $1
              AND handoff_used_at IS NULL
            RETURNING identity_id AS "identityId", return_to AS "returnTo"`,
          [now, hashToken(code), visitorHash],
        );
        if (!handoff) return null;
        const { token, tokenHash, expiresAt } = newReviewerSession(now);
        await run(
          q,
          `INSERT INTO reviewer_sessions (identity_id, token_hash, created_at, expires_at)
           VALUES ($1, $2, $3, $4)`,
          [handoff.identityId, tokenHash, now, expiresAt],
        );
        const user = await get<Reviewer>(
          q,
          `SELECT ${REVIEWER} FROM social_identities i WHERE i.id = $1`,
          [handoff.identityId],
        );
        return { token, expiresAt, user: user!, returnTo: handoff.returnTo };
      }),

    reviewer: (token, now) => get<Reviewer>(pool, sessionReviewer, [hashToken(token), now]),

    revoke: async (token, now) =>
      void (await run(
        pool,
        'UPDATE reviewer_sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL',
        [now, hashToken(token)],
      )),
  };
}
