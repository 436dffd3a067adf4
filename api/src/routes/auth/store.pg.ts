/**
 * Accounts, sessions and password resets on PostgreSQL (store.ts is the SQLite twin and holds the
 * rules). The session lookup runs on every signed-in request: a named statement. The `*In`
 * functions run inside a caller's transaction (the auth store composes them with the throttle).
 *
 * Guards under concurrency: the unique index on lower(email) (an insert that meets it answers
 * null, as in SQLite); a password change or removal names the password it saw, re-checked on the
 * user's row once its lock is held; a reset token's row is locked (FOR UPDATE) before it is used,
 * so a second use waits and then finds it used.
 */
import type pg from 'pg';
import type { Session, SessionUser } from '../../../../db/domain/auth';
import { ROLES, type Role } from '../../../../db/domain/roles';
import { likePattern } from '../../lib/placeholders';
import { hashToken } from '../../lib/tokens';
import { recordAudit } from '../../stores/audit.pg';
import type { Port } from '../../stores/port';
import { hasCompanySql } from '../provider/claimed';
import { all, get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import {
  newReset,
  newSession,
  normaliseEmail,
  removalEntry,
  roleEntry,
  toSessionUser,
  USER_PAGE,
  type AuthUser,
  type UserStore,
} from './store';

type UserRow = SessionUser & { passwordHash: string };

const USER_COLUMNS = `id, name, email, role, signature, password_hash AS "passwordHash",
  ${hasCompanySql('users.id')}`;

const byEmail = statement(
  'users_by_email',
  `SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = $1`,
);
const byId = statement('users_by_id', `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`);
const insertUser = statement(
  'users_insert',
  `INSERT INTO users (name, email, password_hash, role) VALUES ($1, $2, $3, $4)
   ON CONFLICT DO NOTHING RETURNING id`,
);
const insertSession = statement(
  'users_insert_session',
  `INSERT INTO sessions (user_id, token_hash, created_at, expires_at, user_agent)
   SELECT id, $2, $3, $4, $5 FROM users WHERE id = $1 FOR KEY SHARE`,
);
const sessionUser = statement(
  'users_session_user',
  `SELECT s.id AS "sessionId", u.id, u.name, u.email, u.role, u.signature, ${hasCompanySql('u.id')}
     FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
);
const revokeSession = statement(
  'users_revoke_session',
  'UPDATE sessions SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL',
);
// a null keepSessionId keeps none
const revokeUserSessions = statement(
  'users_revoke_user_sessions',
  `UPDATE sessions SET revoked_at = $1
    WHERE user_id = $2 AND revoked_at IS NULL AND id IS DISTINCT FROM $3`,
);
const liveReset = statement(
  'users_live_reset',
  `SELECT user_id FROM password_resets
    WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
);

/** The user row, locked until the caller's transaction ends */
const lockedUser = (q: Queryable, id: number) =>
  get<UserRow>(q, `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [id]);

/** The account with this e-mail (any case) */
export const findByEmailIn = (q: Queryable, email: string) =>
  get<UserRow>(q, byEmail, [normaliseEmail(email)]);

/** A new account's id; null when the e-mail is taken (also under a race: the unique index) */
export async function insertUserIn(
  q: Queryable,
  name: string,
  email: string,
  passwordHash: string,
  role: Role = ROLES.user,
): Promise<number | null> {
  const id = await value<number>(q, insertUser, [name, normaliseEmail(email), passwordHash, role]);
  return id ?? null;
}

/** A new session of the user and the user as it answers; null when the account is gone */
export async function openSessionIn(
  q: Queryable,
  userId: number,
  now: number,
  userAgent: string | null,
): Promise<Session | null> {
  const { token, tokenHash, expiresAt, userAgent: agent } = newSession(now, userAgent);
  // the user row is share-locked by the insert, so it cannot go before the session is written
  if ((await run(q, insertSession, [userId, tokenHash, now, expiresAt, agent])) === 0) return null;
  const user = await get<UserRow>(q, byId, [userId]);
  return user ? { token, expiresAt, user: toSessionUser(user) } : null;
}

/** A reset link's token for the user */
export async function createResetIn(q: Queryable, userId: number, now: number): Promise<string> {
  const { token, tokenHash, expiresAt } = newReset(now);
  await run(
    q,
    `INSERT INTO password_resets (user_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [userId, tokenHash, now, expiresAt],
  );
  return token;
}

async function setPasswordIn(
  q: Queryable,
  id: number,
  passwordHash: string,
  now: number,
  keepSessionId: number | null = null,
) {
  await run(q, 'UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3', [
    passwordHash,
    now,
    id,
  ]);
  await run(q, revokeUserSessions, [now, id, keepSessionId]);
}

/**
 * Uses a reset token once (users.completeReset in store.ts): the user, or undefined when the
 * token is not live. Its row is locked first, so a parallel use waits and then finds it used.
 */
export async function completeResetIn(
  q: Queryable,
  token: string,
  passwordHash: string,
  now: number,
): Promise<UserRow | undefined> {
  const userId = await value<number>(
    q,
    `SELECT user_id FROM password_resets
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE`,
    [hashToken(token), now],
  );
  if (userId === undefined) return undefined;
  await run(q, 'UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL', [
    now,
    userId,
  ]);
  await setPasswordIn(q, userId, passwordHash, now);
  return get<UserRow>(q, byId, [userId]);
}

/** Deletes the account and its unpaid drafts (sessions and resets go by cascade) */
async function removeUserIn(q: Queryable, id: number): Promise<boolean> {
  await run(q, "DELETE FROM notices WHERE user_id = $1 AND status = 'draft'", [id]);
  return (await run(q, 'DELETE FROM users WHERE id = $1', [id])) > 0;
}

const MATCHES = `($1::text IS NULL OR name ILIKE $1 ESCAPE '\\' OR email ILIKE $1 ESCAPE '\\')`;

export function createPgUserStore(pool: pg.Pool): Port<UserStore> {
  return {
    findByEmail: (email) => findByEmailIn(pool, email),
    findById: (id) => get<UserRow>(pool, byId, [id]),
    insert: (name, email, passwordHash, role) =>
      insertUserIn(pool, name, email, passwordHash, role),

    updateProfile: async (id, name, signature, now) => {
      const user = await get<UserRow>(
        pool,
        `UPDATE users SET name = $1, signature = $2, updated_at = $3 WHERE id = $4
         RETURNING ${USER_COLUMNS}`,
        [name, signature, now, id],
      );
      return user && toSessionUser(user);
    },

    changePassword: (id, seenHash, passwordHash, now, keepSessionId) =>
      transaction(pool, async (q) => {
        const changed = await run(
          q,
          `UPDATE users SET password_hash = $1, updated_at = $2
            WHERE id = $3 AND password_hash = $4`,
          [passwordHash, now, id, seenHash],
        );
        if (changed === 0) return false;
        await run(q, revokeUserSessions, [now, id, keepSessionId]);
        return true;
      }),

    upsertAdmin: (name, email, passwordHash, now) =>
      transaction(pool, async (q) => {
        const existing = await get<UserRow>(
          q,
          `SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = $1 FOR UPDATE`,
          [normaliseEmail(email)],
        );
        if (!existing) {
          await insertUserIn(q, name, email, passwordHash, ROLES.admin);
          return 'created' as const;
        }
        await run(q, 'UPDATE users SET role = $1, updated_at = $2 WHERE id = $3', [
          ROLES.admin,
          now,
          existing.id,
        ]);
        await setPasswordIn(q, existing.id, passwordHash, now);
        return 'updated' as const;
      }),

    changeRole: (id, role, actor, now) =>
      transaction(pool, async (q) => {
        const before = await lockedUser(q, id);
        if (!before) return undefined;
        await run(q, 'UPDATE users SET role = $1, updated_at = $2 WHERE id = $3', [role, now, id]);
        await recordAudit(q, roleEntry(id, before.role, role, actor, now));
        return toSessionUser({ ...before, role });
      }),

    remove: (id, seenHash) =>
      transaction(pool, async (q) => {
        if ((await lockedUser(q, id))?.passwordHash !== seenHash) return false;
        return removeUserIn(q, id);
      }),

    removeByAdmin: (id, actor, now) =>
      transaction(pool, async (q) => {
        const before = await lockedUser(q, id);
        if (!before || !(await removeUserIn(q, id))) return false;
        await recordAudit(q, removalEntry(id, before.role, actor, now));
        return true;
      }),

    openSession: (userId, now, userAgent) =>
      transaction(pool, (q) => openSessionIn(q, userId, now, userAgent)),
    authenticate: (token, now) => get<AuthUser>(pool, sessionUser, [hashToken(token), now]),
    revokeSession: async (sessionId, now) =>
      void (await run(pool, revokeSession, [now, sessionId])),

    createReset: (userId, now) => createResetIn(pool, userId, now),
    resetUserId: async (token, now) =>
      (await get<{ user_id: number }>(pool, liveReset, [hashToken(token), now]))?.user_id,
    completeReset: (token, passwordHash, now) =>
      transaction(pool, (q) => completeResetIn(q, token, passwordHash, now)),

    ownNotices: async (userId, page, take) => ({
      items: await all(
        pool,
        `SELECT id, type, status, deceased_name AS "deceasedName", created_at AS "createdAt",
                published_at AS "publishedAt"
           FROM notices WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [userId, take, page * take],
      ),
      total: (await value<number>(pool, 'SELECT count(*) FROM notices WHERE user_id = $1', [
        userId,
      ]))!,
    }),

    adminList: async (q, page) => {
      const pattern = likePattern(q);
      return {
        items: await all(
          pool,
          `SELECT id, name, email, role, signature, created_at AS "createdAt",
                  (SELECT count(*) FROM notices WHERE notices.user_id = users.id)::int AS notices
             FROM users WHERE ${MATCHES}
            ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [pattern, USER_PAGE, page * USER_PAGE],
        ),
        total: (await value<number>(pool, `SELECT count(*) FROM users WHERE ${MATCHES}`, [
          pattern,
        ]))!,
      };
    },
  } satisfies Port<UserStore>;
}
