/**
 * Orders for publishing a notice. Whoever may edit the notice (its edit token in X-Edit-Token,
 * or the owner's Bearer session) may order and pay for it and read its orders; the PDF link
 * may carry the token as `?token=` instead, so it works as a plain download link.
 */
import type { Context } from 'hono';
import { noticePath } from '#domain/vocabulary/notice-types';
import { idParam } from '#domain/inputs/validation';
import { orderInput, type OrderView } from '#domain/inputs/payments';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError } from '../../lib/errors';
import { noticeCredentials } from '../../middleware/auth';
import { NotPayable, PaymentUnavailable } from '../../services/payments/checkout';
import type { OrderRow } from './store';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export function orderRoutes(deps: AppDeps, stores: Stores) {
  const { noticeAccess, payments } = stores;
  const { store, checkout, confirmation } = payments;

  const view = async (order: OrderRow, token: string | null): Promise<OrderView> => {
    const notice = await store.notice(order.noticeId);
    // a refund of a paid order keeps its receipt; a capture refunded unpaid never had one
    const documented =
      order.paidAt !== null && (order.status === 'paid' || order.status === 'refunded');
    return {
      id: order.id,
      noticeId: order.noticeId,
      status: order.status,
      amountCents: order.amountCents,
      vatCents: order.vatCents,
      netCents: order.amountCents - order.vatCents,
      currency: order.currency,
      lines: await store.lines(order.id),
      approveUrl: order.status === 'created' ? order.approveUrl : null,
      testMode: payments.testMode,
      noticePath: notice?.status === 'published' ? noticePath(notice.type, notice.id) : null,
      documentKind: order.payerType === 'business' ? 'invoice' : 'receipt',
      // the token the caller already holds, so the link works as a plain download
      documentUrl: documented
        ? `/api/orders/${order.id}/document.pdf${token ? `?token=${encodeURIComponent(token)}` : ''}`
        : null,
      // also why a capture was refunded without publishing (amount_mismatch, not_payable)
      failureReason:
        order.status === 'failed' || order.status === 'refunded' ? order.failureReason : null,
    };
  };

  /** The order and the caller's proof of access to its notice; 404 before 403. */
  const authorisedOrder = async (c: Context<AppEnv>, id: number, queryToken = false) => {
    const order = await store.byId(id);
    if (!order) throw new ApiError(404, 'not_found', c.get('t')('payments.orderNotFound'));
    const credentials = noticeCredentials(c, { queryToken });
    return { order, token: (await noticeAccess.authorise(order.noticeId, credentials)).token };
  };

  return createRouter()
    .post('/', validate('json', orderInput), async (c) => {
      const t = c.get('t');
      const { noticeId, bic } = c.req.valid('json');
      const { token } = await noticeAccess.authorise(noticeId, noticeCredentials(c));
      const notice = (await store.notice(noticeId))!;
      if (notice.status === 'published') {
        // paid already (a click from a stale tab): answer with that order, never charge again
        const paid = await store.live(noticeId);
        if (paid?.status === 'paid') return c.json(await view(paid, token), 200);
      }
      if (notice.status !== 'awaiting_payment') {
        throw new ApiError(409, 'not_payable', t('payments.notPayable'));
      }
      if (!checkout) throw new ApiError(503, 'payments_unavailable', t('payments.unavailable'));
      try {
        const { order, created } = await checkout.place(notice, {
          bic,
          locale: c.get('locale'),
          editToken: token,
        });
        return c.json(await view(order, token), created ? 201 : 200);
      } catch (err) {
        // the notice stopped awaiting payment meanwhile
        if (err instanceof NotPayable) {
          throw new ApiError(409, 'not_payable', t('payments.notPayable'));
        }
        if (!(err instanceof PaymentUnavailable)) throw err;
        throw new ApiError(502, 'payment_unavailable', t('payments.providerUnavailable'));
      }
    })
    .get('/:id', validate('param', idParam), async (c) => {
      const { order, token } = await authorisedOrder(c, c.req.valid('param').id);
      return c.json(await view(order, token), 200, PRIVATE);
    })
    .get('/:id/document.pdf', validate('param', idParam), async (c) => {
      const { order } = await authorisedOrder(c, c.req.valid('param').id, true);
      if (order.paidAt === null || (order.status !== 'paid' && order.status !== 'refunded')) {
        throw new ApiError(409, 'document_not_ready', c.get('t')('payments.documentNotReady'));
      }
      const pdf = await confirmation.document(order);
      return c.body(new Uint8Array(pdf.content), 200, {
        ...PRIVATE,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdf.filename}"`,
      });
    });
}
