/**
 * The lecture page from the desktop app's saved copy (issue 22): when the API cannot be reached
 * (not when it refuses), a course kept offline opens from offline.course(), its video from the
 * app:// offline path, reports go to offline.record, and the next request that succeeds syncs.
 */
import { describe, expect, it, vi } from 'vitest';
import type { OfflineProgressReport } from '../../../common/bridge';
import type { Chapter, LectureSummary, MaterialDetail } from '../../../common/contract/lecture';
import type { OfflineCourse } from '../../../common/offline';
import { fail, ok, type Scripted } from '../../api/testAdapter';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { lectureLoader } from './loaders';
import type { OfflineApi } from './store';
import { lectureOf } from './store';

const summary = { contentId: 7, url: 'kelas', title: 'Kelas', continueMaterialId: 11, totalMaterials: 1, finishedMaterials: 0, progressPercent: 0 } as LectureSummary;
const chapters = [
  { id: 1, position: 1, title: 'Bab', materials: [{ id: 11, position: 1, itemType: 5, title: 'L11', durationSeconds: 24, isPreview: false, status: 2, locked: false, positionSecond: 7 }] },
] as Chapter[];
const detail = {
  id: 11,
  title: 'L11',
  itemType: 5,
  video: { src: '/offline/kelas/11', mime: 'video/mp4', captions: [{ lang: 'id', label: 'Bahasa Indonesia', src: '/offline/kelas/11/captions/id' }], expiresAt: '' },
  progress: { materialId: 11, status: 2, furthestSecond: 7, positionSecond: 7, watchedSeconds: 7, secondsToFinish: 22 },
  prevMaterialId: null,
  nextMaterialId: null,
} as unknown as MaterialDetail;
const saved: OfflineCourse = { courseId: 'kelas', summary, chapters, lessons: { '11': { detail, hasMedia: true, bytes: 100, captions: ['id'] } }, savedAt: '' };

function desktopRoot(handler: () => Scripted) {
  const records: OfflineProgressReport[] = [];
  const offline = {
    download: vi.fn(),
    courses: vi.fn(async () => []),
    course: vi.fn(async (id: string) => (id === 'kelas' ? saved : null)),
    remove: vi.fn(),
    record: vi.fn(async (r: OfflineProgressReport) => void records.push(r)),
    sync: vi.fn(async () => ({ sent: records.length, revoked: [] })),
    onProgress: () => () => undefined,
  } satisfies OfflineApi;
  const mem = memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });
  const platform = { ...mem.platform, kind: 'desktop' as const, offline };
  const root = testRoot(handler, { ...mem, platform });
  return { ...root, offline, records };
}

describe('the lecture from the saved copy', () => {
  it('opens a course kept offline when the API cannot be reached, plays from app://, records reports, syncs when back', async () => {
    let online = false;
    const { store, offline, records } = desktopRoot(() => (online ? ok(summary) : { fail: 'refused' }));
    await store.boot();
    await lectureLoader(store, loaderArgs({ url: 'kelas', materialId: '11' }));
    const lecture = lectureOf(store);
    expect(lecture.offlineMode).toBe(true);
    expect(lecture.summaryInfo.data?.title).toBe('Kelas');
    expect(lecture.chapters.data?.[0]?.materials[0]?.positionSecond).toBe(7);
    const lesson = lecture.materialsDetail.get({ url: 'kelas', id: 11 }).data!;
    expect(lecture.mediaUrl(lesson.video!.src)).toBe('/offline/kelas/11'); // never prefixed with the API base
    expect(await lecture.reportPosition(11, 12, 5)).toBeNull();
    expect(records).toEqual([{ courseId: 'kelas', lectureId: '11', position: 12, watchedSeconds: 5, at: expect.any(String) }]);

    online = true;
    offline.sync.mockClear();
    await lecture.refreshProgress();
    expect(lecture.offlineMode).toBe(false);
    expect(offline.sync).toHaveBeenCalledWith('AT');
  });

  it('an answer from the API (403: access ended) is shown as online, never replaced by the saved copy', async () => {
    const { store, offline } = desktopRoot(() => fail(403, 'Kamu belum terdaftar di kelas ini.'));
    await store.boot();
    await lectureLoader(store, loaderArgs({ url: 'kelas', materialId: '11' }));
    expect(lectureOf(store).offlineMode).toBe(false);
    expect(lectureOf(store).summaryInfo.errorStatus).toBe(403);
    expect(offline.course).not.toHaveBeenCalled();
  });

  it('a course not kept offline shows the network error as before', async () => {
    const { store } = desktopRoot(() => ({ fail: 'network' }));
    await store.boot();
    await lectureLoader(store, loaderArgs({ url: 'lain', materialId: '11' }));
    expect(lectureOf(store).offlineMode).toBe(false);
    expect(lectureOf(store).summaryInfo.error).not.toBeNull();
  });
});
