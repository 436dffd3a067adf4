/** Helpers for the admin sections' tests: an admin's session, users of each lower role, the audit log. */
import type { Session } from '../../db/domain/auth';
import { upsertAdmin } from '../src/services/admin-account';
import { bearer, loginUser, registerUser } from './accounts';
import type { TestServer, Visitor } from './harness';

/** Signs a fresh admin (role 10) in */
export async function signInAdmin(server: TestServer, visitor: Visitor, email: string) {
  const password = 'haldus-parool-2026';
  await upsertAdmin(server.database, { name: 'Haldur', email, password });
  return loginUser(visitor, email, password);
}

/** Request headers as `session`'s user, and a session of each role below admin (1, 3, 5) */
export const as = (session: Session) => ({ headers: bearer(session.token) });

export async function lowerRoles(server: TestServer, visitor: Visitor): Promise<Session[]> {
  const sessions: Session[] = [];
  for (const role of [1, 3, 5]) {
    const session = await registerUser(visitor);
    server.database.sqlite
      .prepare('UPDATE users SET role = ? WHERE id = ?')
      .run(role, session.user.id);
    sessions.push(session);
  }
  return sessions;
}

/** The audit entries of one entity kind, oldest first */
export const auditOf = (server: TestServer, kind: string) =>
  server.database.sqlite
    .prepare(
      `SELECT actor_id AS actorId, action, entity_id AS entityId, before, after FROM audit_log
       WHERE entity_kind = ? ORDER BY id`,
    )
    .all(kind) as {
    actorId: number;
    action: string;
    entityId: string;
    before: string | null;
    after: string | null;
  }[];
