/**
 * Reviewer sessions for tests that are not about the sign-in itself (routes/social tests the
 * flow): an identity and its session written straight to SQLite, as the social sign-in leaves them.
 */
import type { Database } from '../../db/client';
import { hashToken, newToken } from '../src/lib/tokens';
import { REVIEWER_SESSION_TTL_MS } from '../src/routes/social/store';

let subjectSeq = 0;

/** A signed-in reviewer: the X-Reviewer-Token header its requests send, and its identity id. */
export function signInReviewer(
  database: Database,
  now: number,
  { name = 'Mari Metsamaa', email = null as string | null } = {},
): { identityId: number; headers: { 'x-reviewer-token': string } } {
  const { sqlite } = database;
  const identityId = Number(
    sqlite
      .prepare(
        `INSERT INTO social_identities (provider, subject, name, email) VALUES ('google', ?, ?, ?)
         RETURNING id`,
      )
      .pluck()
      .get(`test-subject-${++subjectSeq}`, name, email),
  );
  const token = newToken();
  sqlite
    .prepare(
      'INSERT INTO reviewer_sessions (identity_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
    )
    .run(identityId, hashToken(token), now, now + REVIEWER_SESSION_TTL_MS);
  return { identityId, headers: { 'x-reviewer-token': token } };
}
