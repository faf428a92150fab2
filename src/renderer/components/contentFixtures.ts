/** Test helper (not used by the app): content items and home payloads shaped like the API's. */
import type { Banner, Category, ContentItem, HomeSection, Partner, SectionSuggestion, Testimonial } from '../../common/types';
import { ContentType } from '../../common/enums';

let nextId = 1;

export function contentItem(overrides: Partial<ContentItem> = {}): ContentItem {
  const id = nextId++;
  return {
    contentId: id,
    type: ContentType.COURSE,
    productType: 'COURSES',
    url: `course-${id}`,
    title: `Course ${id}`,
    summary: '',
    imageUrl: `/media/covers/course-${id}.svg`,
    isOfflineEvent: false,
    isPrakerja: false,
    learningMethod: 1,
    venueType: 1,
    isCertificate: false,
    program: { id: 1, url: 'digital-skills', shortName: 'DS', name: 'Digital Skills', programType: 'DIGITAL_SKILL' },
    totalLike: 0,
    category: { id: 1, url: 'sales-marketing', name: 'Sales & Marketing' },
    instructor: { id: 1, url: 'sari', name: 'Sari Maharani', avatarUrl: null, headline: '' },
    pointScore: 0,
    poinQuScore: 0,
    tag: null,
    linkTypeId: null,
    price: { price: 0, finalPrice: 0, discountType: null, discountValue: 0, discount: 0, discountPercent: 0, isFree: true },
    rating: 4.83,
    ratingCount: 7918,
    totalStudents: 100,
    skillLevel: 1,
    durationMinutes: 60,
    startAt: null,
    endAt: null,
    location: null,
    hasPreview: false,
    ...overrides,
  };
}

export const paid = (price: number, finalPrice: number, discountPercent = Math.round(((price - finalPrice) / price) * 100)) => ({
  price,
  finalPrice,
  discountType: 1 as const,
  discountValue: discountPercent,
  discount: price - finalPrice,
  discountPercent,
  isFree: false,
});

export function homePayloads() {
  const banners: Banner[] = [1, 2, 3].map((id) => ({
    id,
    title: `Banner ${id}`,
    subtitle: `Sub ${id}`,
    imageUrl: `/media/banners/b${id}.svg`,
    linkUrl: `/courses/c${id}`,
    contentType: 1,
    contentId: id,
    categoryId: null,
  }));
  const category = (id: number, url: string): Category => ({ id, url, name: `Cat ${id}`, description: '', icon: 'book', colorIndex: id - 1, totalContents: id * 3 });
  const testimonials: Testimonial[] = [
    {
      id: 1,
      name: 'P**** S****i',
      role: 'Owner',
      quote: 'Great class',
      avatarUrl: null,
      rating: 5,
      content: { contentId: 9, title: 'Digital Marketing', url: 'digital-marketing', type: 1 },
    },
  ];
  const section = (key: HomeSection['key'], items: ContentItem[]): HomeSection => ({
    key,
    title: `Title ${key}`,
    subtitle: `Subtitle ${key}`,
    items,
    seeAllUrl: key === 'testimonials' ? null : `/${key}`,
    ...(key === 'testimonials' ? { testimonials } : {}),
  });
  const sections: HomeSection[] = [
    section('top-products', [contentItem(), contentItem({ price: paid(200000, 100000) })]),
    section('dont-miss', [contentItem()]),
    section('bootcamps', [contentItem({ type: ContentType.BOOTCAMP, startAt: '2026-12-01T02:00:00.000Z' })]),
    section('prakerja', [contentItem({ isPrakerja: true, productType: 'PRAKERJA' })]),
    section('microlearning', [contentItem({ type: ContentType.MICROLEARNING })]),
    section('testimonials', []),
  ];
  const suggestion: SectionSuggestion = {
    filters: [
      { key: 'semua', label: 'Semua' },
      { key: 'gratis', label: 'Gratis' },
    ],
    active: 'semua',
    items: [contentItem(), contentItem()],
  };
  const partners: Partner[] = [{ id: 1, name: 'Kabar Nusantara', logoUrl: '/media/logos/k.svg', linkUrl: null }];
  const webinars = [contentItem({ type: ContentType.WEBINAR, productType: 'WEBINAR', startAt: '2026-11-24T12:00:00.000Z', learningMethod: 2 })];
  const media = { title: 'Feature', subtitle: 'Sub', imageUrl: '/media/banners/f.svg', videoUrl: null, linkUrl: '/courses' };
  return {
    'home/topbanners': banners,
    'home/categories': [category(1, 'sales-marketing'), category(2, 'bisnis-keuangan')],
    'home/categories/other': [category(6, 'teknologi')],
    'home/sections': sections,
    'home/section-suggestion': suggestion,
    'home/current-webinars': webinars,
    'home/feature-image': media,
    'home/feature-banner': [media, { ...media, title: 'Feature 2' }],
    'home/feature-video': { ...media, title: 'Video' },
    'home/proudly-featured-in': partners,
  } as Record<string, unknown>;
}
