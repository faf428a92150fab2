import Type, { type Static } from 'typebox';
import { strictObject } from '../schema/primitives.js';
import { toCardItem, withCardItems } from '../contentCard.js';
import { BannersSchema, CategorySchema, ContentItemsSchema, nullable, type ContentItem } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';
import { ContentLinkSchema } from './search.js';

/** The home page: banners, categories, sections, suggestions, feature blocks, partners. */

const tags = ['home'] as const;

export const HOME_SECTION_KEYS = ['top-products', 'dont-miss', 'bootcamps', 'prakerja', 'microlearning', 'testimonials'] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];

export const TestimonialSchema = Type.Object({
  id: Type.Integer(),
  /** Already masked by the server (spec name masking). */
  name: Type.String(),
  role: Type.String(),
  quote: Type.String(),
  avatarUrl: nullable(Type.String()),
  rating: Type.Integer(),
  content: nullable(ContentLinkSchema),
});
export type Testimonial = Static<typeof TestimonialSchema>;

export const HomeSectionSchema = Type.Object({
  key: Type.Enum([...HOME_SECTION_KEYS], { type: 'string' }),
  title: Type.String(),
  subtitle: Type.String(),
  /** Where "see all" leads. */
  seeAllUrl: nullable(Type.String()),
  items: ContentItemsSchema,
  /** Only the testimonials section has them. */
  testimonials: Type.Optional(Type.Array(TestimonialSchema)),
});
export type HomeSection = Static<typeof HomeSectionSchema>;

export const SuggestionFilterSchema = Type.Object({ key: Type.String(), label: Type.String() });
export type SuggestionFilter = Static<typeof SuggestionFilterSchema>;

export const SectionSuggestionSchema = Type.Object({ active: Type.String(), filters: Type.Array(SuggestionFilterSchema), items: ContentItemsSchema });
export type SectionSuggestion = Static<typeof SectionSuggestionSchema>;

export const FeatureMediaSchema = Type.Object({
  title: Type.String(),
  subtitle: Type.String(),
  imageUrl: nullable(Type.String()),
  videoUrl: nullable(Type.String()),
  linkUrl: nullable(Type.String()),
});
export type FeatureMedia = Static<typeof FeatureMediaSchema>;

export const PartnerSchema = Type.Object({ id: Type.Integer(), name: Type.String(), logoUrl: Type.String(), linkUrl: nullable(Type.String()) });
export type Partner = Static<typeof PartnerSchema>;

const categories = Type.Array(CategorySchema);

// Most home calls read no query string (the language comes from the header or the locale plugin).
export const home = {
  topBanners: endpoint({ method: 'GET', path: `${API_PREFIX.web}/home/topbanners`, auth: 'basic', tags, summary: 'Top carousel banners', result: BannersSchema }),
  categories: endpoint({ method: 'GET', path: `${API_PREFIX.web}/home/categories`, auth: 'both', tags, summary: 'Main categories with content counts', result: categories }),
  otherCategories: endpoint({ method: 'GET', path: `${API_PREFIX.web}/home/categories/other`, auth: 'both', tags, summary: 'Other categories', result: categories }),
  sections: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/home/sections`,
    auth: 'both',
    tags,
    summary: 'Home sections: top products, don’t miss it, bootcamps, Prakerja, microlearning, testimonials',
    result: Type.Array(HomeSectionSchema),
    transferAs: (sections: HomeSection[]) => sections.map(withCardItems),
  }),
  sectionSuggestion: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/home/section-suggestion`,
    auth: 'both',
    tags,
    summary: 'Suggestion filters and the items of the chosen one (?filter=key, default the first)',
    // The pattern as written (it admits no NUL), so a 400 names it.
    query: strictObject({ filter: Type.Optional(Type.String({ maxLength: 64, pattern: '^[a-z0-9-]+$' })) }),
    result: SectionSuggestionSchema,
    transferAs: withCardItems<SectionSuggestion>,
  }),
  currentWebinars: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/home/current-webinars`,
    auth: 'both',
    tags,
    summary: 'Upcoming webinars, soonest first',
    result: ContentItemsSchema,
    transferAs: (items: ContentItem[]) => items.map(toCardItem),
  }),
  featureImage: endpoint({ method: 'GET', path: `${API_PREFIX.web}/home/feature-image`, auth: 'both', tags, summary: 'Feature image block', result: nullable(FeatureMediaSchema) }),
  featureBanners: endpoint({ method: 'GET', path: `${API_PREFIX.web}/home/feature-banner`, auth: 'both', tags, summary: 'Feature banners', result: Type.Array(FeatureMediaSchema) }),
  featureVideo: endpoint({ method: 'GET', path: `${API_PREFIX.web}/home/feature-video`, auth: 'both', tags, summary: 'Feature video block', result: nullable(FeatureMediaSchema) }),
  partners: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/home/proudly-featured-in`,
    auth: 'both',
    tags,
    summary: 'Press and partners the product was featured in',
    result: Type.Array(PartnerSchema),
  }),
};
