import { ClassProgress, LessonItemType as SpecLessonItemType, LessonProgress, type Locale } from './enums.js';
import { durationLabel } from './format.js';

/**
 * The lecture's shared rules (server and renderer import them; docs/decisions.md "Learning: the lecture").
 * Lesson item types are the spec's plus TEXT 1, a reading lesson (the spec's list has none).
 */
export const LessonItemType = { TEXT: 1, ...SpecLessonItemType } as const;
export type LessonItemTypeId = (typeof LessonItemType)[keyof typeof LessonItemType];
export type LessonProgressId = (typeof LessonProgress)[keyof typeof LessonProgress];
export type ClassProgressId = (typeof ClassProgress)[keyof typeof ClassProgress];

/** A video lesson is FINISHED once this share of its length has really been watched. */
export const FINISH_WATCHED_RATIO = 0.9;
/** The fastest playback speed the player offers; watched time may grow at most this fast per wall-clock second. */
export const MAX_PLAYBACK_RATE = 2;
/** Playback speeds of the player. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** How often the player reports its position (seconds). */
export const POSITION_REPORT_SECONDS = 5;
/** Lifetime of a signed media URL (seconds). */
export const MEDIA_URL_TTL_SECONDS = 4 * 60 * 60;

/**
 * Whether a lesson's notes keep a second: only a video has a time to go back to. A note on a
 * reading, link or quiz is plain (kept at 0, shown and offered without a time).
 */
export function notesAreTimed(itemType: number): boolean {
  return itemType === LessonItemType.VIDEO;
}

/** Class progress of a course from its lessons' counts. */
export function classProgressOf(finished: number, started: number, total: number): ClassProgressId {
  if (total > 0 && finished >= total) return ClassProgress.FINISHED;
  if (started > 0 || finished > 0) return ClassProgress.ONGOING;
  return ClassProgress.NOTSTARTED;
}

/** Whole percent of finished lessons (0..100; 100 only when every lesson is finished). */
export function progressPercent(finished: number, total: number): number {
  if (total <= 0) return 0;
  if (finished >= total) return 100;
  return Math.min(99, Math.floor((finished * 100) / total));
}

/** Seconds a video needs really watched to finish. */
export function secondsToFinish(durationSeconds: number): number {
  return Math.ceil(durationSeconds * FINISH_WATCHED_RATIO);
}

/**
 * The course figures (docs/decisions.md "Session 27: one source for lesson counts"): the
 * curriculum's items are the only source. A lesson is every item of the curriculum the player
 * lists (video, reading, link, quiz; its progress counts the same items), quizzes are the quiz
 * items among them, and the length is the sum of every item's length in seconds (a video's is
 * its media file's). The course page, its syllabus, the list cards and the player all use this.
 */
export interface CurriculumItem {
  itemType: number;
  durationSeconds: number;
}
export interface CurriculumTotals {
  lessons: number;
  quizzes: number;
  seconds: number;
  /** The length in whole minutes as the catalogue stores and shows it (curriculumMinutes). */
  minutes: number;
}

/** Whole minutes of a length in seconds: rounded, and at least 1 for anything longer than 0. */
export function curriculumMinutes(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.max(1, Math.round(seconds / 60));
}

/** The counts and length of a curriculum (or of one of its chapters). */
export function curriculumTotals(items: readonly CurriculumItem[]): CurriculumTotals {
  let seconds = 0;
  let quizzes = 0;
  for (const i of items) {
    if (Number.isFinite(i.durationSeconds) && i.durationSeconds > 0) seconds += i.durationSeconds;
    if (i.itemType === LessonItemType.QUIZ) quizzes += 1;
  }
  return { lessons: items.length, quizzes, seconds, minutes: curriculumMinutes(seconds) };
}

/** One lesson's length as the syllabus and the player's list show it: a video's clock ("0:24"), else its minutes ("3m"). */
export function lessonLength(itemType: number, seconds: number, locale: Locale): string {
  return itemType === LessonItemType.VIDEO ? clock(seconds) : durationLabel(curriculumMinutes(seconds), locale);
}

/** "m:ss" or "h:mm:ss" of a second. */
export function clock(second: number): string {
  const s = Math.max(0, Math.floor(second));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

/** "hh:mm:ss.ttt" or "mm:ss.ttt" → seconds, or NaN. */
function vttTime(s: string): number {
  const m = /^(?:(\d+):)?(\d{1,2}):(\d{2})(?:[.,](\d{1,3}))?$/.exec(s.trim());
  if (!m) return Number.NaN;
  const [, h = '0', mm = '0', ss = '0', ms = '0'] = m;
  return Number(h) * 3600 + Number(mm) * 60 + Number(ss) + Number(ms.padEnd(3, '0')) / 1000;
}

/** The cues of a WebVTT text (the transcript panel): timing lines and the text lines under them. */
export function parseVtt(text: string): CaptionCue[] {
  const cues: CaptionCue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((l) => l.includes('-->'));
    if (at < 0) continue;
    const [from = '', rest = ''] = (lines[at] ?? '').split('-->');
    const start = vttTime(from);
    const end = vttTime(rest.trim().split(/\s+/)[0] ?? '');
    const body = lines
      .slice(at + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '')
      .trim();
    if (Number.isFinite(start) && Number.isFinite(end) && body) cues.push({ start, end, text: body });
  }
  return cues;
}

/** The cue playing at a second (the last one that started), or -1. */
export function activeCueIndex(cues: readonly CaptionCue[], second: number): number {
  let found = -1;
  for (let i = 0; i < cues.length; i++) {
    const c = cues[i];
    if (c && c.start <= second + 0.05) found = i;
    else break;
  }
  const c = found >= 0 ? cues[found] : undefined;
  return c && second < c.end + 0.5 ? found : -1;
}
