/**
 * Shapes of the API's results (the `result` of the envelope), shared by server and renderer.
 * The spec shows field names for content items; the rest is our design (docs/api.md).
 */
import type { Locale } from './enums.js';

export interface Envelope<T> {
  statusCode: number;
  message: string;
  result: T;
}
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors: { description: string }[];
}
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

/** The content item of spec section 3, its references and price, banners, category cards. */
export type { Banner, Category, CategoryRef, ContentItem, InstructorRef, PriceInfo, ProgramRef } from './contract/catalogue.js';

/** The home page's sections, suggestions, feature blocks and partners. */
export type { FeatureMedia, HomeSection, HomeSectionKey, Partner, SectionSuggestion, SuggestionFilter, Testimonial } from './contract/home.js';

export type { MenuItem } from './contract/menus.js';

export type { InfoPage } from './contract/info.js';

export type { Maintenance } from './contract/settings.js';

export type { Locale };
