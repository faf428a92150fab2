import { sql, type Insertable, type Kysely } from 'kysely';
import { ContentType } from '../../../common/enums.js';
import { PaymentStatus } from '../../../common/enums.js';
import { rngFor } from './build.js';
import type { DB } from '../schema.js';
import type { Seeder } from '../seeder.js';
import type { DonationRecordsTable, ReviewsTable } from '../tables/catalogue.js';
import { syncContentRatings } from '../../catalogue/reviews.js';
import { BOOTCAMP_SALES_PAGE_KEY, PRAKERJA_LANDING_KEY } from '../settings-keys.js';
import {
  BOOTCAMP_COMMENTS,
  BOOTCAMP_SALES_PAGE,
  BOOTCAMP_TIERS,
  DONATION_AMOUNTS,
  DONATION_MESSAGES,
  DONATIONS,
  FORMS,
  LIVE_COMMENTS,
  MICRO_COMMENTS,
  PRAKERJA_LANDING,
  PROMO_TERMS,
  REVIEW_COMMENTS,
  REVIEWER_NAMES,
  SUGGESTED_AMOUNTS,
} from './data/product-pages.js';
import { must } from '../../../common/must.js';

/**
 * Demo data of the product pages: reviews (and contents.rating / rating_count recomputed from
 * them), promo terms of discounted contents, webinar forms, donation campaigns with donations,
 * bootcamp price tiers and the Prakerja and bootcamp landing pages. Deterministic except for the
 * clock: every date is relative to the moment of seeding.
 */

const DAY = 86_400_000;
const CHUNK = 250;

/** Contents that take reviews. Upcoming live sessions have none yet. */
export const REVIEWABLE_TYPES = [
  ContentType.COURSE,
  ContentType.BELAJARKILAT,
  ContentType.MICROLEARNING,
  ContentType.WEBINAR,
  ContentType.EVENT,
  ContentType.BOOTCAMP,
  ContentType.PACKAGE,
  ContentType.JALURBELAJAR,
  ContentType.SUBSCRIPTION,
] as const;
const LIVE_TYPES: readonly number[] = [ContentType.WEBINAR, ContentType.EVENT];

const pickOne = <T>(r: () => number, items: readonly T[]): T => must(items[Math.floor(r() * items.length)], 'an item of a non-empty list');
const roundThousand = (n: number) => Math.round(n / 1000) * 1000;

/** Star weights (1..5) around a content's seeded rating: better contents get more 5s. */
function starWeights(target: number): number[] {
  const t = Math.min(5, Math.max(3.4, target));
  return [Math.max(0.01, (4.85 - t) * 0.05), Math.max(0.01, (4.85 - t) * 0.08), Math.max(0.03, (4.95 - t) * 0.3), 0.32, Math.max(0.08, (t - 3.3) * 0.6)];
}

function drawStars(r: () => number, weights: number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = r() * total;
  for (const [i, weight] of weights.entries()) {
    x -= weight;
    if (x < 0) return i + 1;
  }
  return 5;
}

function commentFor(r: () => number, stars: number, type: number): string {
  const extra = LIVE_TYPES.includes(type)
    ? LIVE_COMMENTS[stars]
    : type === ContentType.BOOTCAMP
      ? BOOTCAMP_COMMENTS[stars]
      : type === ContentType.MICROLEARNING
        ? MICRO_COMMENTS[stars]
        : undefined;
  // Some learners leave only stars.
  if (r() < 0.08) return '';
  if (extra && r() < 0.45) return pickOne(r, extra);
  return pickOne(r, must(REVIEW_COMMENTS[stars - 1], `comments of ${stars} stars`));
}

async function insertChunked<T extends keyof DB & string>(db: Kysely<DB>, table: T, rows: Insertable<DB[T]>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/** Reviews of every reviewable content, or of the ones named (contents added by a later seeder). */
export async function seedReviews(db: Kysely<DB>, now: Date, contentIds?: readonly number[]) {
  if (contentIds?.length === 0) return;
  const contents = await db
    .selectFrom('contents')
    .select(['id', 'url', 'content_type', 'rating', 'start_at', 'created_at', 'popularity'])
    .where('content_type', 'in', [...REVIEWABLE_TYPES])
    .$if(contentIds !== undefined, (q) => q.where('id', 'in', [...(contentIds ?? [])]))
    .orderBy('id')
    .execute();
  const rows: Insertable<ReviewsTable>[] = [];
  for (const content of contents) {
    const start = content.start_at ? new Date(content.start_at).getTime() : null;
    // Live sessions are reviewed after they took place; bootcamps by alumni of earlier batches.
    if (LIVE_TYPES.includes(content.content_type) && (start === null || start > now.getTime())) continue;
    const r = rngFor(`${content.url}#reviews`);
    const count = 5 + Math.floor(r() * 26);
    const weights = starWeights(Number(content.rating) || 4.5);
    const since = LIVE_TYPES.includes(content.content_type) ? start! : new Date(content.created_at).getTime();
    const spanDays = Math.max(1, Math.floor((now.getTime() - since) / DAY));
    const names = [...REVIEWER_NAMES];
    for (let i = 0; i < count; i++) {
      const stars = drawStars(r, weights);
      // More names than reviews per content: each review has a name of its own.
      const name = must(names.splice(Math.floor(r() * names.length), 1)[0], 'a reviewer name');
      const at = new Date(now.getTime() - Math.floor(r() * spanDays * DAY) - Math.floor(r() * 3600) * 1000 - 60_000);
      rows.push({ content_id: content.id, student_id: null, reviewer_name: name, rating: stars, comment: commentFor(r, stars, content.content_type), created_at: at, updated_at: at });
    }
  }
  await insertChunked(db, 'reviews', rows);
  await syncContentRatings(db, contentIds ? { contentIds } : { types: REVIEWABLE_TYPES });
}

/** details.promoTerms on every discounted content; live contents' promos end when they start. */
async function seedPromoTerms(db: Kysely<DB>, now: Date) {
  const rows = await db.selectFrom('contents').select(['id', 'url', 'discount_type', 'discount_value', 'start_at']).where('discount_type', 'is not', null).orderBy('id').execute();
  if (rows.length === 0) return;
  const values = rows.map((row) => {
    const r = rngFor(`${row.url}#promo`);
    const days = 7 + Math.floor(r() * 24);
    let until = new Date(now.getTime() + days * DAY);
    const start = row.start_at ? new Date(row.start_at) : null;
    if (start && start > now && start < until) until = start;
    const amount = (lang: 'id' | 'en') =>
      row.discount_type === 1 ? `${row.discount_value}%` : `Rp${String(row.discount_value).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'id' ? '.' : ',')}`;
    const promo = {
      title_id: `Diskon ${amount('id')} untuk waktu terbatas`,
      title_en: `${amount('en')} off for a limited time`,
      validUntil: until.toISOString(),
      terms_id: [...PROMO_TERMS.id],
      terms_en: [...PROMO_TERMS.en],
    };
    return sql`(${row.id}::int, ${JSON.stringify(promo)}::jsonb)`;
  });
  await sql`
    update contents set details = contents.details || jsonb_build_object('promoTerms', v.promo)
    from (values ${sql.join(values)}) as v(id, promo)
    where contents.id = v.id
  `.execute(db);
}

async function seedForms(db: Kysely<DB>) {
  const urls = FORMS.map((f) => f.content).filter((u): u is string => !!u);
  const ids = new Map(urls.length ? (await db.selectFrom('contents').select(['id', 'url']).where('url', 'in', urls).execute()).map((r) => [r.url, r.id]) : []);
  const rows = FORMS.filter((f) => !f.content || ids.has(f.content)).map((f) => ({
    key: f.key,
    kind: f.kind,
    content_id: f.content ? ids.get(f.content)! : null,
    title_id: f.title[0],
    title_en: f.title[1],
    description_id: f.description[0],
    description_en: f.description[1],
    fields: JSON.stringify(f.fields),
  }));
  await db.insertInto('forms').values(rows).execute();
}

async function seedDonations(db: Kysely<DB>, now: Date) {
  const categories = new Map((await db.selectFrom('categories').select(['id', 'url']).execute()).map((r) => [r.url, r.id]));
  const inserted = await db
    .insertInto('donations')
    .values(
      DONATIONS.map((d) => ({
        url: d.url,
        title_id: d.title[0],
        title_en: d.title[1],
        summary_id: d.summary[0],
        summary_en: d.summary[1],
        description_id: d.description[0],
        description_en: d.description[1],
        image_url: `/media/donations/${d.url}.svg`,
        organizer: d.organizer,
        category_id: categories.get(d.category) ?? null,
        target_amount: d.target,
        suggested_amounts: JSON.stringify(SUGGESTED_AMOUNTS),
        starts_at: new Date(now.getTime() - d.startedDaysAgo * DAY),
        ends_at: new Date(now.getTime() + d.endsInDays * DAY),
        is_active: d.isActive,
        created_at: new Date(now.getTime() - d.startedDaysAgo * DAY),
      })),
    )
    .returning(['id', 'url'])
    .execute();
  const idOf = new Map(inserted.map((r) => [r.url, r.id]));

  const records: Insertable<DonationRecordsTable>[] = [];
  for (const d of DONATIONS) {
    const r = rngFor(`${d.url}#donations`);
    const goal = Math.round(d.target * d.progress);
    const lastDay = Math.max(1, d.startedDaysAgo - Math.max(0, -d.endsInDays));
    let collected = 0;
    let n = 0;
    while (collected < goal) {
      n++;
      // A few donors give twice from the same device.
      const device = n > 5 && r() < 0.08 ? `seed-${d.url.slice(0, 12)}-${1 + Math.floor(r() * (n - 1))}` : `seed-${d.url.slice(0, 12)}-${n}`;
      const amount = pickOne(r, DONATION_AMOUNTS);
      const roll = r();
      const status = roll < 0.05 ? PaymentStatus.PENDING : roll < 0.1 ? PaymentStatus.EXPIRED : PaymentStatus.SUCCESS;
      if (status === PaymentStatus.SUCCESS) collected += amount;
      const anonymous = r() < 0.3;
      const at = new Date(now.getTime() - (d.startedDaysAgo - Math.floor(r() * lastDay)) * DAY + Math.floor(r() * 86_000) * 1000);
      records.push({
        donation_id: idOf.get(d.url)!,
        device_id: device,
        student_id: null,
        donor_name: anonymous ? '' : pickOne(r, REVIEWER_NAMES),
        is_anonymous: anonymous,
        amount,
        message: pickOne(r, DONATION_MESSAGES),
        status,
        created_at: at > now ? new Date(now.getTime() - 60_000) : at,
      });
    }
  }
  await insertChunked(db, 'donation_records', records);
}

async function seedBootcampPackages(db: Kysely<DB>) {
  const bootcamps = await db
    .selectFrom('contents')
    .select(['id', 'price', 'final_price', 'link_type_id', 'details'])
    .where('content_type', '=', ContentType.BOOTCAMP)
    .orderBy('id')
    .execute();
  const rows = bootcamps.flatMap((b) => {
    const months = (b.details as { installment?: { months?: number } }).installment?.months ?? null;
    return BOOTCAMP_TIERS.map((tier, i) => {
      const price = tier.factor === 1 ? b.price : roundThousand(b.price * tier.factor);
      const finalPrice = tier.factor === 1 ? b.final_price : Math.min(price, roundThousand(b.final_price * tier.factor));
      const jobGuarantee = tier.code === 'karier' && b.link_type_id === 6;
      return {
        content_id: b.id,
        code: tier.code,
        name_id: tier.name[0],
        name_en: tier.name[1],
        description_id: tier.description[0],
        description_en: tier.description[1],
        price,
        final_price: finalPrice,
        features_id: JSON.stringify([...tier.features.id, ...(jobGuarantee ? ['Jaminan kerja 6 bulan setelah lulus'] : [])]),
        features_en: JSON.stringify([...tier.features.en, ...(jobGuarantee ? ['Job guarantee within 6 months of graduating'] : [])]),
        installment_months: finalPrice >= 1_000_000 ? months : null,
        is_recommended: tier.recommended ?? false,
        sort_order: i + 1,
      };
    });
  });
  if (rows.length) await db.insertInto('bootcamp_packages').values(rows).execute();
}

async function seedLandingPages(db: Kysely<DB>, now: Date) {
  await db
    .insertInto('settings')
    .values([
      { key: PRAKERJA_LANDING_KEY, value: JSON.stringify(PRAKERJA_LANDING), updated_at: now },
      { key: BOOTCAMP_SALES_PAGE_KEY, value: JSON.stringify(BOOTCAMP_SALES_PAGE), updated_at: now },
    ])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  async run(db) {
    const now = new Date();
    await seedReviews(db, now);
    await seedPromoTerms(db, now);
    await seedForms(db);
    await seedDonations(db, now);
    await seedBootcampPackages(db);
    await seedLandingPages(db, now);
  },
};
