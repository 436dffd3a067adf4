/**
 * The payment flow between our orders and PayPal: place an order (price from settings, one
 * PayPal order per order via PayPal-Request-Id), capture it when the payer returns, follow
 * PayPal's webhook events, and publish the notice only on a COMPLETED capture of exactly the
 * order's amount and currency.
 */
import { randomUUID } from 'node:crypto';
import type { NoticeType } from '../../../../db/domain/notice-types';
import type { OrderFailure, OrderLine } from '../../../../db/domain/payments';
import type { Locale } from '../../lib/i18n';
import type { Sealer } from '../../lib/seal';
import type { PaymentsConfig } from './config';
import { sealContext, type Confirmation } from './confirmation';
import { fromDecimal, toDecimal, vatOf } from '../../../../db/domain/money';
import {
  approveLink,
  captureOf,
  PaypalError,
  type Capture,
  type CaptureStatus,
  type CreateOrderRequest,
  type Money,
  type PaypalOrder,
  type WebhookEvent,
} from './paypal';
import type { Pricing, PricingStore } from './pricing';
import type { NoticeForOrder, OrderRow, OrderStore } from './store';

/** Line descriptions stay Estonian: they are bookkeeping records. */
const LINE_LABEL: Record<NoticeType, string> = {
  0: 'Surmakuulutus',
  1: 'Kaastundeavaldus',
  2: 'Mälestuspäev',
};
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
  const description = `${LINE_LABEL[notice.type]}: ${notice.deceasedName}`.slice(0, ITEM_NAME_MAX);
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

/** The order still says what the notice would be charged now (payer details may have changed). */
function sameTerms(order: OrderRow, notice: NoticeForOrder, price: Quote): boolean {
  return (
    order.amountCents === price.amountCents &&
    order.vatCents === price.vatCents &&
    order.payerType === notice.payerType &&
    order.payerName === notice.adderName &&
    order.payerEmail === notice.adderEmail &&
    order.businessName === notice.businessName &&
    order.businessAddress === notice.businessAddress &&
    order.businessRegCode === notice.businessRegCode &&
    order.invoiceEmail === notice.invoiceEmail
  );
}

function sameMoney(order: OrderRow, amount: Money | undefined): boolean {
  return (
    amount?.currency_code === order.currency && fromDecimal(amount.value) === order.amountCents
  );
}

/** Thrown when PayPal could not be reached or refused to make the order. */
export class PaymentUnavailable extends Error {}

export interface CheckoutDeps {
  payments: PaymentsConfig;
  store: OrderStore;
  pricing: PricingStore;
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
  const urls = {
    returnUrl: `${deps.publicUrl}${PAYPAL_ROUTES}/return`,
    cancelUrl: `${deps.publicUrl}${PAYPAL_ROUTES}/cancel`,
  };

  /** Creates the PayPal order of `order` (again: the same PayPal-Request-Id gives the same one). */
  async function registerWithPaypal(order: OrderRow): Promise<OrderRow> {
    let created: PaypalOrder;
    try {
      created = await paypal.createOrder(
        paypalOrderRequest(order, store.lines(order.id), urls),
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
        store.fail(order.id, 'provider_error', deps.now());
      }
      throw new PaymentUnavailable();
    }
    store.setProvider(order.id, created.id, approveLink(created), deps.now());
    return store.byId(order.id)!;
  }

  /**
   * What one capture result means for an order. True when this call marked it paid (the
   * caller then sends the confirmation, after its transaction).
   */
  function applyCapture(order: OrderRow, capture: Capture, failure: OrderFailure = 'declined') {
    const now = deps.now();
    // paid, failed or refunded already: a late or repeated result changes nothing
    if (order.status !== 'created' && order.status !== 'pending') return false;
    switch (capture.status) {
      case 'COMPLETED': {
        if (!sameMoney(order, capture.amount)) {
          // money moved, but not the amount we asked for: never publish; a person must refund
          console.error(
            `[payments] order ${order.id}: captured ${capture.amount?.value} ${capture.amount?.currency_code}, expected ${toDecimal(order.amountCents)} ${order.currency} (capture ${capture.id}); not published, refund it`,
          );
          store.fail(order.id, 'amount_mismatch', now, capture.id);
          return false;
        }
        const { paid, published } = store.markPaid(order, capture.id, now);
        if (paid && !published) {
          console.warn(
            `[payments] order ${order.id} paid, but notice ${order.noticeId} was not awaiting payment`,
          );
        }
        return paid;
      }
      case 'PENDING':
        store.markPending(order.id, capture.id, now);
        return false;
      case 'DECLINED':
      case 'FAILED':
        store.fail(order.id, failure, now, capture.id);
        return false;
      default:
        return false;
    }
  }

  return {
    /**
     * The notice's live order, made now if there is none (or the one waiting no longer matches
     * the notice's payer details). `created` tells whether this call made it.
     */
    async place(
      notice: NoticeForOrder,
      options: { bic: string | null; locale: Locale; editToken: string | null },
    ): Promise<{ order: OrderRow; created: boolean }> {
      const now = deps.now();
      const price = quote(notice, deps.pricing.pricing());
      const sealed = options.editToken
        ? deps.sealer.seal(options.editToken, sealContext(notice.id))
        : null;
      let order = store.live(notice.id);
      if (order?.status === 'created' && !sameTerms(order, notice, price)) {
        store.fail(order.id, 'superseded', now);
        order = undefined;
      }
      let created = false;
      if (!order) {
        const id = store.insert({
          notice,
          bic: options.bic,
          ...price,
          idempotencyKey: randomUUID(),
          locale: options.locale,
          editTokenSealed: sealed,
          now,
        });
        // null: a concurrent click made the live order first; use that one
        order = id === null ? store.live(notice.id) : store.byId(id);
        created = id !== null;
        if (!order) throw new PaymentUnavailable();
      } else if (sealed && !order.editTokenSealed) {
        store.sealToken(order.id, sealed);
      }
      if (order.status === 'created' && !order.approveUrl) order = await registerWithPaypal(order);
      return { order, created };
    },

    /** The payer is back from PayPal: capture (once) and apply the result. */
    async capture(providerOrderId: string): Promise<OrderRow | undefined> {
      const order = store.byProviderOrderId(providerOrderId);
      // pending, paid or failed already: the capture happened or must not happen
      if (!order || order.status !== 'created') return order;
      let result: PaypalOrder;
      try {
        result = await paypal.captureOrder(providerOrderId, `${order.idempotencyKey}-capture`);
      } catch (err) {
        if (err instanceof PaypalError && err.issue === 'ORDER_ALREADY_CAPTURED') {
          result = await paypal.getOrder(providerOrderId);
        } else if (err instanceof PaypalError && err.issue === 'ORDER_NOT_APPROVED') {
          return order; // still waiting for the payer: the same approve link works
        } else if (err instanceof PaypalError && err.status === 422) {
          store.fail(order.id, 'declined', deps.now()); // e.g. INSTRUMENT_DECLINED
          return store.byId(order.id);
        } else {
          // unknown whether it was captured: the webhook (or the next return) settles it
          console.error(`[payments] capture of order ${order.id} failed:`, err);
          return order;
        }
      }
      const capture = captureOf(result);
      if (capture && applyCapture(order, capture)) deps.confirmation.sendInBackground(order.id);
      return store.byId(order.id);
    },

    /** The payer cancelled on PayPal's page: the order fails (a retry makes a new one). */
    cancel(providerOrderId: string): OrderRow | undefined {
      const order = store.byProviderOrderId(providerOrderId);
      if (order) store.fail(order.id, 'cancelled', deps.now());
      return order && store.byId(order.id);
    },

    /**
     * A verified webhook event, handled once (payment_events) in one transaction with its
     * effect. 'duplicate' for an event seen before.
     */
    handleEvent(event: WebhookEvent): 'handled' | 'duplicate' | 'ignored' {
      const now = deps.now();
      const resource = event.resource as Partial<Capture>;
      const providerOrderId = resource.supplementary_data?.related_ids?.order_id ?? null;
      const { outcome, paidOrderId } = store.transaction(() => {
        const result = (outcome: 'handled' | 'duplicate' | 'ignored', paidOrderId?: number) => ({
          outcome,
          paidOrderId,
        });
        if (!store.recordEvent(event.id, event.event_type, providerOrderId, now)) {
          return result('duplicate');
        }
        if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
          // the resource is the refund; its `up` link names the capture
          const up = resource.links?.find((l) => l.rel === 'up')?.href ?? '';
          const order = store.byCaptureId(up.split('/').pop() ?? '');
          return result(order && store.markRefunded(order.id, now) ? 'handled' : 'ignored');
        }
        const effect = CAPTURE_EVENTS[event.event_type];
        if (!effect || !resource.id) return result('ignored');
        const order =
          (providerOrderId && store.byProviderOrderId(providerOrderId)) ||
          store.byCaptureId(resource.id);
        if (!order) return result('ignored');
        // the event type is what happened; the resource's status may lag behind it
        const capture = { ...resource, status: effect.status } as Capture;
        return result(
          'handled',
          applyCapture(order, capture, effect.failure) ? order.id : undefined,
        );
      });
      if (paidOrderId !== undefined) deps.confirmation.sendInBackground(paidOrderId);
      return outcome;
    },
  };
}

/** Capture events we act on: the capture status each stands for, and how a failure is named. */
const CAPTURE_EVENTS: Record<string, { status: CaptureStatus; failure: OrderFailure }> = {
  'PAYMENT.CAPTURE.COMPLETED': { status: 'COMPLETED', failure: 'declined' },
  'PAYMENT.CAPTURE.PENDING': { status: 'PENDING', failure: 'declined' },
  'PAYMENT.CAPTURE.DECLINED': { status: 'DECLINED', failure: 'declined' },
  'PAYMENT.CAPTURE.DENIED': { status: 'DECLINED', failure: 'denied' },
};

export type Checkout = ReturnType<typeof createCheckout>;
