/**
 * Result shapes of the product pages (courses, packages, bootcamps, webinars, microlearning,
 * events, programmes, subscriptions, donations, Prakerja), shared by the server and the renderer.
 * Every text is already in the request's language.
 */
import type { Banner, CategoryRef, ContentItem, InstructorRef, Page, ProgramRef } from './types.js';

export interface RatingSummary {
  /** Mean of the ratings, rounded half up to 2 decimals; 0 without reviews. */
  average: number;
  total: number;
  /** Number of reviews per star, 1..5 (every key present). */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export interface ReviewItem {
  id: number;
  /** Masked with maskName (spec 5). */
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
}

/** Head tags of a page: title (with the site name), description, canonical site path, image. */
export interface ContentMeta {
  title: string;
  description: string;
  canonicalPath: string;
  image: string | null;
}

export interface PromoTerms {
  title: string;
  /** ISO time the promotion ends, or null when it has no end. */
  validUntil: string | null;
  terms: string[];
}

export interface InstructorProfile extends InstructorRef {
  bio: string;
  company: string | null;
  totalContents: number;
  totalStudents: number;
  /** Over the reviews of all the instructor's contents. */
  rating: { average: number; total: number };
}

export interface DetailCounts {
  reviews: number;
  /** Syllabus modules and lessons (courses, bootcamps), playlist videos (microlearning). */
  modules: number;
  lessons: number;
  quizzes: number;
  /** Course packages and learning paths. */
  courses: number;
}

/**
 * The `detail` of a detail call. Besides the fixed fields it carries the rest of the content's
 * details in the request language, depending on the type: agenda, platform, quota, isPast
 * (webinars, events), playlist (microlearning), requirements, language (courses), batch,
 * seatsLeft, careerSupport, installment (bootcamps), period, months, benefits (subscriptions),
 * estimatedWeeks (learning paths), forms (webinars).
 */
export interface ContentDetailInfo {
  description: string;
  whatYouLearn: string[];
  syllabus: { title: string; lessons: { title: string; durationMinutes: number; type: number }[] }[];
  /** Webinars and events: [{ startAt, endAt, timezone }]; bootcamps: { startAt, endAt, weeks, days, time, ... }. */
  schedule: unknown;
  instructor: InstructorProfile | null;
  ratingSummary: RatingSummary;
  category: (CategoryRef & { description: string }) | null;
  program: (ProgramRef & { description: string }) | null;
  promoTerms: PromoTerms | null;
  counts: DetailCounts;
  [more: string]: unknown;
}

export interface ContentDetail extends ContentItem {
  detail: ContentDetailInfo;
}

export interface CategoryCourses {
  category: CategoryRef & { description: string; icon: string; colorIndex: number };
  courses: Page<ContentItem>;
}

export interface MicrolearningPlaylist {
  /** Index of the asked microlearning in `items`. */
  currentIndex: number;
  items: ContentItem[];
}

export interface BootcampPackage {
  id: number;
  code: string;
  name: string;
  description: string;
  price: number;
  finalPrice: number;
  discount: number;
  features: string[];
  isRecommended: boolean;
  installment: { months: number; perMonth: number } | null;
}

export interface BootcampSalesPage {
  title: string;
  subtitle: string;
  imageUrl: string | null;
  highlights: { title: string; description: string }[];
  steps: string[];
  faq: { question: string; answer: string }[];
  stats: { bootcamps: number; alumni: number; averageRating: number; reviews: number };
  bootcamps: ContentItem[];
}

export interface FormField {
  name: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'rating';
  label: string;
  required: boolean;
  placeholder?: string;
  maxLength?: number;
  options?: { value: string; label: string }[];
}

export interface FormDefinition {
  id: number;
  key: string;
  kind: 'registration' | 'feedback' | 'survey';
  contentId: number | null;
  title: string;
  description: string;
  fields: FormField[];
}

export interface WebinarProgram {
  program: ProgramRef & { description: string; imageUrl: string | null };
  webinars: Page<ContentItem>;
}

export interface ProgramPage {
  program: ProgramRef & { description: string; imageUrl: string | null };
  totalContents: number;
  categories: (CategoryRef & { totalContents: number })[];
}

export interface SubscriptionPackage {
  contentId: number;
  url: string;
  title: string;
  period: string;
  months: number;
  price: number;
  finalPrice: number;
  pricePerMonth: number;
  /** Saving against paying the monthly plan for the same months, in percent. */
  savingPercent: number;
  benefits: string[];
  isSelected: boolean;
}

export interface DonationDonor {
  /** Masked, or the anonymous label. */
  name: string;
  amount: number;
  message: string;
  createdAt: string;
}

export interface DonationCampaign {
  id: number;
  url: string;
  title: string;
  summary: string;
  description: string;
  imageUrl: string | null;
  organizer: string;
  category: CategoryRef | null;
  targetAmount: number;
  collectedAmount: number;
  donorsCount: number;
  progressPercent: number;
  suggestedAmounts: number[];
  startsAt: string;
  endsAt: string | null;
  daysLeft: number | null;
  isActive: boolean;
  /** Whether the device of `?deviceId` already has a successful donation here. */
  hasDonated: boolean;
  recentDonors: DonationDonor[];
}

export interface PrakerjaSection {
  key: string;
  title: string;
  subtitle: string;
  /** Classes shown in the section (class sections). */
  items: ContentItem[];
  /** Text entries (steps, FAQ). */
  entries: { title: string; body: string }[];
  seeAllUrl: string | null;
}

export type { Banner };
