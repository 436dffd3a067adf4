/**
 * Reviewer sessions for tests that are not about the sign-in itself (routes/social tests the
 * flow): an identity and its session written straight to SQLite, as the social sign-in leaves them.
 */
import type { Database } from '../../db/client';
import { hashToken, newToken } from '../src/lib/tokens';
import { REVIEWER_SESSION_TTL_MS } from '../src/routes/social/store';
import type { TestSql } from './harness';

let subjectSeq = 0;

const IDENTITY = `INSERT INTO social_identities (provider, subject, name, email)
  VALUES ('google', ?, ?, ?) RETURNING id`;
const SESSION =
  'INSERT INTO reviewer_sessions (identity_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)';

type Reviewer = { identityId: number; headers: { 'x-reviewer-token': string } };

/** A signed-in reviewer: the X-Reviewer-Token header its requests send, and its identity id. */
export function signInReviewer(
  database: Database,
  now: number,
  { name = 'Mari Metsamaa', email = null as string | null } = {},
): Reviewer {
  const { sqlite } = database;
  const identityId = Number(
    sqlite.prepare(IDENTITY).pluck().get(`test-subject-${++subjectSeq}`, name, email),
  );
  const token = newToken();
  sqlite.prepare(SESSION).run(identityId, hashToken(token), now, now + REVIEWER_SESSION_TTL_MS);
  return { identityId, headers: { 'x-reviewer-token': token } };
}

/** signInReviewer on the test server's database, whichever it is (server.sql) */
export async function addReviewer(
  sql: TestSql,
  now: number,
  { name = 'Mari Metsamaa', email = null as string | null } = {},
): Promise<Reviewer> {
  const identityId = Number(await sql.value(IDENTITY, `test-subject-${++subjectSeq}`, name, email));
  const token = newToken();
  await sql.run(SESSION, identityId, hashToken(token), now, now + REVIEWER_SESSION_TTL_MS);
  return { identityId, headers: { 'x-reviewer-token': token } };
}
