/**
 * Result shapes of the product pages (courses, packages, bootcamps, webinars, microlearning,
 * events, programmes, subscriptions, donations, Prakerja), shared by the server and the renderer.
 * Every text is already in the request's language. Each is the static type of its result schema
 * in src/common/contract (catalogue.ts for the shared ones, one file per product domain).
 */
export type { Banner, ContentDetail, ContentDetailInfo, ContentMeta, DetailCounts, InstructorProfile, PromoTerms, RatingSummary, ReviewItem } from './contract/catalogue.js';
export type { BootcampPackage, BootcampSalesPage } from './contract/bootcamps.js';
export type { CategoryCourses } from './contract/courses.js';
export type { DonationCampaign, DonationDonor } from './contract/donations.js';
export type { MicrolearningPlaylist } from './contract/microlearnings.js';
export type { PrakerjaSection } from './contract/prakerja.js';
export type { ProgramPage } from './contract/programs.js';
export type { SubscriptionPackage } from './contract/subscriptions.js';
export type { FormDefinition, FormField, WebinarProgram } from './contract/webinars.js';
