/**
 * Admin section "orders" (behind the admin area's role check): the list with its filters, an
 * order with its lines, VAT, refunds, PayPal's events and notice, its invoice or receipt, a full
 * or partial refund through PayPal (./order-refunds.ts) and the confirmation mail
 * sent again.
 */
import { noticePath } from '#domain/vocabulary/notice-types';
import {
  ORDER_PAGE_SIZE,
  orderListQuery,
  refundHeaders,
  refundInput,
  type AdminOrderDetail,
} from '#domain/inputs/order-admin';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps } from '../../context';
import { ApiError } from '../../lib/errors';
import type { Translate } from '../../lib/i18n';
import { createRouter, validate } from '../../lib/router';
import { createAdminRefunds } from './order-refunds';
import type { Stores } from '../../stores';
import { auditActor } from './actor';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export function adminOrderRoutes(deps: AppDeps, stores: Stores) {
  const { adminOrders: admin, payments } = stores;
  const { store, confirmation } = payments;
  const refunds = createAdminRefunds({
    store,
    admin,
    paypal: payments.config?.paypal ?? null,
    confirmation,
    now: deps.now,
  });

  const documented = (o: { paidAt: number | null; status: string }) =>
    o.paidAt !== null && (o.status === 'paid' || o.status === 'refunded');

  async function detail(id: number, t: Translate): Promise<AdminOrderDetail> {
    const row = await admin.byId(id);
    if (!row) throw new ApiError(404, 'order_not_found', t('payments.orderNotFound'));
    const { noticeType, noticeStatus, noticeHiddenReason, ...order } = row;
    return {
      ...order,
      currency: 'EUR',
      netCents: order.amountCents - order.vatCents,
      lines: await store.lines(id),
      refundableCents: order.status === 'paid' ? order.amountCents - order.refundedCents : 0,
      refunds: await admin.refunds(id),
      events: await admin.events(order.providerOrderId),
      notice: {
        id: order.noticeId,
        status: noticeStatus,
        hiddenReason: noticeHiddenReason,
        path: noticeStatus === 'published' ? noticePath(noticeType, order.noticeId) : null,
      },
      documentKind: order.payerType === 'business' ? 'invoice' : 'receipt',
      documentUrl: documented(order) ? `/api/admin/orders/${id}/document.pdf` : null,
    };
  }

  return createRouter()
    .get('/', validate('query', orderListQuery), async (c) => {
      const query = c.req.valid('query');
      const list = await admin.list(query);
      return c.json({ ...list, page: query.page, take: ORDER_PAGE_SIZE }, 200, PRIVATE);
    })
    .get('/:id', validate('param', idParam), async (c) =>
      c.json(await detail(c.req.valid('param').id, c.get('t')), 200, PRIVATE),
    )
    .get('/:id/document.pdf', validate('param', idParam), async (c) => {
      const t = c.get('t');
      const order = await store.byId(c.req.valid('param').id);
      if (!order) throw new ApiError(404, 'order_not_found', t('payments.orderNotFound'));
      if (!documented(order)) {
        throw new ApiError(409, 'document_not_ready', t('payments.documentNotReady'));
      }
      const pdf = await confirmation.document(order);
      return c.body(new Uint8Array(pdf.content), 200, {
        ...PRIVATE,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdf.filename}"`,
      });
    })
    .post(
      '/:id/refund',
      validate('param', idParam),
      validate('header', refundHeaders),
      validate('json', refundInput),
      async (c) => {
        const { id } = c.req.valid('param');
        const t = c.get('t');
        await refunds.refund(
          id,
          {
            ...c.req.valid('json'),
            actor: auditActor(c),
            idempotencyKey: c.req.valid('header')['idempotency-key'] ?? null,
          },
          t,
        );
        return c.json(await detail(id, t), 200, PRIVATE);
      },
    )
    .post('/:id/resend-mail', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const t = c.get('t');
      await refunds.resendConfirmation(id, auditActor(c), t);
      return c.json(await detail(id, t), 202, PRIVATE);
    });
}
