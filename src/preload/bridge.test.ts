import { describe, expect, it, vi } from 'vitest';
import { IPC, IPC_EVENTS } from '../common/bridge';
import { createBridge, type IpcRendererLike } from './bridge';

function fakeIpc() {
  const listeners = new Map<string, Set<(event: unknown, ...args: any[]) => void>>();
  const ipc: IpcRendererLike & { emit(channel: string, ...args: unknown[]): void; count(channel: string): number } = {
    invoke: vi.fn(async (channel: string, ..._args: unknown[]) => channel),
    on: (channel, listener) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
    },
    removeListener: (channel, listener) => {
      listeners.get(channel)?.delete(listener);
    },
    emit: (channel, ...args) => listeners.get(channel)?.forEach((l) => l({}, ...args)),
    count: (channel) => listeners.get(channel)?.size ?? 0,
  };
  return ipc;
}

describe('preload bridge', () => {
  it('has the fixed shape and reads the version from argv', () => {
    const bridge = createBridge(fakeIpc(), ['electron', '--type=renderer', '--lm-app-version=0.1.0']);
    expect(bridge.platform).toBe('desktop');
    expect(bridge.appVersion).toBe('0.1.0');
    expect(Object.keys(bridge).sort()).toEqual(['appVersion', 'downloads', 'links', 'notifications', 'offline', 'platform', 'session']);
  });

  it('maps every call to its IPC channel with plain data only', async () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc, []);
    await bridge.session.get();
    await bridge.session.set({ accessToken: 'a', refreshToken: 'r', extra: 1 } as never);
    await bridge.session.clear();
    await bridge.session.backend();
    await bridge.downloads.save({ url: 'http://localhost:3000/x', fileName: 'x.pdf', accessToken: 't' });
    await bridge.downloads.save({ url: 'http://localhost:3000/y', fileName: 'y.pdf', library: { kind: 'invoice', ref: 'o1', title: 'Invoice', extra: 1 } as never });
    await bridge.downloads.folder();
    await bridge.downloads.chooseFolder();
    await bridge.downloads.library();
    await bridge.downloads.open('e1');
    await bridge.downloads.showInFolder('e1');
    await bridge.offline.download({ courseId: 'c1', lectureIds: ['l1'], accessToken: 't', extra: 1 } as never);
    await bridge.offline.courses();
    await bridge.offline.course('c1');
    await bridge.offline.remove('c1');
    await bridge.offline.record({ courseId: 'c1', lectureId: 'l1', position: 5, watchedSeconds: 4, at: '2026-11-27T00:00:00Z' });
    await bridge.offline.sync('t');
    await bridge.notifications.show({ title: 't', body: 'b', route: '/cart' });
    await bridge.notifications.setUnread(3);
    expect((ipc.invoke as ReturnType<typeof vi.fn>).mock.calls).toEqual([
      [IPC.sessionGet],
      [IPC.sessionSet, { accessToken: 'a', refreshToken: 'r' }],
      [IPC.sessionClear],
      [IPC.sessionBackend],
      [IPC.downloadSave, { url: 'http://localhost:3000/x', fileName: 'x.pdf', accessToken: 't' }],
      [IPC.downloadSave, { url: 'http://localhost:3000/y', fileName: 'y.pdf', library: { kind: 'invoice', ref: 'o1', title: 'Invoice' } }],
      [IPC.downloadFolder],
      [IPC.downloadChooseFolder],
      [IPC.downloadLibrary],
      [IPC.downloadOpen, 'e1'],
      [IPC.downloadShowInFolder, 'e1'],
      [IPC.offlineDownload, { courseId: 'c1', lectureIds: ['l1'], accessToken: 't' }],
      [IPC.offlineCourses],
      [IPC.offlineCourse, 'c1'],
      [IPC.offlineRemove, 'c1'],
      [IPC.offlineRecord, { courseId: 'c1', lectureId: 'l1', position: 5, watchedSeconds: 4, at: '2026-11-27T00:00:00Z' }],
      [IPC.offlineSync, 't'],
      [IPC.notificationShow, { title: 't', body: 'b', route: '/cart' }],
      [IPC.notificationUnread, 3],
    ]);
    // Every renderer → main channel of the contract is reachable through the bridge.
    const used = new Set((ipc.invoke as ReturnType<typeof vi.fn>).mock.calls.map((call) => call[0]));
    expect(Object.values(IPC).filter((channel) => !used.has(channel))).toEqual([]);
  });

  it('onClick delivers routes and returns an unsubscribe', () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc, []);
    const routes: string[] = [];
    const off = bridge.notifications.onClick((route) => routes.push(route));
    ipc.emit(IPC_EVENTS.notificationClick, '/user/notification');
    ipc.emit(IPC_EVENTS.notificationClick, { not: 'a string' });
    expect(routes).toEqual(['/user/notification']);
    off();
    expect(ipc.count(IPC_EVENTS.notificationClick)).toBe(0);
    ipc.emit(IPC_EVENTS.notificationClick, '/cart');
    expect(routes).toEqual(['/user/notification']);
  });

  it('progress and deep-link events reach their listeners, and only objects or routes pass', () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc, []);
    const seen: unknown[] = [];
    const offs = [bridge.downloads.onProgress((p) => seen.push(p)), bridge.offline.onProgress((p) => seen.push(p)), bridge.links.onOpen((r) => seen.push(r))];
    ipc.emit(IPC_EVENTS.downloadProgress, { url: 'u', received: 1, total: 2 });
    ipc.emit(IPC_EVENTS.downloadProgress, 'junk');
    ipc.emit(IPC_EVENTS.offlineProgress, { courseId: 'c', received: 1, total: null });
    ipc.emit(IPC_EVENTS.linkOpen, '/user/transaction');
    ipc.emit(IPC_EVENTS.linkOpen, 42);
    expect(seen).toEqual([{ url: 'u', received: 1, total: 2 }, { courseId: 'c', received: 1, total: null }, '/user/transaction']);
    for (const off of offs) off();
    expect(Object.values(IPC_EVENTS).map((channel) => ipc.count(channel))).toEqual([0, 0, 0, 0]);
  });
});
