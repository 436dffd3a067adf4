/**
 * Register, log in and out, who am I, and password reset by e-mail. Answers never tell whether
 * an e-mail has an account, except registration's "already exists" (unavoidable with unique
 * e-mails, and throttled per address).
 */
import type { Context } from 'hono';
import {
  forgotInput,
  loginInput,
  registerInput,
  resetInput,
  resetTokenParam,
  type Session,
  type SessionUser,
} from '../../../../db/domain/auth';
import { ROLES } from '../../../../db/domain/roles';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, tooManyRequests } from '../../lib/errors';
import { spendMailAllowance } from '../../middleware/allowance';
import { clientAddress, createAuth } from '../../middleware/auth';
import {
  hashPassword,
  isCommonPassword,
  timingDummyHash,
  verifyPassword,
} from '../../services/passwords';
import { hourly, throttleRule } from '../../stores/throttle';
import { normaliseEmail } from './store';
import { createRouter, validate, type InvalidInput } from '../../lib/router';
import type { Stores } from '../../stores';

export const LOGIN_RULE = throttleRule('login', 5, 15);
export const REGISTER_RULE = hourly('register', 10);
/** Per e-mail (whether or not it has an account) and per address */
export const RESET_EMAIL_RULE = hourly('reset-email', 3);
export const RESET_ADDRESS_RULE = hourly('reset-address', 10);

type Translate = Context<AppEnv>['var']['t'];

/** 422 on the password field when it is in the common-password list. */
export function assertUncommon(t: Translate, password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new ApiError(422, 'validation', t('errors.validation'), {
      [field]: t('validation.passwordCommon'),
    });
  }
}

export function authRoutes(deps: AppDeps, stores: Stores) {
  const { users, throttle } = stores;
  const { requireRole } = createAuth(users, deps.now);
  const address = (c: Context) => clientAddress(c, deps.trustProxy);
  const session = (c: Context, user: SessionUser): Session => ({
    ...users.createSession(user.id, deps.now(), c.req.header('User-Agent') ?? null),
    user: users.toSessionUser(user),
  });

  return createRouter()
    .post('/register', validate('json', registerInput), async (c) => {
      const t = c.get('t');
      const input = c.req.valid('json');
      const blocked = throttle.blockedFor(REGISTER_RULE, [address(c)], deps.now());
      if (blocked)
        throw tooManyRequests(t, 'register_throttled', 'errors.registerThrottled', blocked);
      assertUncommon(t, input.password, 'password');
      const role = input.provider ? ROLES.provider : ROLES.user;
      const id = users.insert(input.name, input.email, await hashPassword(input.password), role);
      if (id === null) throw new ApiError(409, 'email_taken', t('errors.emailTaken'));
      throttle.record(REGISTER_RULE, [address(c)], deps.now());
      return c.json(session(c, users.findById(id)!), 201);
    })
    .post('/login', validate('json', loginInput), async (c) => {
      const t = c.get('t');
      const { email, password } = c.req.valid('json');
      const key = [normaliseEmail(email), address(c)];
      const blocked = throttle.blockedFor(LOGIN_RULE, key, deps.now());
      if (blocked) throw tooManyRequests(t, 'login_throttled', 'errors.loginThrottled', blocked);
      const user = users.findByEmail(email);
      // an unknown e-mail costs the same hashing time as a wrong password
      const ok = await verifyPassword(password, user?.passwordHash ?? (await timingDummyHash()));
      if (!user || !ok) {
        throttle.record(LOGIN_RULE, key, deps.now());
        throw new ApiError(401, 'invalid_credentials', t('errors.invalidCredentials'));
      }
      throttle.reset(LOGIN_RULE, key);
      return c.json(session(c, user));
    })
    .post('/logout', requireRole(1), (c) => {
      users.revokeSession(c.get('user').sessionId, deps.now());
      return c.body(null, 204);
    })
    .get('/me', requireRole(1), (c) => c.json({ user: users.toSessionUser(c.get('user')) }))
    .post('/password/forgot', validate('json', forgotInput), (c) => {
      const t = c.get('t');
      const { email } = c.req.valid('json');
      const now = deps.now();
      const byEmail = [normaliseEmail(email)];
      const byAddress = [address(c)];
      const blocked = Math.max(
        throttle.blockedFor(RESET_EMAIL_RULE, byEmail, now),
        throttle.blockedFor(RESET_ADDRESS_RULE, byAddress, now),
      );
      if (blocked) throw tooManyRequests(t, 'reset_throttled', 'errors.resetThrottled', blocked);
      // counted whether or not the account exists, so a 429 tells nothing about it
      spendMailAllowance(c, deps, throttle);
      throttle.record(RESET_EMAIL_RULE, byEmail, now);
      throttle.record(RESET_ADDRESS_RULE, byAddress, now);
      const user = users.findByEmail(email);
      if (user) {
        // the link and its mail commit together; the outbox sends it after the answer
        deps.database.sqlite.transaction(() => {
          const link = `${deps.publicUrl}/password/${users.createReset(user.id, now)}`;
          deps.mail.enqueue('password_reset', {
            to: user.email,
            subject: t('mail.resetSubject'),
            text: `${t('mail.resetBody', { name: user.name, link })}\n\n${t('mail.signOff')}`,
          });
        })();
      }
      return c.json({ message: t('auth.resetLinkSent') }, 202);
    })
    .get('/password/:token', validate('param', resetTokenParam, malformedToken), (c) => {
      if (users.resetUserId(c.req.valid('param').token, deps.now()) === undefined) {
        throw invalidToken(c);
      }
      return c.json({ ok: true as const });
    })
    .post(
      '/password/:token',
      validate('param', resetTokenParam, malformedToken),
      validate('json', resetInput),
      async (c) => {
        const t = c.get('t');
        const { token } = c.req.valid('param');
        const userId = users.resetUserId(token, deps.now());
        if (userId === undefined) throw invalidToken(c);
        const { password } = c.req.valid('json');
        assertUncommon(t, password, 'password');
        const hash = await hashPassword(password);
        if (!users.completeReset(token, hash, deps.now())) throw invalidToken(c);
        // the owner proved the mailbox: failures with the old password no longer lock them out
        const user = users.findById(userId);
        if (user) throttle.resetAll(LOGIN_RULE, normaliseEmail(user.email));
        return c.json({ message: t('auth.resetDone') });
      },
    );
}

function invalidToken(c: Context<AppEnv>): ApiError {
  return new ApiError(400, 'invalid_token', c.get('t')('errors.invalidToken'));
}

/** A malformed reset token is just an invalid one, not a validation error. */
const malformedToken: InvalidInput = (_error, c) => invalidToken(c);
