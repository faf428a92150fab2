/**
 * Result shapes of the discovery calls (articles, search, categories, instructors, info extras,
 * sitemaps), shared by server and renderer: the types of their contract schemas
 * (./contract/{articles,search,categories,instructors,info-extra,sitemaps}.ts).
 */

export type { ArticleContentRelated, ArticleDetail } from './contract/articles.js';
export type { CategoryDetail } from './contract/categories.js';
export type { KeywordSuggestions, PopularKeyword, SearchClickRequest, SearchClickResult, SearchFacet, SearchResult } from './contract/search.js';

/** A device id: 16 to 64 URL-safe characters, made at random by the client and kept. */
export const DEVICE_ID_PATTERN = '^[A-Za-z0-9_-]{16,64}$';
/** Name of the cookie (web) or stored cookie (desktop) that keeps the device id. */
export const DEVICE_ID_COOKIE = 'deviceId';

export type { InstructorCard, InstructorPage, InstructorReviewItem } from './contract/instructors.js';

export type { ContactInfo, DownloadApps, JobOpening, LandingPage, RestrictionPopup, SignupPromo } from './contract/info-extra.js';

export const SITEMAP_KINDS = ['courses', 'webinars', 'bootcamps', 'articles', 'microlearnings', 'events', 'categories', 'instructors', 'pages'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export type { SitemapEntry } from './contract/sitemaps.js';
