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
} from '#domain/inputs/auth';
import { ROLES } from '#domain/vocabulary/roles';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, tooManyRequests } from '../../lib/errors';
import { mailSender, mailThrottled } from '../../middleware/allowance';
import { clientAddress, createAuth } from '../../middleware/auth';
import {
  hashPassword,
  isCommonPassword,
  timingDummyHash,
  verifyPassword,
} from '../../services/passwords';
import { LOGIN_RULE, REGISTER_RULE, type Throttled } from './auth-store';
import { normaliseEmail, toSessionUser } from './store';
import { createRouter, validate, type InvalidInput } from '../../lib/router';
import type { Stores } from '../../stores';

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
  const { users, throttle, auth } = stores;
  const { requireRole } = createAuth(users, deps.now);
  const address = (c: Context) => clientAddress(c, deps.trustProxy);
  const userAgent = (c: Context) => c.req.header('User-Agent') ?? null;

  /** The 429 of a refusal by one of the auth store's limits */
  const refusal = (c: Context<AppEnv>, { throttled, wait }: Throttled) => {
    const t = c.get('t');
    if (throttled === 'mail') return mailThrottled(c, wait);
    return throttled === 'register'
      ? tooManyRequests(t, 'register_throttled', 'errors.registerThrottled', wait)
      : tooManyRequests(t, 'reset_throttled', 'errors.resetThrottled', wait);
  };

  return createRouter()
    .post('/register', validate('json', registerInput), async (c) => {
      const t = c.get('t');
      const input = c.req.valid('json');
      // refused early, before the hashing; register checks again as it creates the account
      const blocked = await throttle.blockedFor(REGISTER_RULE, [address(c)], deps.now());
      if (blocked) throw refusal(c, { throttled: 'register', wait: blocked });
      assertUncommon(t, input.password, 'password');
      const account = {
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: input.provider ? ROLES.provider : ROLES.user,
      };
      const outcome = await auth.register(account, address(c), deps.now(), userAgent(c));
      if ('throttled' in outcome) throw refusal(c, outcome);
      if ('taken' in outcome) throw new ApiError(409, 'email_taken', t('errors.emailTaken'));
      return c.json(outcome.session, 201);
    })
    .post('/login', validate('json', loginInput), async (c) => {
      const t = c.get('t');
      const { email, password } = c.req.valid('json');
      const key = [normaliseEmail(email), address(c)];
      // every attempt counts before the password is checked, so parallel guesses cannot all
      // pass the last free one; a right password forgets them again (signIn)
      const blocked = await throttle.spend([[LOGIN_RULE, key]], deps.now());
      if (blocked) throw tooManyRequests(t, 'login_throttled', 'errors.loginThrottled', blocked);
      const user = await users.findByEmail(email);
      // an unknown e-mail costs the same hashing time as a wrong password
      const ok = await verifyPassword(password, user?.passwordHash ?? (await timingDummyHash()));
      const session = user && ok && (await auth.signIn(user.id, key, deps.now(), userAgent(c)));
      if (!session) throw new ApiError(401, 'invalid_credentials', t('errors.invalidCredentials'));
      return c.json(session);
    })
    .post('/logout', requireRole(1), async (c) => {
      await users.revokeSession(c.get('user').sessionId, deps.now());
      return c.body(null, 204);
    })
    .get('/me', requireRole(1), (c) => c.json({ user: toSessionUser(c.get('user')) }))
    .post('/password/forgot', validate('json', forgotInput), async (c) => {
      const t = c.get('t');
      const { email } = c.req.valid('json');
      const refused = await auth.requestReset(
        email,
        mailSender(c, deps),
        deps.now(),
        (user, token) => {
          const link = `${deps.publicUrl}/password/${token}`;
          // registration confirms no address: the account's name (anyone's text) stays out
          return {
            to: user.email,
            subject: t('mail.resetSubject'),
            text: `${t('mail.resetBody', { link })}\n\n${t('mail.signOff')}`,
          };
        },
      );
      if (refused) throw refusal(c, refused);
      return c.json({ message: t('auth.resetLinkSent') }, 202);
    })
    .get('/password/:token', validate('param', resetTokenParam, malformedToken), async (c) => {
      if ((await users.resetUserId(c.req.valid('param').token, deps.now())) === undefined) {
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
        // an invalid token is refused before the password is checked and hashed
        if ((await users.resetUserId(token, deps.now())) === undefined) throw invalidToken(c);
        const { password } = c.req.valid('json');
        assertUncommon(t, password, 'password');
        const hash = await hashPassword(password);
        if (!(await auth.completeReset(token, hash, deps.now()))) throw invalidToken(c);
        return c.json({ message: t('auth.resetDone') });
      },
    );
}

function invalidToken(c: Context<AppEnv>): ApiError {
  return new ApiError(400, 'invalid_token', c.get('t')('errors.invalidToken'));
}

/** A malformed reset token is just an invalid one, not a validation error. */
const malformedToken: InvalidInput = (_error, c) => invalidToken(c);
