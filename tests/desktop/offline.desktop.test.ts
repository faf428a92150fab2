/**
 * Offline lessons in the desktop harness (issue 22): a student downloads a lesson of an enrolled
 * course through the lecture page, the API stops, the lecture opens from the saved copy and the
 * video plays from disk (decrypted by the wiring's app:// handler, with Range requests), the
 * position is recorded locally, and once the API is back the position reaches the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chapter, MaterialDetail } from '../../src/common/contract/lecture';
import { LessonItemType } from '../../src/common/lecture';
import { api } from '../e2e/learning-support';
import { launchDesktop, type DesktopHarness } from './harness';
import { createStudent, signIn, type Student } from './harness/student';

const SCREENS = path.resolve('test-results/screens');
const COURSE = 'memulai-bisnis-dari-nol';

describe('offline lessons in the desktop app', () => {
  let h: DesktopHarness;
  let student: Student;
  beforeAll(async () => {
    h = await launchDesktop({ api: true });
    student = await createStudent(h.apiUrl, 'Offline Student');
  });
  afterAll(async () => h?.close());

  it('downloads a lesson, plays it from disk without the API, and sends the position when the API returns', async () => {
    const course = await api<{ id: number }>(h.apiUrl, 'GET', `courses/${COURSE}`, student.bearer);
    const contentId = (course.result as { id?: number; contentId?: number }).contentId ?? (course.result as { id: number }).id;
    expect((await api(h.apiUrl, 'POST', 'enrollments/enroll-free-content', student.bearer, { contentId })).status).toBeLessThan(300);
    const chapters = (await api<Chapter[]>(h.apiUrl, 'GET', `courses/${COURSE}/lecture/chapters`, student.bearer)).result;
    const video = chapters.flatMap((c) => c.materials).find((m) => m.itemType === LessonItemType.VIDEO && !m.locked)!;
    expect(video).toBeDefined();

    const page = await h.page();
    const lecturePath = `/courses/${COURSE}/lecture/${video.id}`;
    await signIn(page, student, lecturePath);

    // Download for offline: the dialog lists the videos, all chosen; keep only this one.
    await page.getByTestId('offline-download').click();
    await page.getByRole('button', { name: 'Kosongkan pilihan' }).click();
    await page.getByTestId(`offline-video-${video.id}`).check();
    await page.getByTestId('offline-start').click();
    await page.getByTestId('offline-available').waitFor({ timeout: 60_000 });
    fs.mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS, 'desktop-offline-available.png') });
    const [kept] = await h.desktop.offline!.courses();
    expect(kept).toMatchObject({ courseId: COURSE, state: 'ready', lectureIds: [String(video.id)] });
    expect(fs.readdirSync(path.join(h.userDataDir, 'offline', COURSE)).sort()).toEqual([`${video.id}.media`, 'captions.json', 'course.json']);

    // The network goes away: the lecture opens from the saved copy and plays from disk.
    await h.api!.stopApi();
    await page.reload();
    await page.getByTestId('offline-badge').waitFor({ timeout: 30_000 });
    const videoEl = page.locator('video');
    await videoEl.waitFor();
    expect(await videoEl.locator('source').getAttribute('src')).toBe(`/offline/${COURSE}/${video.id}`);
    await videoEl.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 6, undefined, { timeout: 30_000 });
    expect(h.loopback.log.some((line) => line.startsWith(`GET /offline/${COURSE}/${video.id} 206`))).toBe(true);
    await page.screenshot({ path: path.join(SCREENS, 'desktop-offline-lecture.png') });

    // The player reports every 5 s: the reports wait in the queue.
    await videoEl.evaluate((v: HTMLVideoElement) => v.pause());
    await expect.poll(async () => (await h.desktop.offline!.store.queue()).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const queued = await h.desktop.offline!.store.queue();
    const lastPosition = queued.at(-1)!.position;
    expect(lastPosition).toBeGreaterThan(3);

    // The API comes back: the next load syncs the queue, and the server has the position.
    await h.api!.startApi();
    await page.reload();
    await expect.poll(async () => (await h.desktop.offline!.store.queue()).length, { timeout: 30_000 }).toBe(0);
    const detail = (await api<MaterialDetail>(h.apiUrl, 'GET', `courses/${COURSE}/lecture/materials/${video.id}`, student.bearer)).result;
    expect(detail.progress.positionSecond).toBeGreaterThan(3);
    expect(detail.progress.watchedSeconds).toBeGreaterThan(3);
  });
});
