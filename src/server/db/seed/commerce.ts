import { ContentType, VoucherPriceType } from '../../../common/enums.js';
import { WELCOME_VOUCHER_CODE } from '../../../common/vouchers.js';
import type { Seeder } from '../seeder.js';

/**
 * Demo data of the shop: vouchers of each price type (spec 9) in every state a checkout meets —
 * usable, with a minimum purchase, for one content or one content type only, expired, not started
 * yet, used up — and a magic code for one paid webinar. Dated relative to the moment it is seeded,
 * like the catalogue. Carts, wishlists and enrolments start empty.
 */

const DAY = 86_400_000;

/** The code the sign-up promo (discovery seeder) promises; every account holds it (src/common/vouchers.ts). */
export { WELCOME_VOUCHER_CODE };
/** Enrols the demo student in the seeded paid webinar without paying. */
export const DEMO_WEBINAR_MAGIC_CODE = 'UNDANGANVIP';
/** Price a course drops to with the single-content voucher (type 3). */
const ONE_COURSE_PRICE = 99_000;

export const commerceSeeder: Seeder = {
  name: 'commerce',
  async run(db) {
    const now = Date.now();
    const at = (days: number) => new Date(now + days * DAY);
    // The most popular paid course dearer than the one-course voucher's price.
    const course = await db
      .selectFrom('contents')
      .select('id')
      .where('content_type', '=', ContentType.COURSE)
      .where('is_published', '=', true)
      .where('final_price', '>', ONE_COURSE_PRICE)
      .orderBy('popularity', 'desc')
      .orderBy('id')
      .executeTakeFirst();

    const text = (id: string, en: string) => ({ description_id: id, description_en: en });
    await db
      .insertInto('vouchers')
      .values([
        {
          code: WELCOME_VOUCHER_CODE,
          name_id: 'Voucher selamat datang 20%',
          name_en: 'Welcome voucher 20%',
          ...text('Potongan 20% untuk satu kelas berbayar, sekali per akun.', '20% off one paid class, once per account.'),
          price_type: VoucherPriceType.PERCENT,
          price: 20,
          quota: null,
        },
        {
          code: 'HEMAT10',
          name_id: 'Hemat 10%',
          name_en: 'Save 10%',
          ...text('Potongan 10% untuk semua kelas berbayar.', '10% off any paid class.'),
          price_type: VoucherPriceType.PERCENT,
          price: 10,
          quota: 500,
          used: 37,
          ends_at: at(60),
        },
        {
          code: 'POTONG50K',
          name_id: 'Potongan Rp 50.000',
          name_en: 'Rp 50,000 off',
          ...text('Potongan Rp 50.000 untuk pembelian minimal Rp 200.000.', 'Rp 50,000 off a purchase of at least Rp 200,000.'),
          price_type: VoucherPriceType.AMOUNT,
          price: 50_000,
          min_purchase: 200_000,
          quota: 200,
          used: 12,
          starts_at: at(-10),
          ends_at: at(30),
        },
        {
          code: 'DISKON25K',
          name_id: 'Diskon Rp 25.000',
          name_en: 'Rp 25,000 off',
          ...text('Potongan Rp 25.000 tanpa minimal pembelian.', 'Rp 25,000 off, no minimum purchase.'),
          price_type: VoucherPriceType.AMOUNT,
          price: 25_000,
          quota: 1000,
        },
        {
          code: 'BOOTCAMP1JT',
          name_id: 'Bootcamp hemat Rp 1 juta',
          name_en: 'Rp 1 million off a bootcamp',
          ...text('Potongan Rp 1.000.000 untuk bootcamp mulai Rp 3.000.000.', 'Rp 1,000,000 off a bootcamp of Rp 3,000,000 or more.'),
          price_type: VoucherPriceType.AMOUNT,
          price: 1_000_000,
          min_purchase: 3_000_000,
          content_type: ContentType.BOOTCAMP,
          quota: 50,
          ends_at: at(45),
        },
        ...(course
          ? [
              {
                code: 'CUMA99K',
                name_id: 'Kelas ini cuma Rp 99.000',
                name_en: 'This class for only Rp 99,000',
                ...text('Harga khusus Rp 99.000 untuk satu kelas pilihan.', 'A special price of Rp 99,000 for one chosen class.'),
                price_type: VoucherPriceType.FIXED_PRICE,
                price: ONE_COURSE_PRICE,
                content_id: course.id,
                quota: 100,
                ends_at: at(14),
              },
            ]
          : []),
        {
          code: 'KILAT49K',
          name_id: 'Belajar Kilat Rp 49.000',
          name_en: 'Quick-learn classes for Rp 49,000',
          ...text('Kelas Belajar Kilat apa pun seharga Rp 49.000.', 'Any quick-learn class for Rp 49,000.'),
          price_type: VoucherPriceType.FIXED_PRICE,
          price: 49_000,
          content_type: ContentType.BELAJARKILAT,
          quota: 300,
        },
        {
          code: 'LAMA2023',
          name_id: 'Promo akhir tahun',
          name_en: 'Year-end promo',
          ...text('Promo yang sudah berakhir.', 'A promotion that has ended.'),
          price_type: VoucherPriceType.PERCENT,
          price: 15,
          quota: 100,
          used: 64,
          starts_at: at(-90),
          ends_at: at(-30),
        },
        {
          code: 'HABIS100',
          name_id: 'Potongan kilat Rp 100.000',
          name_en: 'Flash Rp 100,000 off',
          ...text('Kuota sudah habis terpakai.', 'Its quota is used up.'),
          price_type: VoucherPriceType.AMOUNT,
          price: 100_000,
          quota: 100,
          used: 100,
        },
        {
          code: 'SEGERA30',
          name_id: 'Diskon 30% minggu depan',
          name_en: '30% off next week',
          ...text('Berlaku mulai minggu depan.', 'Valid from next week.'),
          price_type: VoucherPriceType.PERCENT,
          price: 30,
          quota: 250,
          starts_at: at(7),
          ends_at: at(37),
        },
      ])
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();

    // A paid webinar that is still to come, with an invitation code.
    const webinar = await db
      .selectFrom('contents')
      .select('id')
      .where('content_type', '=', ContentType.WEBINAR)
      .where('is_published', '=', true)
      .where('final_price', '>', 0)
      .where('start_at', '>', new Date(now))
      .orderBy('start_at')
      .orderBy('id')
      .executeTakeFirst();
    if (webinar) {
      await db
        .insertInto('webinar_magic_codes')
        .values({ content_id: webinar.id, code: DEMO_WEBINAR_MAGIC_CODE })
        .onConflict((oc) => oc.columns(['content_id', 'code']).doNothing())
        .execute();
    }
  },
};
