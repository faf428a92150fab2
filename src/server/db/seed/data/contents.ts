import { ContentType, type ContentTypeId } from '../../../../common/enums.js';
import { ARTICLES } from './articles.js';
import { BOOTCAMPS } from './bootcamps.js';
import { LEARNING_PATHS, PACKAGES, SUBSCRIPTIONS } from './bundles.js';
import { COURSES } from './courses.js';
import { EVENTS, WEBINARS } from './live.js';
import { BELAJARKILAT, MICROLEARNINGS } from './short.js';
import type { ContentDef } from './types.js';

/**
 * Every content definition. Order matters only for insertion: packages and learning paths come
 * last because their details reference the ids of the courses they include.
 */
export const CONTENTS: readonly ContentDef[] = [
  ...COURSES,
  ...WEBINARS,
  ...BOOTCAMPS,
  ...MICROLEARNINGS,
  ...BELAJARKILAT,
  ...ARTICLES,
  ...SUBSCRIPTIONS,
  ...EVENTS,
  ...PACKAGES,
  ...LEARNING_PATHS,
];

/**
 * Site path of a content's detail page. Types 5 and 8 have no route of their own in the spec;
 * they are opened like courses and packages respectively.
 */
export function contentPath(type: ContentTypeId | number, url: string): string {
  switch (type) {
    case ContentType.COURSE:
    case ContentType.BELAJARKILAT:
      return `/courses/${url}`;
    case ContentType.MICROLEARNING:
      return `/microlearnings/${url}`;
    case ContentType.WEBINAR:
      return `/webinars/${url}`;
    case ContentType.PACKAGE:
    case ContentType.JALURBELAJAR:
      return `/course/package/${url}`;
    case ContentType.ARTICLE:
      return `/articles/${url}`;
    case ContentType.BOOTCAMP:
      return `/bootcamps/${url}`;
    case ContentType.SUBSCRIPTION:
      return '/user/subscription';
    case ContentType.EVENT:
      return `/events/${url}`;
    default:
      return '/';
  }
}

export function findContent(url: string): ContentDef {
  const def = CONTENTS.find((c) => c.url === url);
  if (!def) throw new Error(`seed data: unknown content url ${url}`);
  return def;
}

/** Cover image path (served from resources/ under /media/). */
export const coverPath = (url: string): string => `/media/covers/${url}.svg`;
export const avatarPath = (url: string): string => `/media/avatars/${url}.svg`;
export const bannerPath = (key: string): string => `/media/banners/${key}.svg`;
export const logoPath = (key: string): string => `/media/logos/${key}.svg`;
export const programCoverPath = (url: string): string => `/media/covers/program-${url}.svg`;
