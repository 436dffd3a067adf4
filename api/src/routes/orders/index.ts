/**
 * Orders for publishing a notice. Whoever may edit the notice (its edit token in X-Edit-Token,
 * or the owner's Bearer session) may order and pay for it and read its orders; the PDF link
 * may carry the token as `?token=` instead, so it works as a plain download link.
 */
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context } from 'hono';
import { noticePath } from '../../../../db/domain/notice-types';
import { idParam } from '../../../../db/domain/validation';
import { orderInput, type OrderView } from '../../../../db/domain/payments';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, validationHook } from '../../lib/errors';
import { createNoticeAccess } from '../../middleware/notice-access';
import { PaymentUnavailable } from '../../services/payments/checkout';
import type { Payments } from '../../services/payments';
import type { OrderRow } from '../../services/payments/store';
import type { UserStore } from '../../services/users';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export function orderRoutes(deps: AppDeps, users: UserStore, payments: Payments) {
  const { store, checkout, confirmation } = payments;
  const authorise = createNoticeAccess(deps.database.sqlite, users, deps.now);

  const view = (order: OrderRow, token: string | null): OrderView => {
    const notice = store.notice(order.noticeId);
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
      lines: store.lines(order.id),
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
  const authorisedOrder = (c: Context<AppEnv>, id: number, queryToken = false) => {
    const order = store.byId(id);
    if (!order) throw new ApiError(404, 'not_found', c.get('t')('payments.orderNotFound'));
    return { order, token: authorise(c, order.noticeId, { queryToken }).token };
  };

  return new Hono<AppEnv>()
    .post('/', zValidator('json', orderInput, validationHook), async (c) => {
      const t = c.get('t');
      const { noticeId, bic } = c.req.valid('json');
      const { token } = authorise(c, noticeId);
      const notice = store.notice(noticeId)!;
      if (notice.status === 'published') {
        // paid already (a click from a stale tab): answer with that order, never charge again
        const paid = store.live(noticeId);
        if (paid?.status === 'paid') return c.json(view(paid, token), 200);
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
        return c.json(view(order, token), created ? 201 : 200);
      } catch (err) {
        if (!(err instanceof PaymentUnavailable)) throw err;
        throw new ApiError(502, 'payment_unavailable', t('payments.providerUnavailable'));
      }
    })
    .get('/:id', zValidator('param', idParam, validationHook), (c) => {
      const { order, token } = authorisedOrder(c, c.req.valid('param').id);
      return c.json(view(order, token), 200, PRIVATE);
    })
    .get('/:id/document.pdf', zValidator('param', idParam, validationHook), async (c) => {
      const { order } = authorisedOrder(c, c.req.valid('param').id, true);
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
