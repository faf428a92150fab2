import { APP_STORE_LINKS, SITE, SUPPORT_EMAIL } from '../../../common/constants.js';
import type { Locale } from '../../../common/enums.js';
import type { ContactInfo, ContactMessage, DownloadApps, JobOpening, LandingPage, RestrictionPopup, ShortLink, SignupPromo } from '../../../common/contract/info-extra.js';
import type { ContentMeta } from '../../../common/catalog.js';
import type { AppContext } from '../../context.js';
import { inLanguage, pick } from '../../http/locale.js';
import type { LandingSection } from '../../db/tables/discovery.js';
import { missing } from '../../catalogue/messages.js';
import { metaDescription, metaTitle } from '../../catalogue/meta.js';
import { absoluteUrl } from '../../catalogue/site.js';
import { say } from './messages.js';

type Texts = Record<string, unknown>;
const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

async function setting(ctx: AppContext, key: string): Promise<Texts | null> {
  const row = await ctx.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return (row?.value as Texts | undefined) ?? null;
}

/** Contact details: the support e-mail (SUPPORT_EMAIL) and the 'contact' setting. */
export async function contactInfo(ctx: AppContext, locale: Locale): Promise<ContactInfo> {
  const v = (await setting(ctx, 'contact')) ?? {};
  return {
    email: String(v.email ?? SUPPORT_EMAIL),
    phone: String(v.phone ?? ''),
    whatsapp: v.whatsapp == null ? null : String(v.whatsapp),
    address: pick(v, 'address', locale),
    hours: pick(v, 'hours', locale),
  };
}

export async function storeContactMessage(
  ctx: AppContext,
  input: ContactMessage,
  meta: { locale: Locale; ip: string; studentId: number | null },
): Promise<{ id: number; createdAt: string }> {
  const row = await ctx.db
    .insertInto('contact_messages')
    .values({
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      phone: input.phone?.trim() || null,
      subject: input.subject.trim(),
      message: input.message.trim(),
      locale: meta.locale,
      ip: meta.ip,
      student_id: meta.studentId,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: new Date(row.created_at).toISOString() };
}

export async function signupPromo(ctx: AppContext, locale: Locale): Promise<SignupPromo> {
  const v = await setting(ctx, 'signup_promo');
  if (!v) throw missing(locale, { id: 'Promo pendaftaran', en: 'Sign-up promo' });
  return {
    title: pick(v, 'title', locale),
    subtitle: pick(v, 'subtitle', locale),
    benefits: ((v[`benefits_${locale}`] ?? v.benefits_id ?? []) as unknown[]).map(String),
    voucherCode: String(v.voucherCode ?? ''),
    discountPercent: Number(v.discountPercent ?? 0),
    imageUrl: v.imageUrl == null ? null : String(v.imageUrl),
    ctaLabel: pick(v, 'ctaLabel', locale),
    ctaUrl: String(v.ctaUrl ?? '/'),
    validUntil: v.validUntil == null ? null : String(v.validUntil),
  };
}

/** Site path of the sign-up promo page. */
export const SIGNUP_PROMO_PATH = '/signup-promo';

export async function signupPromoMeta(ctx: AppContext, locale: Locale): Promise<ContentMeta> {
  const promo = await signupPromo(ctx, locale);
  return { title: metaTitle(promo.title), description: metaDescription(promo.subtitle), canonicalPath: SIGNUP_PROMO_PATH, image: promo.imageUrl };
}

/** A short link's target (counted); unknown or expired codes are 404. */
export async function resolveShortLink(ctx: AppContext, code: string, locale: Locale): Promise<ShortLink> {
  const row = await ctx.db
    .updateTable('short_links')
    .set((eb) => ({ clicks: eb('clicks', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .returning('target_url')
    .executeTakeFirst();
  if (!row) throw missing(locale, { id: `Tautan "${code}"`, en: `Link "${code}"` });
  const internal = row.target_url.startsWith('/');
  return { url: absoluteUrl(ctx, row.target_url), path: internal ? row.target_url : null };
}

export async function landingPage(ctx: AppContext, id: number, locale: Locale): Promise<LandingPage> {
  const row = await ctx.db.selectFrom('landing_pages').selectAll().where('id', '=', id).where('is_published', '=', true).executeTakeFirst();
  if (!row) throw missing(locale, { id: `Halaman ${id}`, en: `Landing page ${id}` });
  return {
    id: row.id,
    slug: row.slug,
    title: pick(row, 'title', locale),
    subtitle: pick(row, 'subtitle', locale),
    body: pick(row, 'body', locale),
    imageUrl: row.image_url,
    ctaLabel: pick(row, 'cta_label', locale),
    ctaUrl: row.cta_url,
    sections: (row.sections as LandingSection[]).map((s) => ({
      heading: pick(s, 'heading', locale),
      body: pick(s, 'body', locale),
    })),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function downloadApps(ctx: AppContext, locale: Locale): DownloadApps {
  return {
    googlePlay: APP_STORE_LINKS.googlePlay,
    appStore: APP_STORE_LINKS.appStore,
    qrText: absoluteUrl(ctx, '/download-apps'),
    title: say(locale, 'appsTitle', { site: SITE.name }),
    description: say(locale, 'appsDescription'),
  };
}

/** Does a popup's path pattern ("/x" exact, "/x/*" anything below /x) cover a site path? */
export function pathMatches(pattern: string, path: string): boolean {
  const [bare = ''] = path.split(/[?#]/); // split gives at least one part
  const clean = bare.replace(/\/+$/, '') || '/';
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return clean.startsWith(`${base}/`) && clean.length > base.length + 1;
  }
  return clean === (pattern.replace(/\/+$/, '') || '/');
}

/** Active popups of a site path (all active ones when no path); guests-only ones are left out for students. */
export async function restrictionPopups(ctx: AppContext, path: string | undefined, isStudent: boolean, locale: Locale): Promise<RestrictionPopup[]> {
  const now = new Date();
  const rows = await ctx.db
    .selectFrom('restriction_popups')
    .selectAll()
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows
    .filter((r) => (path === undefined || pathMatches(r.path_pattern, path)) && !(isStudent && r.guests_only))
    .map((r) => {
      return {
        id: r.id,
        pathPattern: r.path_pattern,
        title: pick(r, 'title', locale),
        message: pick(r, 'message', locale),
        ctaLabel: pick(r, 'cta_label', locale),
        ctaUrl: r.cta_url,
        imageUrl: r.image_url,
        delaySeconds: r.delay_seconds,
        guestsOnly: r.guests_only,
        dismissible: r.dismissible,
      };
    });
}

/** Open job openings, newest first. */
export async function careers(ctx: AppContext, locale: Locale): Promise<JobOpening[]> {
  const rows = await ctx.db
    .selectFrom('job_openings')
    .selectAll()
    .where('is_open', '=', true)
    .where((eb) => eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', new Date())]))
    .orderBy('posted_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: inLanguage(r, 'title', locale),
    department: r.department,
    location: r.location,
    employmentType: r.employment_type,
    workMode: r.work_mode,
    summary: inLanguage(r, 'summary', locale),
    responsibilities: inLanguage(r, 'responsibilities', locale) as string[],
    requirements: inLanguage(r, 'requirements', locale) as string[],
    applyUrl: r.apply_url,
    postedAt: new Date(r.posted_at).toISOString(),
    closesAt: iso(r.closes_at),
  }));
}
