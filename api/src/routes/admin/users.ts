/** Admin section "users" (behind the admin area's role check): list, re-role and delete accounts. */
import type { Context } from 'hono';
import { roleInput, userListQuery } from '../../../../db/domain/auth';
import { idParam } from '../../../../db/domain/validation';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError } from '../../lib/errors';
import type { UserStore } from '../auth/store';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import { auditActor } from './actor';

/** The target user's id, refusing the admin's own account and unknown ids. */
function targetId(c: Context<AppEnv>, users: UserStore, id: number): number {
  const t = c.get('t');
  if (id === c.get('user').id) throw new ApiError(409, 'own_account', t('errors.ownAccount'));
  if (!users.findById(id)) throw new ApiError(404, 'user_not_found', t('errors.userNotFound'));
  return id;
}

export function adminUserRoutes(deps: AppDeps, { users }: Stores) {
  return createRouter()
    .get('/', validate('query', userListQuery), (c) => {
      const { q, page } = c.req.valid('query');
      return c.json({ ...users.adminList(q, page), page, take: users.USER_PAGE });
    })
    .patch('/:id', validate('param', idParam), validate('json', roleInput), (c) => {
      const id = targetId(c, users, c.req.valid('param').id);
      users.changeRole(id, c.req.valid('json').role, auditActor(c), deps.now());
      return c.json({ user: users.toSessionUser(users.findById(id)!) });
    })
    .delete('/:id', validate('param', idParam), (c) => {
      users.removeByAdmin(targetId(c, users, c.req.valid('param').id), auditActor(c), deps.now());
      return c.body(null, 204);
    });
}
