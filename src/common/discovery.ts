/**
 * Result shapes of the discovery calls (articles, search, categories, instructors, info extras,
 * sitemaps), shared by server and renderer. Lists use Page<ContentItem> from ./types.
 */
import type { FilterDefinition } from './filters.js';
import type { ContentTypeId } from './enums.js';
import type { InstructorProfile, ReviewItem } from './catalog.js';
import type { Category, ContentItem, InstructorRef, Page } from './types.js';

export interface ArticleDetail extends ContentItem {
  /** Paragraphs separated by a blank line, in the request language. */
  body: string;
  readMinutes: number;
  tags: string[];
  author: InstructorRef | null;
  publishedAt: string;
  updatedAt: string;
}

export interface ArticleContentRelated {
  courses: ContentItem[];
  webinars: ContentItem[];
  articles: ContentItem[];
}

export interface CategoryDetail extends Category {
  contentTypes: { type: ContentTypeId; count: number }[];
}

export interface SearchFacet {
  type: ContentTypeId;
  count: number;
}
export interface SearchResult extends Page<ContentItem> {
  keyword: string;
  facets: SearchFacet[];
  didYouMean: string | null;
  /**
   * The filter panel of these results: options and ranges counted over the keyword's matches in
   * the chosen types, each kind without its own filter (so its other choices show what they add).
   */
  filters: FilterDefinition[];
  /** Sent back with P contents/onclick. */
  resultId: string;
}
/**
 * Body of P contents/onclick (a search result or a suggested content was opened). The click counts
 * for the keyword's popularity only when the keyword's search finds that content, once per student
 * or device per day (see docs/decisions.md, "Search clicks").
 */
export interface SearchClickRequest {
  keyword: string;
  /** The resultId of the search answer (null when the content came from the suggestions). */
  resultId: string | number | null;
  contentId: number;
  /** The anonymous id this browser or desktop app keeps (DEVICE_ID_PATTERN); absent: the source address stands in. */
  deviceId?: string;
}
export interface SearchClickResult {
  keyword: string;
  /** Whether this click was counted (false: the keyword does not find the content, or this student, device or address was counted today). */
  counted: boolean;
  /** The keyword's count of distinct clicks (0 when it has none). */
  count: number;
}
/** A device id: 16 to 64 URL-safe characters, made at random by the client and kept. */
export const DEVICE_ID_PATTERN = '^[A-Za-z0-9_-]{16,64}$';
/** Name of the cookie (web) or stored cookie (desktop) that keeps the device id. */
export const DEVICE_ID_COOKIE = 'deviceId';

export interface KeywordSuggestions {
  keyword: string;
  didYouMean: string | null;
  keywords: string[];
  items: ContentItem[];
}
export interface PopularKeyword {
  keyword: string;
  count: number;
}

/** A review on an instructor's page names the content it is about. */
export interface InstructorReviewItem extends ReviewItem {
  content: { contentId: number; title: string; url: string; type: ContentTypeId };
}

/** G instructors/by-url/{url}: the profile of the product pages plus the content types the instructor has. */
export interface InstructorPage extends InstructorProfile {
  contentTypes: { type: ContentTypeId; count: number }[];
}

export interface ContactInfo {
  email: string;
  phone: string;
  whatsapp: string | null;
  address: string;
  hours: string;
}

export interface SignupPromo {
  title: string;
  subtitle: string;
  benefits: string[];
  voucherCode: string;
  discountPercent: number;
  imageUrl: string | null;
  ctaLabel: string;
  ctaUrl: string;
  validUntil: string | null;
}

export interface LandingPage {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  body: string;
  imageUrl: string | null;
  ctaLabel: string;
  ctaUrl: string | null;
  sections: { heading: string; body: string }[];
  updatedAt: string;
}

export interface RestrictionPopup {
  id: number;
  pathPattern: string;
  title: string;
  message: string;
  ctaLabel: string;
  ctaUrl: string | null;
  imageUrl: string | null;
  delaySeconds: number;
  guestsOnly: boolean;
  dismissible: boolean;
}

export interface JobOpening {
  id: number;
  slug: string;
  title: string;
  department: string;
  location: string;
  employmentType: string;
  workMode: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  applyUrl: string;
  postedAt: string;
  closesAt: string | null;
}

export interface DownloadApps {
  googlePlay: string;
  appStore: string;
  /** Text to encode in the QR code (a page that sends each phone to its store). */
  qrText: string;
  title: string;
  description: string;
}

export const SITEMAP_KINDS = ['courses', 'webinars', 'bootcamps', 'articles', 'microlearnings', 'events', 'categories', 'instructors', 'pages'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export interface SitemapEntry {
  loc: string;
  lastmod: string;
}
