import type { AppDeps } from '../../context';
import { createRouter } from '../../lib/router';
import type { Stores } from '../../stores';

/** The prices and VAT rate, and whether the local PayPal sandbox stands in (testMode). */
export function pricingRoutes(deps: AppDeps, { pricing }: Stores) {
  return createRouter().get('/', async (c) =>
    c.json({ ...(await pricing.pricing()), testMode: deps.payments?.testMode ?? false }),
  );
}
