import { ClassProgress, ContentType, type ContentTypeId } from './enums.js';
import { classProgressOf, type ClassProgressId } from './lecture.js';
import { PAGE_PATTERNS } from './routes.js';
import type { SessionStateId } from './sessions.js';

/**
 * My classes for every product (issue 18, docs/decisions.md "My classes for every product"): the
 * class types of the filter, the kind of card each content type gets, the class progress of every
 * kind in one place, and where "Start learning" takes an owner. Pure: the server's my-classes
 * call and the renderer's product pages share it.
 */

/** The `type` filter of G lecture/my-classes (URL words, as the site's `?type=`). */
export const CLASS_TYPES = ['course', 'webinar', 'event', 'package', 'learning-path', 'bootcamp', 'microlearning'] as const;
export type ClassTypeId = (typeof CLASS_TYPES)[number];

/** How a class is shown: a course with lessons, a live session, a bundle of courses, a bootcamp, a microlearning. */
export const CLASS_KINDS = ['course', 'session', 'bundle', 'bootcamp', 'microlearning'] as const;
export type ClassKindId = (typeof CLASS_KINDS)[number];

/** The content types of each class type (a belajarkilat is a short course: it learns in the lecture). */
export const CLASS_TYPE_CONTENT_TYPES: Record<ClassTypeId, readonly ContentTypeId[]> = {
  course: [ContentType.COURSE, ContentType.BELAJARKILAT],
  webinar: [ContentType.WEBINAR],
  event: [ContentType.EVENT],
  package: [ContentType.PACKAGE],
  'learning-path': [ContentType.JALURBELAJAR],
  bootcamp: [ContentType.BOOTCAMP],
  microlearning: [ContentType.MICROLEARNING],
};

/** The class type of a content type, or null for what is never a class (articles, subscriptions). */
export function classTypeOf(contentType: number): ClassTypeId | null {
  for (const type of CLASS_TYPES) if ((CLASS_TYPE_CONTENT_TYPES[type] as readonly number[]).includes(contentType)) return type;
  return null;
}

/** The card kind of a content type (null: not a class). */
export function classKindOf(contentType: number): ClassKindId | null {
  switch (classTypeOf(contentType)) {
    case 'course':
      return 'course';
    case 'webinar':
    case 'event':
      return 'session';
    case 'package':
    case 'learning-path':
      return 'bundle';
    case 'bootcamp':
      return 'bootcamp';
    case 'microlearning':
      return 'microlearning';
    default:
      return null;
  }
}

export type ClassProgressFacts =
  /** Lessons of a course: finished, started (ongoing or failed) and total. */
  | { kind: 'course'; finished: number; started: number; total: number }
  /** A webinar or event: its live-session state, or null when it is not known (then its dates decide). */
  | { kind: 'session'; state: SessionStateId | null; startAt: Date | string | null; endAt: Date | string | null }
  /** A package or learning path: the class progress of each of its courses. */
  | { kind: 'bundle'; courses: readonly ClassProgressId[] }
  | { kind: 'bootcamp'; startAt: Date | string | null; endAt: Date | string | null }
  | { kind: 'microlearning' };

/** By dates: before the start NOTSTARTED, from the start to the end ONGOING, after the end FINISHED (no date: NOTSTARTED). */
function progressByDates(startAt: Date | string | null, endAt: Date | string | null, now: Date): ClassProgressId {
  const t = now.getTime();
  if (endAt !== null && t >= new Date(endAt).getTime()) return ClassProgress.FINISHED;
  if (startAt !== null && t >= new Date(startAt).getTime()) return ClassProgress.ONGOING;
  return ClassProgress.NOTSTARTED;
}

/**
 * The class progress (NOTSTARTED, ONGOING, FINISHED: spec 4) of any class:
 * - a course: by its lessons (classProgressOf);
 * - a session: ENROLLED (or NOTENROLL) → NOTSTARTED; JOINED, FEEDBACKREQUIRED → ONGOING; COMPLETED, NOTJOINED → FINISHED;
 *   with no state known, by its dates;
 * - a bundle: every course finished → FINISHED, any started → ONGOING (none: NOTSTARTED);
 * - a bootcamp: by its dates; a microlearning: NOTSTARTED (it has no progress).
 */
export function classProgressOfItem(facts: ClassProgressFacts, now: Date): ClassProgressId {
  switch (facts.kind) {
    case 'course':
      return classProgressOf(facts.finished, facts.started, facts.total);
    case 'session':
      switch (facts.state) {
        case null:
          return progressByDates(facts.startAt, facts.endAt, now);
        case 'JOINED':
        case 'FEEDBACKREQUIRED':
          return ClassProgress.ONGOING;
        case 'COMPLETED':
        case 'NOTJOINED':
          return ClassProgress.FINISHED;
        default:
          return ClassProgress.NOTSTARTED;
      }
    case 'bundle': {
      if (facts.courses.length === 0) return ClassProgress.NOTSTARTED;
      if (facts.courses.every((c) => c === ClassProgress.FINISHED)) return ClassProgress.FINISHED;
      if (facts.courses.some((c) => c !== ClassProgress.NOTSTARTED)) return ClassProgress.ONGOING;
      return ClassProgress.NOTSTARTED;
    }
    case 'bootcamp':
      return progressByDates(facts.startAt, facts.endAt, now);
    case 'microlearning':
      return ClassProgress.NOTSTARTED;
  }
}

const at = (pattern: string, value: string) => pattern.replace(/:[a-zA-Z]+/, encodeURIComponent(value));

/** My classes filtered to one type, at one class's card. */
export function classesHref(type?: ClassTypeId, contentId?: number): string {
  const query = type ? `?type=${type}` : '';
  return `${PAGE_PATTERNS.classqu}${query}${contentId === undefined ? '' : `#class-${contentId}`}`;
}

/**
 * Where "Start learning" takes the owner of a content (one place for the product pages and the
 * my-classes cards): a course's lecture, a session's panel on its page (`#session`), a bundle's
 * card in my classes, a bootcamp's or microlearning's page; anything else my classes.
 */
export function startLearningPath(item: { type: number; url?: string | null; contentId: number }): string {
  const url = item.url ?? '';
  const type = classTypeOf(item.type);
  if (!url && type !== 'package' && type !== 'learning-path') return PAGE_PATTERNS.classqu;
  switch (type) {
    case 'course':
      return at(PAGE_PATTERNS.courseLecture, url);
    case 'webinar':
      return `${at(PAGE_PATTERNS.webinar, url)}#session`;
    case 'event':
      return `${at(PAGE_PATTERNS.event, url)}#session`;
    case 'package':
    case 'learning-path':
      return classesHref(type, item.contentId);
    case 'bootcamp':
      // The enrolled student's bootcamp is its lecture (issue 21).
      return at(PAGE_PATTERNS.bootcampLecture, url);
    case 'microlearning':
      return at(PAGE_PATTERNS.microlearning, url);
    default:
      return PAGE_PATTERNS.classqu;
  }
}
