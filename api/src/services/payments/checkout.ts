/**
 * The payment flow between our orders and PayPal: place an order (price from settings, one
 * PayPal order per order via PayPal-Request-Id), capture it when the payer returns or PayPal
 * says it was approved, and take PayPal's webhook events. What a capture then means for the
 * order (published only on a COMPLETED capture of exactly its amount and currency, any other
 * refunded with an alert: money taken always ends published or given back) is settlement.ts.
 */
import { randomUUID } from 'node:crypto';
import { NOTICE_TYPE_NAMES } from '#domain/vocabulary/notice-types';
import type { OrderLine } from '#domain/inputs/payments';
import type { Locale } from '../../lib/i18n';
import type { Sealer } from '../../lib/seal';
import type { PaymentsConfig } from './config';
import { sealContext, type Confirmation } from './confirmation';
import { toDecimal, vatOf } from '#domain/rules/money';
import {
  approveLink,
  captureOf,
  PaypalError,
  type CreateOrderRequest,
  type Money,
  type PaypalOrder,
  type WebhookEvent,
} from './paypal';
import type { Pricing, PricingStore } from '../../routes/pricing/store';
import type { Port } from '../../stores/port';
import type { Refunds } from './refunds';
import { createSettlement } from './settlement';
import type { NoticeForOrder, OrderRow, PaymentStore } from '../../routes/orders/store';

/** PayPal's item name limit */
const ITEM_NAME_MAX = 127;
const PAYPAL_LOCALE: Record<Locale, string> = { et: 'et-EE', en: 'en-US', ru: 'ru-RU' };

export interface Quote {
  amountCents: number;
  vatCents: number;
  lines: OrderLine[];
}

/** The price of publishing `notice`, from settings: one line, VAT included. */
export function quote(notice: NoticeForOrder, pricing: Pricing): Quote {
  const unit = notice.payerType === 'business' ? pricing.businessCents : pricing.privateCents;
  // line descriptions stay Estonian: they are bookkeeping records
  const description = `${NOTICE_TYPE_NAMES[notice.type]}: ${notice.deceasedName}`.slice(
    0,
    ITEM_NAME_MAX,
  );
  const lines = [{ description, quantity: 1, unitPriceCents: unit, vatRateBp: pricing.vatRateBp }];
  return {
    amountCents: lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0),
    vatCents: lines.reduce((sum, l) => sum + vatOf(l.unitPriceCents, l.vatRateBp) * l.quantity, 0),
    lines,
  };
}

/** PayPal's create-order body: items net of VAT with the VAT as item tax, so PayPal shows both. */
export function paypalOrderRequest(
  order: OrderRow,
  lines: OrderLine[],
  urls: { returnUrl: string; cancelUrl: string },
): CreateOrderRequest {
  const money = (cents: number): Money => ({
    currency_code: order.currency,
    value: toDecimal(cents),
  });
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: `notice-${order.noticeId}`,
        custom_id: `order-${order.id}`,
        description: 'Küünal',
        amount: {
          ...money(order.amountCents),
          breakdown: {
            item_total: money(order.amountCents - order.vatCents),
            tax_total: money(order.vatCents),
          },
        },
        items: lines.map((l) => {
          const tax = vatOf(l.unitPriceCents, l.vatRateBp);
          return {
            name: l.description,
            quantity: String(l.quantity),
            unit_amount: money(l.unitPriceCents - tax),
            tax: money(tax),
            category: 'DIGITAL_GOODS' as const,
          };
        }),
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          brand_name: 'Küünal',
          locale: PAYPAL_LOCALE[order.locale],
          shipping_preference: 'NO_SHIPPING',
          user_action: 'PAY_NOW',
          return_url: urls.returnUrl,
          cancel_url: urls.cancelUrl,
        },
      },
    },
  };
}

/** Thrown when PayPal could not be reached or refused to make the order. */
export class PaymentUnavailable extends Error {}

/** Thrown when the notice no longer awaits payment and has no live order. */
export class NotPayable extends Error {}

export interface CheckoutDeps {
  payments: PaymentsConfig;
  store: Port<PaymentStore>;
  refunds: Refunds;
  pricing: Port<PricingStore>;
  sealer: Sealer;
  confirmation: Confirmation;
  publicUrl: string;
  now: () => number;
}

/** Our PayPal endpoints (routes/payments/paypal.ts): …/return, …/cancel and …/webhook */
export const PAYPAL_ROUTES = '/api/payments/paypal';

export function createCheckout(deps: CheckoutDeps) {
  const { store, payments } = deps;
  const paypal = payments.paypal;
  const settlement = createSettlement(deps);
  const urls = {
    returnUrl: `${deps.publicUrl}${PAYPAL_ROUTES}/return`,
    cancelUrl: `${deps.publicUrl}${PAYPAL_ROUTES}/cancel`,
  };

  /** Creates the PayPal order of `order` (again: the same PayPal-Request-Id gives the same one). */
  async function registerWithPaypal(order: OrderRow): Promise<OrderRow> {
    let created: PaypalOrder;
    try {
      created = await paypal.createOrder(
        paypalOrderRequest(order, await store.lines(order.id), urls),
        order.idempotencyKey,
      );
    } catch (err) {
      console.error(`[payments] PayPal order for order ${order.id} not created:`, err);
      // PayPal refused this very request: a retry would be refused too, so start afresh next time
      if (
        err instanceof PaypalError &&
        err.status >= 400 &&
        err.status < 500 &&
        err.status !== 429
      ) {
        await store.abandon(order.id, 'provider_error', deps.now());
      }
      throw new PaymentUnavailable();
    }
    return store.registered(order.id, created.id, approveLink(created), deps.now());
  }

  /**
   * Captures a created order at PayPal (the payer's return or the APPROVED webhook; both use one
   * PayPal-Request-Id, so PayPal captures once) and applies the result. False when it is unknown
   * whether PayPal captured (unreachable): the next return or webhook delivery settles it.
   */
  async function captureCreated(order: OrderRow): Promise<boolean> {
    const providerOrderId = order.providerOrderId!;
    let result: PaypalOrder;
    try {
      result = await paypal
        .captureOrder(providerOrderId, `${order.idempotencyKey}-capture`)
        .catch((err: unknown) => {
          // captured before (another request id): read the capture from the order
          if (err instanceof PaypalError && err.issue === 'ORDER_ALREADY_CAPTURED') {
            return paypal.getOrder(providerOrderId);
          }
          throw err;
        });
    } catch (err) {
      if (err instanceof PaypalError && err.issue === 'ORDER_NOT_APPROVED') {
        return true; // still waiting for the payer: the same approve link works
      } else if (err instanceof PaypalError && err.status === 422) {
        await store.failCapture(order.id, 'declined', deps.now()); // e.g. INSTRUMENT_DECLINED
        return true;
      } else {
        console.error(`[payments] capture of order ${order.id} failed:`, err);
        return false;
      }
    }
    const capture = captureOf(result);
    if (capture) await settlement.settleCapture(order, capture);
    return true;
  }

  /** The payer approved (and may have closed the tab): capture on the server. */
  async function approved(
    event: WebhookEvent,
    now: number,
  ): Promise<'handled' | 'duplicate' | 'ignored' | 'retry'> {
    const providerOrderId = (event.resource as Partial<PaypalOrder>).id ?? null;
    if (!(await store.recordEvent(event.id, event.event_type, providerOrderId, now))) {
      return 'duplicate';
    }
    const order = providerOrderId ? await store.byProviderOrderId(providerOrderId) : undefined;
    // only a created order is captured: a failed one (cancelled, superseded) takes no money
    if (!order || order.status !== 'created') return 'ignored';
    if (await captureCreated(order)) return 'handled';
    await store.forgetEvent(event.id);
    return 'retry';
  }

  return {
    /**
     * The notice's live order, made now if there is none (or the one waiting no longer matches
     * the notice's payer details). `created` tells whether this call made it. NotPayable when
     * the notice no longer awaits payment.
     */
    async place(
      notice: NoticeForOrder,
      options: { bic: string | null; locale: Locale; editToken: string | null },
    ): Promise<{ order: OrderRow; created: boolean }> {
      const price = quote(notice, await deps.pricing.pricing());
      const sealed = options.editToken
        ? deps.sealer.seal(options.editToken, sealContext(notice.id))
        : null;
      const placed = await store.place({
        notice,
        price,
        bic: options.bic,
        locale: options.locale,
        sealed,
        idempotencyKey: randomUUID(),
        now: deps.now(),
      });
      if (placed === 'not_payable') throw new NotPayable();
      if (!placed) throw new PaymentUnavailable();
      let { order } = placed;
      if (order.status === 'created' && !order.approveUrl) order = await registerWithPaypal(order);
      return { order, created: placed.created };
    },

    /** The payer is back from PayPal: capture (once) and apply the result. */
    async capture(providerOrderId: string): Promise<OrderRow | undefined> {
      const order = await store.byProviderOrderId(providerOrderId);
      // pending, paid or failed already: the capture happened or must not happen
      if (!order || order.status !== 'created') return order;
      await captureCreated(order);
      return store.byId(order.id);
    },

    /**
     * The cancel URL was opened (it needs no session). The order fails only while PayPal has
     * neither a capture nor the payer's approval: a captured order takes the capture's result,
     * an approved one is captured by the return or the APPROVED webhook, a pending one waits.
     */
    async cancel(providerOrderId: string): Promise<OrderRow | undefined> {
      const order = await store.byProviderOrderId(providerOrderId);
      if (!order || order.status !== 'created') return order;
      let remote: PaypalOrder;
      try {
        remote = await paypal.getOrder(providerOrderId);
      } catch (err) {
        // cannot tell whether money moved: leave the order as it is
        console.error(`[payments] cancel of order ${order.id}: PayPal order unknown:`, err);
        return order;
      }
      const capture = captureOf(remote);
      if (capture) await settlement.settleCapture(order, capture);
      else if (remote.status !== 'APPROVED' && remote.status !== 'COMPLETED') {
        await store.abandon(order.id, 'cancelled', deps.now());
      }
      return store.byId(order.id);
    },

    /**
     * A verified webhook event, handled once (payment_events) in one transaction with its
     * effect. 'duplicate' for an event seen before; 'retry' when its effect could not be
     * completed (PayPal unreachable): the event is forgotten, so PayPal's redelivery counts.
     */
    async handleEvent(event: WebhookEvent): Promise<'handled' | 'duplicate' | 'ignored' | 'retry'> {
      const now = deps.now();
      if (event.event_type === 'CHECKOUT.ORDER.APPROVED') return approved(event, now);
      return settlement.captureEvent(event, now);
    },
  };
}
