/**
 * POST /api/replies/:id/report and POST /api/reviews/:id/report: a visitor reports a shown reply
 * or review with a reason. One report per visitor per item (409 again); each attempt spends the
 * visitor's (and their address's) hourly report allowance.
 */
import { REPORTS_PER_HOUR, type ModerationKind } from '#domain/vocabulary/moderation';
import { reportInput } from '#domain/inputs/moderation-input';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps } from '../../context';
import { createRouter, validate } from '../../lib/router';
import { type Allowance, spendAllowance } from '../../middleware/allowance';
import { clientAddress } from '../../middleware/auth';
import type { Stores } from '../../stores';
import { hourly } from '../../stores/throttle';

const REPORT_ALLOWANCE: Allowance = {
  rule: hourly('report-visitor', REPORTS_PER_HOUR),
  // several visitors may share an address (a family's home, an office)
  addressRule: hourly('report-address', REPORTS_PER_HOUR * 3),
  code: 'report_limit',
  messageKey: 'moderation.reportLimit',
};

export function reportRoutes(kind: ModerationKind, deps: AppDeps, stores: Stores) {
  return createRouter().post(
    '/:id/report',
    validate('param', idParam),
    validate('json', reportInput),
    async (c) => {
      const now = deps.now();
      await spendAllowance(
        c,
        stores.throttle,
        REPORT_ALLOWANCE,
        now,
        clientAddress(c, deps.trustProxy),
      );
      const { id } = c.req.valid('param');
      await stores.moderation.report(
        kind,
        id,
        c.req.valid('json').reason,
        c.get('visitorHash'),
        now,
      );
      return c.json({ reported: true as const }, 201);
    },
  );
}
