import type { DonateBody, DonationResult } from '../../../common/contract/donations.js';
import type { Order } from '../../../common/contract/orders.js';
import { DONATION_MAX_AMOUNT, DONATION_MIN_AMOUNT, donationAmountRefusal } from '../../../common/donations.js';
import type { Locale } from '../../../common/enums.js';
import { formatRupiah } from '../../../common/format.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { createDonationOrder, donationTotals, type OrderDeps } from '../commerce/index.js';
import { findDonation } from './service.js';
import { inLanguage } from '../../http/locale.js';

/** Giving to a campaign (issue 19): checks here, the order and the gateway in commerce. */

const TEXT = {
  tooSmall: (l: Locale) => (l === 'en' ? `The smallest donation is ${formatRupiah(DONATION_MIN_AMOUNT)}.` : `Donasi paling sedikit ${formatRupiah(DONATION_MIN_AMOUNT)}.`),
  tooLarge: (l: Locale) =>
    l === 'en'
      ? `The largest donation here is ${formatRupiah(DONATION_MAX_AMOUNT)}; for more, contact the organiser.`
      : `Donasi paling banyak ${formatRupiah(DONATION_MAX_AMOUNT)}; untuk jumlah lebih besar, hubungi penyelenggara.`,
  closed: (l: Locale) => (l === 'en' ? 'This campaign no longer takes donations.' : 'Kampanye ini tidak lagi menerima donasi.'),
  notFound: (l: Locale) => (l === 'en' ? 'Donation not found' : 'Donasi tidak ditemukan'),
};

/** P donations/{url}/donate: the amount within bounds, the campaign open, then a donation order charged like any order. */
export async function donate(deps: OrderDeps, studentId: number, url: string, body: DonateBody, key: string | undefined, locale: Locale, now: Date): Promise<Order> {
  const refusal = donationAmountRefusal(body.amount);
  if (refusal) throw badRequest(TEXT[refusal === 'tooLarge' ? 'tooLarge' : 'tooSmall'](locale));
  const campaign = await findDonation(deps.db, { url }, locale);
  if (!campaign.is_active || (campaign.ends_at && new Date(campaign.ends_at).getTime() <= now.getTime()) || new Date(campaign.starts_at).getTime() > now.getTime()) {
    throw badRequest(TEXT.closed(locale));
  }
  let donorName = body.donorName?.trim() ?? '';
  if (!donorName && !body.isAnonymous) {
    donorName = (await deps.db.selectFrom('students').select('full_name').where('id', '=', studentId).executeTakeFirst())?.full_name ?? '';
  }
  return createDonationOrder(
    deps,
    studentId,
    {
      donationId: campaign.id,
      amount: body.amount,
      deviceId: body.deviceId,
      donorName,
      isAnonymous: body.isAnonymous ?? false,
      message: body.message?.trim() ?? '',
      paymentTypeId: body.paymentTypeId,
    },
    key,
    locale,
  );
}

/** G donations/{id}/result: the student's own donation by its order id (404 for anyone else's). */
export async function donationResult(deps: OrderDeps, studentId: number, orderId: number, locale: Locale): Promise<DonationResult> {
  const row = await deps.db
    .selectFrom('donation_records as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('donations as d', 'd.id', 'r.donation_id')
    .select(['r.order_id', 'r.donation_id', 'r.amount', 'r.is_anonymous', 'r.message', 'o.status', 'o.paid_at', 'd.url', 'd.title_id', 'd.title_en', 'd.target_amount'])
    .where('r.order_id', '=', orderId)
    .where('o.student_id', '=', studentId)
    .executeTakeFirst();
  if (!row) throw notFound(TEXT.notFound(locale));
  return {
    orderId,
    donationId: row.donation_id,
    url: row.url,
    title: inLanguage(row, 'title', locale),
    amount: Number(row.amount),
    paymentStatus: row.status,
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    isAnonymous: row.is_anonymous,
    message: row.message,
    ...(await donationTotals(deps.db, row.donation_id)),
    targetAmount: Number(row.target_amount),
  };
}
