/**
 * Whether a request may edit a notice: its edit token (services/edit-tokens.ts) or the owner's
 * Bearer session. Reads the request, so it lives here and not among the services.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Context } from 'hono';
import type { NoticeType } from '../../../db/domain/notice-types';
import type { AppEnv } from '../context';
import { ApiError } from '../lib/errors';
import { EDIT_TOKEN_HEADER, editTokenMatches, type NoticeStatus } from '../services/edit-tokens';
import type { UserStore } from '../services/users';
import { bearerToken, unauthorized } from './auth';

export interface EditableNotice {
  id: number;
  type: NoticeType;
  status: NoticeStatus;
  userId: number | null;
}

export interface NoticeAccess {
  notice: EditableNotice;
  /** The edit token the request proved itself with; null when the owner's session did */
  token: string | null;
}

export function createNoticeAccess(
  sqlite: BetterSqlite3.Database,
  users: UserStore,
  now: () => number,
) {
  const byId = sqlite.prepare(
    `SELECT id, type, status, user_id AS userId, edit_token_hash AS editTokenHash
       FROM notices WHERE id = ?`,
  );

  /**
   * The notice, if this request may edit it: a matching edit token, or the owner's Bearer
   * session. 404 for an unknown id; 401 for an invalid session when no token was given;
   * 403 `edit_forbidden` otherwise (a wrong token, no credentials, someone else's session).
   */
  return function authorise(
    c: Context<AppEnv>,
    id: number,
    options: { queryToken?: boolean } = {},
  ): NoticeAccess {
    const t = c.get('t');
    const row = byId.get(id) as (EditableNotice & { editTokenHash: string | null }) | undefined;
    if (!row) throw new ApiError(404, 'not_found', t('errors.noticeNotFound'));
    const { editTokenHash, ...notice } = row;
    const token =
      c.req.header(EDIT_TOKEN_HEADER) ?? (options.queryToken ? c.req.query('token') : undefined);
    if (token && editTokenMatches(token, editTokenHash)) return { notice, token };
    const session = bearerToken(c);
    if (session) {
      const user = users.authenticate(session, now());
      if (user && notice.userId !== null && user.id === notice.userId) {
        return { notice, token: null };
      }
      if (!user && !token) throw unauthorized(c);
    }
    throw new ApiError(403, 'edit_forbidden', t('notices.editForbidden'));
  };
}
