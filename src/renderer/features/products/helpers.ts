/**
 * Pure helpers of the product pages (no React, no MobX): schedules in Jakarta time, rating
 * distribution rows, syllabus totals, prices, webinar state, donation progress, playlist
 * neighbours. Unit tested in helpers.test.ts.
 */
import type { RatingSummary } from '../../../common/catalog';
import type { Locale } from '../../../common/enums';
import { formatClock, formatDateLong, jakartaYmd } from '../../../common/format';
import { curriculumTotals, LessonItemType } from '../../../common/lecture';

type DateInput = string | number | Date;

function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Jakarta clock time "19.00" (id) / "19:00" (en); "" for an invalid date. */
export const timeOfDay = (value: DateInput, locale: Locale): string => formatClock(value, locale);

function sameJakartaDay(a: Date, b: Date): boolean {
  const x = jakartaYmd(a);
  const y = jakartaYmd(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

/**
 * A session in Jakarta time:
 * - same day: "24 November 2026, 19.00–21.00 WIB" (en "24 November 2026, 19:00–21:00 WIB");
 * - no end: "24 November 2026, 19.00 WIB";
 * - several days: "5 Desember 2026 – 24 Februari 2027".
 * Invalid start → "".
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export function sessionLabel(startAt: DateInput | null | undefined, endAt: DateInput | null | undefined, locale: Locale): string {
  const start = toDate(startAt);
  if (!start) return '';
  const end = toDate(endAt);
  const day = formatDateLong(start, locale);
  if (!end || end.getTime() <= start.getTime()) return `${day}, ${timeOfDay(start, locale)} WIB`;
  if (sameJakartaDay(start, end)) return `${day}, ${timeOfDay(start, locale)}–${timeOfDay(end, locale)} WIB`;
  // A session that runs past midnight keeps its times (an evening webinar); a period of days shows its days.
  if (end.getTime() - start.getTime() < DAY_MS) return `${day}, ${timeOfDay(start, locale)} – ${formatDateLong(end, locale)}, ${timeOfDay(end, locale)} WIB`;
  return `${day} – ${formatDateLong(end, locale)}`;
}

export interface Session {
  startAt: string;
  endAt: string | null;
}

/** Bootcamp-style plan: a period with weekly sessions. */
export interface SchedulePlan {
  startAt: string | null;
  endAt: string | null;
  weeks: number | null;
  days: string | null;
  time: string | null;
  sessionsPerWeek: number | null;
}

export interface NormalisedSchedule {
  sessions: Session[];
  plan: SchedulePlan | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * `detail.schedule` comes as a list of sessions (webinars, events: [{ startAt, endAt }]) or as a
 * plan object (bootcamps: { startAt, endAt, weeks, days, time, sessionsPerWeek }). Anything else
 * (null, garbage) gives no sessions and no plan. Sessions are sorted by start; invalid ones dropped.
 */
export function normaliseSchedule(schedule: unknown): NormalisedSchedule {
  if (Array.isArray(schedule)) {
    const sessions = schedule
      .map((s) => (s && typeof s === 'object' ? (s as Record<string, unknown>) : {}))
      .filter((s) => toDate(s.startAt as string) !== null)
      .map((s) => ({ startAt: s.startAt as string, endAt: toDate(s.endAt as string) ? (s.endAt as string) : null }))
      .sort((a, b) => new Date(a.startAt).getTime() - new Date(b.startAt).getTime());
    return { sessions, plan: null };
  }
  if (schedule && typeof schedule === 'object') {
    const s = schedule as Record<string, unknown>;
    const plan: SchedulePlan = {
      startAt: toDate(s.startAt as string) ? (s.startAt as string) : null,
      endAt: toDate(s.endAt as string) ? (s.endAt as string) : null,
      weeks: num(s.weeks),
      days: str(s.days),
      time: str(s.time),
      sessionsPerWeek: num(s.sessionsPerWeek),
    };
    const empty = Object.values(plan).every((v) => v === null);
    return { sessions: [], plan: empty ? null : plan };
  }
  return { sessions: [], plan: null };
}

export type LiveState = 'upcoming' | 'live' | 'past';

/**
 * Whether a dated product (webinar, event) is still to come, running now or over. Without dates
 * the server's `isPast` decides (default upcoming). Without an end, it is over at its start.
 */
export function liveState(startAt: string | null | undefined, endAt: string | null | undefined, isPast: boolean | undefined, now: Date = new Date()): LiveState {
  const start = toDate(startAt);
  if (!start) return isPast ? 'past' : 'upcoming';
  const end = toDate(endAt) ?? start;
  const t = now.getTime();
  if (t < start.getTime()) return 'upcoming';
  if (t <= end.getTime() && end.getTime() > start.getTime()) return 'live';
  return 'past';
}

/** Whole Jakarta calendar days from `now` until `date` (0 = today, negative = past); null if invalid. */
export function daysUntil(date: DateInput | null | undefined, now: Date = new Date()): number | null {
  const d = toDate(date);
  if (!d) return null;
  const a = jakartaYmd(d);
  const b = jakartaYmd(now);
  return Math.round((Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day)) / 86_400_000);
}

export interface RatingRow {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  /** Share of all reviews, whole percent (0 without reviews). */
  percent: number;
}

/**
 * The five bars of a rating summary, 5 stars first. Percentages use the largest-remainder method
 * so that, with reviews, they always add up to exactly 100.
 */
export function ratingRows(summary: Pick<RatingSummary, 'distribution'> | null | undefined): RatingRow[] {
  const stars = [5, 4, 3, 2, 1] as const;
  const rows: RatingRow[] = stars.map((s) => {
    const v = summary?.distribution?.[String(s) as '1'];
    return { stars: s, count: typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0, percent: 0 };
  });
  const total = rows.reduce((a, row) => a + row.count, 0);
  if (total === 0) return rows;
  const remainders = rows.map((row, i) => {
    const exact = (row.count * 100) / total;
    row.percent = Math.floor(exact);
    return { row, i, r: exact - row.percent };
  });
  let left = 100 - rows.reduce((a, row) => a + row.percent, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { row } of remainders) {
    if (left <= 0) break;
    if (row.count === 0) continue;
    row.percent += 1;
    left -= 1;
  }
  return rows;
}

export interface SyllabusLike {
  title: string;
  /** durationSeconds is the curriculum's (a self-paced course); a planned syllabus has only minutes. */
  lessons: { title: string; durationMinutes: number; durationSeconds?: number; type: number }[];
}

export interface SyllabusTotals {
  modules: number;
  lessons: number;
  quizzes: number;
  minutes: number;
}

/** Seconds of a syllabus lesson: the curriculum's, else its planned minutes. */
export function lessonSeconds(l: { durationMinutes: number; durationSeconds?: number }): number {
  return l.durationSeconds ?? (Number.isFinite(l.durationMinutes) ? l.durationMinutes * 60 : 0);
}

/** The syllabus figures by the shared rule (src/common/lecture.ts curriculumTotals), as the player counts them. */
export function syllabusTotals(syllabus: readonly SyllabusLike[] | null | undefined): SyllabusTotals {
  const modules = syllabus ?? [];
  const totals = curriculumTotals(modules.flatMap((m) => (m.lessons ?? []).map((l) => ({ itemType: l.type, durationSeconds: lessonSeconds(l) }))));
  return { modules: modules.length, lessons: totals.lessons, quizzes: totals.quizzes, minutes: totals.minutes };
}

/** i18n sub-key of a lesson item type (spec 3 lesson item types). */
export function lessonTypeKey(type: number): 'video' | 'reading' | 'quiz' | 'webinar' | 'link' | 'certificate' | 'zoom' | 'lesson' {
  switch (type) {
    case LessonItemType.TEXT:
      return 'reading';
    case LessonItemType.VIDEO:
      return 'video';
    case LessonItemType.QUIZ:
      return 'quiz';
    case LessonItemType.WEBINAR:
      return 'webinar';
    case LessonItemType.EXTERNAL_URL:
      return 'link';
    case LessonItemType.BOOTCAMP_CERTIFICATE:
      return 'certificate';
    case LessonItemType.ZOOM_MEETING:
      return 'zoom';
    default:
      return 'lesson';
  }
}

export interface PriceLike {
  price: number;
  finalPrice: number;
  isFree?: boolean;
  discountPercent?: number;
}

export interface PriceView {
  isFree: boolean;
  finalPrice: number;
  /** The list price to strike through, or null without a discount. */
  listPrice: number | null;
  /** Whole percent saved, or null without a discount. */
  discountPercent: number | null;
}

/** What the price box shows: free, or the final price with the struck list price and the discount. */
export function priceView(p: PriceLike): PriceView {
  const finalPrice = Math.max(0, Math.round(p.finalPrice));
  const isFree = p.isFree === true || finalPrice === 0;
  if (isFree) return { isFree: true, finalPrice: 0, listPrice: null, discountPercent: null };
  const hasDiscount = p.price > finalPrice;
  if (!hasDiscount) return { isFree: false, finalPrice, listPrice: null, discountPercent: null };
  const percent = p.discountPercent && p.discountPercent > 0 ? Math.round(p.discountPercent) : Math.round(((p.price - finalPrice) / p.price) * 100);
  return { isFree: false, finalPrice, listPrice: p.price, discountPercent: percent > 0 ? percent : null };
}

/** Width of a progress bar in percent: 0–100, whatever the collected amount. */
export function progressWidth(collected: number, target: number): number {
  if (!Number.isFinite(collected) || !Number.isFinite(target) || target <= 0 || collected <= 0) return 0;
  return Math.min(100, Math.round((collected / target) * 1000) / 10);
}

/** The items before and after the current one of a playlist (null at the ends or when not found). */
export function playlistNeighbours<T>(items: readonly T[], currentIndex: number): { previous: T | null; next: T | null } {
  if (!Number.isInteger(currentIndex) || currentIndex < 0 || currentIndex >= items.length) return { previous: null, next: null };
  // Each neighbour is read only after checking it is inside the list.
  return { previous: currentIndex > 0 ? items[currentIndex - 1]! : null, next: currentIndex < items.length - 1 ? items[currentIndex + 1]! : null };
}

/** Description text split into paragraphs at blank lines (single newlines stay inside a paragraph). */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Where guests go to sign in before an action, coming back to `from` (a same-site path). */
export function signInPath(from: string): string {
  const safe = from.startsWith('/') && !from.startsWith('//') ? from : '/';
  return `/signin?${new URLSearchParams({ from: safe })}`;
}

/** Detail-level extra fields read defensively (the server keeps them loose: `[more: string]: unknown`). */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
}

export interface AgendaItem {
  time: string;
  title: string;
  durationMinutes: number | null;
}

export function agendaOf(value: unknown): AgendaItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is Record<string, unknown> => !!v && typeof v === 'object')
    .map((v) => ({ time: str(v.time) ?? '', title: str(v.title) ?? '', durationMinutes: num(v.durationMinutes) }))
    .filter((a) => a.title !== '');
}

/** Agenda times come as "19:00"; Indonesian shows "19.00". */
export function agendaTime(time: string, locale: Locale): string {
  return locale === 'id' ? time.replace(/^(\d{1,2}):(\d{2})$/, '$1.$2') : time;
}

/** Status tabs of the webinar list (P webinars `status`). */
export const WEBINAR_TABS = ['upcoming', 'past', 'all'] as const;
export type WebinarTab = (typeof WEBINAR_TABS)[number];

/** The tab of `?status=`; anything else is the default (upcoming). */
export function webinarTab(value: string | null): WebinarTab {
  return (WEBINAR_TABS as readonly string[]).includes(value ?? '') ? (value as WebinarTab) : 'upcoming';
}

/** A banner as its link needs it (G v2/banners/on-content-detail). */
export interface BannerLike {
  title: string;
  subtitle: string;
  linkUrl: string;
}

/** Where a link goes to a subscription: the plans (/subscription/…) or one's own (/user/subscription). */
const SUBSCRIPTION_PATH = /^(?:\/en)?(?:\/user)?\/subscriptions?(?:[/?#]|$)/;

/**
 * What a content-detail banner's link is called (issue 25): its own words when it has a title;
 * an image-only banner (the subscription's, say) is named by where it leads, never left nameless.
 */
export function bannerLinkName(banner: BannerLike, fallback: { subscription: string; other: string }): string {
  const title = banner.title.trim();
  const subtitle = banner.subtitle.trim();
  if (title) return subtitle ? `${title}. ${subtitle}` : title;
  let path = banner.linkUrl;
  try {
    path = new URL(banner.linkUrl, 'http://site.invalid').pathname;
  } catch {
    // Not a URL: tested as it is.
  }
  const lead = SUBSCRIPTION_PATH.test(path) ? fallback.subscription : fallback.other;
  return subtitle ? `${lead}. ${subtitle}` : lead;
}
