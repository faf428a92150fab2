import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceDocument } from '../../../../common/contract/invoices.js';
import { ContentType, PaymentStatus } from '../../../../common/enums.js';
import { formatDateTimeLong, formatRupiah } from '../../../../common/format.js';
import { must } from '../../../../common/must.js';
import { DEFAULT_INVOICE_SELLER as INVOICE_SELLER } from '../../../config.js';
import { createTestApp, studentToken, type TestApp } from '../../../testing/test-app.js';
import { invoiceFileName, renderInvoicePdf } from '../rules/invoice-pdf.js';

// pdf-parse's index runs a self-test when it thinks it is the main module: load its library file.
const pdfParse = createRequire(import.meta.url)('pdf-parse/lib/pdf-parse.js') as typeof import('pdf-parse');
/** The PDF's text, runs of white space (a wrapped cell's line break) as one space. */
const pdfText = async (pdf: Buffer) => (await pdfParse(pdf)).text.replace(/\s+/g, ' ');

/** The test double of the orders: invoice id → its owner and document. */
const orders = vi.hoisted(() => new Map<string, { studentId: number; invoice: unknown }>());
vi.mock('../rules/invoice-source.js', () => ({
  ordersInvoiceSource: () => ({
    invoiceFor: async (studentId: number, invoiceId: string) => {
      const found = orders.get(invoiceId);
      return found && found.studentId === studentId ? found.invoice : null;
    },
  }),
}));

const BUYER = 'Zoë Ñúñez Wijayakusuma';
const sample = (over: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  seller: { ...INVOICE_SELLER },
  buyer: { name: `${BUYER} 王小明 — ✓`, email: 'zoe@example.com' },
  number: 'INV-20261125-000042',
  // 17:30 UTC is already the next day in Jakarta (UTC+7).
  issuedAt: '2026-11-25T17:30:00.000Z',
  lines: [
    { title: 'Belajar Pemrograman Dasar untuk Pemula', contentType: ContentType.COURSE, price: 250000, discount: 50000 },
    { title: 'Bootcamp Analisis Data', contentType: ContentType.BOOTCAMP, price: 1500000, discount: 0 },
  ],
  voucher: { code: 'HEMAT10', discount: 170000 },
  total: 1530000,
  paymentChannelId: 1,
  paymentStatus: PaymentStatus.SUCCESS,
  paidAt: '2026-11-25T17:45:00.000Z',
  ...over,
});

describe('renderInvoicePdf', () => {
  it('prints number, buyer with accents, lines, total, channel, status and Jakarta dates (id)', async () => {
    const pdf = await renderInvoicePdf(sample(), 'id');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const part of [
      'Faktur Pembelian',
      'INV-20261125-000042',
      BUYER,
      '— ✓',
      'zoe@example.com',
      INVOICE_SELLER.name,
      INVOICE_SELLER.taxId,
      'Belajar Pemrograman Dasar untuk Pemula',
      'Kursus',
      'HEMAT10',
      `Total: ${formatRupiah(1530000)}`,
      'Rp 1.530.000',
      'BCA Virtual Account',
      'Lunas',
      formatDateTimeLong('2026-11-25T17:30:00.000Z', 'id'),
      '26 November 2026 00.30 WIB',
      '26 November 2026 00.45 WIB',
    ])
      expect(text, part).toContain(part);
  });

  it('speaks English when asked', async () => {
    const text = await pdfText(await renderInvoicePdf(sample({ paymentStatus: PaymentStatus.PENDING, paidAt: null, paymentChannelId: 8 }), 'en'));
    for (const part of ['Purchase Invoice', 'INV-20261125-000042', BUYER, 'Course', 'Total: Rp 1.530.000', 'GoPay', 'Awaiting payment', '26 November 2026 00:30 WIB', 'Paid at: —'])
      expect(text, part).toContain(part);
    expect(text).not.toContain('Lunas');
  });

  it('goes on to more pages for a long order', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      title: `Kelas nomor ${i} dengan judul yang cukup panjang untuk dibungkus`,
      contentType: ContentType.COURSE,
      price: 100000,
      discount: 0,
    }));
    const parsed = await pdfParse(await renderInvoicePdf(sample({ lines, voucher: null, total: 6000000 }), 'en'));
    expect(parsed.numpages).toBeGreaterThan(1);
    expect(parsed.text).toContain('Kelas nomor 59');
    expect(parsed.text).toContain('Total: Rp 6.000.000');
  });

  it('embeds the Unicode font', async () => {
    const raw = (await renderInvoicePdf(sample(), 'id')).toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/DejaVuSans/);
  });

  it('names the file after the number, with nothing a header could break on', () => {
    expect(invoiceFileName('INV-2026/11 "x"')).toBe('invoice-INV-2026-11-x-.pdf');
  });
});

describe('G web/v2/orders/invoices/download', () => {
  const url = (invoiceId: string, lang = 'id') => `/web/v2/orders/invoices/download?invoiceId=${encodeURIComponent(invoiceId)}&lang=${lang}`;
  const studentOf = (token: string) => Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);
  let app: TestApp & { cleanup(): Promise<void> };
  let tokenA: string;
  let tokenB: string;
  beforeAll(async () => {
    app = await createTestApp();
    tokenA = await studentToken(app);
    tokenB = await studentToken(app);
    orders.set('INV-20261125-000042', { studentId: studentOf(tokenA), invoice: sample() });
  }, 120_000);
  afterAll(async () => app?.cleanup());
  const get = (token: string | null, u: string) => app.inject({ method: 'GET', url: u, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers the owner a PDF attachment in the request language', async () => {
    for (const lang of ['id', 'en'] as const) {
      const res = await get(tokenA, url('INV-20261125-000042', lang));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-INV-20261125-000042.pdf"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain(lang === 'en' ? 'Purchase Invoice' : 'Faktur Pembelian');
      expect(text).toContain(BUYER);
      expect(text).toContain('Rp 1.530.000');
    }
  });

  it("answers 404 (JSON envelope) for another student's or an unknown invoice", async () => {
    for (const [token, id, lang, message] of [
      [tokenB, 'INV-20261125-000042', 'id', 'Faktur tidak ditemukan.'],
      [tokenB, 'INV-20261125-000042', 'en', 'Invoice not found.'],
      [tokenA, 'INV-NOPE', 'en', 'Invoice not found.'],
    ] as const) {
      const res = await get(token, url(id, lang));
      expect(res.statusCode, res.body).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ statusCode: 404, message });
    }
  });

  it('answers 400 to a malformed or missing invoiceId, 401 without a token', async () => {
    for (const id of ['', 'a b', 'x'.repeat(65), '../etc', 'x'.repeat(201)]) {
      for (const [lang, fragment] of [
        ['id', 'harus berupa id pesanan atau nomor faktur'],
        ['en', 'must be an order id or an invoice number'],
      ] as const) {
        const res = await get(tokenA, url(id, lang));
        expect(res.statusCode, `${id} ${res.body}`).toBe(400);
        if (id.length <= 200) expect(res.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining(fragment) });
      }
    }
    expect((await get(tokenA, '/web/v2/orders/invoices/download')).statusCode).toBe(400);
    expect((await get(null, url('INV-20261125-000042'))).statusCode).toBe(401);
  });
});
