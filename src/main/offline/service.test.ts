import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_EVENTS } from '../../common/bridge';
import { offlineMediaPath } from '../../common/offline';
import { keyFingerprint } from './mediaKey';
import { createOfflineMediaHandler } from './serve';
import { createOffline } from './service';
import { fakeApi } from './testApi';

const video = randomBytes(300_000);
const TOKEN = 'student-token';
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'offline-service-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function setup(key = randomBytes(32)) {
  const api = fakeApi({ video });
  const send = vi.fn();
  const offline = createOffline({
    rootDir: dir,
    apiBase: 'http://api.test:3000',
    fetch: api.fetch,
    send,
    log: () => undefined,
    loadKey: async () => ({ key, backend: 'keychain', fingerprint: keyFingerprint(key) }),
  });
  const serve = createOfflineMediaHandler(offline);
  const get = (p: string, headers: Record<string, string> = {}) => serve(new Request(`app://belajar${p}`, { headers }), new URL(`app://belajar${p}`));
  return { api, send, offline, get, key };
}

describe('offline lessons: download, play from disk, replay', () => {
  it('keeps the outline, texts, captions and the chosen video, encrypted, and serves it with Range', async () => {
    const { api, send, offline, get } = setup();
    expect(await offline.download({ courseId: 'course-a', lectureIds: ['11'], accessToken: TOKEN })).toEqual({ ok: true });

    const [summary] = await offline.courses();
    expect(summary).toMatchObject({ courseId: 'course-a', title: 'Course A', state: 'ready', lectureIds: ['11'], bytes: video.length });
    const course = await offline.course('course-a');
    expect(course!.lessons['13']!.detail.body).toBe('Reading 13');
    expect(course!.lessons['11']!.detail.video!.src).toBe(offlineMediaPath('course-a', '11'));
    expect(course!.lessons['12']).toMatchObject({ hasMedia: false, detail: { video: null } }); // not chosen
    // Progress events reach the window; the token went only to the API origin, never to media URLs.
    expect(send).toHaveBeenLastCalledWith(IPC_EVENTS.offlineProgress, { courseId: 'course-a', received: video.length, total: video.length });
    for (const r of api.state.requests) expect(r.auth === null || r.url.includes('/lecture/media/') === false).toBe(true);
    expect(JSON.stringify(await readdir(path.join(dir, 'course-a')))).not.toContain('part');
    const onDisk = await readFile(path.join(dir, 'course-a', '11.media'));
    expect(onDisk.includes(video.subarray(1000, 1064))).toBe(false);
    expect(JSON.stringify(await readFile(path.join(dir, 'index.json'), 'utf8'))).not.toContain(TOKEN);

    const whole = await get(offlineMediaPath('course-a', '11'));
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
    const part = await get(offlineMediaPath('course-a', '11'), { Range: 'bytes=65530-65545' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 65530-65545/${video.length}`);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(65530, 65546))).toBe(true);
    const captions = await get('/offline/course-a/11/captions/id');
    expect(captions.headers.get('content-type')).toContain('text/vtt');
    expect(await captions.text()).toContain('Halo 11');
    expect((await get(offlineMediaPath('course-a', '12'))).status).toBe(404);
  });

  it('a failed download leaves no half file and says why; a re-download replaces', async () => {
    const { api, offline } = setup();
    api.state.cutVideoAt = 200_000;
    const failed = await offline.download({ courseId: 'course-a', lectureIds: ['11'], accessToken: TOKEN });
    expect(failed.ok).toBe(false);
    expect((await offline.courses())[0]).toMatchObject({ state: 'failed', reason: expect.stringContaining('reset') });
    expect(await readdir(dir)).toEqual(['index.json']);
    expect(await offline.course('course-a')).toBeNull();

    api.state.cutVideoAt = null;
    expect((await offline.download({ courseId: 'course-a', lectureIds: ['11', '12'], accessToken: TOKEN })).ok).toBe(true);
    expect((await offline.courses())[0]).toMatchObject({ state: 'ready', lectureIds: ['11', '12'] });
    expect((await readdir(path.join(dir, 'course-a'))).sort()).toEqual(['11.media', '12.media', 'captions.json', 'course.json']);
  });

  it('records positions offline and replays them in order; acknowledged and final refusals are dropped, network failures kept', async () => {
    const { api, offline } = setup();
    await offline.download({ courseId: 'course-a', lectureIds: ['11'], accessToken: TOKEN });
    api.state.online = false;
    const at = new Date().toISOString();
    await offline.record({ courseId: 'course-a', lectureId: '11', position: 5, watchedSeconds: 5, at });
    await offline.record({ courseId: 'course-a', lectureId: '11', position: 10, watchedSeconds: 5, at });
    await offline.record({ courseId: 'course-a', lectureId: '13', position: 0, watchedSeconds: 9999, at }); // clamped to 600
    await expect(offline.record({ courseId: 'not-kept', lectureId: '11', position: 1, watchedSeconds: 1, at })).rejects.toThrow(/not kept/);
    // Resuming offline starts where the student stopped.
    expect((await offline.course('course-a'))!.lessons['11']!.detail.progress.positionSecond).toBe(10);

    expect(await offline.sync(TOKEN)).toEqual({ sent: 0, revoked: [] });
    expect(await offline.store.queue()).toHaveLength(3);

    api.state.online = true;
    api.state.positionStatus.set(13, 404); // final: dropped with a log
    expect(await offline.sync(TOKEN)).toEqual({ sent: 2, revoked: [] });
    expect(api.state.positions.map((p) => [p.id, p.body, p.auth])).toEqual([
      [11, { positionSecond: 5, watchedSeconds: 5, recordedAt: at }, `Bearer ${TOKEN}`],
      [11, { positionSecond: 10, watchedSeconds: 5, recordedAt: at }, `Bearer ${TOKEN}`],
    ]);
    expect(await offline.store.queue()).toEqual([]);

    api.state.positionStatus.set(11, 503); // the server is back but failing: keep for next time
    await offline.record({ courseId: 'course-a', lectureId: '11', position: 15, watchedSeconds: 5, at });
    expect((await offline.sync(TOKEN)).sent).toBe(0);
    expect(await offline.store.queue()).toHaveLength(1);
  });

  it('revokes a course whose enrolment ended: files deleted, the library says why', async () => {
    const { api, offline, get } = setup();
    await offline.download({ courseId: 'course-a', lectureIds: ['11'], accessToken: TOKEN });
    api.state.summaryStatus = 403;
    expect(await offline.sync(TOKEN)).toEqual({ sent: 0, revoked: ['course-a'] });
    expect((await offline.courses())[0]).toMatchObject({ state: 'revoked', reason: 'Kamu tidak lagi terdaftar di kelas ini.', lectureIds: [] });
    expect(await readdir(dir)).toEqual(['index.json']);
    expect((await get(offlineMediaPath('course-a', '11'))).status).toBe(404);
    expect(await offline.course('course-a')).toBeNull();
  });

  it('a course saved under a key that is gone shows as failed, and its media is not served', async () => {
    const first = setup();
    await first.offline.download({ courseId: 'course-a', lectureIds: ['11'], accessToken: TOKEN });
    const { offline, get } = setup(randomBytes(32));
    expect((await offline.courses())[0]).toMatchObject({ state: 'failed', reason: expect.stringContaining('key') });
    expect((await get(offlineMediaPath('course-a', '11'))).status).toBe(404);
  });
});
