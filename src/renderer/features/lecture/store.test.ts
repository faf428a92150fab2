import { describe, expect, it } from 'vitest';
import type { Chapter, LectureSummary, MaterialDetail } from '../../../common/contract/lecture';
import { activeCueIndex, classProgressOf, clock, LessonItemType, notesAreTimed, parseVtt, progressPercent } from '../../../common/lecture';
import { fail, ok } from '../../api/testAdapter';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { lectureLoader, materialIdOf } from './loaders';
import { lectureOf } from './store';

const summary: LectureSummary = {
  contentId: 7,
  url: 'kelas',
  contentType: 1,
  title: 'Kelas',
  imageUrl: null,
  instructorName: null,
  sequential: false,
  totalMaterials: 2,
  finishedMaterials: 0,
  progressPercent: 0,
  classProgress: 'NOTSTARTED',
  continueMaterialId: 11,
  totalDurationSeconds: 54,
  certificate: null,
};
const item = (id: number, status = 1) => ({
  id,
  position: id,
  itemType: 5 as const,
  title: `L${id}`,
  durationSeconds: 24,
  isPreview: false,
  status: status as 1,
  locked: false,
  positionSecond: 0,
});
const chapters: Chapter[] = [{ id: 1, position: 1, title: 'Bab', materials: [item(11), item(12)] }];
const detail = (id: number): MaterialDetail => ({
  id,
  contentId: 7,
  chapterId: 1,
  chapterTitle: 'Bab',
  itemType: 5,
  title: `L${id}`,
  durationSeconds: 24,
  isPreview: false,
  body: null,
  externalUrl: null,
  video: { src: `/web/v2/lecture/media/1?s=1&e=1&sig=x`, mime: 'video/mp4', captions: [], expiresAt: '2030-01-01T00:00:00Z' },
  progress: { materialId: id, status: 2, furthestSecond: 0, positionSecond: 0, watchedSeconds: 0, secondsToFinish: 22 },
  prevMaterialId: null,
  nextMaterialId: 12,
});
const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });

describe('LectureStore (course lecture area)', () => {
  it('the loader asks summary and chapters, then the lesson to continue; twice asks once', async () => {
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('/summary')) return ok(summary);
      if (c.url.endsWith('/chapters')) return ok(chapters);
      return ok(detail(Number(c.url.split('/').at(-1))));
    }, signedIn());
    await store.boot();
    await lectureLoader(store, loaderArgs({ url: 'kelas' }));
    await lectureLoader(store, loaderArgs({ url: 'kelas' }));
    expect(calls.map((c) => c.url).sort()).toEqual(['/web/v2/courses/kelas/lecture/chapters', '/web/v2/courses/kelas/lecture/materials/11', '/web/v2/courses/kelas/lecture/summary']);
    expect(lectureOf(store).materialsDetail.get({ url: 'kelas', id: 11 }).data?.title).toBe('L11');
  });

  it('a chapters failure clears chapters (spec 4) and keeps the message', async () => {
    let failing = false;
    const { store } = testRoot((c) => {
      if (c.url.endsWith('/summary')) return ok(summary);
      if (c.url.endsWith('/chapters')) return failing ? fail(409, 'Server sibuk') : ok(chapters);
      return ok(detail(11));
    }, signedIn());
    await store.boot();
    await lectureLoader(store, loaderArgs({ url: 'kelas', materialId: '11' }));
    expect(lectureOf(store).chapters.data).toHaveLength(1);
    failing = true;
    await lectureOf(store).refreshProgress();
    expect(lectureOf(store).chapters.data).toBeNull();
    expect(lectureOf(store).chapters.error).toBe('Server sibuk');
    expect(lectureOf(store).summaryInfo.data).not.toBeNull();
  });

  it('a position report patches the lesson, and a status change asks summary and chapters again', async () => {
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('/position')) return ok({ materialId: 11, status: 3, furthestSecond: 24, positionSecond: 24, watchedSeconds: 23, secondsToFinish: 22 });
      if (c.url.endsWith('/summary')) return ok(summary);
      if (c.url.endsWith('/chapters')) return ok(chapters);
      return ok(detail(11));
    }, signedIn());
    await store.boot();
    await lectureLoader(store, loaderArgs({ url: 'kelas', materialId: '11' }));
    const before = calls.length;
    const p = await lectureOf(store).reportPosition(11, 24, 5);
    expect(p?.status).toBe(3);
    expect(calls[before]).toMatchObject({ method: 'PUT', url: '/web/v2/lecture/materials/11/position' });
    expect(calls[before]?.data).toEqual({ positionSecond: 24, watchedSeconds: 5 });
    expect(lectureOf(store).chapters.data?.[0]?.materials[0]?.status).toBe(3);
    expect(lectureOf(store).materialsDetail.get({ url: 'kelas', id: 11 }).data?.progress.watchedSeconds).toBe(23);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.slice(before + 1).map((c) => c.url.split('/').at(-1))).toEqual(expect.arrayContaining(['summary', 'chapters']));
  });

  it('opening a reading shows it finished in the chapters at once, and asks the summary again', async () => {
    const reading = { ...item(13), itemType: 1 as const };
    const withReading: Chapter[] = [{ id: 1, position: 1, title: 'Bab', materials: [item(11), reading, item(12)] }];
    const opened: MaterialDetail = { ...detail(13), itemType: 1, body: 'Bacaan', video: null, progress: { ...detail(13).progress, status: 3 } };
    let read = false;
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('/summary')) return ok(summary);
      // Chapters read before the lesson was opened still say NOT_STARTED.
      if (c.url.endsWith('/chapters')) return ok(read ? [{ ...withReading[0]!, materials: [item(11), { ...reading, status: 3 as 1 }, item(12)] }] : withReading);
      read ||= c.url.endsWith('/13');
      return ok(c.url.endsWith('/13') ? opened : detail(11));
    }, signedIn());
    await store.boot();
    await lectureLoader(store, loaderArgs({ url: 'kelas', materialId: '13' }));
    await new Promise((r) => setTimeout(r, 0));
    const statuses = () => lectureOf(store).chapters.data?.[0]?.materials.map((m) => m.status);
    expect(statuses()).toEqual([1, 3, 1]);
    expect(calls.filter((c) => c.url.endsWith('/summary')).length).toBe(2);
    // A video opened is started (ONGOING) in the sidebar too, without asking again.
    const before = calls.length;
    await lectureOf(store).material('kelas', 11);
    await new Promise((r) => setTimeout(r, 0));
    expect(statuses()?.[0]).toBe(2);
    expect(calls.length).toBe(before + 1);
  });

  it('next names the next lesson; notes are added, edited and deleted in the list', async () => {
    const { store } = testRoot((c) => {
      if (c.url.endsWith('on-button-next-click')) return ok({ nextMaterialId: 12, nextUnlocked: true, progress: detail(11).progress });
      if (c.url.endsWith('/notes') && c.method === 'GET') return ok([]);
      if (c.url.endsWith('/lecture/notes')) return ok({ id: 5, contentId: 7, materialId: 11, materialTitle: 'L11', timed: true, second: 3, body: 'hai', createdAt: '', updatedAt: '' }, 201);
      if (c.url.endsWith('/notes/5') && c.method === 'PUT')
        return ok({ id: 5, contentId: 7, materialId: 11, materialTitle: 'L11', timed: true, second: 3, body: 'ubah', createdAt: '', updatedAt: '' });
      if (c.url.endsWith('/notes/5')) return ok({ id: 5 });
      if (c.url.endsWith('/summary')) return ok(summary);
      if (c.url.endsWith('/chapters')) return ok(chapters);
      return ok(detail(11));
    }, signedIn());
    await store.boot();
    await lectureLoader(store, loaderArgs({ url: 'kelas', materialId: '11' }));
    expect(await lectureOf(store).next(11)).toMatchObject({ ok: true, value: { nextMaterialId: 12 } });
    await lectureOf(store).loadNotes();
    expect((await lectureOf(store).addNote(11, 3, 'hai')).ok).toBe(true);
    expect(lectureOf(store).notes.data?.map((n) => n.body)).toEqual(['hai']);
    await lectureOf(store).editNote(5, 'ubah');
    expect(lectureOf(store).notes.data?.map((n) => n.body)).toEqual(['ubah']);
    await lectureOf(store).deleteNote(5);
    expect(lectureOf(store).notes.data).toEqual([]);
  });

  it('the completion panel opens when the server says the course was just completed, not on a guess (issue 25)', async () => {
    let finished = 0;
    const done = {
      ...summary,
      finishedMaterials: 2,
      progressPercent: 100,
      classProgress: 'FINISHED' as const,
      certificate: { number: 'BLJ-2026-AAAA-BBBB-CCCC-DDDD', verificationPath: '/certificates/BLJ-2026-AAAA-BBBB-CCCC-DDDD' },
    };
    const { store } = testRoot((c) => {
      if (c.url.endsWith('/position')) {
        finished += 1;
        return ok({ materialId: finished === 1 ? 11 : 12, status: 3, furthestSecond: 24, positionSecond: 24, watchedSeconds: 23, secondsToFinish: 22 });
      }
      if (c.url.endsWith('/summary')) return ok(finished >= 2 ? done : { ...summary, finishedMaterials: finished, classProgress: finished ? 'ONGOING' : 'NOTSTARTED' });
      if (c.url.endsWith('/chapters')) return ok([{ ...chapters[0]!, materials: [item(11, finished >= 1 ? 3 : 1), item(12, finished >= 2 ? 3 : 1)] }]);
      return ok(detail(11));
    }, signedIn());
    await store.boot();
    await lectureLoader(store, loaderArgs({ url: 'kelas', materialId: '11' }));
    const lecture = lectureOf(store);
    // One lesson finished of two: not complete, the panel stays shut, lesson 12 is what is left.
    await lecture.reportPosition(11, 24, 5);
    await lecture.refreshProgress();
    expect(lecture.completed).toBe(false);
    expect(lecture.completionOpen).toBe(false);
    expect(lecture.remaining().map((m) => m.id)).toEqual([12]);
    // Even with every tick green in the sidebar, only the server's summary completes the course.
    lecture.patchProgress({ materialId: 12, status: 3, furthestSecond: 24, positionSecond: 24, watchedSeconds: 23, secondsToFinish: 0 });
    expect(lecture.completed).toBe(false);
    // The last lesson's report: the server's summary turns FINISHED with the certificate, the panel opens.
    await lecture.reportPosition(12, 24, 5);
    await lecture.refreshProgress();
    expect(lecture.completed).toBe(true);
    expect(lecture.completionOpen).toBe(true);
    expect(lecture.summaryInfo.data?.certificate?.number).toBe('BLJ-2026-AAAA-BBBB-CCCC-DDDD');
    lecture.closeCompletion();
    // Opening the course again (already complete) does not pop it open by itself.
    await lecture.refreshProgress();
    lecture.reset();
    await lectureLoader(store, loaderArgs({ url: 'kelas', materialId: '11' }));
    expect(lecture.completed).toBe(true);
    expect(lecture.completionOpen).toBe(false);
  });

  it('a course found complete on opening (the lesson that finished it answered first) shows the completion once', async () => {
    const done = { ...summary, contentId: 8, finishedMaterials: 2, progressPercent: 100, classProgress: 'FINISHED' as const, certificate: null };
    const { store } = testRoot((c) => {
      if (c.url.endsWith('/summary')) return ok(done);
      if (c.url.endsWith('/chapters')) return ok([{ ...chapters[0]!, materials: [item(11, 3), item(12, 3)] }]);
      return ok(detail(11));
    }, signedIn());
    await store.boot();
    await lectureLoader(store, loaderArgs({ url: 'kelas', materialId: '12' }));
    expect(lectureOf(store).completionOpen).toBe(true);
  });

  it('what to learn next: the next-level classes, else similar ones, never the course itself', async () => {
    const card = (contentId: number) => ({ contentId, type: 1, url: `c${contentId}`, title: `C${contentId}` });
    let nextLevel = [card(7)];
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('similar-contents-kelas-lanjutan')) return ok(nextLevel);
      if (c.url.endsWith('/similar-contents')) return ok([card(7), card(8), card(9)]);
      return ok(summary);
    }, signedIn());
    await store.boot();
    const picks = await lectureOf(store).loadNextCourses(7);
    expect(picks?.map((c) => c.contentId)).toEqual([8, 9]);
    expect(calls.map((c) => c.url)).toEqual(['/web/v2/contents/7/similar-contents-kelas-lanjutan', '/web/v2/contents/7/similar-contents']);
    nextLevel = [card(21)];
    lectureOf(store).reset();
    expect((await lectureOf(store).loadNextCourses(7))?.map((c) => c.contentId)).toEqual([21]);
  });

  it('a guest asks nothing; a refusal is kept with its status for the page', async () => {
    const guest = testRoot(() => ok(summary));
    await guest.store.boot();
    await lectureLoader(guest.store, loaderArgs({ url: 'kelas' }));
    expect(guest.calls.length).toBe(0);
    const { store } = testRoot(() => fail(403, 'Anda belum terdaftar di kelas ini.'), signedIn());
    await store.boot();
    await lectureLoader(store, loaderArgs({ url: 'kelas' }));
    expect(lectureOf(store).summaryInfo.errorStatus).toBe(403);
    expect(lectureOf(store).summaryInfo.error).toMatch(/belum terdaftar/);
  });

  it('reads the lesson id of the path', () => {
    expect(materialIdOf({ materialId: '12' })).toBe(12);
    expect(materialIdOf({ materialId: 'x' })).toBeNull();
    expect(materialIdOf({})).toBeNull();
  });
});

describe('shared lecture rules', () => {
  it('class progress, percent, clock and captions', () => {
    expect(classProgressOf(0, 0, 5)).toBe('NOTSTARTED');
    expect(classProgressOf(0, 1, 5)).toBe('ONGOING');
    expect(classProgressOf(5, 0, 5)).toBe('FINISHED');
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(299, 300)).toBe(99);
    expect(progressPercent(3, 3)).toBe(100);
    expect(clock(75)).toBe('1:15');
    expect(clock(3725)).toBe('1:02:05');
    const cues = parseVtt('WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nSatu\n\n2\n00:00:04.000 --> 00:00:08.500\nDua <b>tebal</b>\n');
    expect(cues).toEqual([
      { start: 0, end: 4, text: 'Satu' },
      { start: 4, end: 8.5, text: 'Dua tebal' },
    ]);
    expect(activeCueIndex(cues, 5)).toBe(1);
    expect(activeCueIndex(cues, 20)).toBe(-1);
  });

  it('only a video lesson keeps the second of a note', () => {
    expect(notesAreTimed(LessonItemType.VIDEO)).toBe(true);
    expect([LessonItemType.TEXT, LessonItemType.EXTERNAL_URL, LessonItemType.QUIZ].map(notesAreTimed)).toEqual([false, false, false]);
  });
});
