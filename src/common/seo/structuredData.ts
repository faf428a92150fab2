/**
 * JSON-LD (schema.org) for the public pages, in the shapes Google's structured-data guides
 * document (developers.google.com/search/docs/appearance/structured-data): Course (and its
 * "course info" properties), Event, Article, BreadcrumbList and Organization. Pure builders: the
 * server's meta resolvers give them database rows already turned into plain values, and
 * `jsonLdScript` puts one into the page head.
 *
 * Every URL given to a builder is absolute (Google ignores relative ones in JSON-LD); dates are
 * ISO 8601 with their offset; money is integer rupiah.
 */

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org' as const;
export const CURRENCY = 'IDR';

export interface OrganizationRef {
  name: string;
  url: string;
}

/** Drops absent properties so a builder never emits `"image": null` (Google reports those as invalid). */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

const organization = (org: OrganizationRef) => ({ '@type': 'Organization', name: org.name, url: org.url });

/** Offer of a product at its final price; free when the price is 0 (Google's course "category": Free / Paid). */
function offer(price: number, url: string) {
  return { '@type': 'Offer', price, priceCurrency: CURRENCY, category: price > 0 ? 'Paid' : 'Free', availability: 'https://schema.org/InStock', url };
}

/** ISO 8601 duration of whole minutes: 150 → PT2H30M (Google's courseWorkload). */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

// ── Organization (the home page) ─────────────────────────────────────────────────────────────

export interface OrganizationInput extends OrganizationRef {
  logo: string;
  /** The organisation's profiles elsewhere (social networks), from the site settings. */
  sameAs?: readonly string[];
}

export function organizationJsonLd(input: OrganizationInput): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logo,
    sameAs: input.sameAs?.length ? [...input.sameAs] : undefined,
  });
}

// ── Course ───────────────────────────────────────────────────────────────────────────────────

export type CourseMode = 'Online' | 'Onsite' | 'Blended';

export interface CourseInput {
  name: string;
  description: string;
  url: string;
  image?: string | null;
  provider: OrganizationRef;
  /** Final price in rupiah (0: free). */
  price: number;
  mode: CourseMode;
  /** Minutes of material (courseWorkload), when known. */
  workloadMinutes?: number;
  /** A scheduled run (startDate/endDate of the course instance), when the course has one. */
  startDate?: string | null;
  endDate?: string | null;
  instructor?: string | null;
}

/**
 * Course (Google "Course info"): name, description and provider required; offers and
 * hasCourseInstance (courseMode + courseWorkload or a schedule) for the course-info listing. The
 * instance is left out when neither a workload nor a schedule is known.
 */
export function courseJsonLd(input: CourseInput): JsonLd {
  const hasInstance = (input.workloadMinutes ?? 0) > 0 || Boolean(input.startDate);
  const instance = hasInstance
    ? compact({
        '@type': 'CourseInstance',
        courseMode: input.mode,
        courseWorkload: input.workloadMinutes ? isoDuration(input.workloadMinutes) : undefined,
        startDate: input.startDate ?? undefined,
        endDate: input.endDate ?? undefined,
        instructor: input.instructor ? { '@type': 'Person', name: input.instructor } : undefined,
      })
    : undefined;
  return compact({
    '@context': CONTEXT,
    '@type': 'Course',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image ?? undefined,
    provider: { ...organization(input.provider), sameAs: input.provider.url },
    offers: [offer(input.price, input.url)],
    hasCourseInstance: instance ? [instance] : undefined,
  });
}

// ── Event (webinars, events, bootcamps) ──────────────────────────────────────────────────────

export type Attendance = 'online' | 'offline' | 'mixed';
export type EventStatus = 'scheduled' | 'cancelled' | 'postponed';

export interface EventInput {
  name: string;
  description: string;
  url: string;
  image?: string | null;
  startDate: string;
  endDate?: string | null;
  attendance: Attendance;
  /** The venue (name or address) of an offline or mixed event. */
  venue?: string | null;
  status?: EventStatus;
  /** Final price in rupiah (0: free). */
  price: number;
  organizer: OrganizationRef;
}

const ATTENDANCE_MODE: Record<Attendance, string> = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
};
const EVENT_STATUS: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

/**
 * Event: name, startDate and location required (VirtualLocation with the page's URL online, a
 * Place with an address offline, both for a mixed event); description, endDate,
 * eventAttendanceMode, eventStatus, image, offers and organizer recommended.
 */
export function eventJsonLd(input: EventInput): JsonLd {
  const virtual = { '@type': 'VirtualLocation', url: input.url };
  const venue = input.venue?.trim() || input.organizer.name;
  const place = { '@type': 'Place', name: venue, address: { '@type': 'PostalAddress', streetAddress: venue, addressCountry: 'ID' } };
  const location = input.attendance === 'online' ? virtual : input.attendance === 'offline' ? place : [virtual, place];
  return compact({
    '@context': CONTEXT,
    '@type': 'Event',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image ? [input.image] : undefined,
    startDate: input.startDate,
    endDate: input.endDate ?? undefined,
    eventAttendanceMode: ATTENDANCE_MODE[input.attendance],
    eventStatus: EVENT_STATUS[input.status ?? 'scheduled'],
    location,
    offers: offer(input.price, input.url),
    organizer: organization(input.organizer),
  });
}

// ── Article ──────────────────────────────────────────────────────────────────────────────────

export interface ArticleInput {
  headline: string;
  url: string;
  image?: string | null;
  datePublished: string;
  dateModified: string;
  /** A named writer (Person) or, without one, the organisation itself. */
  author: { name: string; url?: string | null; kind: 'Person' | 'Organization' };
  publisher: OrganizationRef;
}

/** Google limits the headline it shows; a longer one is cut on a word with an ellipsis. */
export const HEADLINE_MAX = 110;

function headline(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= HEADLINE_MAX) return clean;
  const cut = clean.slice(0, HEADLINE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > HEADLINE_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/** Article: every property recommended (none required): headline, image, dates, author. */
export function articleJsonLd(input: ArticleInput): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': 'Article',
    headline: headline(input.headline),
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.image ? [input.image] : undefined,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: [compact({ '@type': input.author.kind, name: input.author.name, url: input.author.url ?? undefined })],
    publisher: organization(input.publisher),
  });
}

// ── BreadcrumbList ───────────────────────────────────────────────────────────────────────────

export interface Crumb {
  name: string;
  url: string;
}

/** BreadcrumbList: ListItems with position (from 1), name and item (the URL); at least two. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

// ── Into the page ────────────────────────────────────────────────────────────────────────────

/**
 * A JSON-LD block for the head. `<` is written as \u003c (still the same JSON string) so no
 * title or description can close the script element or open a comment in it.
 */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
