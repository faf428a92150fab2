import { describe, expect, it } from 'vitest';
import type { ContentItem } from './contract/catalogue.js';
import { toCardItem, withCardItems } from './contentCard.js';

const item: ContentItem = {
  contentId: 7,
  type: 1,
  productType: 'COURSE',
  url: 'excel-dasar',
  title: 'Excel Dasar',
  summary: 'Ringkasan yang panjang',
  imageUrl: '/media/covers/excel.svg',
  isOfflineEvent: false,
  isPrakerja: true,
  learningMethod: 1,
  venueType: 1,
  isCertificate: true,
  program: { id: 3, url: 'kelas', shortName: 'KL', name: 'Kelas', programType: 'COURSE' },
  totalLike: 10,
  category: { id: 2, url: 'bisnis', name: 'Bisnis' },
  instructor: { id: 5, url: 'sari', name: 'Sari', avatarUrl: null, headline: 'Lead' },
  pointScore: 5,
  poinQuScore: 0,
  tag: 'Baru',
  linkTypeId: null,
  price: { price: 200000, finalPrice: 150000, discountType: 1, discountValue: 25, discount: 50000, discountPercent: 25, isFree: false },
  rating: 4.5,
  ratingCount: 12,
  totalStudents: 40,
  skillLevel: 1,
  durationMinutes: 90,
  startAt: '2026-12-01T03:00:00.000Z',
  endAt: null,
  location: null,
  hasPreview: true,
};

describe('toCardItem', () => {
  it('keeps what a card shows, drops the rest, and changes nothing when applied twice', () => {
    const card = toCardItem(item);
    expect(card).toMatchObject({ contentId: 7, title: 'Excel Dasar', tag: 'Baru', isPrakerja: true, startAt: item.startAt, rating: 4.5, ratingCount: 12, hasPreview: true });
    expect(card.price).toEqual({ price: 200000, finalPrice: 150000, discountPercent: 25, isFree: false });
    expect(card.program).toEqual({ shortName: 'KL', name: 'Kelas', programType: 'COURSE' });
    expect(card.instructor).toEqual({ name: 'Sari' });
    for (const gone of ['summary', 'category', 'totalStudents', 'totalLike', 'durationMinutes', 'location']) expect(card).not.toHaveProperty(gone);
    expect(toCardItem(card)).toEqual(card);
    expect(item.summary).toBe('Ringkasan yang panjang'); // the input is left as it is
  });

  it('keeps a missing programme or instructor as null, and reduces a list answer’s items only', () => {
    expect(toCardItem({ ...item, program: null, instructor: null })).toMatchObject({ program: null, instructor: null });
    const answer = withCardItems({ active: 'semua', filters: [{ key: 'semua', label: 'Semua' }], items: [item] });
    expect(answer.filters).toEqual([{ key: 'semua', label: 'Semua' }]);
    expect(answer.items[0]).toEqual(toCardItem(item));
  });
});
