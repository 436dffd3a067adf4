/**
 * What a payer gets once an order is paid: the confirmation mail (public link, private edit
 * link, the invoice or receipt attached) and, for a business with a separate invoice address,
 * the invoice mailed there too (without the edit link, which is the payer's alone).
 *
 * The private edit link carries the very edit token the payer's browser holds: POST /api/orders
 * seals it (AES-GCM, bound to the notice) into the order, this mail opens it and then erases it.
 * So nothing but a hash of the token stays in the database (besides the queued mail, until it is
 * sent), and the browser's token keeps working.
 */
import { noticePath } from '#domain/vocabulary/notice-types';
import type { Composer, MailOutbox } from '../mail-outbox';
import type { ComposedMail } from '../../stores/mail-outbox';
import { translator } from '../../lib/i18n';
import type { Sealer } from '../../lib/seal';
import {
  creditNoteNumber,
  documentFileName,
  documentNumber,
  renderDocument,
  type PaymentDocument,
} from './documents';
import { formatEuro, vatOf } from '#domain/rules/money';
import type { PricingStore } from '../../routes/pricing/store';
import type { OrderRow, PaymentStore } from '../../routes/orders/store';
import type { Port } from '../../stores/port';

export const sealContext = (noticeId: number) => `notice:${noticeId}`;

export interface ConfirmationDeps {
  outbox: MailOutbox;
  publicUrl: string;
  store: Port<PaymentStore>;
  pricing: Port<PricingStore>;
  sealer: Sealer;
  testMode: boolean;
}

export function createConfirmation(deps: ConfirmationDeps) {
  const { store, publicUrl } = deps;

  /** Who the order's documents are made out to */
  const buyerOf = (order: OrderRow): PaymentDocument['buyer'] =>
    order.payerType === 'business'
      ? {
          name: order.businessName ?? order.payerName,
          address: order.businessAddress,
          regCode: order.businessRegCode,
          email: order.invoiceEmail,
        }
      : { name: order.payerName, address: null, regCode: null, email: order.payerEmail };

  /** The invoice or receipt of a paid order. */
  async function document(order: OrderRow) {
    const kind = order.payerType === 'business' ? 'invoice' : 'receipt';
    const content = await renderDocument({
      kind,
      number: documentNumber(order.id),
      paidAt: order.paidAt ?? order.createdAt,
      seller: await deps.pricing.seller(),
      buyer: buyerOf(order),
      lines: await store.lines(order.id),
      amountCents: order.amountCents,
      vatCents: order.vatCents,
      reference: order.captureId ?? '',
      testMode: deps.testMode,
      locale: order.locale,
    });
    return { kind, filename: documentFileName(kind, order.id), content };
  }

  /**
   * The credit note (kreeditarve) of a refund of `amountCents`, the order's `nth` refund: one
   * line giving the sum back at the order's VAT rate, negative amounts.
   */
  async function creditNote(
    order: OrderRow,
    refund: {
      amountCents: number;
      providerRefundId: string;
      reason: string;
      nth: number;
      at: number;
    },
  ) {
    const t = translator(order.locale);
    const [line] = await store.lines(order.id);
    const rateBp = line?.vatRateBp ?? 0;
    const number = creditNoteNumber(order.id, refund.nth);
    const description = line?.description ?? documentNumber(order.id);
    const content = await renderDocument({
      kind: 'creditNote',
      number,
      paidAt: refund.at,
      seller: await deps.pricing.seller(),
      buyer: buyerOf(order),
      lines: [
        {
          description: t('payments.creditLine', { description }),
          quantity: 1,
          unitPriceCents: -refund.amountCents,
          vatRateBp: rateBp,
        },
      ],
      amountCents: -refund.amountCents,
      vatCents: -vatOf(refund.amountCents, rateBp),
      reference: refund.providerRefundId,
      credit: { corrects: documentNumber(order.id), reason: refund.reason },
      testMode: deps.testMode,
      locale: order.locale,
    });
    return { number, filename: `kreeditarve-${number}.pdf`, content };
  }

  /**
   * The mails of a paid order, written by the mail sender from the outbox row the database
   * queued when the order became paid (trigger orders_paid_mail): the confirmation, and the
   * invoice for a separate invoice address. Null when the order is no longer paid.
   */
  async function compose(orderId: number): ReturnType<Composer> {
    const order = await store.byId(orderId);
    const notice = order && (await store.notice(order.noticeId));
    if (!order || !notice || order.status !== 'paid') return null;
    const t = translator(order.locale);
    const token = order.editTokenSealed
      ? deps.sealer.open(order.editTokenSealed, sealContext(notice.id))
      : null;
    const editLink = `${publicUrl}/muuda/${notice.id}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
    const amount = formatEuro(order.amountCents);
    const pdf = await document(order);
    const attachment = {
      filename: pdf.filename,
      content: pdf.content,
      contentType: 'application/pdf',
    };
    const text = [
      t('payments.confirmIntro', {
        name: order.payerName,
        amount,
        deceased: notice.deceasedName,
        link: publicUrl + noticePath(notice.type, notice.id),
      }),
      t(token ? 'payments.confirmEditLink' : 'payments.confirmEditSignIn', { link: editLink }),
      t('payments.confirmEditRules'),
      t(pdf.kind === 'invoice' ? 'payments.confirmInvoice' : 'payments.confirmReceipt'),
      ...(deps.testMode ? [t('payments.testNote')] : []),
      t('mail.signOff'),
    ].join('\n\n');
    const mails: [ComposedMail, ...ComposedMail[]] = [
      {
        kind: 'order_paid',
        to: order.payerEmail,
        subject: t('payments.confirmSubject'),
        text,
        attachments: [attachment],
      },
    ];

    const invoiceTo = order.invoiceEmail?.trim();
    if (
      pdf.kind === 'invoice' &&
      invoiceTo &&
      invoiceTo.toLowerCase() !== order.payerEmail.toLowerCase()
    ) {
      const number = documentNumber(order.id);
      mails.push({
        kind: 'order_invoice',
        to: invoiceTo,
        subject: t('payments.invoiceSubject', { number }),
        text: `${t('payments.invoiceBody', { payer: order.businessName ?? order.payerName, number, amount })}\n\n${t('mail.signOff')}`,
        attachments: [attachment],
      });
    }
    // the edit link now lives in the queued mail (erased once sent): the sealed copy goes
    return { mails, eraseSealedToken: true };
  }

  deps.outbox.compose('order_paid', ({ orderId }) =>
    orderId === null ? Promise.resolve(null) : compose(orderId),
  );

  return {
    document,
    creditNote,
    /**
     * The order's mails were queued with its change to paid (trigger orders_paid_mail); this
     * wakes the mail sender so they go out at once.
     */
    wakeSender(): void {
      deps.outbox.kick();
    },
  };
}

export type Confirmation = ReturnType<typeof createConfirmation>;
