/** Admin section "users" (behind the admin area's role check): list, re-role and delete accounts. */
import type { Context } from 'hono';
import { roleInput, userListQuery } from '#domain/inputs/auth';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError } from '../../lib/errors';
import { USER_PAGE } from '../auth/store';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import { auditActor } from './actor';

/** The target user's id, refusing the admin's own account. */
function targetId(c: Context<AppEnv>, id: number): number {
  if (id === c.get('user').id) {
    throw new ApiError(409, 'own_account', c.get('t')('errors.ownAccount'));
  }
  return id;
}

const userNotFound = (c: Context<AppEnv>) =>
  new ApiError(404, 'user_not_found', c.get('t')('errors.userNotFound'));

export function adminUserRoutes(deps: AppDeps, { users }: Stores) {
  return createRouter()
    .get('/', validate('query', userListQuery), async (c) => {
      const { q, page } = c.req.valid('query');
      return c.json({ ...(await users.adminList(q, page)), page, take: USER_PAGE });
    })
    .patch('/:id', validate('param', idParam), validate('json', roleInput), async (c) => {
      const id = targetId(c, c.req.valid('param').id);
      const user = await users.changeRole(id, c.req.valid('json').role, auditActor(c), deps.now());
      if (!user) throw userNotFound(c);
      return c.json({ user });
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      const id = targetId(c, c.req.valid('param').id);
      if (!(await users.removeByAdmin(id, auditActor(c), deps.now()))) throw userNotFound(c);
      return c.body(null, 204);
    });
}
