/**
 * Where PayPal sends the payer back (return, cancel: top-level navigations that end on the
 * wizard's confirm or "payment failed" step) and where PayPal posts its webhook events. The
 * webhook carries no cookie or CSRF token (app.ts exempts exactly WEBHOOK_PATH): it is trusted
 * only after PayPal's verify-webhook-signature call answers SUCCESS.
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PAGE_PATHS } from '#domain/pages/pages';
import type { AppEnv } from '../../context';
import { ApiError, errorResponse } from '../../lib/errors';
import { PAYPAL_ROUTES } from '../../services/payments/checkout';
import type { WebhookEvent } from '../../services/payments/paypal';
import type { OrderRow } from '../orders/store';
import { createRouter } from '../../lib/router';
import type { Stores } from '../../stores';

export { PAYPAL_ROUTES };
export const WEBHOOK_PATH = `${PAYPAL_ROUTES}/webhook`;
/** PayPal's events are a few kilobytes */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** The wizard's page for this order: its confirm step, or "payment failed" with a retry. */
function backToWizard(c: Context<AppEnv>, order: OrderRow | undefined) {
  const query = new URLSearchParams();
  if (order) query.set('tellimus', String(order.id));
  // failed, or refunded without having been paid (the capture was given back)
  if (!order || order.status === 'failed' || (order.status === 'refunded' && !order.paidAt)) {
    query.set('makse', 'ebaonnestus');
  }
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${PAGE_PATHS.wizard}?${query}`, 302);
}

const isEvent = (value: unknown): value is WebhookEvent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as WebhookEvent).id === 'string' &&
  typeof (value as WebhookEvent).event_type === 'string' &&
  typeof (value as WebhookEvent).resource === 'object';

export function paypalRoutes({ payments }: Stores) {
  const { checkout, config } = payments;
  if (config && !config.webhookId) {
    console.warn('[payments] PAYPAL_WEBHOOK_ID is not set: PayPal webhook events will be refused');
  }

  return createRouter()
    .get('/return', async (c) => {
      const token = c.req.query('token');
      return backToWizard(c, token && checkout ? await checkout.capture(token) : undefined);
    })
    .get('/cancel', async (c) => {
      const token = c.req.query('token');
      return backToWizard(c, token && checkout ? await checkout.cancel(token) : undefined);
    })
    .post(
      '/webhook',
      bodyLimit({
        maxSize: WEBHOOK_BODY_LIMIT,
        onError: (c) =>
          errorResponse(c, new ApiError(413, 'too_large', c.get('t')('errors.tooLarge'))),
      }),
      async (c) => {
        const t = c.get('t');
        const forged = () => new ApiError(400, 'invalid_signature', t('payments.invalidSignature'));
        const rawBody = await c.req.text();
        let event: unknown;
        try {
          event = JSON.parse(rawBody);
        } catch {
          throw forged();
        }
        if (!checkout || !config?.webhookId || !isEvent(event)) throw forged();
        let verified: boolean;
        try {
          verified = await config.paypal.verifyWebhookSignature({
            header: (name) => c.req.header(name),
            webhookId: config.webhookId,
            rawBody,
          });
        } catch (err) {
          // PayPal could not tell: answer an error so that PayPal delivers the event again
          console.error('[payments] webhook verification failed:', err);
          throw new ApiError(503, 'payments_unavailable', t('payments.providerUnavailable'));
        }
        if (!verified) {
          console.warn(`[payments] webhook event ${event.id} refused: signature not verified`);
          throw forged();
        }
        const outcome = await checkout.handleEvent(event);
        // its effect waits for PayPal (a capture that could not be made): PayPal delivers again
        if (outcome === 'retry') {
          throw new ApiError(503, 'payments_unavailable', t('payments.providerUnavailable'));
        }
        return c.json({ ok: true as const, outcome });
      },
    );
}
