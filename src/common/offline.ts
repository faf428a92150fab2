/**
 * Offline lessons (issue 22): the rules main and renderer share — which ids name an offline
 * course and lecture, where its media is served, the bounds of a recorded report, and the shape of
 * the saved course (`DesktopBridge.offline.course()` answers an OfflineCourse).
 */
import { OFFLINE_MEDIA_PATH, type OfflineProgressReport } from './bridge.js';
import type { Chapter, LectureSummary, MaterialDetail } from './contract/lecture.js';
import { SECOND_MAX, WATCHED_DELTA_MAX } from './contract/lecture.js';

/** A course is kept under its url slug (the lecture page's :url). */
const COURSE_ID = /^[a-z0-9][a-z0-9-]{0,199}$/;
/** A lecture is a material id (a positive int4). */
const LECTURE_ID = /^[1-9][0-9]{0,9}$/;
/** Most lectures one course may keep videos of. */
export const OFFLINE_MAX_LECTURES = 2000;
/** The reason a ready course carries when the media key is kept in memory only (no keychain): the UI explains it. */
export const OFFLINE_REASON_MEMORY_KEY = 'memory-key';
/** Most reports waiting in the queue (a report every 5 s: ~14 hours of offline watching). */
export const OFFLINE_QUEUE_MAX = 10_000;

export function isOfflineCourseId(value: unknown): value is string {
  return typeof value === 'string' && COURSE_ID.test(value);
}

export function isOfflineLectureId(value: unknown): value is string {
  return typeof value === 'string' && LECTURE_ID.test(value) && Number(value) <= 2_147_483_647;
}

/** The path (on the app's own origin) an offline lecture's video is served from. */
export function offlineMediaPath(courseId: string, lectureId: string): string {
  return `${OFFLINE_MEDIA_PATH}${encodeURIComponent(courseId)}/${encodeURIComponent(lectureId)}`;
}

/** The path of an offline lecture's saved captions in a language (text/vtt). */
export function offlineCaptionsPath(courseId: string, lectureId: string, lang: 'id' | 'en'): string {
  return `${offlineMediaPath(courseId, lectureId)}/captions/${lang}`;
}

/** A report clamped to the online reports' bounds (positions within a day, at most 600 s watched per report). */
export function clampOfflineReport(report: OfflineProgressReport): OfflineProgressReport {
  return {
    ...report,
    position: Math.max(0, Math.min(report.position, SECOND_MAX)),
    watchedSeconds: Math.max(0, Math.min(report.watchedSeconds, WATCHED_DELTA_MAX)),
  };
}

/** One lesson as kept offline: its detail when saved (the video's URLs replaced by offline paths). */
export interface OfflineLesson {
  detail: MaterialDetail;
  /** Whether its video is on disk (chosen for download and saved). */
  hasMedia: boolean;
  /** Bytes of the saved video (0 without one). */
  bytes: number;
  /** Caption languages saved. */
  captions: ('id' | 'en')[];
}

/** What offline.course() answers: the outline, and every lesson keyed by its material id. */
export interface OfflineCourse {
  courseId: string;
  summary: LectureSummary;
  chapters: Chapter[];
  lessons: Record<string, OfflineLesson>;
  savedAt: string;
}
