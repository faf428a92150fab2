/**
 * A voucher's rules as the screens say them (voucherqu's cards and detail, the cart's picker):
 * its discount, minimum purchase, what it is for and its validity in Jakarta time
 * (src/common/format.ts). The values are the server's; only the wording is here.
 */
import type { TFunction } from 'i18next';
import { VoucherPriceType } from '../../../common/enums';
import { formatDateTimeLong, formatRupiah } from '../../../common/format';
import type { Locale } from '../../../common/enums';
import { contentTypeLabelKey } from '../../components/contentPath';

export interface VoucherTerms {
  priceType: number;
  price: number;
  minPurchase: number;
  contentType: number | null;
  contentTitle?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
  /** An offer: days it stays valid once exchanged. */
  validDays?: number;
}

/** What it takes off: "20% off", "Rp25.000 off", "pay Rp99.000". */
export function voucherBenefit(v: Pick<VoucherTerms, 'priceType' | 'price'>, t: TFunction): string {
  if (v.priceType === VoucherPriceType.PERCENT) return t('vouchers.benefit.percent', { value: v.price });
  if (v.priceType === VoucherPriceType.AMOUNT) return t('vouchers.benefit.amount', { amount: formatRupiah(v.price) });
  return t('vouchers.benefit.price', { amount: formatRupiah(v.price) });
}

export function voucherRulesOf(v: VoucherTerms, t: TFunction, locale: Locale): string[] {
  const rules = [voucherBenefit(v, t)];
  rules.push(v.minPurchase > 0 ? t('vouchers.rules.minPurchase', { amount: formatRupiah(v.minPurchase) }) : t('vouchers.rules.noMinimum'));
  if (v.contentTitle) rules.push(t('vouchers.rules.onlyContent', { title: v.contentTitle }));
  else if (v.contentType !== null) rules.push(t('vouchers.rules.onlyType', { type: t(contentTypeLabelKey(v.contentType)) }));
  else rules.push(t('vouchers.rules.anyPaid'));
  if (v.startsAt && new Date(v.startsAt).getTime() > Date.now()) rules.push(t('vouchers.rules.startsAt', { date: formatDateTimeLong(v.startsAt, locale) }));
  if (v.validDays !== undefined) rules.push(t('vouchers.rules.validDays', { count: v.validDays }));
  else rules.push(v.endsAt ? t('vouchers.rules.endsAt', { date: formatDateTimeLong(v.endsAt, locale) }) : t('vouchers.rules.noEnd'));
  rules.push(t('vouchers.rules.oncePerLine'));
  return rules;
}
