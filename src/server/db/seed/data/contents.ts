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
