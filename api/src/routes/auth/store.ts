/**
 * Accounts, sessions and password resets in SQLite: every statement prepared once. E-mails are
 * stored trimmed and lower-cased (full Unicode), so the unique index on lower(email) holds for
 * any case the user types.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { SessionUser } from '../../../../db/domain/auth';
import type { Role } from '../../../../db/domain/roles';
import type { NoticeStatus } from '../../../../db/domain/statuses';
import { hashToken, newToken } from '../../lib/tokens';

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
const USER_PAGE = 20;

export interface UserRecord extends SessionUser {
  passwordHash: string;
}

/** The user behind a valid session token. */
export interface AuthUser extends SessionUser {
  sessionId: number;
}

export interface AdminUserRow extends SessionUser {
  createdAt: number;
  notices: number;
}

export interface OwnNotice {
  id: number;
  type: 0 | 1 | 2;
  status: NoticeStatus;
  deceasedName: string;
  createdAt: number;
  publishedAt: number | null;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const USER_COLUMNS = 'u.id, u.name, u.email, u.role, u.signature, u.password_hash AS passwordHash';

const toSessionUser = ({ id, name, email, role, signature }: SessionUser): SessionUser => ({
  id,
  name,
  email,
  role,
  signature,
});

export function createUserStore(sqlite: BetterSqlite3.Database) {
  const userWhere = (condition: string) =>
    sqlite.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE ${condition}`);
  /** `columns` = ?, …, then updated_at = ? and the user's id */
  const updateUser = (columns: string) =>
    sqlite.prepare(`UPDATE users SET ${columns}, updated_at = ? WHERE id = ?`);
  const byEmail = userWhere('lower(u.email) = ?');
  const byId = userWhere('u.id = ?');
  const insertUser = sqlite.prepare(
    'INSERT INTO users (name, email, password_hash, role) VALUES (?, ?, ?, ?) RETURNING id',
  );
  const updateProfile = updateUser('name = ?, signature = ?');
  const updatePassword = updateUser('password_hash = ?');
  const updateRole = updateUser('role = ?');
  const deleteDrafts = sqlite.prepare("DELETE FROM notices WHERE user_id = ? AND status = 'draft'");
  const deleteUserRow = sqlite.prepare('DELETE FROM users WHERE id = ?');

  // ---- sessions
  const insertSession = sqlite.prepare(
    'INSERT INTO sessions (user_id, token_hash, created_at, expires_at, user_agent) VALUES (?, ?, ?, ?, ?)',
  );
  const sessionUser = sqlite.prepare(
    `SELECT s.id AS sessionId, u.id, u.name, u.email, u.role, u.signature
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
  );
  const revokeSession = sqlite.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
  );
  const revokeUserSessions = sqlite.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND id IS NOT ?',
  );

  // ---- password resets
  const insertReset = sqlite.prepare(
    'INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const liveReset = sqlite
    .prepare(
      'SELECT user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    )
    .pluck();
  const useResets = sqlite.prepare(
    'UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
  );

  // ---- lists
  const ownNotices = sqlite.prepare(
    `SELECT id, type, status, deceased_name AS deceasedName, created_at AS createdAt,
            published_at AS publishedAt
       FROM notices WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const ownNoticeCount = sqlite.prepare('SELECT count(*) FROM notices WHERE user_id = ?').pluck();
  const adminList = sqlite.prepare(
    `SELECT u.id, u.name, u.email, u.role, u.signature, u.created_at AS createdAt,
            (SELECT count(*) FROM notices n WHERE n.user_id = u.id) AS notices
       FROM users u
      WHERE (:q IS NULL OR u.name LIKE :q ESCAPE '\\' OR u.email LIKE :q ESCAPE '\\')
      ORDER BY u.created_at DESC, u.id DESC LIMIT :take OFFSET :offset`,
  );
  const adminCount = sqlite
    .prepare(
      `SELECT count(*) FROM users u
        WHERE (:q IS NULL OR u.name LIKE :q ESCAPE '\\' OR u.email LIKE :q ESCAPE '\\')`,
    )
    .pluck();

  const createSession = (userId: number, now: number, userAgent: string | null) => {
    const token = newToken();
    const expiresAt = now + SESSION_TTL_MS;
    insertSession.run(userId, hashToken(token), now, expiresAt, userAgent?.slice(0, 300) ?? null);
    return { token, expiresAt };
  };

  return {
    USER_PAGE,
    findByEmail: (email: string) => byEmail.get(normaliseEmail(email)) as UserRecord | undefined,
    findById: (id: number) => byId.get(id) as UserRecord | undefined,
    toSessionUser,

    /** Null when the e-mail is taken (also under a race, via the unique index). */
    insert(name: string, email: string, passwordHash: string, role: Role = 1): number | null {
      try {
        return (insertUser.get(name, normaliseEmail(email), passwordHash, role) as { id: number })
          .id;
      } catch (err) {
        if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return null;
        throw err;
      }
    },
    updateProfile: (id: number, name: string, signature: string, now: number) =>
      updateProfile.run(name, signature, now, id),
    setRole: (id: number, role: Role, now: number) => updateRole.run(role, now, id).changes > 0,

    /** New password; every session of the user except `keepSessionId` is revoked. */
    setPassword: sqlite.transaction(
      (id: number, passwordHash: string, now: number, keepSessionId: number | null = null) => {
        updatePassword.run(passwordHash, now, id);
        revokeUserSessions.run(now, id, keepSessionId);
      },
    ),

    /** Removes the account with its sessions and resets (cascade) and its unpaid drafts;
     * published notices stay, unlinked (notices.user_id is set null). */
    remove: sqlite.transaction((id: number): boolean => {
      deleteDrafts.run(id);
      return deleteUserRow.run(id).changes > 0;
    }),

    createSession,
    authenticate: (token: string, now: number) =>
      sessionUser.get(hashToken(token), now) as AuthUser | undefined,
    revokeSession: (sessionId: number, now: number) => revokeSession.run(now, sessionId),

    createReset(userId: number, now: number): string {
      const token = newToken();
      insertReset.run(userId, hashToken(token), now, now + RESET_TTL_MS);
      return token;
    },
    resetUserId: (token: string, now: number) =>
      liveReset.get(hashToken(token), now) as number | undefined,

    /** Uses the reset token once: sets the password, spends every open reset of the user and
     * revokes all their sessions. False when the token is unknown, used or expired. */
    completeReset: sqlite.transaction((token: string, passwordHash: string, now: number) => {
      const userId = liveReset.get(hashToken(token), now) as number | undefined;
      if (userId === undefined) return false;
      useResets.run(now, userId);
      updatePassword.run(passwordHash, now, userId);
      revokeUserSessions.run(now, userId, null);
      return true;
    }),

    ownNotices(userId: number, page: number, take: number) {
      return {
        items: ownNotices.all(userId, take, page * take) as OwnNotice[],
        total: ownNoticeCount.get(userId) as number,
      };
    },

    adminList(q: string | undefined, page: number) {
      const pattern = q ? `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
      return {
        items: adminList.all({
          q: pattern,
          take: USER_PAGE,
          offset: page * USER_PAGE,
        }) as AdminUserRow[],
        total: adminCount.get({ q: pattern }) as number,
      };
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
