/** Who may edit a notice, on PostgreSQL (access.ts holds the rules and the SQLite twin). */
import type pg from 'pg';
import type { Stores } from '../../stores';
import type { Port } from '../../stores/port';
import { get, statement } from '../../stores/pg/sql';
import { byEditToken, bySession, type AccessRow, type createNoticeAccess } from './access';

const byId = statement(
  'access_by_id',
  `SELECT id, type, status, user_id AS "userId", edit_token_hash AS "editTokenHash"
     FROM notices WHERE id = $1`,
);

/** `users`: the users port (another area's), asked only when a session must be checked */
export function createPgNoticeAccess(
  pool: pg.Pool,
  users: () => Pick<Stores['users'], 'authenticate'>,
  now: () => number,
): Port<ReturnType<typeof createNoticeAccess>> {
  return {
    async authorise(id, credentials) {
      const row = await get<AccessRow>(pool, byId, [id]);
      const byToken = byEditToken(row, credentials.editToken);
      if (byToken) return byToken;
      const { session } = credentials;
      const user = session ? await users().authenticate(session, now()) : undefined;
      return bySession(row!, credentials, user);
    },
  };
}
