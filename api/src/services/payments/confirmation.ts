/**
 * What a payer gets once an order is paid: the confirmation mail (public link, private edit
 * link, the invoice or receipt attached) and, for a business with a separate invoice address,
 * the invoice mailed there too (without the edit link, which is the payer's alone).
 *
 * The private edit link carries the very edit token the payer's browser holds: POST /api/orders
 * seals it (AES-GCM, bound to the notice) into the order, this mail opens it and then erases it.
 * So nothing but a hash of the token stays in the database, and the browser's token keeps working.
 */
import { noticePath } from '../../../../db/domain/notice-types';
import type { Mailer } from '../mail';
import { translator } from '../../lib/i18n';
import type { Sealer } from '../../lib/seal';
import {
  documentFileName,
  documentNumber,
  renderDocument,
  type PaymentDocument,
} from './documents';
import { formatEuro } from '../../../../db/domain/money';
import type { PricingStore } from './pricing';
import type { OrderRow, OrderStore } from './store';

export const sealContext = (noticeId: number) => `notice:${noticeId}`;

export interface ConfirmationDeps {
  mailer: Mailer;
  publicUrl: string;
  store: OrderStore;
  pricing: PricingStore;
  sealer: Sealer;
  testMode: boolean;
}

export function createConfirmation(deps: ConfirmationDeps) {
  const { store, publicUrl } = deps;

  /** The invoice or receipt of a paid order. */
  async function document(order: OrderRow) {
    const business = order.payerType === 'business';
    const kind: PaymentDocument['kind'] = business ? 'invoice' : 'receipt';
    const content = await renderDocument({
      kind,
      number: documentNumber(order.id),
      paidAt: order.paidAt ?? order.createdAt,
      seller: deps.pricing.seller(),
      buyer: business
        ? {
            name: order.businessName ?? order.payerName,
            address: order.businessAddress,
            regCode: order.businessRegCode,
            email: order.invoiceEmail,
          }
        : { name: order.payerName, address: null, regCode: null, email: order.payerEmail },
      lines: store.lines(order.id),
      amountCents: order.amountCents,
      vatCents: order.vatCents,
      reference: order.captureId ?? '',
      testMode: deps.testMode,
      locale: order.locale,
    });
    return { kind, filename: documentFileName(kind, order.id), content };
  }

  async function send(orderId: number): Promise<void> {
    const order = store.byId(orderId);
    const notice = order && store.notice(order.noticeId);
    if (!order || !notice || order.status !== 'paid') return;
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
    await deps.mailer.send({
      to: order.payerEmail,
      subject: t('payments.confirmSubject'),
      text,
      attachments: [attachment],
    });
    store.clearSealed(order.id);

    const invoiceTo = order.invoiceEmail?.trim();
    if (
      pdf.kind === 'invoice' &&
      invoiceTo &&
      invoiceTo.toLowerCase() !== order.payerEmail.toLowerCase()
    ) {
      const number = documentNumber(order.id);
      await deps.mailer.send({
        to: invoiceTo,
        subject: t('payments.invoiceSubject', { number }),
        text: `${t('payments.invoiceBody', { payer: order.businessName ?? order.payerName, number, amount })}\n\n${t('mail.signOff')}`,
        attachments: [attachment],
      });
    }
  }

  return {
    document,
    /** Mails in the background; a failure is logged (the order stays paid). */
    sendInBackground(orderId: number): void {
      send(orderId).catch((err: unknown) =>
        console.error(`[payments] confirmation of order ${orderId} not sent:`, err),
      );
    },
  };
}

export type Confirmation = ReturnType<typeof createConfirmation>;
