import { describe, expect, it, vi } from 'vitest';
import { IPC } from '../common/bridge';
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
    expect(Object.keys(bridge).sort()).toEqual(['appVersion', 'downloads', 'notifications', 'platform', 'session']);
  });

  it('maps every call to its IPC channel with plain data only', async () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc, []);
    await bridge.session.get();
    await bridge.session.set({ accessToken: 'a', refreshToken: 'r', extra: 1 } as never);
    await bridge.session.clear();
    await bridge.session.backend();
    await bridge.downloads.save({ url: 'http://localhost:3000/x', fileName: 'x.pdf', accessToken: 't' });
    await bridge.notifications.show({ title: 't', body: 'b', route: '/cart' });
    expect((ipc.invoke as ReturnType<typeof vi.fn>).mock.calls).toEqual([
      [IPC.sessionGet],
      [IPC.sessionSet, { accessToken: 'a', refreshToken: 'r' }],
      [IPC.sessionClear],
      [IPC.sessionBackend],
      [IPC.downloadSave, { url: 'http://localhost:3000/x', fileName: 'x.pdf', accessToken: 't' }],
      [IPC.notificationShow, { title: 't', body: 'b', route: '/cart' }],
    ]);
  });

  it('onClick delivers routes and returns an unsubscribe', () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc, []);
    const routes: string[] = [];
    const off = bridge.notifications.onClick((route) => routes.push(route));
    ipc.emit(IPC.notificationClick, '/user/notification');
    ipc.emit(IPC.notificationClick, { not: 'a string' });
    expect(routes).toEqual(['/user/notification']);
    off();
    expect(ipc.count(IPC.notificationClick)).toBe(0);
    ipc.emit(IPC.notificationClick, '/cart');
    expect(routes).toEqual(['/user/notification']);
  });
});
