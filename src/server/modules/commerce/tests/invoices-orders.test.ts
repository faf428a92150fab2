import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType, PaymentStatus } from '../../../../common/enums.js';
import { must } from '../../../../common/must.js';
import { DEFAULT_INVOICE_SELLER, loadConfig } from '../../../config.js';
import { createTestApp, studentToken, type TestApp } from '../../../testing/test-app.js';
import { invoiceDocumentOf } from '../rules/invoice-source.js';

// The route over the real orders (orders module's orderForInvoice), rows written directly.
const pdfParse = createRequire(import.meta.url)('pdf-parse/lib/pdf-parse.js') as typeof import('pdf-parse');

const NAME = 'Dewi Ayu Lestari Zoë Ñúñez';
let app: TestApp & { cleanup(): Promise<void> };
let tokenA: string;
let tokenB: string;
let orderId: number;
const NUMBER = 'INV/20261125/000777';
/** The seller as a deployment configures it (INVOICE_SELLER_*), not the demo default. */
const SELLER = { name: 'PT Ilmu Nusantara Digital', address: 'Jl. Braga No. 99, Bandung 40111', taxId: '0912345678901234' };

beforeAll(async () => {
  app = await createTestApp({ config: { invoiceSeller: SELLER } });
  const { db } = app.ctx;
  const a = await db.insertInto('students').values({ full_name: NAME, email: 'dewi@example.com', email_verified_at: new Date() }).returning('id').executeTakeFirstOrThrow();
  tokenA = await studentToken(app, a.id);
  tokenB = await studentToken(app);
  const contents = await db.selectFrom('contents').select(['id', 'content_type']).where('is_published', '=', true).where('final_price', '>', 0).orderBy('id').limit(2).execute();
  const [c1, c2] = [must(contents[0], 'content'), must(contents[1], 'content')];
  const order = await sql<{ id: string }>`
    insert into orders (student_id, status, created_at, invoice_number, subtotal, discount, voucher_discount, total, payment_channel_id, paid_at)
    values (${a.id}, ${PaymentStatus.SUCCESS}, '2026-11-25T17:30:00Z', ${NUMBER}, 400000, 50000, 20000, 330000, 7, '2026-11-25T17:40:00Z')
    returning id`.execute(db);
  orderId = Number(must(order.rows[0], 'order').id);
  await sql`
    insert into order_items (order_id, content_id, title_id, title_en, content_type, price, final_price, voucher_code, voucher_discount, total)
    values (${orderId}, ${c1.id}, 'Kelas Ekspor untuk UMKM', 'Export Class for Small Businesses', ${c1.content_type}, 250000, 200000, 'HEMAT20', 20000, 180000),
           (${orderId}, ${c2.id}, 'Dasar Desain Grafis', 'Graphic Design Basics', ${c2.content_type}, 150000, 150000, null, 0, 150000)`.execute(db);
}, 120_000);
afterAll(async () => app?.cleanup());

const get = (token: string, invoiceId: string | number, lang = 'id') =>
  app.inject({ method: 'GET', url: `/web/v2/orders/invoices/download?invoiceId=${encodeURIComponent(String(invoiceId))}&lang=${lang}`, headers: { authorization: `Bearer ${token}` } });

describe('invoices over the orders', () => {
  it('prints the order by its invoice number and by its id', async () => {
    for (const id of [NUMBER, orderId]) {
      const res = await get(tokenA, id, 'en');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-INV-20261125-000777.pdf"');
      const text = (await pdfParse(res.rawPayload)).text.replace(/\s+/g, ' ');
      for (const part of [
        NUMBER,
        NAME,
        'dewi@example.com',
        'Export Class for Small Businesses',
        'Graphic Design Basics',
        'HEMAT20',
        'Total: Rp 330.000',
        'QRIS',
        'Paid',
        '26 November 2026 00:30 WIB',
        '26 November 2026 00:40 WIB',
        SELLER.name,
        SELLER.address,
        SELLER.taxId,
      ])
        expect(text, part).toContain(part);
      expect(text).not.toContain(DEFAULT_INVOICE_SELLER.taxId);
      expect(text).not.toContain('Kelas Ekspor untuk UMKM');
    }
  });

  it('prints each line’s title in the reader’s language', async () => {
    const text = async (lang: string) => (await pdfParse((await get(tokenA, orderId, lang)).rawPayload)).text.replace(/\s+/g, ' ');
    const id = await text('id');
    expect(id).toContain('Kelas Ekspor untuk UMKM');
    expect(id).toContain('Dasar Desain Grafis');
    expect(id).not.toContain('Export Class for Small Businesses');
    expect(await text('en')).toContain('Export Class for Small Businesses');
  });

  it('reads the seller from INVOICE_SELLER_NAME, _ADDRESS and _NPWP, with documented demo defaults; a malformed NPWP stops the start', () => {
    expect(loadConfig({}).invoiceSeller).toEqual(DEFAULT_INVOICE_SELLER);
    expect(DEFAULT_INVOICE_SELLER.taxId).toMatch(/^\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3}$/);
    expect(loadConfig({ INVOICE_SELLER_NAME: ' PT A ', INVOICE_SELLER_ADDRESS: 'Jl. B 1', INVOICE_SELLER_NPWP: '09.254.294.3-407.000' }).invoiceSeller).toEqual({
      name: 'PT A',
      address: 'Jl. B 1',
      taxId: '09.254.294.3-407.000',
    });
    expect(() => loadConfig({ INVOICE_SELLER_NPWP: '12345' })).toThrow(/INVOICE_SELLER_NPWP must be an NPWP/);
    expect(() => loadConfig({ INVOICE_SELLER_NAME: 'x'.repeat(121) })).toThrow(/INVOICE_SELLER_NAME must be at most 120/);
  });

  it('answers 404 to another student and to an unknown order', async () => {
    expect((await get(tokenB, NUMBER)).statusCode).toBe(404);
    expect((await get(tokenB, orderId)).statusCode).toBe(404);
    expect((await get(tokenA, 'INV/20991231/999999', 'en')).json()).toMatchObject({ statusCode: 404, message: 'Invoice not found.' });
  });

  it('maps an order: promotion per line, vouchers summed below, no voucher when none was used', () => {
    const base = {
      invoiceNumber: 'INV/1',
      paymentStatus: PaymentStatus.PENDING,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      paidAt: null,
      student: { name: 'A', email: null },
      paymentChannel: null,
      lines: [{ contentType: ContentType.COURSE, title: 'T', price: 100, finalPrice: 80, voucherCode: null }],
      donation: null,
      voucherDiscount: 0,
      total: 80,
    };
    expect(invoiceDocumentOf(base, SELLER)).toEqual({
      seller: SELLER,
      buyer: { name: 'A', email: '' },
      number: 'INV/1',
      issuedAt: '2026-01-01T00:00:00.000Z',
      lines: [{ title: 'T', contentType: ContentType.COURSE, price: 100, discount: 20 }],
      voucher: null,
      total: 80,
      paymentChannelId: null,
      paymentStatus: PaymentStatus.PENDING,
      paidAt: null,
    });
  });
});
