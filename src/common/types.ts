/**
 * Shapes of the API's results (the `result` of the envelope), shared by server and renderer.
 * The spec shows field names for content items; the rest is our design (docs/api.md).
 */
import type { ContentTypeId, Locale } from './enums.js';

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

export interface ProgramRef {
  id: number;
  url: string;
  shortName: string;
  name: string;
  programType: string;
}
export interface CategoryRef {
  id: number;
  url: string;
  name: string;
}
export interface InstructorRef {
  id: number;
  url: string;
  name: string;
  avatarUrl: string | null;
  headline: string;
}
export interface PriceInfo {
  price: number;
  finalPrice: number;
  discountType: 1 | 2 | null;
  discountValue: number;
  /** Rupiah saved compared to the list price. */
  discount: number;
  discountPercent: number;
  isFree: boolean;
}

/** The content item of spec section 3. */
export interface ContentItem {
  contentId: number;
  type: ContentTypeId;
  productType: string;
  url: string;
  title: string;
  summary: string;
  imageUrl: string | null;
  isOfflineEvent: boolean;
  isPrakerja: boolean;
  learningMethod: 1 | 2 | 3;
  venueType: 1 | 2 | 3;
  isCertificate: boolean;
  program: ProgramRef | null;
  totalLike: number;
  category: CategoryRef | null;
  instructor: InstructorRef | null;
  pointScore: number;
  poinQuScore: number;
  tag: string | null;
  linkTypeId: number | null;
  price: PriceInfo;
  rating: number;
  ratingCount: number;
  totalStudents: number;
  skillLevel: 1 | 2 | 3;
  durationMinutes: number;
  startAt: string | null;
  endAt: string | null;
  location: string | null;
}

export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  imageUrl: string;
  linkUrl: string;
  contentType: number | null;
  contentId: number | null;
  categoryId: number | null;
}

export interface Category {
  id: number;
  url: string;
  name: string;
  description: string;
  icon: string;
  colorIndex: number;
  totalContents: number;
}

export type HomeSectionKey =
  | 'top-products'
  | 'dont-miss'
  | 'bootcamps'
  | 'prakerja'
  | 'microlearning'
  | 'testimonials';

export interface Testimonial {
  id: number;
  /** Already masked by the server (spec name masking). */
  name: string;
  role: string;
  quote: string;
  avatarUrl: string | null;
  rating: number;
  content: { contentId: number; title: string; url: string; type: ContentTypeId } | null;
}

export interface HomeSection {
  key: HomeSectionKey;
  title: string;
  subtitle: string;
  items: ContentItem[];
  testimonials?: Testimonial[];
  /** Where "see all" leads. */
  seeAllUrl: string | null;
}

export interface SuggestionFilter {
  key: string;
  label: string;
}
export interface SectionSuggestion {
  filters: SuggestionFilter[];
  active: string;
  items: ContentItem[];
}

export interface FeatureMedia {
  title: string;
  subtitle: string;
  imageUrl: string | null;
  videoUrl: string | null;
  linkUrl: string | null;
}

export interface Partner {
  id: number;
  name: string;
  logoUrl: string;
  linkUrl: string | null;
}

export interface MenuItem {
  id: number;
  label: string;
  url: string;
  icon: string | null;
  children: MenuItem[];
}

export type { InfoPage } from './contract/info.js';

export interface Maintenance {
  isMaintenance: boolean;
  message?: string;
}

export type { Locale };
