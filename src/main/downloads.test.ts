import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC, type DownloadProgress } from '../common/bridge';
import { must } from '../common/must';
import { APP_ORIGIN } from './config';
import { createDownloads, FOLDER_KEY, numberedName, parseEntryId, registerDownloadHandlers, sanitizeFileName, type DownloadsDeps } from './downloads';
import { createIpcRegistrar, type IpcInvokeEventLike } from './ipc';
import { createLibrary, LIBRARY_FILE } from './library';

const API = 'http://localhost:3000';
const INVOICE = `${API}/web/v2/orders/invoices/download?invoiceId=INV1`;
const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
const INVOICE_FILING = { kind: 'invoice' as const, ref: '42', title: 'Invoice INV/2026/11/0042' };

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'lm-downloads-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** A body that arrives in `count` chunks of `size` bytes. */
function chunked(count: number, size: number, { fail = false } = {}): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === count) return controller.close();
      if (fail && sent === Math.floor(count / 2)) return controller.error(new Error('connection reset'));
      controller.enqueue(new Uint8Array(size).fill(sent % 256));
      sent += 1;
    },
  });
}

function memoryStore(initial: Record<string, unknown> = {}) {
  const values = new Map<string, unknown>(Object.entries(initial));
  return { get: (key: string) => values.get(key), set: (key: string, value: unknown) => void values.set(key, value), delete: (key: string) => void values.delete(key), values };
}

async function setup(overrides: Partial<DownloadsDeps> & { folder?: string | null; body?: () => BodyInit; headers?: Record<string, string> } = {}) {
  const folder = overrides.folder === undefined ? path.join(root, 'Documents') : overrides.folder;
  if (folder) await mkdir(folder, { recursive: true });
  const fetch = vi.fn<FetchLike>(async () => new Response(overrides.body?.() ?? pdf, { status: 200, headers: { 'content-type': 'application/pdf', ...overrides.headers } }));
  const picked = path.join(root, 'Picked');
  const pickFolder = vi.fn(async () => picked);
  const store = memoryStore(folder ? { [FOLDER_KEY]: folder } : {});
  const shell = { openPath: vi.fn(async () => ''), showItemInFolder: vi.fn() };
  const userData = path.join(root, 'userData');
  const library = createLibrary({ dir: userData, shell, log: () => undefined });
  const progress: DownloadProgress[] = [];
  const downloads = createDownloads({
    apiOrigin: API,
    fetch: fetch as unknown as typeof globalThis.fetch,
    store,
    pickFolder,
    library,
    onProgress: (p) => progress.push(p),
    ...overrides,
  });
  return { downloads, fetch, pickFolder, picked, store, folder: folder ?? picked, library, shell, progress, userData };
}

const files = async (dir: string) => (await readdir(dir)).sort();

describe('downloads: the folder', () => {
  it('asks for a folder the first time, remembers it and saves there without asking again', async () => {
    const { downloads, pickFolder, picked, store, fetch } = await setup({ folder: null });
    expect(await downloads.folder()).toBeNull();
    const first = await downloads.save({ url: INVOICE, fileName: 'invoice-INV1.pdf', accessToken: 'tok' });
    expect(first).toEqual({ ok: true, path: path.join(picked, 'invoice-INV1.pdf') });
    expect(store.get(FOLDER_KEY)).toBe(picked);
    expect(await readFile(path.join(picked, 'invoice-INV1.pdf'))).toEqual(Buffer.from(pdf));
    const [url, init] = must(fetch.mock.calls[0], 'a fetch');
    expect(url).toBe(INVOICE);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    await downloads.save({ url: INVOICE, fileName: 'other.pdf' });
    expect(pickFolder).toHaveBeenCalledTimes(1);
    expect(await downloads.folder()).toBe(picked);
  });

  it('a cancelled folder dialog cancels the download before anything is fetched', async () => {
    const { downloads, fetch, store } = await setup({ folder: null, pickFolder: async () => null });
    expect(await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).toEqual({ ok: false, error: 'cancelled' });
    expect(fetch).not.toHaveBeenCalled();
    expect(store.get(FOLDER_KEY)).toBeUndefined();
  });

  it('asks again when the remembered folder vanished', async () => {
    const { downloads, pickFolder, folder, picked } = await setup();
    await rm(folder, { recursive: true });
    expect(await downloads.folder()).toBeNull();
    expect((await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).path).toBe(path.join(picked, 'a.pdf'));
    expect(pickFolder).toHaveBeenCalledTimes(1);
  });

  it('chooseFolder changes the folder; cancelling keeps the old one', async () => {
    const { downloads, folder, picked, pickFolder } = await setup();
    expect(await downloads.chooseFolder()).toBe(picked);
    expect(await downloads.folder()).toBe(picked);
    pickFolder.mockResolvedValueOnce(null as unknown as string);
    expect(await downloads.chooseFolder()).toBeNull();
    expect(await downloads.folder()).toBe(picked);
    expect(folder).not.toBe(picked);
  });
});

describe('downloads: never overwrite silently, never a half file', () => {
  it('an existing different file gets "name (2).pdf", then "(3)", and keeps its content', async () => {
    const { downloads, folder } = await setup();
    await writeFile(path.join(folder, 'a.pdf'), 'mine');
    expect((await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).path).toBe(path.join(folder, 'a (2).pdf'));
    expect((await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).path).toBe(path.join(folder, 'a (3).pdf'));
    expect(await readFile(path.join(folder, 'a.pdf'), 'utf8')).toBe('mine');
    expect(await files(folder)).toEqual(['a (2).pdf', 'a (3).pdf', 'a.pdf']);
    expect(numberedName('no-extension', 4)).toBe('no-extension (4)');
  });

  it('saving the same library entry again replaces that entry’s own file only', async () => {
    let body = 'first';
    const { downloads, folder, library } = await setup({ body: () => body });
    const first = await downloads.save({ url: INVOICE, fileName: 'invoice.pdf', library: INVOICE_FILING });
    expect(first.ok).toBe(true);
    await writeFile(path.join(folder, 'other.pdf'), 'not yours');
    body = 'second';
    const second = await downloads.save({ url: INVOICE, fileName: 'invoice.pdf', library: INVOICE_FILING });
    expect(second).toEqual({ ok: true, path: path.join(folder, 'invoice.pdf'), entryId: first.entryId });
    expect(await readFile(path.join(folder, 'invoice.pdf'), 'utf8')).toBe('second');
    expect(await files(folder)).toEqual(['invoice.pdf', 'other.pdf']);
    const entries = await library.list();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: first.entryId, size: 'second'.length, present: true });
    // Another document with the same server name does not take the entry's file.
    const other = await downloads.save({ url: INVOICE, fileName: 'invoice.pdf', library: { ...INVOICE_FILING, ref: '43' } });
    expect(other.path).toBe(path.join(folder, 'invoice (2).pdf'));
  });

  it('a different file the student put at the entry’s path since is not replaced: the new copy gets a free name', async () => {
    const { downloads, folder, library } = await setup();
    const first = await downloads.save({ url: INVOICE, fileName: 'invoice.pdf', library: INVOICE_FILING });
    await writeFile(path.join(folder, 'invoice.pdf'), 'the student’s own notes');
    const second = await downloads.save({ url: INVOICE, fileName: 'invoice.pdf', library: INVOICE_FILING });
    expect(second).toEqual({ ok: true, path: path.join(folder, 'invoice (2).pdf'), entryId: first.entryId });
    expect(await readFile(path.join(folder, 'invoice.pdf'), 'utf8')).toBe('the student’s own notes');
    expect((await library.list()).map((e) => e.path)).toEqual([path.join(folder, 'invoice (2).pdf')]);
    // The entry's file deleted: saving again restores it under the entry's own name.
    await rm(path.join(folder, 'invoice (2).pdf'));
    expect((await downloads.save({ url: INVOICE, fileName: 'invoice.pdf', library: INVOICE_FILING })).path).toBe(path.join(folder, 'invoice (2).pdf'));
  });

  it('a missing entry’s name is not reused by another download (the entry keeps pointing at its own document)', async () => {
    const { downloads, folder } = await setup();
    const first = await downloads.save({ url: INVOICE, fileName: 'a.pdf', library: INVOICE_FILING });
    await rm(must(first.path, 'a path'));
    expect((await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).path).toBe(path.join(folder, 'a (2).pdf'));
  });

  it('a body that breaks off leaves no file, not even a temp one', async () => {
    const { downloads, folder } = await setup({ body: () => chunked(8, 1024, { fail: true }) });
    const result = await downloads.save({ url: INVOICE, fileName: 'a.pdf' });
    expect(result).toEqual({ ok: false, error: 'Download failed: connection reset' });
    expect(await files(folder)).toEqual([]);
  });

  it('refuses files over the size limit, by header or while streaming, and leaves nothing', async () => {
    const byHeader = await setup({ maxBytes: 2 });
    expect(await byHeader.downloads.save({ url: INVOICE, fileName: 'a.pdf' })).toEqual({ ok: false, error: 'The file is too large' });
    const streamed = await setup({ maxBytes: 3000, body: () => chunked(4, 1024) });
    expect(await streamed.downloads.save({ url: INVOICE, fileName: 'a.pdf' })).toEqual({ ok: false, error: 'The file is too large' });
    expect(await files(streamed.folder)).toEqual([]);
  });

  it('a remembered folder that is now a file counts as gone: asks again', async () => {
    const { downloads, store, picked, pickFolder } = await setup();
    const notADir = path.join(root, 'file');
    await writeFile(notADir, 'x');
    store.set(FOLDER_KEY, notADir);
    expect((await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).path).toBe(path.join(picked, 'a.pdf'));
    expect(pickFolder).toHaveBeenCalledTimes(1);
    expect(await readFile(notADir, 'utf8')).toBe('x');
  });
});

describe('downloads: progress', () => {
  it('sends throttled progress while the body streams, and a final one', async () => {
    const { downloads, progress } = await setup({ body: () => chunked(64, 16 * 1024), headers: { 'content-length': String(64 * 16 * 1024) } });
    expect((await downloads.save({ url: INVOICE, fileName: 'big.pdf' })).ok).toBe(true);
    const total = 64 * 16 * 1024;
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.length).toBeLessThanOrEqual(total / (64 * 1024) + 1);
    expect(progress.every((p) => p.url === INVOICE && p.total === total)).toBe(true);
    expect(progress.map((p) => p.received)).toEqual([...progress.map((p) => p.received)].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual({ url: INVOICE, received: total, total });
  });

  it('total is null when the server sends no length', async () => {
    const { downloads, progress } = await setup({ body: () => chunked(2, 10) });
    await downloads.save({ url: INVOICE, fileName: 'a.pdf' });
    expect(progress.at(-1)).toEqual({ url: INVOICE, received: 20, total: null });
  });
});

describe('downloads: origins and redirects', () => {
  it('refuses foreign origins, file:// and other schemes without fetching or asking for a folder', async () => {
    const { downloads, fetch, pickFolder } = await setup({ folder: null });
    for (const url of [
      'https://evil.example/steal',
      'http://localhost:3001/web/v2/x',
      'https://localhost:3000/web/v2/x',
      'http://localhost:3000.evil.example/x',
      'file:///etc/passwd',
      'data:application/pdf;base64,JVBERi0=',
      'app://belajar/index.html',
      'not a url',
    ]) {
      const result = await downloads.save({ url, fileName: 'a.pdf', accessToken: 'tok' });
      expect(result.ok, url).toBe(false);
      expect(result.error).toBeTruthy();
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(pickFolder).not.toHaveBeenCalled();
  });

  const redirecting = (target: string) => {
    const calls: { url: string; auth?: string }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, auth: (init.headers as Record<string, string>).Authorization });
      if (url.startsWith(API)) return new Response(null, { status: 302, headers: { location: target } });
      return new Response(pdf, { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    return { calls, fetch };
  };

  it('follows a redirect to a configured files origin, without the token', async () => {
    const { calls, fetch } = redirecting('https://bucket.example/signed?sig=1');
    const { downloads } = await setup({ fetch, filesOrigins: ['https://bucket.example'] });
    expect((await downloads.save({ url: INVOICE, fileName: 'a.pdf', accessToken: 'tok' })).ok).toBe(true);
    expect(calls).toEqual([
      { url: INVOICE, auth: 'Bearer tok' },
      { url: 'https://bucket.example/signed?sig=1', auth: undefined },
    ]);
  });

  it('refuses a redirect to an origin that is not configured, to file:// and to other schemes', async () => {
    for (const [target, error] of [
      ['https://evil.example/x', 'Download failed: redirected to https://evil.example, which is not an allowed file origin'],
      ['http://bucket.example/x', 'Download failed: redirected to http://bucket.example, which is not an allowed file origin'],
      ['file:///etc/passwd', 'Download failed: redirected to a non-http URL'],
      ['data:application/pdf;base64,JVBERi0=', 'Download failed: redirected to a non-http URL'],
      ['app://belajar/', 'Download failed: redirected to a non-http URL'],
    ] as const) {
      const { calls, fetch } = redirecting(target);
      const { downloads, folder } = await setup({ fetch, filesOrigins: ['https://bucket.example'] });
      expect(await downloads.save({ url: INVOICE, fileName: 'a.pdf', accessToken: 'tok' }), target).toEqual({ ok: false, error });
      expect(calls).toHaveLength(1);
      expect(await files(folder)).toEqual([]);
    }
  });

  it('keeps the token on the API origin when a redirect stays there', async () => {
    const calls: (string | undefined)[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push((init.headers as Record<string, string>).Authorization);
      return url === INVOICE ? new Response(null, { status: 301, headers: { location: '/files/INV1.pdf' } }) : new Response(pdf, { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const { downloads } = await setup({ fetch });
    expect((await downloads.save({ url: INVOICE, fileName: 'a.pdf', accessToken: 'tok' })).ok).toBe(true);
    expect(calls).toEqual(['Bearer tok', 'Bearer tok']);
  });

  it('gives up on redirect loops', async () => {
    const fetch = (async () => new Response(null, { status: 302, headers: { location: INVOICE } })) as unknown as typeof globalThis.fetch;
    const { downloads } = await setup({ fetch });
    expect(await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).toEqual({ ok: false, error: 'Download failed: too many redirects' });
  });

  it('sends no Authorization header without a token', async () => {
    const { downloads, fetch } = await setup();
    await downloads.save({ url: INVOICE, fileName: 'a.pdf' });
    const [, init] = must(fetch.mock.calls[0], 'a fetch');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('downloads: errors and names', () => {
  it('reports HTTP errors with the API message and writes nothing', async () => {
    const fetch = (async () =>
      new Response(JSON.stringify({ statusCode: 404, message: 'Invoice not found', errors: [{ description: 'Invoice not found' }] }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      })) as unknown as typeof globalThis.fetch;
    const { downloads, folder } = await setup({ fetch });
    expect(await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).toEqual({ ok: false, error: 'Download failed (HTTP 404): Invoice not found' });
    expect(await files(folder)).toEqual([]);
  });

  it('reports network errors', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const { downloads } = await setup({ fetch });
    expect(await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).toEqual({ ok: false, error: 'Download failed: fetch failed' });
  });

  it('sanitises file names', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..\\..\\win.ini')).toBe('win.ini');
    expect(sanitizeFileName('inv:1?.pdf')).toBe('inv_1_.pdf');
    expect(sanitizeFileName('...')).toBe('download');
    expect(sanitizeFileName('CON')).toBe('download');
    expect(sanitizeFileName('certificate-Kelas A.pdf')).toBe('certificate-Kelas A.pdf');
  });

  it('names the file as the server says (Content-Disposition), sanitised, and never outside the folder', async () => {
    const named = await setup({ headers: { 'content-disposition': 'attachment; filename="invoice-INV-20261125-000042.pdf"' } });
    expect((await named.downloads.save({ url: INVOICE, fileName: 'invoice-42.pdf' })).path).toBe(path.join(named.folder, 'invoice-INV-20261125-000042.pdf'));
    const hostile = await setup({ folder: path.join(root, 'hostile'), headers: { 'content-disposition': 'attachment; filename="../../.bashrc"' } });
    expect((await hostile.downloads.save({ url: INVOICE, fileName: 'x.pdf' })).path).toBe(path.join(hostile.folder, 'bashrc'));
    const renderer = await setup({ folder: path.join(root, 'renderer') });
    expect((await renderer.downloads.save({ url: INVOICE, fileName: '../../.bashrc' })).path).toBe(path.join(renderer.folder, 'bashrc'));
  });

  it('files the download in the library without ever storing the token', async () => {
    const { downloads, library, userData, folder } = await setup();
    const result = await downloads.save({ url: INVOICE, fileName: 'invoice.pdf', accessToken: 'secret-token-value', library: INVOICE_FILING });
    const [entry] = await library.list();
    expect(entry).toMatchObject({
      ...INVOICE_FILING,
      id: result.entryId,
      url: INVOICE,
      fileName: 'invoice.pdf',
      path: path.join(folder, 'invoice.pdf'),
      size: pdf.byteLength,
      present: true,
    });
    expect(await readFile(path.join(userData, LIBRARY_FILE), 'utf8')).not.toContain('secret-token-value');
  });
});

describe('download IPC handlers', () => {
  async function handlers() {
    const registered = new Map<string, (event: IpcInvokeEventLike, ...args: unknown[]) => unknown>();
    const ipcMain = {
      handle: (c: string, h: (event: IpcInvokeEventLike, ...args: unknown[]) => unknown) => void registered.set(c, h),
      removeHandler: (c: string) => void registered.delete(c),
    };
    const ctx = await setup();
    const save = vi.spyOn(ctx.downloads, 'save');
    registerDownloadHandlers(createIpcRegistrar(ipcMain, [APP_ORIGIN]), ctx.downloads, ctx.library);
    const call = (url: string, channel: string, ...args: unknown[]) => Promise.resolve().then(() => must(registered.get(channel), channel)({ senderFrame: { url } }, ...args));
    return { ...ctx, registered, call, save };
  }
  const OWN = `${APP_ORIGIN}/user/library`;

  it('registers every download channel and refuses frames of other origins on each', async () => {
    const { registered, call, save, pickFolder, shell } = await handlers();
    expect([...registered.keys()].sort()).toEqual([IPC.downloadSave, IPC.downloadFolder, IPC.downloadChooseFolder, IPC.downloadLibrary, IPC.downloadOpen, IPC.downloadShowInFolder].sort());
    for (const url of ['https://evil.example/', 'file:///tmp/x.html', 'app://other/', 'http://localhost:5173/']) {
      for (const channel of registered.keys()) {
        await expect(call(url, channel, 'x'), `${url} ${channel}`).rejects.toThrow(/sender is not the app/);
      }
    }
    expect(save).not.toHaveBeenCalled();
    expect(pickFolder).not.toHaveBeenCalled();
    expect(shell.openPath).not.toHaveBeenCalled();
  });

  it('checks every argument: counts, the request, bounded opaque entry ids', async () => {
    const { call, save, shell } = await handlers();
    await expect(call(OWN, IPC.downloadSave)).rejects.toThrow(/exactly 1 argument/);
    await expect(call(OWN, IPC.downloadSave, { url: INVOICE, fileName: 'a.pdf', library: { kind: 'x', ref: '1', title: 't' } })).rejects.toThrow(/library/);
    await expect(call(OWN, IPC.downloadFolder, 'x')).rejects.toThrow(/no arguments/);
    await expect(call(OWN, IPC.downloadLibrary, 1)).rejects.toThrow(/no arguments/);
    for (const bad of [undefined, 5, '', 'a'.repeat(65), '../etc/passwd', 'a b', { id: 'x' }]) {
      await expect(call(OWN, IPC.downloadOpen, bad), String(bad)).rejects.toThrow();
      await expect(call(OWN, IPC.downloadShowInFolder, bad), String(bad)).rejects.toThrow();
    }
    expect(() => parseEntryId('AbC-_09')).not.toThrow();
    expect(save).not.toHaveBeenCalled();
    expect(shell.openPath).not.toHaveBeenCalled();
  });

  it('saves, lists, opens and shows in folder through the channels', async () => {
    const { call, shell, folder } = await handlers();
    const result = (await call(OWN, IPC.downloadSave, { url: INVOICE, fileName: 'a.pdf', library: INVOICE_FILING })) as { entryId: string };
    expect(await call(OWN, IPC.downloadFolder)).toBe(folder);
    const list = (await call(OWN, IPC.downloadLibrary)) as { id: string; present: boolean }[];
    expect(list.map((e) => [e.id, e.present])).toEqual([[result.entryId, true]]);
    expect(await call(OWN, IPC.downloadOpen, result.entryId)).toBe(true);
    expect(shell.openPath).toHaveBeenCalledWith(path.join(folder, 'a.pdf'));
    expect(await call(OWN, IPC.downloadShowInFolder, result.entryId)).toBe(true);
    expect(shell.showItemInFolder).toHaveBeenCalledWith(path.join(folder, 'a.pdf'));
    expect(await call(OWN, IPC.downloadOpen, 'unknownId')).toBe(false);
  });
});
