import { describe, expect, it, vi } from 'vitest';
import type { DownloadProgress, DownloadRequest, LibraryEntry } from '../../../common/bridge';
import { fail, ok } from '../../api/testAdapter';
import type { LibraryApi, Platform } from '../../platform/types';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { libraryLoader } from './loaders';
import { LibraryStore, progressPercent, type NetworkStatus } from './store';
import { certificatesOf } from '../certificates';
import { libraryOf } from './store';
import { transactionsOf } from '../transactions';

const entry = (over: Partial<LibraryEntry> = {}): LibraryEntry => ({
  id: 'e1',
  kind: 'invoice',
  ref: '42',
  title: 'Invoice INV/2026/11/0042',
  url: 'http://localhost:3000/web/v2/orders/invoices/download?invoiceId=42&lang=id',
  fileName: 'invoice-INV-42.pdf',
  path: '/home/u/Belajar/invoice-INV-42.pdf',
  size: 34_000,
  savedAt: '2026-11-27T10:00:00.000Z',
  present: true,
  ...over,
});

/** A desktop platform whose library lives in memory, with a network switch and the progress listener exposed. */
function desktop(entries: LibraryEntry[], { online = true } = {}) {
  const mem = memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });
  let list = entries;
  let folder: string | null = '/home/u/Belajar';
  let progressListener: ((p: DownloadProgress) => void) | null = null;
  const saves: DownloadRequest[] = [];
  const library: LibraryApi = {
    folder: vi.fn(async () => folder),
    chooseFolder: vi.fn(async () => (folder = '/home/u/Other')),
    list: vi.fn(async () => list),
    open: vi.fn(async (id: string) => list.some((e) => e.id === id && e.present)),
    showInFolder: vi.fn(async () => true),
    onProgress: (l) => ((progressListener = l), () => (progressListener = null)),
  };
  const download = vi.fn(async (url: string, fileName: string, options: { accessToken?: string; library?: DownloadRequest['library'] } = {}) => {
    saves.push({ url, fileName, ...options });
    progressListener?.({ url, received: 10, total: 20 });
    list = list.map((e) => (e.url === url ? { ...e, present: true } : e));
    return { ok: true, path: '/home/u/Belajar/x.pdf', entryId: 'e1' };
  });
  const platform: Platform = { ...mem.platform, kind: 'desktop', library, download };
  let networkListener: ((online: boolean) => void) | null = null;
  let up = online;
  const network: NetworkStatus = { isOnline: () => up, subscribe: (l) => ((networkListener = l), () => (networkListener = null)) };
  const setOnline = (value: boolean) => ((up = value), networkListener?.(value));
  return { platform, library, download, saves, network, setOnline, progress: (p: DownloadProgress) => progressListener?.(p), setFolder: (f: string | null) => (folder = f) };
}

describe('LibraryStore', () => {
  it('the page loader lists the saved documents and the folder from the disk, without a single API call', async () => {
    const d = desktop([entry(), entry({ id: 'e2', kind: 'certificate', ref: 'C-1', present: false })]);
    const { store, calls } = testRoot(() => fail(503, 'no network'), { ...memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }), platform: d.platform });
    await libraryLoader(store, loaderArgs());
    expect(libraryOf(store).available).toBe(true);
    expect(libraryOf(store).entries.data?.map((e) => [e.id, e.present])).toEqual([
      ['e1', true],
      ['e2', false],
    ]);
    expect(libraryOf(store).folder).toBe('/home/u/Belajar');
    expect(calls).toEqual([]);
  });

  it('on the web there is no library: the loader does nothing', async () => {
    const { store, calls } = testRoot(() => ok({}));
    await libraryLoader(store, loaderArgs());
    expect(libraryOf(store).available).toBe(false);
    expect(libraryOf(store).entries.data).toBeNull();
    expect(await libraryOf(store).open('e1')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('downloads a missing document again with its URL, filing and the current token, then lists again', async () => {
    const d = desktop([entry({ present: false })]);
    const store = new LibraryStore({ platform: d.platform, accessToken: () => 'AT2', network: d.network });
    await store.load();
    const missing = store.entries.data![0]!;
    expect(await store.downloadAgain(missing)).toEqual({ ok: true });
    expect(d.saves).toEqual([{ url: missing.url, fileName: missing.fileName, accessToken: 'AT2', library: { kind: 'invoice', ref: '42', title: missing.title } }]);
    expect(store.entries.data![0]!.present).toBe(true);
    expect(store.refetching.size).toBe(0);
    expect(store.progress.has(missing.url)).toBe(false); // cleared once done
  });

  it('offline, "download again" does nothing; the network coming back enables it', async () => {
    const d = desktop([entry({ present: false })], { online: false });
    const store = new LibraryStore({ platform: d.platform, accessToken: () => 'AT', network: d.network });
    await store.load();
    expect(store.online).toBe(false);
    expect(await store.downloadAgain(store.entries.data![0]!)).toEqual({ ok: false, cancelled: false, message: 'offline' });
    expect(d.download).not.toHaveBeenCalled();
    d.setOnline(true);
    expect(store.online).toBe(true);
    expect((await store.downloadAgain(store.entries.data![0]!)).ok).toBe(true);
    store.dispose();
    d.setOnline(false);
    expect(store.online).toBe(true); // unsubscribed
  });

  it('refreshes the session once when the download answers 401', async () => {
    const d = desktop([entry({ present: false })]);
    d.download.mockResolvedValueOnce({ ok: false, error: 'Download failed (HTTP 401)' } as never);
    const refresh = vi.fn(async () => undefined);
    const store = new LibraryStore({ platform: d.platform, accessToken: () => 'AT', refresh, network: d.network });
    await store.load();
    expect(await store.downloadAgain(store.entries.data![0]!)).toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(d.download).toHaveBeenCalledTimes(2);
  });

  it('keeps the progress of running downloads by URL, as a percentage when the length is known', async () => {
    const d = desktop([]);
    const store = new LibraryStore({ platform: d.platform, accessToken: () => null, network: d.network });
    d.progress({ url: 'http://x/a.pdf', received: 512, total: 2048 });
    expect(progressPercent(store.progress.get('http://x/a.pdf'))).toBe(25);
    d.progress({ url: 'http://x/a.pdf', received: 2048, total: 2048 });
    expect(progressPercent(store.progress.get('http://x/a.pdf'))).toBe(100);
    expect(progressPercent({ url: 'u', received: 5, total: null })).toBeNull();
    store.forget('http://x/a.pdf');
    expect(store.progress.size).toBe(0);
  });

  it('changes the folder through the native dialog; a cancelled dialog keeps the old one', async () => {
    const d = desktop([]);
    const store = new LibraryStore({ platform: d.platform, accessToken: () => null, network: d.network });
    await store.load();
    expect(await store.changeFolder()).toBe('/home/u/Other');
    expect(store.folder).toBe('/home/u/Other');
    vi.mocked(d.library.chooseFolder).mockResolvedValueOnce(null);
    expect(await store.changeFolder()).toBeNull();
    expect(store.folder).toBe('/home/u/Other');
  });
});

describe('invoice and certificate downloads are filed in the library', () => {
  it('an invoice is filed under its order id, titled with its number; a certificate under its number, titled with the course', async () => {
    const d = desktop([]);
    const { store } = testRoot(() => ok({}), { ...memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }), platform: d.platform });
    await store.boot();
    const invoice = await transactionsOf(store).downloadInvoice({ id: 42, invoiceNumber: 'INV/2026/11/0042' });
    expect(invoice).toEqual({ ok: true, path: '/home/u/Belajar/x.pdf', entryId: 'e1' });
    expect(d.saves[0]?.library).toEqual({ kind: 'invoice', ref: '42', title: 'Invoice INV/2026/11/0042' });
    await certificatesOf(store).download('CERT-7', 'Kelas Data Analitik');
    expect(d.saves[1]?.library).toEqual({ kind: 'certificate', ref: 'CERT-7', title: 'Kelas Data Analitik' });
  });
});
