/**
 * The invoice (business payer) and receipt (private payer) of a paid order, as A4 PDFs (pdfkit).
 * The standard Helvetica fonts are encoded in WinAnsi, which holds every Estonian letter
 * (õäöüšž ÕÄÖÜŠŽ), „quotes“, dashes and €: no font file needs to be embedded.
 */
import PDFDocument from 'pdfkit';
import { TALLINN_TIME_ZONE } from '#domain/calendar/dates';
import type { OrderLine } from '#domain/inputs/payments';
import type { Locale } from '../../lib/i18n';
import { translator } from '../../lib/i18n';
import type { Messages } from '../../locales/messages';
import { formatEuro, formatRate, vatOf } from '#domain/rules/money';
import type { Seller } from '../../routes/pricing/store';

export interface PaymentDocument {
  /** A credit note (kreeditarve) gives back part or all of an invoice's or receipt's sum */
  kind: 'invoice' | 'receipt' | 'creditNote';
  /** Invoice/receipt number, made from the order id */
  number: string;
  paidAt: number;
  seller: Seller;
  buyer: { name: string; address: string | null; regCode: string | null; email: string | null };
  lines: OrderLine[];
  amountCents: number;
  vatCents: number;
  /** PayPal's capture id (a credit note: PayPal's refund id) */
  reference: string;
  /** A credit note's: the document it corrects and why */
  credit?: { corrects: string; reason: string };
  testMode: boolean;
  locale: Locale;
}

export const documentNumber = (orderId: number) => `KYY-${String(orderId).padStart(6, '0')}`;

export const documentFileName = (
  kind: Exclude<PaymentDocument['kind'], 'creditNote'>,
  orderId: number,
) => `${kind === 'invoice' ? 'arve' : 'kviitung'}-${documentNumber(orderId)}.pdf`;

/** A credit note's number: the order's document number and the refund's place among its refunds */
export const creditNoteNumber = (orderId: number, nth: number) =>
  `${documentNumber(orderId)}-K${nth}`;

/** 15.06.2026, the day in Estonia */
export const tallinnDate = (at: number) =>
  new Intl.DateTimeFormat('et-EE', {
    timeZone: TALLINN_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);

const MARGIN = 56;
const GREY = '#555555';
/** Table columns: x positions and widths on an A4 page (595 pt) inside the margins */
const COLUMNS = [
  { x: MARGIN, width: 215, align: 'left' },
  { x: 275, width: 40, align: 'right' },
  { x: 320, width: 80, align: 'right' },
  { x: 405, width: 45, align: 'right' },
  { x: 455, width: 84, align: 'right' },
] as const;

export function renderDocument(data: PaymentDocument): Promise<Buffer> {
  const t = translator(data.locale);
  const label = (key: keyof Messages['payments']['document'], params?: Record<string, string>) =>
    t(`payments.document.${key}`, params);
  const title = label(data.kind);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: data.locale,
    info: { Title: `${title} ${data.number}`, Author: data.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // heading: title and number on the left, the seller on the right
  doc.font('Helvetica-Bold').fontSize(22).text(title, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor(GREY);
  doc
    .text(`${label('number')}: ${data.number}`)
    .text(`${label('date')}: ${tallinnDate(data.paidAt)}`);
  if (data.testMode)
    doc.moveDown(0.5).fillColor('#a00000').font('Helvetica-Bold').text(label('test'));

  const seller = data.seller;
  const sellerLines = [
    seller.address,
    seller.regCode && `${label('regCode')}: ${seller.regCode}`,
    seller.vatNo && `${label('vatNo')}: ${seller.vatNo}`,
    seller.iban && `${label('iban')}: ${seller.iban}`,
    seller.email && `${label('email')}: ${seller.email}`,
  ].filter(Boolean) as string[];
  block(doc, 340, MARGIN, label('seller'), seller.name, sellerLines);

  const buyer = data.buyer;
  const buyerLines = [
    buyer.address,
    buyer.regCode && `${label('regCode')}: ${buyer.regCode}`,
    buyer.email,
  ].filter(Boolean) as string[];
  const buyerTop = Math.max(doc.y, MARGIN + 120);
  block(
    doc,
    MARGIN,
    buyerTop,
    label(data.kind === 'receipt' ? 'payer' : 'buyer'),
    buyer.name,
    buyerLines,
  );

  // lines
  let y = doc.y + 28;
  const headings = (['description', 'quantity', 'unitNet', 'vatRate', 'lineNet'] as const).map(
    (k) => label(k),
  );
  y = row(doc, y, headings, 'Helvetica-Bold');
  doc
    .moveTo(MARGIN, y)
    .lineTo(595 - MARGIN, y)
    .strokeColor('#999999')
    .stroke();
  y += 6;
  for (const line of data.lines) {
    const unitNet = line.unitPriceCents - vatOf(line.unitPriceCents, line.vatRateBp);
    y = row(doc, y, [
      line.description,
      String(line.quantity),
      formatEuro(unitNet),
      formatRate(line.vatRateBp),
      formatEuro(unitNet * line.quantity),
    ]);
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(595 - MARGIN, y)
    .stroke();

  // totals
  y += 10;
  const rate = data.lines[0] ? formatRate(data.lines[0].vatRateBp) : '';
  const totals: [string, number, string][] = [
    [label('net'), data.amountCents - data.vatCents, 'Helvetica'],
    [label('vat', { rate }), data.vatCents, 'Helvetica'],
    [label('total'), data.amountCents, 'Helvetica-Bold'],
  ];
  for (const [name, cents, font] of totals) {
    doc.font(font).fontSize(11).fillColor('#000000');
    doc.text(name, 300, y, { width: 150, align: 'right' });
    doc.text(formatEuro(cents), 455, y, { width: 84, align: 'right' });
    y = doc.y + 4;
  }

  doc.font('Helvetica').fontSize(10).fillColor(GREY);
  const settled = { date: tallinnDate(data.paidAt), reference: data.reference };
  doc.text(label(data.credit ? 'refunded' : 'paid', settled), MARGIN, y + 24, {
    width: 595 - 2 * MARGIN,
  });
  if (data.credit) {
    doc.moveDown(0.5).text(label('corrects', { number: data.credit.corrects }));
    doc.moveDown(0.5).text(label('reason', { reason: data.credit.reason }));
  } else {
    doc.moveDown(0.5).text(label('thanks'));
  }
  doc.end();
  return done;
}

function block(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  heading: string,
  name: string,
  lines: string[],
) {
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text(heading.toUpperCase(), x, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#000000')
    .text(name, x, doc.y + 2, { width: 200 });
  doc.font('Helvetica').fontSize(10);
  for (const line of lines) doc.text(line, x, doc.y, { width: 200 });
}

/** One table row; returns the y below its tallest cell. */
function row(doc: PDFKit.PDFDocument, y: number, cells: string[], font = 'Helvetica'): number {
  doc.font(font).fontSize(10).fillColor('#000000');
  let bottom = y;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i]!;
    doc.text(cell, column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  return bottom + 4;
}
