/** Helpers for the admin sections' tests: an admin's session, users of each lower role, the audit log. */
import type { Session } from '../../db/domain/auth';
import { adminSession, bearer, registerUser, setRole } from './accounts';
import type { TestServer, Visitor } from './harness';

/** Signs a fresh admin (role 10) in */
export async function signInAdmin(server: TestServer, visitor: Visitor, email: string) {
  return adminSession(server, visitor, { email });
}

/** Request headers as `session`'s user, and a session of each role below admin (1, 3, 5) */
export const as = (session: Session) => ({ headers: bearer(session.token) });

export async function lowerRoles(server: TestServer, visitor: Visitor): Promise<Session[]> {
  const sessions: Session[] = [];
  for (const role of [1, 3, 5]) {
    const session = await registerUser(visitor);
    await setRole(server, session.user.id, role);
    sessions.push(session);
  }
  return sessions;
}

const AUDIT_OF = `SELECT actor_id AS "actorId", action, entity_id AS "entityId",
    CAST(before AS TEXT) AS before, CAST(after AS TEXT) AS after
  FROM audit_log WHERE entity_kind = ? ORDER BY id`;
interface AuditOf {
  actorId: number;
  action: string;
  entityId: string;
  /** JSON text */
  before: string | null;
  after: string | null;
}

/** The audit entries of one entity kind, oldest first (SQLite only: auditEntries is for both) */
export const auditOf = (server: TestServer, kind: string) =>
  server.database.sqlite.prepare(AUDIT_OF).all(kind) as AuditOf[];

/** auditOf on the test server's database, whichever it is */
export const auditEntries = (server: TestServer, kind: string) =>
  server.sql.all<AuditOf>(AUDIT_OF, kind);
