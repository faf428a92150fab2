/**
 * Shapes of the demo catalogue definitions. These modules are plain data (no database, no clock):
 * the seed (../build.ts) turns them into rows at seeding time and scripts/generate-media.ts draws
 * the matching SVG images from the same definitions, so titles always agree.
 */
import type { ContentTypeId } from '../../../../common/enums.js';

/** An [Indonesian, English] text pair. */
export type Pair = readonly [id: string, en: string];

export interface CategoryDef {
  url: string;
  name: Pair;
  description: Pair;
  /** Icon name for the renderer (a simple keyword). */
  icon: string;
  /** 0..4, one of the 5 category chip colour pairs. */
  colorIndex: number;
  isMain: boolean;
  /** Two alternative sentences used to open content descriptions of this category. */
  intro: Pair;
  intro2: Pair;
}

export interface ProgramDef {
  url: string;
  programType: string;
  shortName: string;
  name: Pair;
  description: Pair;
}

export interface InstructorDef {
  url: string;
  name: string;
  headline: Pair;
  bio: Pair;
  company: string;
}

export interface ContentDef {
  type: ContentTypeId;
  /** Unique kebab-case slug across every content. */
  url: string;
  title: Pair;
  /** One sentence. */
  summary: Pair;
  /** Category url. */
  category: string;
  /** Instructor (or author) url. */
  instructor: string;
  level: 1 | 2 | 3;
  /** List price in rupiah (0 = free). */
  price: number;
  /** [DiscountType, value]: [1, percent] or [2, rupiah]. */
  discount?: readonly [1 | 2, number];
  /** Module, agenda or playlist topics (3..6). */
  topics: readonly Pair[];
  prakerja?: boolean;
  top?: boolean;
  dontMiss?: boolean;
  /** Overrides the derived tag ('' = no tag). */
  tag?: string;
  /** Marks a recently published item (created a few days ago, tag 'Baru'). */
  isNew?: boolean;
  /** Live items: start day relative to the seeding day, and hour in WIB (UTC+7). */
  startDay?: number;
  startHour?: number;
  /**
   * Minutes from the seeding moment; wins over startDay. For the live demo sessions, which must be
   * on (or about to be) when a data folder first starts.
   */
  startOffsetMinutes?: number;
  /** Overrides whether the content gives a certificate (derived from the type and venue otherwise). */
  certificate?: boolean;
  /** Explicit length in minutes (live sessions, microlearning, events). */
  duration?: number;
  /** Bootcamps: programme length in weeks. */
  weeks?: number;
  learningMethod?: 1 | 2 | 3;
  venueType?: 1 | 2 | 3;
  location?: string;
  /** 6 job guarantee, 7 career acceleration. */
  linkType?: 6 | 7;
  /** Packages and learning paths: urls of the included courses, in order. */
  courses?: readonly string[];
  /** Subscriptions. */
  period?: 'monthly' | 'quarterly' | 'yearly';
  /** Articles: paragraphs in each language. */
  body?: { id: readonly string[]; en: readonly string[] };
}
