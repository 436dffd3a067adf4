/**
 * Reviewer sessions for tests that are not about the sign-in itself (routes/social tests the
 * flow): an identity and its session written straight to the database, as the social sign-in
 * leaves them. Given a test server (`{ sql }`) it runs on either adapter and answers through a
 * promise; given a SQLite Database it answers at once.
 */
import type { Database } from '#db/client';
import { hashToken, newToken } from '#api/lib/tokens';
import { REVIEWER_SESSION_TTL_MS } from '#api/routes/social/store';
import type { TestSql } from './test-database';

let subjectSeq = 0;

/** A signed-in reviewer: the X-Reviewer-Token header its requests send, and its identity id. */
interface Reviewer {
  identityId: number;
  headers: { 'x-reviewer-token': string };
}

const IDENTITY = `INSERT INTO social_identities (provider, subject, name, email)
  VALUES ('google', ?, ?, ?) RETURNING id`;
const SESSION =
  'INSERT INTO reviewer_sessions (identity_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)';

export function signInReviewer(
  target: Database,
  now: number,
  options?: { name?: string; email?: string | null },
): Reviewer;
export function signInReviewer(
  target: { sql: TestSql },
  now: number,
  options?: { name?: string; email?: string | null },
): Promise<Reviewer>;
export function signInReviewer(
  target: Database | { sql: TestSql },
  now: number,
  { name = 'Mari Metsamaa', email = null as string | null } = {},
): Reviewer | Promise<Reviewer> {
  const identity = [`test-subject-${++subjectSeq}`, name, email];
  const token = newToken();
  const session = (identityId: number) => [
    identityId,
    hashToken(token),
    now,
    now + REVIEWER_SESSION_TTL_MS,
  ];
  const reviewer = (identityId: number) => ({
    identityId,
    headers: { 'x-reviewer-token': token },
  });
  // a test server is a proxy until it has started: asked for its `sql`, not with `in`
  const { sql } = target as { sql?: TestSql };
  if (sql) {
    return (async () => {
      const identityId = Number(await sql.value(IDENTITY, ...identity));
      await sql.run(SESSION, ...session(identityId));
      return reviewer(identityId);
    })();
  }
  const { sqlite } = target as Database;
  const identityId = Number(
    sqlite
      .prepare(IDENTITY)
      .pluck()
      .get(...identity),
  );
  sqlite.prepare(SESSION).run(...session(identityId));
  return reviewer(identityId);
}
