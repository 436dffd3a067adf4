/** The signed-in user's own account ("Minu konto"): profile, password, notices, deletion. */
import {
  changePasswordInput,
  deleteAccountInput,
  pageQuery,
  profileInput,
} from '#domain/inputs/auth';
import { noticePath } from '#domain/vocabulary/notice-types';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError } from '../../lib/errors';
import { createAuth, unauthorized } from '../../middleware/auth';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { assertUncommon } from '../auth';
import { toSessionUser } from '../auth/store';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';

type Translate = AppEnv['Variables']['t'];
const OWN_NOTICE_PAGE = 20;

export function accountRoutes(deps: AppDeps, { users }: Stores) {
  const { requireRole } = createAuth(users, deps.now);

  const wrongPassword = (t: Translate, field: string) =>
    new ApiError(422, 'validation', t('errors.validation'), { [field]: t('errors.wrongPassword') });

  /** 422 on `field` unless `password` is the user's current one; its hash, seen now. */
  const assertPassword = async (t: Translate, userId: number, password: string, field: string) => {
    const user = await users.findById(userId);
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      throw wrongPassword(t, field);
    }
    return user.passwordHash;
  };

  return createRouter()
    .use(requireRole(1))
    .get('/', (c) => c.json({ user: toSessionUser(c.get('user')) }))
    .patch('/', validate('json', profileInput), async (c) => {
      const { id } = c.get('user');
      const { name, signature } = c.req.valid('json');
      const user = await users.updateProfile(id, name, signature, deps.now());
      // the session's account exists (requireRole); one removed since is no longer signed in
      if (!user) throw unauthorized(c);
      return c.json({ user });
    })
    .post('/password', validate('json', changePasswordInput), async (c) => {
      const t = c.get('t');
      const user = c.get('user');
      const { currentPassword, newPassword } = c.req.valid('json');
      const seen = await assertPassword(t, user.id, currentPassword, 'currentPassword');
      assertUncommon(t, newPassword, 'newPassword');
      const hash = await hashPassword(newPassword);
      // refused as a wrong password when it changed since it was checked
      if (!(await users.changePassword(user.id, seen, hash, deps.now(), user.sessionId))) {
        throw wrongPassword(t, 'currentPassword');
      }
      return c.json({ message: t('auth.passwordChanged') });
    })
    .get('/notices', validate('query', pageQuery), async (c) => {
      const { page } = c.req.valid('query');
      const { items, total } = await users.ownNotices(c.get('user').id, page, OWN_NOTICE_PAGE);
      return c.json({
        items: items.map((n) => ({
          ...n,
          path: n.status === 'published' ? noticePath(n.type, n.id) : null,
        })),
        total,
        page,
        take: OWN_NOTICE_PAGE,
      });
    })
    .delete('/', validate('json', deleteAccountInput), async (c) => {
      const t = c.get('t');
      const user = c.get('user');
      const seen = await assertPassword(t, user.id, c.req.valid('json').password, 'password');
      if (!(await users.remove(user.id, seen))) throw wrongPassword(t, 'password');
      return c.body(null, 204);
    });
}
