/**
 * Accounts, sessions and password resets in SQLite: every statement prepared once. E-mails are
 * stored trimmed and lower-cased (full Unicode), so the unique index on lower(email) holds for
 * any case the user types.
 */
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../../../db/client';
import type { Session, SessionUser } from '../../../../db/domain/auth';
import { ROLES, type Role } from '../../../../db/domain/roles';
import { notices, passwordResets, sessions, users } from '../../../../db/schema';
import { likePattern, liveToken, param, setParam } from '../../lib/placeholders';
import {
  type AuditActor,
  type AuditEntry,
  type AuditLog,
  createAuditLog,
} from '../../stores/audit';
import type { Port } from '../../stores/port';
import { hashToken, newToken } from '../../lib/tokens';
import { hasCompanySql } from '../provider/claimed';

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
/** Users on a page of the admin's list */
export const USER_PAGE = 20;

/** The user behind a valid session token. */
export interface AuthUser extends SessionUser {
  sessionId: number;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The columns of a SessionUser */
const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  signature: users.signature,
  // SQLite answers EXISTS with 0 or 1
  company: sql.raw(hasCompanySql('"users"."id"')).mapWith(Boolean),
};

/** The user as the API answers it: a SessionUser's fields only */
export const toSessionUser = ({
  id,
  name,
  email,
  role,
  signature,
  company,
}: SessionUser): SessionUser => ({ id, name, email, role, signature, company });

/** A new session's row (its token only hashed) and the token handed to the client once */
export function newSession(now: number, userAgent: string | null) {
  const token = newToken();
  return {
    token,
    tokenHash: hashToken(token),
    expiresAt: now + SESSION_TTL_MS,
    userAgent: userAgent?.slice(0, 300) ?? null,
  };
}

/** A new password reset's token, its hash and its expiry */
export function newReset(now: number) {
  const token = newToken();
  return { token, tokenHash: hashToken(token), expiresAt: now + RESET_TTL_MS };
}

/** The audit entry of the admin's change of a user's role */
export const roleEntry = (
  id: number,
  before: Role,
  role: Role,
  actor: AuditActor,
  now: number,
): AuditEntry => ({
  actor,
  action: 'user.role',
  entityId: id,
  before: { role: before },
  after: { role },
  at: now,
});

/** The audit entry of the admin's removal of an account */
export const removalEntry = (
  id: number,
  role: Role,
  actor: AuditActor,
  now: number,
): AuditEntry => ({
  actor,
  action: 'user.delete',
  entityId: id,
  before: { role },
  at: now,
});

/** A name or e-mail LIKE the `q` pattern (backslash escapes), or every user when `q` is null */
const matchesQuery = or(
  sql`${param('q')} is null`,
  sql`${users.name} like ${param('q')} escape '\\'`,
  sql`${users.email} like ${param('q')} escape '\\'`,
);

export function createUserStore(
  { db, sqlite }: Database,
  audit: AuditLog = createAuditLog(sqlite),
) {
  const userWhere = (condition: SQL | undefined) =>
    db
      .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(condition)
      .prepare();
  /** Sets `columns` and updated_at (`now`) on the user `id` */
  const updateUser = (columns: SQLiteUpdateSetSource<typeof users>) =>
    db
      .update(users)
      .set({ ...columns, updatedAt: setParam('now') })
      .where(eq(users.id, param('id')))
      .prepare();
  const byEmail = userWhere(sql`lower(${users.email}) = ${param('email')}`);
  const byId = userWhere(eq(users.id, param('id')));
  const insertUser = db
    .insert(users)
    .values({
      name: param('name'),
      email: param('email'),
      passwordHash: param('passwordHash'),
      role: param('role'),
    })
    .returning({ id: users.id })
    .prepare();
  const updateProfile = updateUser({ name: setParam('name'), signature: setParam('signature') });
  const updatePassword = updateUser({ passwordHash: setParam('passwordHash') });
  /** The password, only while it is still the one the caller verified (`seenHash`) */
  const replacePassword = db
    .update(users)
    .set({ passwordHash: setParam('passwordHash'), updatedAt: setParam('now') })
    .where(and(eq(users.id, param('id')), eq(users.passwordHash, param('seenHash'))))
    .prepare();
  const updateRole = updateUser({ role: setParam('role') });
  const deleteDrafts = db
    .delete(notices)
    .where(and(eq(notices.userId, param('userId')), eq(notices.status, 'draft')))
    .prepare();
  const deleteUserRow = db
    .delete(users)
    .where(eq(users.id, param('id')))
    .prepare();

  // ---- sessions
  const insertSession = db
    .insert(sessions)
    .values({
      userId: param('userId'),
      tokenHash: param('tokenHash'),
      createdAt: param('now'),
      expiresAt: param('expiresAt'),
      userAgent: param('userAgent'),
    })
    .prepare();
  const sessionUser = db
    .select({ sessionId: sessions.id, ...sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveToken(sessions, sessions.revokedAt))
    .prepare();
  const revokeSession = db
    .update(sessions)
    .set({ revokedAt: setParam('now') })
    .where(and(eq(sessions.id, param('id')), isNull(sessions.revokedAt)))
    .prepare();
  // `is not`: a null keepSessionId keeps none
  const revokeUserSessions = db
    .update(sessions)
    .set({ revokedAt: setParam('now') })
    .where(
      and(
        eq(sessions.userId, param('userId')),
        isNull(sessions.revokedAt),
        sql`${sessions.id} is not ${param('keepSessionId')}`,
      ),
    )
    .prepare();

  // ---- password resets
  const insertReset = db
    .insert(passwordResets)
    .values({
      userId: param('userId'),
      tokenHash: param('tokenHash'),
      createdAt: param('now'),
      expiresAt: param('expiresAt'),
    })
    .prepare();
  const liveReset = db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(liveToken(passwordResets, passwordResets.usedAt))
    .prepare();
  const useResets = db
    .update(passwordResets)
    .set({ usedAt: setParam('now') })
    .where(and(eq(passwordResets.userId, param('userId')), isNull(passwordResets.usedAt)))
    .prepare();

  // ---- lists
  const ownNotices = db
    .select({
      id: notices.id,
      type: notices.type,
      status: notices.status,
      deceasedName: notices.deceasedName,
      createdAt: notices.createdAt,
      publishedAt: notices.publishedAt,
    })
    .from(notices)
    .where(eq(notices.userId, param('userId')))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(param('take'))
    .offset(param('offset'))
    .prepare();
  const ownNoticeCount = db
    .select({ n: count() })
    .from(notices)
    .where(eq(notices.userId, param('userId')))
    .prepare();
  const adminList = db
    .select({
      ...sessionUserColumns,
      createdAt: users.createdAt,
      notices: db.$count(notices, eq(notices.userId, users.id)),
    })
    .from(users)
    .where(matchesQuery)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(param('take'))
    .offset(param('offset'))
    .prepare();
  const adminCount = db.select({ n: count() }).from(users).where(matchesQuery).prepare();

  const liveResetUserId = (token: string, now: number) =>
    liveReset.get({ tokenHash: hashToken(token), now })?.userId;

  const createSession = (userId: number, now: number, userAgent: string | null) => {
    const { token, ...row } = newSession(now, userAgent);
    insertSession.run({ userId, now, ...row });
    return { token, expiresAt: row.expiresAt };
  };

  function removeUser(id: number): boolean {
    deleteDrafts.run({ userId: id });
    return deleteUserRow.run({ id }).changes > 0;
  }

  const setPassword = (
    id: number,
    passwordHash: string,
    now: number,
    keepSessionId: number | null = null,
  ) => {
    updatePassword.run({ passwordHash, now, id });
    revokeUserSessions.run({ now, userId: id, keepSessionId });
  };

  const insert = (
    name: string,
    email: string,
    passwordHash: string,
    role: Role = 1,
  ): number | null => {
    try {
      return insertUser.get({ name, email: normaliseEmail(email), passwordHash, role })!.id;
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return null;
      throw err;
    }
  };

  /** A new session of the user and the user as it answers; null when the account is gone. */
  const openSession = (userId: number, now: number, userAgent: string | null): Session | null => {
    const user = byId.get({ id: userId });
    return user ? { ...createSession(userId, now, userAgent), user: toSessionUser(user) } : null;
  };

  return {
    findByEmail: (email: string) => byEmail.get({ email: normaliseEmail(email) }),
    findById: (id: number) => byId.get({ id }),

    /** Null when the e-mail is taken (also under a race, via the unique index). */
    insert,

    /** Saves the name and signature; the user as it now is (undefined for an unknown id) */
    updateProfile: sqlite.transaction(
      (id: number, name: string, signature: string, now: number): SessionUser | undefined => {
        updateProfile.run({ name, signature, now, id });
        const user = byId.get({ id });
        return user && toSessionUser(user);
      },
    ),

    /**
     * The user's own change of password: only while the password is still the one they just
     * proved (`seenHash`: a change in between wins); every other session is revoked. False
     * when it was no longer that password.
     */
    changePassword: sqlite.transaction(
      (
        id: number,
        seenHash: string,
        passwordHash: string,
        now: number,
        keepSessionId: number,
      ): boolean => {
        if (replacePassword.run({ passwordHash, now, id, seenHash }).changes === 0) return false;
        revokeUserSessions.run({ now, userId: id, keepSessionId });
        return true;
      },
    ),

    /**
     * `npm run admin:create`: creates the admin, or makes the account with that e-mail an admin
     * with this password (its sessions revoked).
     */
    upsertAdmin: sqlite.transaction(
      (name: string, email: string, passwordHash: string, now: number): 'created' | 'updated' => {
        const existing = byEmail.get({ email: normaliseEmail(email) });
        if (!existing) {
          insert(name, email, passwordHash, ROLES.admin);
          return 'created';
        }
        updateRole.run({ role: ROLES.admin, now, id: existing.id });
        setPassword(existing.id, passwordHash, now);
        return 'updated';
      },
    ),

    /** The admin's change of a user's role, with its audit entry: the user as it now is, or
     * undefined for an unknown id */
    changeRole: sqlite.transaction(
      (id: number, role: Role, actor: AuditActor, now: number): SessionUser | undefined => {
        const before = byId.get({ id });
        if (!before) return undefined;
        updateRole.run({ role, now, id });
        audit.record(roleEntry(id, before.role, role, actor, now));
        return toSessionUser({ ...before, role });
      },
    ),

    /**
     * The user's own removal of their account, only while its password is still the one they
     * just proved (`seenHash`): the sessions and resets go with it (cascade) and its unpaid
     * drafts; published notices stay, unlinked (notices.user_id is set null). False when the
     * password changed in between.
     */
    remove: sqlite.transaction((id: number, seenHash: string): boolean => {
      if (byId.get({ id })?.passwordHash !== seenHash) return false;
      return removeUser(id);
    }),

    /** The admin's removal of an account (as `remove`), with its audit entry */
    removeByAdmin: sqlite.transaction((id: number, actor: AuditActor, now: number): boolean => {
      const before = byId.get({ id });
      if (!before || !removeUser(id)) return false;
      audit.record(removalEntry(id, before.role, actor, now));
      return true;
    }),

    openSession: sqlite.transaction(openSession),
    /** The user of a live session token: one query, on every signed-in request */
    authenticate: (token: string, now: number): AuthUser | undefined =>
      sessionUser.get({ tokenHash: hashToken(token), now }),
    revokeSession(sessionId: number, now: number): void {
      revokeSession.run({ now, id: sessionId });
    },

    createReset(userId: number, now: number): string {
      const { token, tokenHash, expiresAt } = newReset(now);
      insertReset.run({ userId, tokenHash, now, expiresAt });
      return token;
    },
    resetUserId: liveResetUserId,

    /** Uses the reset token once: sets the password, spends every open reset of the user and
     * revokes all their sessions. The user, or undefined when the token is unknown, used or
     * expired. */
    completeReset: sqlite.transaction((token: string, passwordHash: string, now: number) => {
      const userId = liveResetUserId(token, now);
      if (userId === undefined) return undefined;
      useResets.run({ now, userId });
      setPassword(userId, passwordHash, now);
      return byId.get({ id: userId });
    }),

    ownNotices(userId: number, page: number, take: number) {
      return {
        items: ownNotices.all({ userId, take, offset: page * take }),
        total: ownNoticeCount.get({ userId })!.n,
      };
    },

    adminList(q: string | undefined, page: number) {
      const pattern = likePattern(q);
      return {
        items: adminList.all({ q: pattern, take: USER_PAGE, offset: page * USER_PAGE }),
        total: adminCount.get({ q: pattern })!.n,
      };
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
/** The users as routes reach them (stores.users) */
export type UserPort = Port<UserStore>;
