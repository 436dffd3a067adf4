/**
 * Edit tokens: every notice created through the API gets one (32 random bytes, base64url),
 * shown to its creator once and stored as a SHA-256 hash. It authorises reading and editing
 * that notice and its orders (header X-Edit-Token, or `?token=` where a link must carry it);
 * the signed-in owner (notices.user_id) may use their Bearer session instead. createNoticeAccess
 * checks both; routes read them from the request with noticeCredentials (middleware/auth.ts).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client';
import { notices } from '#db/schema';
import { DomainError } from '../../lib/errors';
import { param } from '../../lib/placeholders';
import { hashToken, newToken, sameSecret } from '../../lib/tokens';
import type { AuthUser, UserStore } from '../auth/store';
import { answeredNow } from '../../stores/flow';

export const EDIT_TOKEN_HEADER = 'X-Edit-Token';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function issueEditToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: hashToken(token) };
}

/** Whether `token` is the one whose digest is stored (constant time). */
export function editTokenMatches(token: string | null, storedHash: string | null): boolean {
  if (!token || !storedHash || !TOKEN_SHAPE.test(token)) return false;
  return sameSecret(hashToken(token), storedHash);
}

/** The columns byId reads */
const accessColumns = {
  id: notices.id,
  type: notices.type,
  status: notices.status,
  userId: notices.userId,
  editTokenHash: notices.editTokenHash,
};

export type EditableNotice = Omit<
  Pick<typeof notices.$inferSelect, keyof typeof accessColumns>,
  'editTokenHash'
>;

export interface NoticeAccess {
  notice: EditableNotice;
  /** The edit token the request proved itself with; null when the owner's session did */
  token: string | null;
}

/** What a request offers to prove it may edit a notice (routes read it: noticeCredentials) */
export interface EditCredentials {
  /** X-Edit-Token (or `?token=` where a link carries it) */
  editToken?: string;
  /** The Bearer session token */
  session?: string | null;
}

/** The notice's row as `authorise` reads it */
export type AccessRow = Pick<typeof notices.$inferSelect, keyof typeof accessColumns>;

/**
 * The access a matching edit token gives; null when there is none (the session decides then).
 * 404 for an unknown notice.
 */
export function byEditToken(row: AccessRow | undefined, token?: string): NoticeAccess | null {
  if (!row) throw new DomainError('not_found', 'not_found', 'errors.noticeNotFound');
  const { editTokenHash, ...notice } = row;
  return token && editTokenMatches(token, editTokenHash) ? { notice, token } : null;
}

/**
 * Without a matching token: the owner's session (`user`, the session's user if any), 401 for an
 * invalid session when no token was given, else 403 `edit_forbidden`.
 */
export function bySession(
  row: AccessRow,
  { editToken: token, session }: EditCredentials,
  user: AuthUser | undefined,
): NoticeAccess {
  const { editTokenHash: _hash, ...notice } = row;
  if (session) {
    if (user && notice.userId !== null && user.id === notice.userId) {
      return { notice, token: null };
    }
    if (!user && !token) {
      throw new DomainError('unauthenticated', 'unauthorized', 'errors.unauthorized');
    }
  }
  throw new DomainError('forbidden', 'edit_forbidden', 'notices.editForbidden');
}

export function createNoticeAccess({ db }: Database, users: UserStore, now: () => number) {
  const byId = db
    .select(accessColumns)
    .from(notices)
    .where(eq(notices.id, param('id')))
    .prepare();

  return {
    /**
     * The notice, if this request may edit it: a matching edit token, or the owner's Bearer
     * session. 404 for an unknown id; 401 for an invalid session when no token was given;
     * 403 `edit_forbidden` otherwise (a wrong token, no credentials, someone else's session).
     */
    authorise(id: number, credentials: EditCredentials): NoticeAccess {
      const row = byId.get({ id });
      const { session } = credentials;
      return (
        byEditToken(row, credentials.editToken) ??
        bySession(
          row!,
          credentials,
          session ? answeredNow(users.authenticate(session, now())) : undefined,
        )
      );
    },
  };
}
