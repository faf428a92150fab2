/** Every enum and id of the product spec (section 3 and 4), shared by server and renderer. */

export const ContentType = {
  COURSE: 1,
  MICROLEARNING: 2,
  WEBINAR: 3,
  BELAJARKILAT: 5,
  PACKAGE: 6,
  JALURBELAJAR: 8,
  ARTICLE: 10,
  BOOTCAMP: 26,
  SUBSCRIPTION: 32,
  EVENT: 37,
} as const;
export type ContentTypeId = (typeof ContentType)[keyof typeof ContentType];
export const CONTENT_TYPE_IDS = Object.values(ContentType) as ContentTypeId[];
export function isContentTypeId(value: unknown): value is ContentTypeId {
  return typeof value === 'number' && (CONTENT_TYPE_IDS as number[]).includes(value);
}
/** Lower-case slug of each content type, used in URLs and i18n keys. */
export const CONTENT_TYPE_SLUG: Record<ContentTypeId, string> = {
  1: 'course',
  2: 'microlearning',
  3: 'webinar',
  5: 'belajarkilat',
  6: 'package',
  8: 'jalurbelajar',
  10: 'article',
  26: 'bootcamp',
  32: 'subscription',
  37: 'event',
};

/** Content item `linkTypeId` values seen in the spec besides content types: 6 job guarantee, 7 career acceleration. */
export const LinkType = { JOB_GUARANTEE: 6, CAREER_ACCELERATION: 7 } as const;

export const ProgramType = {
  BOOTCAMP: 'BOOTCAMP',
  WEBINAR: 'WEBINAR',
  MILLENNIAL_SUCCESS: 'MILLENNIAL_SUCCESS',
  DIGITAL_SKILL: 'DIGITAL_SKILL',
  MICRO_LEARNING: 'MICRO_LEARNING',
  COURSES: 'COURSES',
  ARTICLE: 'ARTICLE',
  PRAKERJA: 'PRAKERJA',
} as const;
export type ProgramTypeName = (typeof ProgramType)[keyof typeof ProgramType];

/** Category URL segments named by the spec. */
export const CATEGORY_SEGMENTS = ['sales-marketing', 'bisnis-keuangan', 'human-resource', 'pengetahuan-umum', 'language'] as const;
export type CategorySegment = (typeof CATEGORY_SEGMENTS)[number];

export const LearningMethod = { SELF_PACED: 1, LIVE_WEBINAR: 2, FACE_TO_FACE: 3 } as const;
export type LearningMethodId = (typeof LearningMethod)[keyof typeof LearningMethod];
export const VenueType = { ONLINE: 1, OFFLINE: 2, HYBRID: 3 } as const;
export type VenueTypeId = (typeof VenueType)[keyof typeof VenueType];

export const FilterKind = {
  RATING: 'RATING',
  PROGRAM: 'PROGRAM',
  PRICE: 'PRICE',
  DURATION: 'DURATION',
  SKILL_LEVEL: 'SKILL_LEVEL',
  CATEGORY: 'CATEGORY',
} as const;
export type FilterKindName = (typeof FilterKind)[keyof typeof FilterKind];
export const SelectionMode = { SINGLE: 'SINGLE', MULTIPLE: 'MULTIPLE' } as const;
export const FilterValueType = { RANGE: 'range', VALUE: 'value' } as const;

export const DiscountType = { PERCENT: 1, AMOUNT: 2 } as const;
export type DiscountTypeId = (typeof DiscountType)[keyof typeof DiscountType];

/** Voucher price types (spec 9): 1 percentage, 2 fixed amount, 3 fixed resulting price. */
export const VoucherPriceType = { PERCENT: 1, AMOUNT: 2, FIXED_PRICE: 3 } as const;
export type VoucherPriceTypeId = (typeof VoucherPriceType)[keyof typeof VoucherPriceType];

export const LessonItemType = {
  VIDEO: 5,
  QUIZ: 6,
  WEBINAR: 10,
  EXTERNAL_URL: 29,
  BOOTCAMP_CERTIFICATE: 30,
  ZOOM_MEETING: 31,
} as const;
/** Lecture material type 4 is a quiz (spec 9). */
export const MATERIAL_TYPE_QUIZ = 4;

export const PaymentMethodGroup = {
  TRANSFER_VIRTUAL_ACCOUNT: 2,
  INSTANT_PAYMENT: 3,
  DIRECT_DEBIT: 4,
  OVER_THE_COUNTER: 5,
  CARDLESS: 6,
  MANDIRI_E_CHANNEL: 7,
  VOUCHER: 12,
  SHOPEE_PAY: 15,
} as const;

export const ClassProgress = { NOTSTARTED: 'NOTSTARTED', ONGOING: 'ONGOING', FINISHED: 'FINISHED' } as const;
export const Enrolment = {
  NOTENROLL: 'NOTENROLL',
  ENROLLED: 'ENROLLED',
  JOINED: 'JOINED',
  FEEDBACKREQUIRED: 'FEEDBACKREQUIRED',
  COMPLETED: 'COMPLETED',
  NOTJOINED: 'NOTJOINED',
} as const;
export const TransactionFilter = ['All', 'Success', 'Waiting payment', 'Fail'] as const;
export const TransactionTypeFilter = ['All', 'Bootcamp', 'Webinar', 'Course'] as const;
/** Payment or voucher status. */
export const PaymentStatus = { PENDING: 1, SUCCESS: 2, EXPIRED: 3 } as const;
export const LessonProgress = { NOT_STARTED: 1, ONGOING: 2, FINISHED: 3, FAILED: 4 } as const;

/**
 * Credential modes of calls (spec 4 and 6), plus ours: staff (a student bearer token of an
 * account with the staff role; the e-ticket scan and check-in of issue 18).
 */
export const CredentialMode = {
  NONE: 'none',
  BASIC: 'basic',
  AUTHENTICATED: 'authenticated',
  BOTH: 'both',
  STAFF: 'staff',
} as const;
export type CredentialModeName = (typeof CredentialMode)[keyof typeof CredentialMode];

export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';
export function isLocale(value: unknown): value is Locale {
  return value === 'id' || value === 'en';
}
