/**
 * Claiming a company page (mounted at /api/companies): a signed-in provider (role 3) names the
 * company and its registry code; a single-use link goes to the company's listed e-mail, and the
 * claimant, signed in, opens it to become the page's owner. An admin may confirm instead
 * (routes/admin/claims.ts). The claimant's own pending claims (GET /claims/mine) keep the
 * "link sent" state across reloads.
 */
import { claimConfirmInput, claimInput } from '#domain/inputs/company-input';
import { pagePath } from '#domain/pages/page-links';
import { ROLES } from '#domain/vocabulary/roles';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, tooManyRequests } from '../../lib/errors';
import { translator } from '../../lib/i18n';
import { createRouter, validate, type InvalidInput } from '../../lib/router';
import { clientAddress, createAuth } from '../../middleware/auth';
import type { Stores } from '../../stores';

type Translate = AppEnv['Variables']['t'];

/** "mari@example.ee" → "m***@example.ee": enough to recognise the mailbox, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

const invalidLink = (t: Translate) => new ApiError(400, 'invalid_token', t('claims.invalidToken'));
const malformedLink: InvalidInput = (_error, c) => invalidLink(c.get('t'));

export function claimRoutes(deps: AppDeps, stores: Stores) {
  const { claims } = stores;
  const { requireRole } = createAuth(stores.users, deps.now);
  // the company's mailbox is Estonian whatever language the claimant reads
  const et = translator('et');

  return createRouter()
    .get('/claims/mine', requireRole(ROLES.provider), async (c) => {
      const items = await claims.pendingOf(c.get('user').id, deps.now());
      return c.json({
        items: items.map(({ companyEmail, ...claim }) => ({
          ...claim,
          mailedTo: companyEmail === null ? null : maskEmail(companyEmail),
        })),
      });
    })
    .post('/claims', requireRole(ROLES.provider), validate('json', claimInput), async (c) => {
      const user = c.get('user');
      const { companyId, registryCode } = c.req.valid('json');
      const outcome = await claims.request(
        { companyId, userId: user.id, code: registryCode },
        {
          cause: {
            who: { address: clientAddress(c, deps.trustProxy), visitor: c.get('visitorHash') },
          },
          compose: (token, company) => ({
            to: company.email,
            subject: et('claims.mailSubject', { company: company.name }),
            // the company's mailbox has not asked for this: nothing the claimant chose (their
            // name, their e-mail) goes into it, only the directory's name and the checked code
            text: `${et('claims.mailBody', {
              company: company.name,
              code: registryCode,
              link: `${deps.publicUrl}${pagePath('claimConfirm')}?token=${token}`,
            })}\n\n${et('mail.signOff')}`,
          }),
        },
        deps.now(),
      );
      if (!outcome.ok) {
        throw tooManyRequests(
          c.get('t'),
          'mail_throttled',
          'errors.mailThrottled',
          outcome.retryAfterMs,
        );
      }
      return c.json({ status: 'pending' as const, mailedTo: maskEmail(outcome.mailedTo) }, 202);
    })
    .post(
      '/claims/confirm',
      requireRole(ROLES.provider),
      validate('json', claimConfirmInput, malformedLink),
      async (c) => {
        const t = c.get('t');
        const outcome = await claims.confirm(
          c.req.valid('json').token,
          c.get('user').id,
          deps.now(),
        );
        if (!outcome.ok) {
          throw outcome.reason === 'invalid'
            ? invalidLink(t)
            : new ApiError(403, 'not_claimant', t('errors.forbidden'));
        }
        return c.json(outcome.company);
      },
    );
}
