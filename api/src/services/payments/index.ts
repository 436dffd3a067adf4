/** The payment services the routes share, built once per app. */
import type { AppDeps } from '../../context';
import { createSealer } from '../../lib/seal';
import { createCheckout } from './checkout';
import { createConfirmation } from './confirmation';
import { createRefunds } from './refunds';
import type { PaymentStore } from '../../routes/orders/store';
import type { PricingStore } from '../../routes/pricing/store';
import type { Port } from '../../stores/port';

/**
 * `store`: the payment flow's port on orders, the one way the payment code reaches them;
 * `pricing`: the prices' port (the same one stores.pricing is)
 */
export function createPayments(
  deps: AppDeps,
  store: Port<PaymentStore>,
  pricing: Port<PricingStore>,
) {
  const sealer = createSealer(deps.secret, 'order-edit-token');
  const testMode = deps.payments?.testMode ?? false;
  const confirmation = createConfirmation({
    outbox: deps.mail,
    publicUrl: deps.publicUrl,
    store,
    pricing,
    sealer,
    testMode,
  });
  const refunds = deps.payments
    ? createRefunds({ store, paypal: deps.payments.paypal, now: deps.now })
    : null;
  const checkout =
    deps.payments && refunds
      ? createCheckout({
          payments: deps.payments,
          store,
          refunds,
          pricing,
          sealer,
          confirmation,
          publicUrl: deps.publicUrl,
          now: deps.now,
        })
      : null;
  return { store, confirmation, checkout, refunds, testMode, config: deps.payments ?? null };
}
