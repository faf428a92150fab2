import { describe, expect, it, vi } from 'vitest';
import { IPC, type SessionTokens } from '../common/bridge';
import { APP_ORIGIN } from './config';
import { createIpcRegistrar, parseDownloadRequest, parseNotification, registerIpcHandlers, type IpcInvokeEventLike } from './ipc';

function setup(trustedOrigins: string[] = [APP_ORIGIN]) {
  const handlers = new Map<string, (event: IpcInvokeEventLike, ...args: unknown[]) => unknown>();
  const ipcMain = {
    handle: (channel: string, listener: (event: IpcInvokeEventLike, ...args: unknown[]) => unknown) => {
      if (handlers.has(channel)) throw new Error(`duplicate handler ${channel}`);
      handlers.set(channel, listener);
    },
    removeHandler: (channel: string) => handlers.delete(channel),
  };
  let stored: SessionTokens | null = null;
  const vault = {
    get: vi.fn(async () => stored),
    set: vi.fn(async (t: SessionTokens) => {
      stored = t;
    }),
    clear: vi.fn(async () => {
      stored = null;
    }),
    backend: vi.fn(async () => 'keychain' as const),
  };
  const notifications = { show: vi.fn(() => true) };
  const registrar = createIpcRegistrar(ipcMain, trustedOrigins);
  registerIpcHandlers(registrar, { vault, notifications });
  const unregister = () => registrar.dispose();
  const call = async (url: string | null, channel: string, ...args: unknown[]) => {
    const event: IpcInvokeEventLike = { senderFrame: url === null ? null : { url } };
    return handlers.get(channel)!(event, ...args);
  };
  return { handlers, call, vault, notifications, unregister };
}

const OWN = 'app://belajar/user/edit-profile';
const tokens = { accessToken: 'a.b.c', refreshToken: 'r1' };

describe('IPC handlers', () => {
  it('registers every invoke channel of the bridge and removes them again', () => {
    const { handlers, unregister } = setup();
    expect([...handlers.keys()].sort()).toEqual([IPC.sessionGet, IPC.sessionSet, IPC.sessionClear, IPC.sessionBackend, IPC.notificationShow].sort());
    unregister();
    expect(handlers.size).toBe(0);
  });

  it('accepts calls from the app origin', async () => {
    const { call, vault } = setup();
    await call(OWN, IPC.sessionSet, tokens);
    expect(vault.set).toHaveBeenCalledWith(tokens);
    expect(await call(OWN, IPC.sessionGet)).toEqual(tokens);
    expect(await call(OWN, IPC.sessionBackend)).toBe('keychain');
    await call(OWN, IPC.sessionClear);
    expect(await call(OWN, IPC.sessionGet)).toBeNull();
  });

  it('rejects calls from foreign origins on every channel', async () => {
    const { handlers, call, vault, notifications } = setup();
    for (const url of ['https://evil.example/', 'http://localhost:5173/', 'file:///tmp/x.html', 'app://other/', 'about:blank', '', null]) {
      for (const channel of handlers.keys()) {
        await expect(call(url, channel, tokens), `${url} ${channel}`).rejects.toThrow(/sender is not the app/);
      }
    }
    expect(vault.get).not.toHaveBeenCalled();
    expect(vault.set).not.toHaveBeenCalled();
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('trusts the dev server origin when that is the app origin', async () => {
    const { call } = setup(['http://localhost:5173']);
    await expect(call('http://localhost:5173/cart', IPC.sessionBackend)).resolves.toBe('keychain');
    await expect(call('app://belajar/', IPC.sessionBackend)).rejects.toThrow(/sender/);
  });

  it('validates session tokens', async () => {
    const { call, vault } = setup();
    for (const bad of [
      undefined,
      null,
      'x',
      [],
      {},
      { accessToken: 'a' },
      { accessToken: '', refreshToken: 'r' },
      { accessToken: 1, refreshToken: 'r' },
      { accessToken: 'a'.repeat(20000), refreshToken: 'r' },
    ]) {
      await expect(call(OWN, IPC.sessionSet, bad), JSON.stringify(bad)?.slice(0, 40)).rejects.toThrow();
    }
    await expect(call(OWN, IPC.sessionSet)).rejects.toThrow(/exactly one/);
    await expect(call(OWN, IPC.sessionGet, 'extra')).rejects.toThrow(/no arguments/);
    expect(vault.set).not.toHaveBeenCalled();
    // Extra properties are dropped, not stored.
    await call(OWN, IPC.sessionSet, { ...tokens, evil: 'x' });
    expect(vault.set).toHaveBeenCalledWith(tokens);
  });

  it('validates download requests, with their library filing bounded', () => {
    for (const bad of [
      null,
      'http://x',
      {},
      { url: 'http://localhost:3000/a', fileName: '' },
      { url: 'ftp://x/a', fileName: 'a.pdf' },
      { url: 'relative/a', fileName: 'a.pdf' },
      { url: 'http://localhost:3000/a', fileName: 'a.pdf', accessToken: 5 },
      { url: 'http://localhost:3000/a', fileName: 'a.pdf', library: 'invoice' },
      { url: 'http://localhost:3000/a', fileName: 'a.pdf', library: { kind: 'video', ref: '1', title: 't' } },
      { url: 'http://localhost:3000/a', fileName: 'a.pdf', library: { kind: 'invoice', ref: '', title: 't' } },
      { url: 'http://localhost:3000/a', fileName: 'a.pdf', library: { kind: 'invoice', ref: 'r'.repeat(129), title: 't' } },
      { url: 'http://localhost:3000/a', fileName: 'a.pdf', library: { kind: 'invoice', ref: '1', title: 't'.repeat(257) } },
      { url: 'http://localhost:3000/a', fileName: 'a.pdf', library: { kind: 'invoice', ref: 1, title: 't' } },
    ]) {
      expect(() => parseDownloadRequest(bad), JSON.stringify(bad)?.slice(0, 80)).toThrow();
    }
    const ok = { url: 'http://localhost:3000/web/v2/orders/invoices/download?invoiceId=1', fileName: 'invoice-1.pdf', accessToken: 't' };
    expect(parseDownloadRequest(ok)).toEqual(ok);
    const filed = { ...ok, library: { kind: 'certificate', ref: 'r'.repeat(128), title: 't'.repeat(256), extra: 1 } };
    expect(parseDownloadRequest(filed)).toEqual({ ...ok, library: { kind: 'certificate', ref: 'r'.repeat(128), title: 't'.repeat(256) } });
  });

  it('validates notifications', async () => {
    const { call, notifications } = setup();
    for (const bad of [
      null,
      {},
      { title: '', body: 'b' },
      { title: 't' },
      { title: 't', body: 'b', route: 'https://evil.example' },
      { title: 't', body: 'b', route: '//evil.example' },
      { title: 't', body: 'b', route: 5 },
    ]) {
      await expect(call(OWN, IPC.notificationShow, bad)).rejects.toThrow();
    }
    expect(notifications.show).not.toHaveBeenCalled();
    await expect(call(OWN, IPC.notificationShow, { title: 'Paid', body: 'Order 1 is paid', route: '/user/history' })).resolves.toBe(true);
    expect(notifications.show).toHaveBeenCalledWith({ title: 'Paid', body: 'Order 1 is paid', route: '/user/history' });
  });

  it('parsers keep only known fields', () => {
    expect(parseDownloadRequest({ url: 'https://a.example/x', fileName: 'x.pdf', other: 1 })).toEqual({ url: 'https://a.example/x', fileName: 'x.pdf' });
    expect(parseNotification({ title: 't', body: '', extra: 1 })).toEqual({ title: 't', body: '' });
  });
});
