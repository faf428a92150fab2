import Type, { type Static } from 'typebox';
import { id, strictObject, text } from '../schema/primitives.js';
import { ContentMetaSchema, noQuery, nullable } from './catalogue.js';
import { API_PREFIX, endpoint, CLIENT } from './endpoint.js';

/** Information calls beside the info pages: contact, sign-up promo, short links, landing pages, apps, popups, careers. */

const tags = ['info'] as const;

export const ContactInfoSchema = Type.Object({ email: Type.String(), phone: Type.String(), whatsapp: nullable(Type.String()), address: Type.String(), hours: Type.String() });
export type ContactInfo = Static<typeof ContactInfoSchema>;

const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/**
 * Minimum lengths besides spaces are checked by the server (a schema counts spaces too). Patterns
 * are kept as written so a 400 names them; the server's validation refuses NUL in every string.
 */
export const ContactMessageSchema = strictObject({
  name: text(100, 2),
  email: Type.String({ maxLength: 254, pattern: EMAIL_PATTERN }),
  phone: Type.Optional(Type.String({ maxLength: 20, pattern: '^$|^\\+?[0-9][0-9 ()-]{5,19}$' })),
  subject: text(150, 3),
  message: text(5000, 10),
});
export type ContactMessage = Static<typeof ContactMessageSchema>;

export const SignupPromoSchema = Type.Object({
  title: Type.String(),
  subtitle: Type.String(),
  benefits: Type.Array(Type.String()),
  voucherCode: Type.String(),
  discountPercent: Type.Integer(),
  imageUrl: nullable(Type.String()),
  ctaLabel: Type.String(),
  ctaUrl: Type.String(),
  validUntil: nullable(Type.String()),
});
export type SignupPromo = Static<typeof SignupPromoSchema>;

export const LandingPageSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  body: Type.String(),
  imageUrl: nullable(Type.String()),
  ctaLabel: Type.String(),
  ctaUrl: nullable(Type.String()),
  sections: Type.Array(Type.Object({ heading: Type.String(), body: Type.String() })),
  updatedAt: Type.String(),
});
export type LandingPage = Static<typeof LandingPageSchema>;

/** qrText: the text of the QR code, a page that sends each phone to its store. */
export const DownloadAppsSchema = Type.Object({ googlePlay: Type.String(), appStore: Type.String(), qrText: Type.String(), title: Type.String(), description: Type.String() });
export type DownloadApps = Static<typeof DownloadAppsSchema>;

export const RestrictionPopupSchema = Type.Object({
  id: Type.Integer(),
  pathPattern: Type.String(),
  title: Type.String(),
  message: Type.String(),
  ctaLabel: Type.String(),
  ctaUrl: nullable(Type.String()),
  imageUrl: nullable(Type.String()),
  delaySeconds: Type.Integer(),
  guestsOnly: Type.Boolean(),
  dismissible: Type.Boolean(),
});
export type RestrictionPopup = Static<typeof RestrictionPopupSchema>;

export const JobOpeningSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  department: Type.String(),
  location: Type.String(),
  employmentType: Type.String(),
  workMode: Type.String(),
  summary: Type.String(),
  responsibilities: Type.Array(Type.String()),
  requirements: Type.Array(Type.String()),
  applyUrl: Type.String(),
  postedAt: Type.String(),
  closesAt: nullable(Type.String()),
});
export type JobOpening = Static<typeof JobOpeningSchema>;

/** A short link's target: `url` absolute, `path` when it is a page of the site. */
export const ShortLinkSchema = Type.Object({ url: Type.String(), path: nullable(Type.String()) });
export type ShortLink = Static<typeof ShortLinkSchema>;

/** A site path: what the popups are chosen by (the pattern as written, so a 400 names it). */
const sitePath = Type.String({ maxLength: 500, pattern: '^/' });

export const infoExtra = {
  contactInfo: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/info/contactus`,
    auth: 'both',
    tags,
    summary: 'Contact details: support e-mail, phone, WhatsApp, address and opening hours',
    query: noQuery,
    result: ContactInfoSchema,
  }),
  contact: endpoint({
    method: 'POST',
    path: `${API_PREFIX.web}/info/contacts`,
    auth: 'both',
    tags,
    summary: 'Sends a contact form message (stored; 5 per address per 10 minutes)',
    body: ContactMessageSchema,
    status: 201,
    result: Type.Object({ id: Type.Integer(), createdAt: Type.String() }),
  }),
  signupPromo: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/signup-promo`,
    auth: 'both',
    tags,
    summary: 'The sign-up promotion',
    query: noQuery,
    result: SignupPromoSchema,
  }),
  signupPromoMeta: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/signup-promo/meta`,
    auth: 'both',
    tags,
    summary: 'Page meta of the sign-up promotion',
    query: noQuery,
    result: ContentMetaSchema,
  }),
  shortLink: endpoint({
    client: CLIENT.shortLink,
    method: 'GET',
    path: `${API_PREFIX.web}/shortUrl/:linkCode`,
    auth: 'both',
    tags,
    summary: 'Target of a short link ({ url } absolute; path when it is a page of the site)',
    params: strictObject({ linkCode: text(64, 1) }),
    query: noQuery,
    result: ShortLinkSchema,
  }),
  landingPage: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/sib/landing-page/:id`,
    auth: 'both',
    tags,
    summary: 'A campaign landing page',
    params: strictObject({ id: id() }),
    query: noQuery,
    result: LandingPageSchema,
  }),
  downloadApps: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/download-apps`,
    auth: 'both',
    tags,
    summary: 'App store links and the text of the QR code',
    query: noQuery,
    result: DownloadAppsSchema,
  }),
  restrictionPopups: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/restriction-popup-events`,
    auth: 'both',
    tags,
    summary: 'Popups configured for a site path (?path=/webinars/x); guests-only popups are not sent to students',
    // `url` is the older name of `path`.
    query: strictObject({ path: Type.Optional(sitePath), url: Type.Optional(sitePath) }),
    result: Type.Array(RestrictionPopupSchema),
  }),
  careers: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/careers`,
    auth: 'both',
    tags,
    summary: 'Open job openings, newest first',
    query: noQuery,
    result: Type.Array(JobOpeningSchema),
  }),
};
