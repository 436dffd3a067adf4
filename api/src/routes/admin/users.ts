/** Admin (role 10): list, re-role and delete user accounts. */
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context } from 'hono';
import { roleInput, userListQuery } from '../../../../db/domain/auth';
import { ROLES } from '../../../../db/domain/roles';
import { idParam } from '../../../../db/domain/validation';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, validationHook } from '../../lib/errors';
import { createAuth } from '../../middleware/auth';
import type { UserStore } from '../../services/users';

/** The target user's id, refusing the admin's own account and unknown ids. */
function targetId(c: Context<AppEnv>, users: UserStore, id: number): number {
  const t = c.get('t');
  if (id === c.get('user').id) throw new ApiError(409, 'own_account', t('errors.ownAccount'));
  if (!users.findById(id)) throw new ApiError(404, 'user_not_found', t('errors.userNotFound'));
  return id;
}

export function adminUserRoutes(deps: AppDeps, users: UserStore) {
  const { requireRole } = createAuth(users, deps.now);
  return new Hono<AppEnv>()
    .use(requireRole(ROLES.admin))
    .get('/', zValidator('query', userListQuery, validationHook), (c) => {
      const { q, page } = c.req.valid('query');
      return c.json({ ...users.adminList(q, page), page, take: users.USER_PAGE });
    })
    .patch(
      '/:id',
      zValidator('param', idParam, validationHook),
      zValidator('json', roleInput, validationHook),
      (c) => {
        const id = targetId(c, users, c.req.valid('param').id);
        users.setRole(id, c.req.valid('json').role, deps.now());
        return c.json({ user: users.toSessionUser(users.findById(id)!) });
      },
    )
    .delete('/:id', zValidator('param', idParam, validationHook), (c) => {
      users.remove(targetId(c, users, c.req.valid('param').id));
      return c.body(null, 204);
    });
}
