import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createDownloads, sanitizeFileName, type DownloadsDeps } from './downloads';
import { must } from '../common/must';

const API = 'http://localhost:3000';
const INVOICE = `${API}/web/v2/orders/invoices/download?invoiceId=INV1`;
const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-

function setup(overrides: Partial<DownloadsDeps> = {}) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } }));
  const showSaveDialog = vi.fn(async (options: { defaultPath?: string }) => ({ canceled: false, filePath: options.defaultPath }));
  const written = new Map<string, Uint8Array>();
  const writeFile = vi.fn(async (file: string, data: Uint8Array) => void written.set(file, data));
  const downloads = createDownloads({
    apiOrigin: API,
    fetch: fetch as unknown as typeof globalThis.fetch,
    showSaveDialog,
    getDownloadsDir: () => '/home/u/Downloads',
    writeFile,
    ...overrides,
  });
  return { downloads, fetch, showSaveDialog, written, writeFile };
}

describe('downloads', () => {
  it('fetches with the bearer token and saves where the user chose', async () => {
    const { downloads, fetch, showSaveDialog, written } = setup();
    const result = await downloads.save({ url: INVOICE, fileName: 'invoice-INV1.pdf', accessToken: 'tok' });
    expect(result).toEqual({ ok: true, path: path.join('/home/u/Downloads', 'invoice-INV1.pdf') });
    const [url, init] = must(fetch.mock.calls[0], 'a fetch');
    expect(url).toBe(INVOICE);
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(showSaveDialog.mock.calls[0]?.[0]).toMatchObject({
      defaultPath: path.join('/home/u/Downloads', 'invoice-INV1.pdf'),
      filters: [
        { name: 'PDF document', extensions: ['pdf'] },
        { name: 'All files', extensions: ['*'] },
      ],
    });
    expect([...written.values()][0]).toEqual(pdf);
  });

  it('sends no Authorization header without a token', async () => {
    const { downloads, fetch } = setup();
    await downloads.save({ url: INVOICE, fileName: 'a.pdf' });
    const [, init] = must(fetch.mock.calls[0], 'a fetch');
    expect((init!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('handles cancel', async () => {
    const { downloads, writeFile } = setup({ showSaveDialog: async () => ({ canceled: true }) });
    expect(await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).toEqual({ ok: false, error: 'cancelled' });
    expect(writeFile).not.toHaveBeenCalled();
  });

  it('rejects foreign origins without fetching', async () => {
    const { downloads, fetch, showSaveDialog } = setup();
    for (const url of [
      'https://evil.example/steal',
      'http://localhost:3001/web/v2/x',
      'https://localhost:3000/web/v2/x',
      'http://localhost:3000.evil.example/x',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const result = await downloads.save({ url, fileName: 'a.pdf', accessToken: 'tok' });
      expect(result.ok, url).toBe(false);
      expect(result.error).toBeTruthy();
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(showSaveDialog).not.toHaveBeenCalled();
  });

  it('reports HTTP errors with the API message and never asks where to save', async () => {
    const { downloads, showSaveDialog } = setup({
      fetch: (async () =>
        new Response(JSON.stringify({ statusCode: 404, message: 'Invoice not found', errors: [{ description: 'Invoice not found' }] }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        })) as typeof globalThis.fetch,
    });
    expect(await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).toEqual({ ok: false, error: 'Download failed (HTTP 404): Invoice not found' });
    expect(showSaveDialog).not.toHaveBeenCalled();
  });

  it('reports network errors', async () => {
    const { downloads } = setup({
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof globalThis.fetch,
    });
    expect(await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).toEqual({ ok: false, error: 'Download failed: fetch failed' });
  });

  it('reports write errors', async () => {
    const { downloads } = setup({
      writeFile: async () => {
        throw new Error('EACCES');
      },
    });
    expect(await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).toEqual({ ok: false, error: 'Could not save the file: EACCES' });
  });

  it('keeps the token on the API origin across redirects', async () => {
    const calls: { url: string; auth?: string }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, auth: (init.headers as Record<string, string>).Authorization });
      if (url.startsWith(API)) return new Response(null, { status: 302, headers: { location: 'https://bucket.example/signed?sig=1' } });
      return new Response(pdf, { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const { downloads } = setup({ fetch });
    expect((await downloads.save({ url: INVOICE, fileName: 'a.pdf', accessToken: 'tok' })).ok).toBe(true);
    expect(calls).toEqual([
      { url: INVOICE, auth: 'Bearer tok' },
      { url: 'https://bucket.example/signed?sig=1', auth: undefined },
    ]);
  });

  it('gives up on redirect loops', async () => {
    const fetch = (async () => new Response(null, { status: 302, headers: { location: INVOICE } })) as unknown as typeof globalThis.fetch;
    const { downloads } = setup({ fetch });
    expect(await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).toEqual({ ok: false, error: 'Download failed: too many redirects' });
  });

  it('refuses files over the size limit', async () => {
    const { downloads } = setup({ maxBytes: 2 });
    expect(await downloads.save({ url: INVOICE, fileName: 'a.pdf' })).toEqual({ ok: false, error: 'The file is too large' });
  });

  it('sanitises file names', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..\\..\\win.ini')).toBe('win.ini');
    expect(sanitizeFileName('inv:1?.pdf')).toBe('inv_1_.pdf');
    expect(sanitizeFileName('...')).toBe('download');
    expect(sanitizeFileName('CON')).toBe('download');
    expect(sanitizeFileName('certificate-Kelas A.pdf')).toBe('certificate-Kelas A.pdf');
  });

  it("suggests the server's file name (Content-Disposition), sanitised, over the renderer's", async () => {
    const headers = { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="invoice-INV-20261125-000042.pdf"' };
    const fetch = vi.fn(async () => new Response(pdf, { status: 200, headers }));
    const { downloads, showSaveDialog } = setup({ fetch: fetch as unknown as typeof globalThis.fetch });
    const result = await downloads.save({ url: INVOICE, fileName: 'invoice-42.pdf', accessToken: 'tok' });
    expect(result).toEqual({ ok: true, path: path.join('/home/u/Downloads', 'invoice-INV-20261125-000042.pdf') });
    expect(showSaveDialog.mock.calls[0]?.[0].defaultPath).toBe(path.join('/home/u/Downloads', 'invoice-INV-20261125-000042.pdf'));
    const hostile = vi.fn(async () => new Response(pdf, { status: 200, headers: { 'content-disposition': 'attachment; filename="../../.bashrc"' } }));
    const second = setup({ fetch: hostile as unknown as typeof globalThis.fetch });
    await second.downloads.save({ url: INVOICE, fileName: 'x.pdf' });
    expect(second.showSaveDialog.mock.calls[0]?.[0].defaultPath).toBe(path.join('/home/u/Downloads', 'bashrc'));
  });

  it('never lets the file name escape the Downloads folder in the suggested path', async () => {
    const { downloads, showSaveDialog } = setup();
    await downloads.save({ url: INVOICE, fileName: '../../.bashrc' });
    expect(showSaveDialog.mock.calls[0]?.[0].defaultPath).toBe(path.join('/home/u/Downloads', 'bashrc'));
  });
});
