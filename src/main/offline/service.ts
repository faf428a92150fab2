/**
 * Offline lessons in the main process (issue 22): downloads an enrolled course's outline, lessons,
 * captions and chosen videos (encrypted while streaming), records positions while offline, replays
 * them when the network returns, re-checks access, and serves the saved videos and captions on
 * app://belajar/offline/… with Range (serve.ts).
 *
 * The student's access token is used for the API origin only, per call, and never stored. Video
 * and caption URLs are the server's signed media URLs (the signature is the credential): they are
 * fetched without the token and only when they are on the API origin.
 */
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { IPC_EVENTS, type OfflineCourseSummary, type OfflineDownloadProgress, type OfflineDownloadRequest, type OfflineProgressReport } from '../../common/bridge';
import { API_HEADERS, PUBLIC_API_KEY } from '../../common/constants';
import type { Chapter, LectureSummary, MaterialDetail } from '../../common/contract/lecture';
import {
  OFFLINE_REASON_MEMORY_KEY,
  clampOfflineReport,
  isOfflineCourseId,
  isOfflineLectureId,
  OFFLINE_QUEUE_MAX,
  offlineCaptionsPath,
  offlineMediaPath,
  type OfflineCourse,
  type OfflineLesson,
} from '../../common/offline';
import { createEncryptingWriter } from './crypto';
import type { OfflineKey } from './mediaKey';
import { OfflineStore, writeJsonAtomic, type CaptionsFile } from './store';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface OfflineDeps {
  /** userData/offline. */
  rootDir: string;
  /** The API base (LM_API_URL), e.g. http://localhost:3000. */
  apiBase: string;
  /** The media key (loaded once, lazily). */
  loadKey: () => Promise<OfflineKey>;
  /** Sends a main → renderer event (the window's webContents.send). */
  send?: (channel: string, payload: unknown) => void;
  fetch?: FetchLike;
  log?: (message: string) => void;
}

/** A request answered with a status the caller decides on (HTTP 4xx/5xx), unlike a network failure. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

const WEB = '/web/v2';
/** Reasons the library shows when no message came from the server. */
const REASON_KEY_LOST = 'The key that encrypted these videos is gone (no keychain): download the course again.';

export type Offline = ReturnType<typeof createOffline>;

export function createOffline(deps: OfflineDeps) {
  const store = new OfflineStore(deps.rootDir);
  const apiBase = deps.apiBase.replace(/\/+$/, '');
  const apiOrigin = new URL(apiBase).origin;
  const doFetch: FetchLike = deps.fetch ?? ((url, init) => fetch(url, init));
  const log = (message: string) => (deps.log ?? ((m: string) => console.warn(m)))(`[offline] ${message}`);
  let keyPromise: Promise<OfflineKey> | undefined;
  const key = () => (keyPromise ??= deps.loadKey());
  const running = new Map<string, Promise<{ ok: boolean; error?: string }>>();

  const headers = (token?: string): Record<string, string> => ({
    [API_HEADERS.apiKey]: PUBLIC_API_KEY,
    [API_HEADERS.acceptLanguage]: API_HEADERS.acceptLanguageValue,
    [API_HEADERS.language]: 'id',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });

  /** An absolute URL on the API origin for a path or URL the server returned; anything else is refused. */
  const apiUrl = (pathOrUrl: string): string => {
    const url = new URL(pathOrUrl.startsWith('/') ? `${apiBase}${pathOrUrl}` : pathOrUrl);
    if (url.origin !== apiOrigin) throw new Error('refusing a media URL outside the API origin');
    return url.toString();
  };

  async function api<T>(method: string, pathname: string, token: string, body?: unknown): Promise<T> {
    const response = await doFetch(`${apiBase}${WEB}${pathname}`, {
      method,
      headers: { ...headers(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'error',
    });
    const text = await response.text();
    if (!response.ok) {
      let message = `HTTP ${response.status}`;
      try {
        const parsed = JSON.parse(text) as { message?: unknown };
        if (typeof parsed.message === 'string' && parsed.message) message = parsed.message.slice(0, 500);
      } catch {
        /* not JSON */
      }
      throw new HttpStatusError(response.status, message);
    }
    const parsed = JSON.parse(text) as unknown;
    // The API answers in its envelope { statusCode, message, result } (src/server/http/envelope.ts).
    return (parsed && typeof parsed === 'object' && 'result' in parsed ? (parsed as { result: T }).result : parsed) as T;
  }

  const progress = (payload: OfflineDownloadProgress) => deps.send?.(IPC_EVENTS.offlineProgress, payload);

  async function fetchToEncryptedFile(url: string, target: string, fileId: string, onBytes: (n: number) => void): Promise<number> {
    const response = await doFetch(apiUrl(url), { headers: headers(), redirect: 'error' });
    if (!response.ok || !response.body) throw new HttpStatusError(response.status, `video download failed (HTTP ${response.status})`);
    const writer = await createEncryptingWriter(target, (await key()).key, fileId);
    try {
      for await (const piece of response.body as unknown as AsyncIterable<Uint8Array>) {
        await writer.write(piece);
        onBytes(piece.length);
      }
      return await writer.finish();
    } catch (error) {
      await writer.abort();
      throw error;
    }
  }

  async function fetchText(url: string): Promise<string> {
    const response = await doFetch(apiUrl(url), { headers: headers(), redirect: 'error' });
    if (!response.ok) throw new HttpStatusError(response.status, `captions download failed (HTTP ${response.status})`);
    return (await response.text()).slice(0, 2 * 1024 * 1024);
  }

  async function runDownload(request: OfflineDownloadRequest): Promise<{ ok: boolean; error?: string }> {
    const { courseId, accessToken } = request;
    const wanted = new Set(request.lectureIds);
    const previous = await store.entry(courseId);
    const savedAt = new Date().toISOString();
    const offlineKey = await key();
    await store.updateIndex((index) => {
      index[courseId] = {
        courseId,
        title: previous?.title ?? courseId,
        state: 'downloading',
        lectureIds: previous?.lectureIds ?? [],
        bytes: previous?.bytes ?? 0,
        savedAt: previous?.savedAt ?? savedAt,
        keyFingerprint: previous?.keyFingerprint,
      };
    });
    const staging = await store.staging(courseId);
    try {
      const url = encodeURIComponent(courseId);
      const summary = await api<LectureSummary>('GET', `/courses/${url}/lecture/summary`, accessToken);
      const chapters = await api<Chapter[]>('GET', `/courses/${url}/lecture/chapters`, accessToken);
      const lessons: Record<string, OfflineLesson> = {};
      const captions: CaptionsFile = {};
      const details: MaterialDetail[] = [];
      for (const chapter of chapters) {
        for (const item of chapter.materials) {
          if (item.locked) continue; // a sequential course's later lessons open online first
          try {
            details.push(await api<MaterialDetail>('GET', `/courses/${url}/lecture/materials/${item.id}`, accessToken));
          } catch (error) {
            if (error instanceof HttpStatusError && error.status >= 400 && error.status < 500 && error.status !== 401) continue;
            throw error;
          }
        }
      }
      const videos = details.filter((d) => d.video && wanted.has(String(d.id)));
      let received = 0;
      let total: number | null = 0;
      for (const d of videos) {
        const head = await doFetch(apiUrl(d.video!.src), { method: 'HEAD', headers: headers(), redirect: 'error' }).catch(() => null);
        const length = Number(head?.headers.get('content-length'));
        total = total !== null && head?.ok && Number.isFinite(length) && length > 0 ? total + length : null;
      }
      progress({ courseId, received, total });
      const lectureIds: string[] = [];
      let bytes = 0;
      for (const d of details) {
        const id = String(d.id);
        let hasMedia = false;
        let size = 0;
        const langs: ('id' | 'en')[] = [];
        if (d.video) {
          for (const track of d.video.captions) {
            if (track.lang !== 'id' && track.lang !== 'en') continue;
            try {
              (captions[id] ??= {})[track.lang] = await fetchText(track.src);
              langs.push(track.lang);
            } catch (error) {
              log(`captions ${track.lang} of lecture ${id} not saved: ${error instanceof Error ? error.message : String(error)}`);
            }
          }
          if (wanted.has(id)) {
            size = await fetchToEncryptedFile(d.video.src, path.join(staging, `${id}.media`), `${courseId}/${id}`, (n) => {
              received += n;
              progress({ courseId, received, total });
            });
            hasMedia = true;
            bytes += size;
            lectureIds.push(id);
          }
        }
        const video =
          d.video && hasMedia
            ? {
                ...d.video,
                src: offlineMediaPath(courseId, id),
                captions: d.video.captions.filter((t) => langs.includes(t.lang)).map((t) => ({ ...t, src: offlineCaptionsPath(courseId, id, t.lang) })),
              }
            : null;
        lessons[id] = { detail: { ...d, video }, hasMedia, bytes: size, captions: langs };
      }
      const course: OfflineCourse = { courseId, summary, chapters, lessons, savedAt };
      await writeJsonAtomic(path.join(staging, 'course.json'), course);
      await writeJsonAtomic(path.join(staging, 'captions.json'), captions);
      await store.commitStaging(courseId, staging);
      await store.updateIndex((index) => {
        index[courseId] = { courseId, title: summary.title, state: 'ready', lectureIds, bytes, savedAt, keyFingerprint: offlineKey.fingerprint };
      });
      progress({ courseId, received, total: received });
      return { ok: true };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`download of ${courseId} failed: ${reason}`);
      await store.updateIndex((index) => {
        // A copy saved before stays usable; otherwise the library shows the failure and why.
        index[courseId] =
          previous?.state === 'ready' ? { ...previous, reason } : { courseId, title: previous?.title ?? courseId, state: 'failed', reason, lectureIds: [], bytes: 0, savedAt };
      });
      return { ok: false, error: reason };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  /** The course's saved content when it can be used (ready, and encrypted with the current key). */
  async function usableEntry(courseId: string) {
    const entry = await store.entry(courseId);
    if (!entry || (entry.state !== 'ready' && entry.state !== 'downloading')) return null;
    if (entry.lectureIds.length > 0 && entry.keyFingerprint !== (await key()).fingerprint) return null;
    return entry;
  }

  return {
    store,
    key,
    /** Downloads (or re-downloads) a course; one download per course at a time. */
    download(request: OfflineDownloadRequest): Promise<{ ok: boolean; error?: string }> {
      const current = running.get(request.courseId);
      if (current) return current;
      const run = runDownload(request).finally(() => running.delete(request.courseId));
      running.set(request.courseId, run);
      return run;
    },

    /** The library of offline courses; a course whose key is gone shows as failed with why. */
    async courses(): Promise<OfflineCourseSummary[]> {
      const { fingerprint, backend } = await key();
      const index = await store.index();
      return Object.values(index)
        .map(({ keyFingerprint, ...summary }): OfflineCourseSummary => {
          if (summary.state !== 'ready' || summary.lectureIds.length === 0) return summary;
          if (keyFingerprint !== fingerprint) return { ...summary, state: 'failed', reason: REASON_KEY_LOST };
          // No keychain: the key lives in memory, so these videos are gone when the app quits (the page says so).
          return backend === 'memory' ? { ...summary, reason: OFFLINE_REASON_MEMORY_KEY } : summary;
        })
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    },

    /** The saved outline and lessons, with the positions recorded offline; null when not usable. */
    async course(courseId: string): Promise<OfflineCourse | null> {
      if (!(await usableEntry(courseId))) return null;
      const course = await store.readCourse(courseId);
      if (!course) return null;
      const positions = await store.readPositions(courseId);
      for (const [id, position] of Object.entries(positions)) {
        const lesson = course.lessons[id];
        if (lesson) lesson.detail = { ...lesson.detail, progress: { ...lesson.detail.progress, positionSecond: position } };
      }
      course.chapters = course.chapters.map((c) => ({ ...c, materials: c.materials.map((m) => (positions[m.id] !== undefined ? { ...m, positionSecond: positions[m.id]! } : m)) }));
      return course;
    },

    async remove(courseId: string): Promise<void> {
      await store.removeFiles(courseId);
      await store.updateIndex((index) => {
        delete index[courseId];
      });
    },

    /** Keeps a report recorded offline for the next sync (and the position for resuming offline). */
    async record(report: OfflineProgressReport): Promise<void> {
      const entry = await store.entry(report.courseId);
      if (!entry || entry.state === 'revoked') throw new Error('this course is not kept offline');
      const clean = clampOfflineReport(report);
      await store.updateQueue((rows) => {
        if (rows.length >= OFFLINE_QUEUE_MAX) throw new Error('too many reports waiting; go online to send them');
        rows.push(clean);
      });
      await store.writePosition(report.courseId, report.lectureId, clean.position);
    },

    /**
     * Sends the queued reports in order (PUT lecture/materials/:id/position). Acknowledged ones and
     * final refusals (4xx other than 401/408/429) are dropped; a network failure, 401, 408, 429 or
     * 5xx stops the replay and keeps the rest for next time. Then re-checks access to every offline
     * course: a 403/404 (enrolment or subscription ended) deletes its files and marks it revoked.
     */
    async sync(accessToken: string): Promise<{ sent: number; revoked: string[] }> {
      const pending = await store.queue();
      let handled = 0;
      let sent = 0;
      let online = true;
      for (const row of pending) {
        try {
          await api('PUT', `/lecture/materials/${encodeURIComponent(row.lectureId)}/position`, accessToken, {
            positionSecond: row.position,
            watchedSeconds: row.watchedSeconds,
            recordedAt: row.at,
          });
          sent += 1;
        } catch (error) {
          const status = error instanceof HttpStatusError ? error.status : 0;
          if (status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429) {
            log(`dropped a queued report of lecture ${row.lectureId}: HTTP ${status} ${(error as Error).message}`);
          } else {
            online = status !== 0;
            break;
          }
        }
        handled += 1;
      }
      if (handled > 0) await store.updateQueue((rows) => void rows.splice(0, handled));
      const revoked: string[] = [];
      if (!online) return { sent, revoked };
      for (const entry of Object.values(await store.index())) {
        if (entry.state === 'revoked') continue;
        try {
          await api('GET', `/courses/${encodeURIComponent(entry.courseId)}/lecture/summary`, accessToken);
        } catch (error) {
          const status = error instanceof HttpStatusError ? error.status : 0;
          if (status === 403 || status === 404) {
            await store.removeFiles(entry.courseId);
            await store.updateIndex((index) => {
              index[entry.courseId] = { ...entry, state: 'revoked', reason: (error as Error).message, lectureIds: [], bytes: 0, keyFingerprint: undefined };
            });
            revoked.push(entry.courseId);
          } else if (status === 0) break; // the network went away again
        }
      }
      return { sent, revoked };
    },

    /** What serve.ts needs: the saved file of a lecture when the course is usable. */
    async media(courseId: string, lectureId: string): Promise<{ file: string; mime: string; key: Buffer; fileId: string } | null> {
      if (!isOfflineCourseId(courseId) || !isOfflineLectureId(lectureId)) return null;
      const entry = await usableEntry(courseId);
      if (!entry || !entry.lectureIds.includes(lectureId)) return null;
      const course = await store.readCourse(courseId);
      const file = store.mediaPath(courseId, lectureId);
      if (!(await stat(file).catch(() => null))) return null;
      return { file, mime: course?.lessons[lectureId]?.detail.video?.mime ?? 'video/mp4', key: (await key()).key, fileId: `${courseId}/${lectureId}` };
    },

    async captions(courseId: string, lectureId: string, lang: string): Promise<string | null> {
      if (!isOfflineCourseId(courseId) || !isOfflineLectureId(lectureId) || (lang !== 'id' && lang !== 'en')) return null;
      if (!(await usableEntry(courseId))) return null;
      return (await store.readCaptions(courseId))[lectureId]?.[lang] ?? null;
    },
  };
}
