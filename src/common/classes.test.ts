import { describe, expect, it } from 'vitest';
import { CLASS_TYPES, classKindOf, classProgressOfItem, classTypeOf, startLearningPath } from './classes.js';
import { ContentType } from './enums.js';
import type { SessionStateId } from './sessions.js';

const now = new Date('2026-03-10T10:00:00Z');
const before = '2026-03-11T10:00:00Z';
const past = '2026-03-09T10:00:00Z';

describe('class types and kinds', () => {
  it('maps every buyable content type to one class type and card kind', () => {
    expect(classTypeOf(ContentType.COURSE)).toBe('course');
    expect(classTypeOf(ContentType.BELAJARKILAT)).toBe('course');
    expect(classTypeOf(ContentType.JALURBELAJAR)).toBe('learning-path');
    expect(classTypeOf(ContentType.ARTICLE)).toBeNull();
    expect(classKindOf(ContentType.WEBINAR)).toBe('session');
    expect(classKindOf(ContentType.EVENT)).toBe('session');
    expect(classKindOf(ContentType.PACKAGE)).toBe('bundle');
    expect(classKindOf(ContentType.BOOTCAMP)).toBe('bootcamp');
    expect(classKindOf(ContentType.MICROLEARNING)).toBe('microlearning');
    expect(classKindOf(ContentType.SUBSCRIPTION)).toBeNull();
    expect(new Set(CLASS_TYPES).size).toBe(7);
  });
});

describe('classProgressOfItem', () => {
  it('courses by their lessons', () => {
    expect(classProgressOfItem({ kind: 'course', finished: 0, started: 0, total: 4 }, now)).toBe('NOTSTARTED');
    expect(classProgressOfItem({ kind: 'course', finished: 1, started: 0, total: 4 }, now)).toBe('ONGOING');
    expect(classProgressOfItem({ kind: 'course', finished: 4, started: 0, total: 4 }, now)).toBe('FINISHED');
  });

  it('sessions by their state, or their dates when none is known', () => {
    const s = (state: SessionStateId | null) => classProgressOfItem({ kind: 'session', state, startAt: past, endAt: before }, now);
    expect(s('ENROLLED')).toBe('NOTSTARTED');
    expect(s('NOTENROLL')).toBe('NOTSTARTED');
    expect(s('JOINED')).toBe('ONGOING');
    expect(s('FEEDBACKREQUIRED')).toBe('ONGOING');
    expect(s('COMPLETED')).toBe('FINISHED');
    expect(s('NOTJOINED')).toBe('FINISHED');
    expect(s(null)).toBe('ONGOING');
    expect(classProgressOfItem({ kind: 'session', state: null, startAt: before, endAt: before }, now)).toBe('NOTSTARTED');
    expect(classProgressOfItem({ kind: 'session', state: null, startAt: past, endAt: past }, now)).toBe('FINISHED');
  });

  it('bundles by their courses', () => {
    expect(classProgressOfItem({ kind: 'bundle', courses: [] }, now)).toBe('NOTSTARTED');
    expect(classProgressOfItem({ kind: 'bundle', courses: ['NOTSTARTED', 'NOTSTARTED'] }, now)).toBe('NOTSTARTED');
    expect(classProgressOfItem({ kind: 'bundle', courses: ['NOTSTARTED', 'FINISHED'] }, now)).toBe('ONGOING');
    expect(classProgressOfItem({ kind: 'bundle', courses: ['FINISHED', 'FINISHED'] }, now)).toBe('FINISHED');
  });

  it('bootcamps by their dates; microlearning never started', () => {
    expect(classProgressOfItem({ kind: 'bootcamp', startAt: before, endAt: null }, now)).toBe('NOTSTARTED');
    expect(classProgressOfItem({ kind: 'bootcamp', startAt: past, endAt: before }, now)).toBe('ONGOING');
    expect(classProgressOfItem({ kind: 'bootcamp', startAt: past, endAt: past }, now)).toBe('FINISHED');
    expect(classProgressOfItem({ kind: 'bootcamp', startAt: null, endAt: null }, now)).toBe('NOTSTARTED');
    expect(classProgressOfItem({ kind: 'microlearning' }, now)).toBe('NOTSTARTED');
  });
});

describe('startLearningPath', () => {
  it('goes to the right place for every type', () => {
    expect(startLearningPath({ type: ContentType.COURSE, url: 'excel-dasar', contentId: 1 })).toBe('/courses/excel-dasar/lecture');
    expect(startLearningPath({ type: ContentType.BELAJARKILAT, url: 'kilat', contentId: 2 })).toBe('/courses/kilat/lecture');
    expect(startLearningPath({ type: ContentType.WEBINAR, url: 'webinar-a', contentId: 3 })).toBe('/webinars/webinar-a#session');
    expect(startLearningPath({ type: ContentType.EVENT, url: 'event-b', contentId: 4 })).toBe('/events/event-b#session');
    expect(startLearningPath({ type: ContentType.PACKAGE, url: 'paket', contentId: 5 })).toBe('/user/classqu?type=package#class-5');
    expect(startLearningPath({ type: ContentType.JALURBELAJAR, contentId: 6 })).toBe('/user/classqu?type=learning-path#class-6');
    expect(startLearningPath({ type: ContentType.BOOTCAMP, url: 'bootcamp-c', contentId: 7 })).toBe('/bootcamps/bootcamp-c/lecture');
    expect(startLearningPath({ type: ContentType.MICROLEARNING, url: 'micro', contentId: 8 })).toBe('/microlearnings/micro');
    expect(startLearningPath({ type: ContentType.ARTICLE, url: 'artikel', contentId: 9 })).toBe('/user/classqu');
    expect(startLearningPath({ type: ContentType.COURSE, url: null, contentId: 10 })).toBe('/user/classqu');
  });
});
