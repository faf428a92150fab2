/**
 * The offline channels (IPC.offline*), registered on the wiring's sender-checked registrar. Every
 * argument is parsed with bounds before it reaches the offline service; anything else throws.
 */
import { IPC, type OfflineDownloadRequest, type OfflineProgressReport } from '../../common/bridge';
import { SECOND_MAX, WATCHED_DELTA_MAX } from '../../common/contract/lecture';
import { isOfflineCourseId, isOfflineLectureId, OFFLINE_MAX_LECTURES } from '../../common/offline';
import type { IpcRegistrar } from '../ipc';
import { MAX_TOKEN_LENGTH } from '../tokenVault';
import type { Offline } from './service';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function courseIdOf(value: unknown): string {
  if (!isOfflineCourseId(value)) throw new Error('courseId must be a course url');
  return value;
}

function tokenOf(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TOKEN_LENGTH) throw new Error('accessToken must be a non-empty string');
  return value;
}

function boundedNumber(value: unknown, name: string, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) throw new Error(`${name} must be a number from 0 to ${max}`);
  return value;
}

export function parseOfflineDownload(value: unknown): OfflineDownloadRequest {
  if (!isPlainObject(value)) throw new Error('offline download request must be an object');
  const { lectureIds } = value;
  if (!Array.isArray(lectureIds) || lectureIds.length > OFFLINE_MAX_LECTURES) throw new Error(`lectureIds must be a list of at most ${OFFLINE_MAX_LECTURES} ids`);
  for (const id of lectureIds) if (!isOfflineLectureId(id)) throw new Error('lectureIds must be lecture ids');
  return { courseId: courseIdOf(value.courseId), lectureIds: [...new Set(lectureIds as string[])], accessToken: tokenOf(value.accessToken) };
}

export function parseOfflineReport(value: unknown): OfflineProgressReport {
  if (!isPlainObject(value)) throw new Error('offline report must be an object');
  if (!isOfflineLectureId(value.lectureId)) throw new Error('lectureId must be a lecture id');
  const at = value.at;
  if (typeof at !== 'string' || at.length > 40 || Number.isNaN(Date.parse(at))) throw new Error('at must be an ISO time');
  return {
    courseId: courseIdOf(value.courseId),
    lectureId: value.lectureId,
    position: boundedNumber(value.position, 'position', SECOND_MAX),
    watchedSeconds: boundedNumber(value.watchedSeconds, 'watchedSeconds', WATCHED_DELTA_MAX),
    at: new Date(at).toISOString(),
  };
}

export function registerOfflineHandlers(ipc: IpcRegistrar, offline: Offline): void {
  ipc.handle(IPC.offlineDownload, 1, (args) => {
    return offline.download(parseOfflineDownload(args[0]));
  });
  ipc.handle(IPC.offlineCourses, 0, () => {
    return offline.courses();
  });
  ipc.handle(IPC.offlineCourse, 1, (args) => {
    return offline.course(courseIdOf(args[0]));
  });
  ipc.handle(IPC.offlineRemove, 1, async (args) => {
    await offline.remove(courseIdOf(args[0]));
  });
  ipc.handle(IPC.offlineRecord, 1, async (args) => {
    await offline.record(parseOfflineReport(args[0]));
  });
  ipc.handle(IPC.offlineSync, 1, (args) => {
    return offline.sync(tokenOf(args[0]));
  });
}
