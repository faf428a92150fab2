import { describe, expect, it, vi } from 'vitest';
import { IPC } from '../../common/bridge';
import { createIpcRegistrar, type IpcInvokeEventLike } from '../ipc';
import { registerOfflineHandlers } from './ipc';
import type { Offline } from './service';

const APP = { senderFrame: { url: 'app://belajar/courses/course-a/lecture/11' } };

function setup() {
  const handlers = new Map<string, (event: IpcInvokeEventLike, ...args: unknown[]) => unknown>();
  const offline = {
    download: vi.fn(async () => ({ ok: true })),
    courses: vi.fn(async () => []),
    course: vi.fn(async () => null),
    remove: vi.fn(async () => undefined),
    record: vi.fn(async () => undefined),
    sync: vi.fn(async () => ({ sent: 0, revoked: [] })),
  };
  registerOfflineHandlers(createIpcRegistrar({ handle: (c, h) => void handlers.set(c, h), removeHandler: () => undefined }, ['app://belajar']), offline as unknown as Offline);
  const call = (channel: string, event: IpcInvokeEventLike, ...args: unknown[]) => Promise.resolve().then(() => handlers.get(channel)!(event, ...args));
  return { handlers, offline, call };
}

const report = { courseId: 'course-a', lectureId: '11', position: 12.5, watchedSeconds: 5, at: '2026-11-27T10:00:00Z' };

describe('offline IPC channels', () => {
  it('registers every offline channel and refuses frames of other origins on each', async () => {
    const { handlers, offline, call } = setup();
    expect([...handlers.keys()].sort()).toEqual([IPC.offlineCourse, IPC.offlineCourses, IPC.offlineDownload, IPC.offlineRecord, IPC.offlineRemove, IPC.offlineSync].sort());
    for (const channel of handlers.keys()) {
      await expect(call(channel, { senderFrame: { url: 'https://evil.example/' } }, 'course-a')).rejects.toThrow(/not the app/);
    }
    for (const fn of Object.values(offline)) expect(fn).not.toHaveBeenCalled();
  });

  it('passes well-formed arguments on', async () => {
    const { offline, call } = setup();
    await call(IPC.offlineDownload, APP, { courseId: 'course-a', lectureIds: ['11', '11', '12'], accessToken: 't' });
    expect(offline.download).toHaveBeenCalledWith({ courseId: 'course-a', lectureIds: ['11', '12'], accessToken: 't' });
    await call(IPC.offlineRecord, APP, report);
    expect(offline.record).toHaveBeenCalledWith({ ...report, at: '2026-11-27T10:00:00.000Z' });
    await call(IPC.offlineSync, APP, 't');
    await call(IPC.offlineCourse, APP, 'course-a');
    expect(offline.course).toHaveBeenCalledWith('course-a');
  });

  it('throws on paths, out-of-bound numbers, huge lists and extra arguments', async () => {
    const { offline, call } = setup();
    const bad: [string, unknown[]][] = [
      [IPC.offlineCourse, ['../../etc']],
      [IPC.offlineRemove, ['course-a/../x']],
      [IPC.offlineRemove, ['Course A']],
      [IPC.offlineCourse, ['course-a', 'extra']],
      [IPC.offlineCourses, ['x']],
      [IPC.offlineDownload, [{ courseId: 'course-a', lectureIds: ['../x'], accessToken: 't' }]],
      [IPC.offlineDownload, [{ courseId: 'course-a', lectureIds: Array.from({ length: 2001 }, (_, i) => String(i + 1)), accessToken: 't' }]],
      [IPC.offlineDownload, [{ courseId: 'course-a', lectureIds: [], accessToken: '' }]],
      [IPC.offlineRecord, [{ ...report, watchedSeconds: 601 }]],
      [IPC.offlineRecord, [{ ...report, position: -1 }]],
      [IPC.offlineRecord, [{ ...report, position: Number.NaN }]],
      [IPC.offlineRecord, [{ ...report, at: 'yesterday' }]],
      [IPC.offlineSync, ['x'.repeat(20_000)]],
    ];
    for (const [channel, args] of bad) await expect(call(channel, APP, ...args), `${channel} ${JSON.stringify(args).slice(0, 80)}`).rejects.toThrow();
    for (const fn of Object.values(offline)) expect(fn).not.toHaveBeenCalled();
  });
});
