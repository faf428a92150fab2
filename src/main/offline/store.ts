/**
 * Where offline lessons live on disk (userData/offline/):
 *   index.json               every offline course's summary (state, reason, lectures, bytes) and the
 *                            fingerprint of the key its videos were encrypted with
 *   queue.json               the position reports recorded offline, oldest first
 *   <courseId>/course.json   the outline and lesson details (OfflineCourse)
 *   <courseId>/captions.json the captions per lecture and language (WebVTT text)
 *   <courseId>/positions.json the last position recorded offline per lecture
 *   <courseId>/<lectureId>.media the encrypted videos (crypto.ts)
 * Every JSON file is written atomically (a temporary file renamed over it).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OfflineCourseSummary, OfflineProgressReport } from '../../common/bridge';
import { isOfflineCourseId, isOfflineLectureId, type OfflineCourse } from '../../common/offline';

export interface IndexEntry extends OfflineCourseSummary {
  keyFingerprint?: string;
}

export type CaptionsFile = Record<string, Partial<Record<'id' | 'en', string>>>;

export async function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, JSON.stringify(value), { mode: 0o600 });
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function assertCourseId(courseId: string): void {
  if (!isOfflineCourseId(courseId)) throw new Error('invalid offline course id');
}

export class OfflineStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The folder of a course; the id is checked, so it can never name a path outside the root. */
  courseDir(courseId: string): string {
    assertCourseId(courseId);
    return path.join(this.root, courseId);
  }

  mediaPath(courseId: string, lectureId: string): string {
    if (!isOfflineLectureId(lectureId)) throw new Error('invalid offline lecture id');
    return path.join(this.courseDir(courseId), `${lectureId}.media`);
  }

  async index(): Promise<Record<string, IndexEntry>> {
    const raw = await readJson<Record<string, IndexEntry>>(path.join(this.root, 'index.json'));
    const clean: Record<string, IndexEntry> = {};
    for (const [id, entry] of Object.entries(raw ?? {})) if (isOfflineCourseId(id) && entry && typeof entry === 'object') clean[id] = entry;
    return clean;
  }

  private indexLock: Promise<unknown> = Promise.resolve();

  /** Changes the index under a lock (downloads, sync and removals may overlap). */
  updateIndex(change: (index: Record<string, IndexEntry>) => void): Promise<void> {
    const run = this.indexLock.then(async () => {
      const index = await this.index();
      change(index);
      await writeJsonAtomic(path.join(this.root, 'index.json'), index);
    });
    this.indexLock = run.catch(() => undefined);
    return run;
  }

  async entry(courseId: string): Promise<IndexEntry | null> {
    return (await this.index())[courseId] ?? null;
  }

  async list(): Promise<OfflineCourseSummary[]> {
    return Object.values(await this.index())
      .map(({ keyFingerprint: _omit, ...summary }) => summary)
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  readCourse(courseId: string): Promise<OfflineCourse | null> {
    return readJson<OfflineCourse>(path.join(this.courseDir(courseId), 'course.json'));
  }

  async readCaptions(courseId: string): Promise<CaptionsFile> {
    return (await readJson<CaptionsFile>(path.join(this.courseDir(courseId), 'captions.json'))) ?? {};
  }

  async readPositions(courseId: string): Promise<Record<string, number>> {
    return (await readJson<Record<string, number>>(path.join(this.courseDir(courseId), 'positions.json'))) ?? {};
  }

  async writePosition(courseId: string, lectureId: string, position: number): Promise<void> {
    const positions = await this.readPositions(courseId);
    positions[lectureId] = position;
    await writeJsonAtomic(path.join(this.courseDir(courseId), 'positions.json'), positions);
  }

  /** Deletes a course's files (its index entry is changed by the caller). */
  async removeFiles(courseId: string): Promise<void> {
    await rm(this.courseDir(courseId), { recursive: true, force: true });
  }

  /** A fresh folder to download into, moved into place by commitStaging. */
  async staging(courseId: string): Promise<string> {
    assertCourseId(courseId);
    const dir = path.join(this.root, `.staging-${courseId}-${randomBytes(4).toString('hex')}`);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  /** Replaces the course's folder with a finished download (re-download replaces). */
  async commitStaging(courseId: string, staging: string): Promise<void> {
    const target = this.courseDir(courseId);
    const old = `${target}.old-${randomBytes(4).toString('hex')}`;
    await rename(target, old).catch(() => undefined);
    await rename(staging, target);
    await rm(old, { recursive: true, force: true });
  }

  async queue(): Promise<OfflineProgressReport[]> {
    const rows = await readJson<OfflineProgressReport[]>(path.join(this.root, 'queue.json'));
    return Array.isArray(rows) ? rows : [];
  }

  private queueLock: Promise<unknown> = Promise.resolve();

  /** Changes the queue under a lock: record() appends while sync() drops what was sent. */
  updateQueue<T>(change: (rows: OfflineProgressReport[]) => Promise<T> | T): Promise<T> {
    const run = this.queueLock.then(async () => {
      const rows = await this.queue();
      const result = await change(rows);
      await writeJsonAtomic(path.join(this.root, 'queue.json'), rows);
      return result;
    });
    this.queueLock = run.catch(() => undefined);
    return run;
  }
}
