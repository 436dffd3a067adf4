/** Helpers for the admin sections' tests: an admin's session, users of each lower role, the audit log. */
import type { Session } from '#domain/inputs/auth';
import { upsertAdmin } from '#api/services/admin-account';
import { bearer, loginUser, registerUser } from './accounts';
import type { TestServer, Visitor } from './harness';

/** Signs a fresh admin (role 10) in */
export async function signInAdmin(server: TestServer, visitor: Visitor, email: string) {
  const password = 'haldus-parool-2026';
  await upsertAdmin(server.stores.users, { name: 'Haldur', email, password });
  return loginUser(visitor, email, password);
}

/** Request headers as `session`'s user, and a session of each role below admin (1, 3, 5) */
export const as = (session: Session) => ({ headers: bearer(session.token) });

export async function lowerRoles(server: TestServer, visitor: Visitor): Promise<Session[]> {
  const sessions: Session[] = [];
  for (const role of [1, 3, 5]) {
    const session = await registerUser(visitor);
    await server.sql.run('UPDATE users SET role = ? WHERE id = ?', role, session.user.id);
    sessions.push(session);
  }
  return sessions;
}

/** A field of an entry as the log keeps it: JSON text on SQLite, parsed jsonb on PostgreSQL */
type Change = Record<string, unknown> | null;
const parsedChange = (value: unknown): Change =>
  typeof value === 'string' ? (JSON.parse(value) as Change) : (value as Change);

/**
 * The audit entries of one entity kind, oldest first, on either database (before/after parsed);
 * `on` is a test server or a store test's database
 */
export async function auditLogOf(on: Pick<TestServer, 'sql'>, kind: string) {
  const rows = await on.sql.all<{
    actorId: number;
    action: string;
    entityId: string;
    before: unknown;
    after: unknown;
  }>(
    `SELECT actor_id AS "actorId", action, entity_id AS "entityId", before, after FROM audit_log
     WHERE entity_kind = ? ORDER BY id`,
    kind,
  );
  return rows.map((r) => ({ ...r, before: parsedChange(r.before), after: parsedChange(r.after) }));
}
