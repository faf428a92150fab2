import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from '../../../../common/contract/invoices.js';
import type { Locale } from '../../../../common/enums.js';
import { formatDateTimeLong, formatRupiah, intlLocale } from '../../../../common/format.js';
import { paymentChannelById } from '../../../../common/payments.js';
import { contentTypeLabel, donationLabel, INVOICE_LABELS, paymentStatusLabel } from '../text/invoices.js';

/**
 * The invoice PDF: a pure function of the invoice and the language (no database, no clock).
 * DejaVu Sans (resources/fonts, Bitstream Vera licence) is embedded, subset, so a buyer's name
 * in any Latin, Greek or Cyrillic script prints; the PDF's standard fonts know only WinAnsi.
 */

const FONT_FILES = { body: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

/** resources/fonts from the working directory (as the web plugin serves resources/), else beside the sources. */
function fontsDir(): string {
  const fromCwd = path.resolve(process.cwd(), 'resources', 'fonts');
  if (fs.existsSync(path.join(fromCwd, FONT_FILES.body))) return fromCwd;
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../resources/fonts');
}

let fonts: { body: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  if (!fonts) {
    const dir = fontsDir();
    fonts = { body: fs.readFileSync(path.join(dir, FONT_FILES.body)), bold: fs.readFileSync(path.join(dir, FONT_FILES.bold)) };
  }
  return fonts;
}

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Columns of the lines table: x and width. */
const COLS = { item: [MARGIN, 170], type: [MARGIN + 175, 65], price: [MARGIN + 245, 75], discount: [MARGIN + 325, 75], subtotal: [MARGIN + 405, 90] } as const;

/** A safe file name of an invoice: `invoice-<number>.pdf`. */
export function invoiceFileName(number: string): string {
  return `invoice-${number.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
}

export async function renderInvoicePdf(invoice: InvoiceDocument, locale: Locale): Promise<Buffer> {
  const t = INVOICE_LABELS[locale];
  const { body, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Fixed dates: the same invoice gives the same bytes.
    info: { Title: `${t.title} ${invoice.number}`, Author: invoice.seller.name, CreationDate: new Date(invoice.issuedAt), ModDate: new Date(invoice.issuedAt) },
    lang: intlLocale(locale),
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', body);
  doc.registerFont('bold', bold);

  const field = (label: string, value: string) => {
    doc.font('bold').fontSize(9).text(`${label}: `, { continued: true }).font('body').text(value);
  };

  // Header: title, number and date.
  doc.font('bold').fontSize(18).text(t.title);
  doc.moveDown(0.5);
  field(t.number, invoice.number);
  field(t.date, formatDateTimeLong(invoice.issuedAt, locale));
  doc.moveDown();

  // Seller and buyer.
  doc.font('bold').fontSize(11).text(t.seller);
  doc.font('body').fontSize(9).text(invoice.seller.name).text(invoice.seller.address);
  field(t.taxId, invoice.seller.taxId);
  doc.moveDown(0.5);
  doc.font('bold').fontSize(11).text(t.buyer);
  doc.font('body').fontSize(9).text(invoice.buyer.name).text(invoice.buyer.email);
  doc.moveDown();

  // Lines.
  const row = (cells: Record<keyof typeof COLS, string>, font: 'body' | 'bold') => {
    // A long order goes on to the next page before a row would be cut at the bottom margin.
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    const y = doc.y;
    doc.font(font).fontSize(9);
    let bottom = y;
    for (const key of Object.keys(COLS) as (keyof typeof COLS)[]) {
      const [x, width] = COLS[key];
      doc.text(cells[key], x, y, { width, align: key === 'item' || key === 'type' ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
    }
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };
  row({ item: t.item, type: t.type, price: t.price, discount: t.discount, subtotal: t.subtotal }, 'bold');
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .stroke();
  doc.y += 4;
  for (const line of invoice.lines) {
    row(
      {
        item: line.title,
        type: line.contentType === null ? donationLabel(locale) : contentTypeLabel(line.contentType, locale),
        price: formatRupiah(line.price),
        discount: line.discount > 0 ? `-${formatRupiah(line.discount)}` : formatRupiah(0),
        subtotal: formatRupiah(line.price - line.discount),
      },
      'body',
    );
  }
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .stroke();
  doc.y += 8;

  // Totals and payment.
  if (invoice.voucher) field(`${t.voucher} (${invoice.voucher.code})`, `-${formatRupiah(invoice.voucher.discount)}`);
  doc
    .font('bold')
    .fontSize(12)
    .text(`${t.total}: ${formatRupiah(invoice.total)}`);
  doc.moveDown(0.5);
  const channel = invoice.paymentChannelId === null ? undefined : paymentChannelById(invoice.paymentChannelId);
  field(t.channel, channel?.name ?? t.none);
  field(t.status, paymentStatusLabel(invoice.paymentStatus, locale));
  field(t.paidAt, invoice.paidAt ? formatDateTimeLong(invoice.paidAt, locale) : t.none);
  doc.moveDown(2);
  doc.font('body').fontSize(8).fillColor('#555555').text(t.footer);

  doc.end();
  return done;
}
