import { describe, expect, it } from 'vitest';
import { detailBreadcrumb } from './breadcrumbs';
import { articleJsonLd, breadcrumbJsonLd, courseJsonLd, eventJsonLd, isoDuration, jsonLdScript, organizationJsonLd, type JsonLd } from './structuredData';

// The properties each check names are the ones Google's structured-data guides list as required
// (or, where a type has none required, recommended) for the rich result.
const SITE = { name: 'Belajar', url: 'https://belajar.test/' };

/** Fails on a property that is missing, null or an empty string. */
function expectProps(data: Record<string, unknown>, props: string[]) {
  for (const p of props) {
    expect(data[p], p).toBeDefined();
    expect(data[p], p).not.toBeNull();
    expect(data[p], p).not.toBe('');
  }
}

describe('Course', () => {
  const base = {
    name: 'Digital Marketing',
    description: 'Learn SEO and ads.',
    url: 'https://belajar.test/en/courses/digital-marketing',
    image: 'https://belajar.test/media/covers/dm.png',
    provider: SITE,
    price: 199000,
    mode: 'Online' as const,
  };

  it('has name, description, provider, offers in IDR, and a course instance with its workload', () => {
    const data = courseJsonLd({ ...base, workloadMinutes: 150, instructor: 'Sari' });
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Course');
    expectProps(data, ['name', 'description', 'provider', 'offers', 'hasCourseInstance']);
    expect(data.provider).toMatchObject({ '@type': 'Organization', name: 'Belajar', sameAs: SITE.url });
    expect(data.offers).toEqual([expect.objectContaining({ '@type': 'Offer', price: 199000, priceCurrency: 'IDR', category: 'Paid' })]);
    expect(data.hasCourseInstance).toEqual([{ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT2H30M', instructor: { '@type': 'Person', name: 'Sari' } }]);
  });

  it('a free course is offered at 0 as Free; a scheduled one carries its dates', () => {
    const data = courseJsonLd({ ...base, price: 0, startDate: '2026-12-01T02:00:00.000Z', endDate: '2026-12-20T02:00:00.000Z' });
    expect(data.offers).toEqual([expect.objectContaining({ price: 0, priceCurrency: 'IDR', category: 'Free' })]);
    expect(data.hasCourseInstance).toEqual([expect.objectContaining({ startDate: '2026-12-01T02:00:00.000Z', endDate: '2026-12-20T02:00:00.000Z' })]);
  });

  it('without a schedule or workload there is no course instance, and no null properties', () => {
    const data = courseJsonLd({ ...base, image: null });
    expect(data).not.toHaveProperty('hasCourseInstance');
    expect(data).not.toHaveProperty('image');
  });

  it('writes workloads as ISO 8601 durations', () => {
    expect(isoDuration(150)).toBe('PT2H30M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(0)).toBe('PT0M');
  });
});

describe('Event', () => {
  const base = {
    name: 'Live: ads that sell',
    description: 'A webinar.',
    url: 'https://belajar.test/webinars/ads',
    image: 'https://belajar.test/media/covers/ads.png',
    startDate: '2026-12-05T12:00:00.000Z',
    endDate: '2026-12-05T14:00:00.000Z',
    price: 50000,
    organizer: SITE,
  };

  it('an online event: required name, startDate, location (VirtualLocation) plus the recommended properties', () => {
    const data = eventJsonLd({ ...base, attendance: 'online' });
    expect(data['@type']).toBe('Event');
    expectProps(data, ['name', 'startDate', 'location', 'description', 'endDate', 'eventAttendanceMode', 'eventStatus', 'image', 'offers', 'organizer']);
    expect(data.location).toEqual({ '@type': 'VirtualLocation', url: base.url });
    expect(data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 50000, priceCurrency: 'IDR', url: base.url });
    expect(data.organizer).toEqual({ '@type': 'Organization', name: 'Belajar', url: SITE.url });
  });

  it('an offline event is at a Place with an address; a mixed one at both', () => {
    const offline = eventJsonLd({ ...base, attendance: 'offline', venue: 'Jakarta Convention Center' });
    expect(offline.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(offline.location).toMatchObject({ '@type': 'Place', name: 'Jakarta Convention Center', address: { '@type': 'PostalAddress', addressCountry: 'ID' } });
    const mixed = eventJsonLd({ ...base, attendance: 'mixed', venue: 'Bandung' });
    expect(mixed.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect((mixed.location as { '@type': string }[]).map((l) => l['@type'])).toEqual(['VirtualLocation', 'Place']);
  });
});

describe('Article', () => {
  it('has headline, image, dates and an author', () => {
    const data = articleJsonLd({
      headline: 'Five ways to learn faster',
      url: 'https://belajar.test/articles/learn-faster',
      image: 'https://belajar.test/media/a.png',
      datePublished: '2026-10-01T00:00:00.000Z',
      dateModified: '2026-10-03T00:00:00.000Z',
      author: { name: 'Budi', kind: 'Person' },
      publisher: SITE,
    });
    expect(data['@type']).toBe('Article');
    expectProps(data, ['headline', 'image', 'datePublished', 'dateModified', 'author']);
    expect(data.author).toEqual([{ '@type': 'Person', name: 'Budi' }]);
    expect(data.image).toEqual(['https://belajar.test/media/a.png']);
  });

  it('cuts a long headline on a word', () => {
    const long = 'word '.repeat(40);
    const data = articleJsonLd({ headline: long, url: 'u', datePublished: 'd', dateModified: 'd', author: { name: 'B', kind: 'Organization' }, publisher: SITE });
    expect((data.headline as string).length).toBeLessThanOrEqual(110);
    expect(data.headline).toMatch(/word…$/);
  });
});

describe('BreadcrumbList', () => {
  it('numbers its items from 1 with name and item URL', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: 'https://belajar.test/en' },
      { name: 'Courses', url: 'https://belajar.test/en/courses' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://belajar.test/en' },
      { '@type': 'ListItem', position: 2, name: 'Courses', item: 'https://belajar.test/en/courses' },
    ]);
  });

  it("a detail page's trail is home → list → item in the page's language", () => {
    const en = detailBreadcrumb('https://belajar.test', 'en', '/courses/dm', 'Digital Marketing').itemListElement;
    expect(en).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://belajar.test/en' },
      { '@type': 'ListItem', position: 2, name: 'Courses', item: 'https://belajar.test/en/courses' },
      { '@type': 'ListItem', position: 3, name: 'Digital Marketing', item: 'https://belajar.test/en/courses/dm' },
    ]);
    const id = detailBreadcrumb('https://belajar.test/', 'id', '/articles/a', 'Artikel A').itemListElement as { name: string; item: string }[];
    expect(id.map((c) => [c.name, c.item])).toEqual([
      ['Beranda', 'https://belajar.test/'],
      ['Artikel', 'https://belajar.test/articles'],
      ['Artikel A', 'https://belajar.test/articles/a'],
    ]);
    // Events have no list page: home → item.
    expect(detailBreadcrumb('https://belajar.test', 'id', '/events/7', 'Meetup').itemListElement).toHaveLength(2);
  });
});

describe('Organization', () => {
  it('has name, url, logo, and sameAs only when profiles are known', () => {
    const data = organizationJsonLd({ ...SITE, logo: 'https://belajar.test/media/logos/belajar.svg', sameAs: ['https://instagram.com/belajar'] });
    expectProps(data, ['name', 'url', 'logo', 'sameAs']);
    expect(organizationJsonLd({ ...SITE, logo: 'l', sameAs: [] })).not.toHaveProperty('sameAs');
  });
});

describe('the script block', () => {
  it('cannot be closed by a title, and parses back to the same data', () => {
    const data: JsonLd = { '@context': 'https://schema.org', '@type': 'Course', name: '</script><script>alert(1)</script><!--' };
    const html = jsonLdScript(data);
    const body = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(data);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
