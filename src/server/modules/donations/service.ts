import type { DonationCampaign } from '../../../common/catalog.js';
import { ContentType, PaymentStatus, type Locale } from '../../../common/enums.js';
import { maskName } from '../../../common/masking.js';
import type { ContentItem } from '../../../common/types.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { c } from '../../catalogue/list.js';
import { notFoundOf } from '../../catalogue/messages.js';
import type { ContentRef } from '../../catalogue/products.js';
import { similarContents } from '../../catalogue/similar.js';
import { donationTotals } from '../commerce/index.js';
import { inLanguage } from '../../http/locale.js';
import { say } from './messages.js';

const DAY = 86_400_000;
/** Latest donors shown on a campaign. */
const RECENT_DONORS = 10;
const SUCCESS = PaymentStatus.SUCCESS;

export async function findDonation(db: Database, ref: ContentRef, locale: Locale) {
  const q = db
    .selectFrom('donations')
    .leftJoin('categories', 'categories.id', 'donations.category_id')
    .selectAll('donations')
    .select(['categories.url as category_url', 'categories.name_id as category_name_id', 'categories.name_en as category_name_en']);
  const row = await ('id' in ref ? q.where('donations.id', '=', ref.id) : q.where('donations.url', '=', ref.url)).executeTakeFirst();
  if (!row) throw notFoundOf(locale, 'donation');
  return row;
}

/**
 * A donation campaign: target, amount collected and donors counted from successful donation
 * records, days left, the latest donors (names masked) and whether the device already donated.
 */
export async function donationCampaign(db: Database, ref: ContentRef, deviceId: string | undefined, locale: Locale): Promise<DonationCampaign> {
  const row = await findDonation(db, ref, locale);
  const successful = db.selectFrom('donation_records').where('donation_id', '=', row.id).where('status', '=', SUCCESS);
  const [totals, recent, mine] = await Promise.all([
    donationTotals(db, row.id),
    successful.select(['donor_name', 'is_anonymous', 'amount', 'message', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(RECENT_DONORS).execute(),
    deviceId ? successful.select('id').where('device_id', '=', deviceId).limit(1).executeTakeFirst() : undefined,
  ]);
  const now = Date.now();
  const collected = totals.collectedAmount;
  const target = Number(row.target_amount);
  const endsAt = row.ends_at ? new Date(row.ends_at) : null;
  return {
    id: row.id,
    url: row.url,
    title: inLanguage(row, 'title', locale),
    summary: inLanguage(row, 'summary', locale),
    description: inLanguage(row, 'description', locale),
    imageUrl: row.image_url,
    organizer: row.organizer,
    category: row.category_id == null ? null : { id: row.category_id, url: row.category_url!, name: inLanguage(row, 'category_name', locale)! },
    targetAmount: target,
    collectedAmount: collected,
    donorsCount: totals.donorsCount,
    progressPercent: Math.floor((collected * 100) / target),
    suggestedAmounts: row.suggested_amounts as number[],
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: endsAt?.toISOString() ?? null,
    daysLeft: endsAt ? Math.max(0, Math.ceil((endsAt.getTime() - now) / DAY)) : null,
    isActive: row.is_active && (!endsAt || endsAt.getTime() > now),
    hasDonated: !!mine,
    recentDonors: recent.map((r) => ({
      name: r.is_anonymous || !r.donor_name.trim() ? say(locale, 'anonymousDonor') : maskName(r.donor_name),
      amount: Number(r.amount),
      message: r.message,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

/** Classes recommended beside a campaign: its category first, then the most popular (404 for an unknown campaign). */
export async function donationRecommendations(ctx: AppContext, ref: ContentRef, size: number, locale: Locale): Promise<ContentItem[]> {
  const donation = await findDonation(ctx.db, ref, locale);
  // Articles and subscriptions are not classes to recommend.
  const where = [c('contents.content_type', 'not in', [ContentType.ARTICLE, ContentType.SUBSCRIPTION])];
  const prefer = donation.category_id == null ? [] : [c('contents.category_id', '=', donation.category_id)];
  return similarContents(ctx, { where, prefer, sort: 'popular', locale, size });
}
