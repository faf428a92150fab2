/**
 * Shapes of the home and menu payloads as far as the spec names them (section 3). The server
 * owns the exact shape; fields are optional so the UI can render what it gets.
 */
import type { ContentTypeId, LearningMethodId, VenueTypeId } from '../../common/enums';

export interface Price {
  finalPrice?: number;
  price?: number;
  isFree?: boolean;
  [key: string]: unknown;
}

/** A content item of the spec (section 3 "Content item"). */
export interface ContentItem {
  contentId: number | string;
  type?: ContentTypeId | number;
  productType?: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  isOfflineEvent?: boolean;
  isPrakerja?: boolean;
  learningMethod?: LearningMethodId | number;
  venueType?: VenueTypeId | number;
  isCertificate?: boolean;
  program?: { shortName?: string; name?: string };
  totalLike?: number;
  category?: { id?: number | string; name?: string; url?: string };
  pointScore?: number;
  poinQuScore?: number;
  tag?: string;
  linkTypeId?: number;
  price?: Price;
  file?: { type?: string; size?: number };
  [key: string]: unknown;
}

export interface Banner {
  id?: number | string;
  title?: string;
  imageUrl?: string;
  mobileImageUrl?: string;
  url?: string;
  [key: string]: unknown;
}

export interface Category {
  id: number | string;
  url?: string;
  name?: string;
  iconUrl?: string;
  [key: string]: unknown;
}

/** One home section (top products, don't miss it, upcoming webinars, bootcamps, ...). */
export interface HomeSection {
  id?: number | string;
  key?: string;
  type?: string;
  title?: string;
  items?: ContentItem[];
  [key: string]: unknown;
}

/** Home "suggestion filters" section. */
export interface SectionSuggestion {
  filters?: Array<{ id?: number | string; name?: string; [key: string]: unknown }>;
  items?: ContentItem[];
  [key: string]: unknown;
}

export interface FeatureMedia {
  title?: string;
  description?: string;
  imageUrl?: string;
  videoUrl?: string;
  url?: string;
  [key: string]: unknown;
}

export interface FeaturedInLogo {
  id?: number | string;
  name?: string;
  imageUrl?: string;
  url?: string;
  [key: string]: unknown;
}

/** A header/drawer menu entry, normalised from the server's menu payload. */
export interface NavItem {
  id: string;
  label: string;
  /** Internal path ('/webinars') or absolute URL; '' when the entry only groups children. */
  href: string;
  external: boolean;
  children: NavItem[];
}
