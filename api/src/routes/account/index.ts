/** The signed-in user's own account ("Minu konto"): profile, password, notices, deletion. */
import {
  changePasswordInput,
  deleteAccountInput,
  pageQuery,
  profileInput,
} from '../../../../db/domain/auth';
import { noticePath } from '../../../../db/domain/notice-types';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError } from '../../lib/errors';
import { createAuth } from '../../middleware/auth';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { assertUncommon } from '../auth';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';

type Translate = AppEnv['Variables']['t'];
const OWN_NOTICE_PAGE = 20;

export function accountRoutes(deps: AppDeps, { users }: Stores) {
  const { requireRole } = createAuth(users, deps.now);

  /** 422 on `field` unless `password` is the user's current one. */
  const assertPassword = async (t: Translate, userId: number, password: string, field: string) => {
    const user = users.findById(userId);
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      throw new ApiError(422, 'validation', t('errors.validation'), {
        [field]: t('errors.wrongPassword'),
      });
    }
  };

  return createRouter()
    .use(requireRole(1))
    .get('/', (c) => c.json({ user: users.toSessionUser(c.get('user')) }))
    .patch('/', validate('json', profileInput), (c) => {
      const { id } = c.get('user');
      const { name, signature } = c.req.valid('json');
      users.updateProfile(id, name, signature, deps.now());
      return c.json({ user: users.toSessionUser(users.findById(id)!) });
    })
    .post('/password', validate('json', changePasswordInput), async (c) => {
      const t = c.get('t');
      const user = c.get('user');
      const { currentPassword, newPassword } = c.req.valid('json');
      await assertPassword(t, user.id, currentPassword, 'currentPassword');
      assertUncommon(t, newPassword, 'newPassword');
      users.setPassword(user.id, await hashPassword(newPassword), deps.now(), user.sessionId);
      return c.json({ message: t('auth.passwordChanged') });
    })
    .get('/notices', validate('query', pageQuery), (c) => {
      const { page } = c.req.valid('query');
      const { items, total } = users.ownNotices(c.get('user').id, page, OWN_NOTICE_PAGE);
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
      const user = c.get('user');
      await assertPassword(c.get('t'), user.id, c.req.valid('json').password, 'password');
      users.remove(user.id);
      return c.body(null, 204);
    });
}
