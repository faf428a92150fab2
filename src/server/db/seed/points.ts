import { ContentType, VoucherPriceType } from '../../../common/enums.js';
import type { Seeder } from '../seeder.js';

/**
 * What PoinQu points buy (issue 19): three vouchers and two GoPay payouts. A seeder of its own,
 * added after the others, so existing data folders get it at their next start.
 */
export const pointsSeeder: Seeder = {
  name: 'points',
  async run(db) {
    const text = (id: string, en: string) => ({ description_id: id, description_en: en });
    await db
      .insertInto('point_exchanges')
      .values([
        {
          kind: 'voucher',
          name_id: 'Voucher potongan Rp25.000',
          name_en: 'Rp25,000 off voucher',
          ...text('Potongan Rp25.000 untuk satu kelas berbayar (minimal Rp100.000), berlaku 30 hari.', 'Rp25,000 off one paid class (from Rp100,000), valid 30 days.'),
          points: 250,
          voucher_price_type: VoucherPriceType.AMOUNT,
          voucher_price: 25_000,
          voucher_min_purchase: 100_000,
          voucher_valid_days: 30,
          sort: 1,
        },
        {
          kind: 'voucher',
          name_id: 'Voucher diskon 10%',
          name_en: '10% off voucher',
          ...text('Diskon 10% untuk satu kelas berbayar, berlaku 30 hari.', '10% off one paid class, valid 30 days.'),
          points: 400,
          voucher_price_type: VoucherPriceType.PERCENT,
          voucher_price: 10,
          voucher_valid_days: 30,
          sort: 2,
        },
        {
          kind: 'voucher',
          name_id: 'Voucher kursus 20%',
          name_en: '20% off a course',
          ...text('Diskon 20% untuk satu kursus, berlaku 14 hari.', '20% off one course, valid 14 days.'),
          points: 700,
          voucher_price_type: VoucherPriceType.PERCENT,
          voucher_price: 20,
          voucher_content_type: ContentType.COURSE,
          voucher_valid_days: 14,
          sort: 3,
        },
        {
          kind: 'gopay',
          name_id: 'Saldo GoPay Rp10.000',
          name_en: 'Rp10,000 GoPay balance',
          ...text('Dikirim ke akun GoPay kamu.', 'Sent to your GoPay account.'),
          points: 1000,
          amount: 10_000,
          sort: 4,
        },
        {
          kind: 'gopay',
          name_id: 'Saldo GoPay Rp25.000',
          name_en: 'Rp25,000 GoPay balance',
          ...text('Dikirim ke akun GoPay kamu.', 'Sent to your GoPay account.'),
          points: 2400,
          amount: 25_000,
          sort: 5,
        },
      ])
      .execute();
  },
};
