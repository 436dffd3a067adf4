/**
 * Accounts, sessions and password resets, written once for both databases (decision 0109). E-mails
 * are stored trimmed and lower-cased (full Unicode), so the unique index on lower(email) holds for
 * any case the user types. The session lookup runs on every signed-in request: one statement.
 *
 * Guards under concurrency: the unique index on lower(email) (an insert that meets it answers
 * null); a password change or removal names the password it saw, re-checked on the user's row
 * once its lock is held (PostgreSQL; SQLite's transaction holds the whole file); a reset token's
 * row is locked before it is used, so a second use waits and then finds it used; a new session's
 * insert share-locks its user's row, so the account cannot go before the session is written.
 */
import type { Session, SessionUser } from '#domain/inputs/auth';
import type { NoticeType } from '#domain/vocabulary/notice-types';
import { ROLES, type Role } from '#domain/vocabulary/roles';
import type { NoticeStatus } from '#domain/vocabulary/statuses';
import { likePattern } from '../../lib/placeholders';
import { hashToken } from '../../lib/tokens';
import { audited, type AuditActor } from '../../stores/audit';
import { all, get, run, sql, value, type Db, type Flow } from '../../stores/flow';
import { hasCompanySql } from '../provider/claimed';
import {
  newReset,
  newSession,
  normaliseEmail,
  removalEntry,
  roleEntry,
  toSessionUser,
  USER_PAGE,
  type AuthUser,
} from './rules';

/** `company` as the database answers it: a boolean on PostgreSQL, 0 or 1 on SQLite */
type Answered<T extends { company: boolean }> = Omit<T, 'company'> & { company: boolean | number };
type UserRow = SessionUser & { passwordHash: string };

const withCompany = <R extends { company: boolean | number }>(row: R) => ({
  ...row,
  company: Boolean(row.company),
});
const userOf = (row: Answered<UserRow> | undefined) => row && withCompany(row);

const USER = `SELECT id, name, email, role, signature, password_hash AS "passwordHash",
  ${hasCompanySql('users.id')} FROM users`;
const BY_EMAIL = `${USER} WHERE lower(email) = $1`;
const BY_ID = `${USER} WHERE id = $1`;

const byEmail = sql<Answered<UserRow>, [string]>('users_by_email', BY_EMAIL);
const byId = sql<Answered<UserRow>, [number]>('users_by_id', BY_ID);
/** The user row, locked until the transaction ends (PostgreSQL) */
const lockedByEmail = sql<Answered<UserRow>, [string]>('users_lock_by_email', {
  sqlite: BY_EMAIL,
  pg: `${BY_EMAIL} FOR UPDATE`,
});
const lockedById = sql<Answered<UserRow>, [number]>('users_lock_by_id', {
  sqlite: BY_ID,
  pg: `${BY_ID} FOR UPDATE`,
});
const insertUser = sql<{ id: number }, [string, string, string, Role]>(
  'users_insert',
  `INSERT INTO users (name, email, password_hash, role) VALUES ($1, $2, $3, $4)
   ON CONFLICT DO NOTHING RETURNING id`,
);
const updateProfile = sql<never, [string, string, number, number]>(
  'users_update_profile',
  'UPDATE users SET name = $1, signature = $2, updated_at = $3 WHERE id = $4',
);
const updatePassword = sql<never, [string, number, number]>(
  'users_update_password',
  'UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3',
);
/** The password, only while it is still the one the caller verified (`seenHash`) */
const replacePassword = sql<never, [string, number, number, string]>(
  'users_replace_password',
  'UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3 AND password_hash = $4',
);
const updateRole = sql<never, [Role, number, number]>(
  'users_update_role',
  'UPDATE users SET role = $1, updated_at = $2 WHERE id = $3',
);
const deleteDrafts = sql<never, [number]>(
  'users_delete_drafts',
  "DELETE FROM notices WHERE user_id = $1 AND status = 'draft'",
);
const deleteUser = sql<never, [number]>('users_delete', 'DELETE FROM users WHERE id = $1');

// ---- sessions
const INSERT_SESSION = `INSERT INTO sessions (user_id, token_hash, created_at, expires_at, user_agent)
  SELECT id, $2, $3, $4, $5 FROM users WHERE id = $1`;
const insertSession = sql<never, [number, string, number, number, string | null]>(
  'users_insert_session',
  { sqlite: INSERT_SESSION, pg: `${INSERT_SESSION} FOR KEY SHARE` },
);
const sessionUser = sql<Answered<AuthUser>, [string, number]>(
  'users_session_user',
  `SELECT s.id AS "sessionId", u.id, u.name, u.email, u.role, u.signature, ${hasCompanySql('u.id')}
     FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
);
const revokeSession = sql<never, [number, number]>(
  'users_revoke_session',
  'UPDATE sessions SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL',
);
// a null keepSessionId keeps none
const revokeUserSessions = sql<never, [number, number, number | null]>(
  'users_revoke_user_sessions',
  `UPDATE sessions SET revoked_at = $1
    WHERE user_id = $2 AND revoked_at IS NULL AND id IS DISTINCT FROM $3`,
);

// ---- password resets
const insertReset = sql<never, [number, string, number, number]>(
  'users_insert_reset',
  `INSERT INTO password_resets (user_id, token_hash, created_at, expires_at)
   VALUES ($1, $2, $3, $4)`,
);
const LIVE_RESET = `SELECT user_id AS "userId" FROM password_resets
  WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`;
const liveReset = sql<{ userId: number }, [string, number]>('users_live_reset', LIVE_RESET);
const lockedReset = sql<{ userId: number }, [string, number]>('users_lock_reset', {
  sqlite: LIVE_RESET,
  pg: `${LIVE_RESET} FOR UPDATE`,
});
const useResets = sql<never, [number, number]>(
  'users_use_resets',
  'UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL',
);

// ---- lists
interface OwnNotice {
  id: number;
  type: NoticeType;
  status: NoticeStatus;
  deceasedName: string;
  createdAt: number;
  publishedAt: number | null;
}
const ownNotices = sql<OwnNotice, [number, number, number]>(
  'users_own_notices',
  `SELECT id, type, status, deceased_name AS "deceasedName", created_at AS "createdAt",
          published_at AS "publishedAt"
     FROM notices WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
);
const ownNoticeCount = sql<{ n: number }, [number]>(
  'users_own_notice_count',
  'SELECT count(*) AS n FROM notices WHERE user_id = $1',
);
/** A name or e-mail like the `q` pattern (backslash escapes; any case), or every user */
const matches = (like: 'LIKE' | 'ILIKE') =>
  `(CAST($1 AS text) IS NULL OR name ${like} $1 ESCAPE '\\' OR email ${like} $1 ESCAPE '\\')`;
type Listed = SessionUser & { createdAt: number; notices: number };
const ADMIN_LIST = (like: 'LIKE' | 'ILIKE') =>
  `SELECT id, name, email, role, signature, ${hasCompanySql('users.id')}, created_at AS "createdAt",
          CAST((SELECT count(*) FROM notices WHERE notices.user_id = users.id) AS integer) AS notices
     FROM users WHERE ${matches(like)}
    ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`;
// SQLite's LIKE ignores the case of ASCII letters, as PostgreSQL's ILIKE does
const adminList = sql<Answered<Listed>, [string | null, number, number]>('users_admin_list', {
  sqlite: ADMIN_LIST('LIKE'),
  pg: ADMIN_LIST('ILIKE'),
});
const COUNT = (like: 'LIKE' | 'ILIKE') => `SELECT count(*) AS n FROM users WHERE ${matches(like)}`;
const adminCount = sql<{ n: number }, [string | null]>('users_admin_count', {
  sqlite: COUNT('LIKE'),
  pg: COUNT('ILIKE'),
});

/** The account with this e-mail (any case) */
export function* userByEmail(email: string): Flow<UserRow | undefined> {
  return userOf(yield* get(byEmail, normaliseEmail(email)));
}

/** A new account's id; null when the e-mail is taken (also under a race: the unique index) */
export function* insertedUser(
  name: string,
  email: string,
  passwordHash: string,
  role: Role = ROLES.user,
): Flow<number | null> {
  return (yield* value(insertUser, name, normaliseEmail(email), passwordHash, role)) ?? null;
}

/** A new session of the user and the user as it answers; null when the account is gone */
export function* openedSession(
  userId: number,
  now: number,
  userAgent: string | null,
): Flow<Session | null> {
  const { token, tokenHash, expiresAt, userAgent: agent } = newSession(now, userAgent);
  if ((yield* run(insertSession, userId, tokenHash, now, expiresAt, agent)) === 0) return null;
  const user = userOf(yield* get(byId, userId));
  return user ? { token, expiresAt, user: toSessionUser(user) } : null;
}

/** A reset link's token for the user */
export function* createdReset(userId: number, now: number): Flow<string> {
  const { token, tokenHash, expiresAt } = newReset(now);
  yield* run(insertReset, userId, tokenHash, now, expiresAt);
  return token;
}

function* setPassword(id: number, passwordHash: string, now: number) {
  yield* run(updatePassword, passwordHash, now, id);
  yield* run(revokeUserSessions, now, id, null);
}

/**
 * Uses a reset token once: sets the password, spends every open reset of the user and revokes
 * all their sessions. The user, or undefined when the token is unknown, used or expired.
 */
export function* completedReset(
  token: string,
  passwordHash: string,
  now: number,
): Flow<UserRow | undefined> {
  const userId = yield* value(lockedReset, hashToken(token), now);
  if (userId === undefined) return undefined;
  yield* run(useResets, now, userId);
  yield* setPassword(userId, passwordHash, now);
  return userOf(yield* get(byId, userId));
}

/** Deletes the account and its unpaid drafts (sessions and resets go by cascade) */
function* removeUser(id: number) {
  yield* run(deleteDrafts, id);
  return (yield* run(deleteUser, id)) > 0;
}

export function userStoreOf<Tx>(db: Db<Tx>) {
  return {
    findByEmail: (email: string) => db.read(() => userByEmail(email)),
    findById: (id: number) =>
      db.read(function* () {
        return userOf(yield* get(byId, id));
      }),

    /** Null when the e-mail is taken (also under a race, via the unique index). */
    insert: (name: string, email: string, passwordHash: string, role: Role = ROLES.user) =>
      db.read(() => insertedUser(name, email, passwordHash, role)),

    /** Saves the name and signature; the user as it now is (undefined for an unknown id) */
    updateProfile: (id: number, name: string, signature: string, now: number) =>
      db.transaction(function* () {
        yield* run(updateProfile, name, signature, now, id);
        const user = userOf(yield* get(byId, id));
        return user && toSessionUser(user);
      }),

    /**
     * The user's own change of password: only while the password is still the one they just
     * proved (`seenHash`: a change in between wins); every other session is revoked. False
     * when it was no longer that password.
     */
    changePassword: (
      id: number,
      seenHash: string,
      passwordHash: string,
      now: number,
      keepSessionId: number,
    ) =>
      db.transaction(function* () {
        if ((yield* run(replacePassword, passwordHash, now, id, seenHash)) === 0) return false;
        yield* run(revokeUserSessions, now, id, keepSessionId);
        return true;
      }),

    /**
     * `npm run admin:create`: creates the admin, or makes the account with that e-mail an admin
     * with this password (its sessions revoked).
     */
    upsertAdmin: (name: string, email: string, passwordHash: string, now: number) =>
      db.transaction(function* (): Flow<'created' | 'updated'> {
        const existing = yield* get(lockedByEmail, normaliseEmail(email));
        if (!existing) {
          yield* insertedUser(name, email, passwordHash, ROLES.admin);
          return 'created';
        }
        yield* run(updateRole, ROLES.admin, now, existing.id);
        yield* setPassword(existing.id, passwordHash, now);
        return 'updated';
      }),

    /** The admin's change of a user's role, with its audit entry: the user as it now is, or
     * undefined for an unknown id */
    changeRole: (id: number, role: Role, actor: AuditActor, now: number) =>
      db.transaction(function* () {
        const before = userOf(yield* get(lockedById, id));
        if (!before) return undefined;
        yield* run(updateRole, role, now, id);
        yield* audited(roleEntry(id, before.role, role, actor, now));
        return toSessionUser({ ...before, role });
      }),

    /**
     * The user's own removal of their account, only while its password is still the one they
     * just proved (`seenHash`): the sessions and resets go with it (cascade) and its unpaid
     * drafts; published notices stay, unlinked (notices.user_id is set null). False when the
     * password changed in between.
     */
    remove: (id: number, seenHash: string) =>
      db.transaction(function* () {
        if ((yield* get(lockedById, id))?.passwordHash !== seenHash) return false;
        return yield* removeUser(id);
      }),

    /** The admin's removal of an account (as `remove`), with its audit entry */
    removeByAdmin: (id: number, actor: AuditActor, now: number) =>
      db.transaction(function* () {
        const before = yield* get(lockedById, id);
        if (!before || !(yield* removeUser(id))) return false;
        yield* audited(removalEntry(id, before.role, actor, now));
        return true;
      }),

    openSession: (userId: number, now: number, userAgent: string | null) =>
      db.transaction(() => openedSession(userId, now, userAgent)),
    /** The user of a live session token: one query, on every signed-in request */
    authenticate: (token: string, now: number) =>
      db.read(function* () {
        const row = yield* get(sessionUser, hashToken(token), now);
        return row && withCompany(row);
      }),
    revokeSession: (sessionId: number, now: number) =>
      db.read(function* (): Flow<void> {
        yield* run(revokeSession, now, sessionId);
      }),

    createReset: (userId: number, now: number) => db.read(() => createdReset(userId, now)),
    resetUserId: (token: string, now: number) =>
      db.read(() => value(liveReset, hashToken(token), now)),
    completeReset: (token: string, passwordHash: string, now: number) =>
      db.transaction(() => completedReset(token, passwordHash, now)),

    ownNotices: (userId: number, page: number, take: number) =>
      db.read(function* () {
        return {
          items: yield* all(ownNotices, userId, take, page * take),
          total: (yield* value(ownNoticeCount, userId))!,
        };
      }),

    adminList: (q: string | undefined, page: number) =>
      db.read(function* () {
        const pattern = likePattern(q);
        const rows = yield* all(adminList, pattern, USER_PAGE, page * USER_PAGE);
        return {
          items: rows.map(withCompany),
          total: (yield* value(adminCount, pattern))!,
        };
      }),
  };
}
