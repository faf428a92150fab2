import { describe, expect, it } from 'vitest';
import { ContentType } from '../../common/enums';
import { contentPath } from './contentPath';

describe('contentPath', () => {
  it('maps each content type to its detail route', () => {
    const path = (type: number) => contentPath({ type, url: 'x' });
    expect(path(ContentType.COURSE)).toBe('/courses/x');
    expect(path(ContentType.WEBINAR)).toBe('/webinars/x');
    expect(path(ContentType.BOOTCAMP)).toBe('/bootcamps/x');
    expect(path(ContentType.MICROLEARNING)).toBe('/microlearnings/x');
    expect(path(ContentType.ARTICLE)).toBe('/articles/x');
    expect(path(ContentType.EVENT)).toBe('/events/x');
    expect(path(ContentType.PACKAGE)).toBe('/course/package/x');
    expect(path(ContentType.SUBSCRIPTION)).toBe('/subscriptions/x');
    expect(path(ContentType.BELAJARKILAT)).toBe('/courses/x');
    expect(path(ContentType.JALURBELAJAR)).toBe('/product-description/x');
    expect(path(999)).toBe('/product-description/x');
    expect(contentPath({ url: 'x' })).toBe('/product-description/x');
  });

  it('sends Prakerja items to the Prakerja pages whatever their type', () => {
    expect(contentPath({ type: ContentType.COURSE, url: 'a', isPrakerja: true })).toBe('/prakerja/a');
    expect(contentPath({ type: ContentType.WEBINAR, url: 'b', productType: 'PRAKERJA' })).toBe('/prakerja/b');
    expect(contentPath({ type: ContentType.COURSE, url: 'c', isPrakerja: false, productType: 'COURSES' })).toBe('/courses/c');
  });

  it('encodes the slug and trims stray slashes', () => {
    expect(contentPath({ type: ContentType.COURSE, url: '/a b?/' })).toBe('/courses/a%20b%3F');
    expect(contentPath({ type: ContentType.COURSE, url: null })).toBe('/courses/');
  });
});
