/**
 * Downloads and the offline library in the desktop harness (issue 22): the real main-process
 * wiring, the real preload bridge and the built renderer against the real API. A student buys a
 * course, picks a downloads folder once (the native folder dialog), downloads the invoice (progress
 * reaches the page, the PDF lands on disk, a file of the student's with the same name is kept and
 * the invoice gets "(2)"), downloads it again (its own file replaced, no third copy), and the
 * library lists it, opens with the API stopped, marks the deleted file "Missing from disk" and
 * fetches it again once online.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadProgress } from '../../src/common/bridge';
import { must } from '../../src/common/must';
import { hasKeychain, launchDesktop, type DesktopHarness } from './harness';
import { buyThroughSandbox, createStudent, signIn, type Student } from './harness/student';

const SCREENS = path.resolve('test-results/screens');
const PAID_COURSE = 'digital-marketing-untuk-umkm';

async function shot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
}

/** Records the bridge's download progress events in the page (until it navigates away). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __progress: DownloadProgress[] };
    w.__progress = [];
    window.desktop!.downloads.onProgress((p) => w.__progress.push(p));
  });
}
const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { __progress: DownloadProgress[] }).__progress);

describe.skipIf(!hasKeychain)('downloads into a chosen folder and the offline library (issue 22)', () => {
  let h: DesktopHarness;
  let page: Page;
  let student: Student;
  let folder: string;
  let orderId: number;
  /** The invoice's name as the server gives it (Content-Disposition). */
  let serverName: string;

  beforeAll(async () => {
    h = await launchDesktop({ api: true });
    page = await h.page();
    folder = path.join(h.downloadsDir, 'Belajar');
    fs.mkdirSync(folder, { recursive: true });
    student = await createStudent(h.apiUrl, 'Rina Pustaka');
    await signIn(page, student, '/');
    // A paid order: bought through the sandbox gateway as a student would.
    orderId = await buyThroughSandbox(page, h.apiUrl, student, PAID_COURSE);
    const head = await fetch(`${h.apiUrl}/web/v2/orders/invoices/download?invoiceId=${orderId}&lang=id`, { headers: { Authorization: student.bearer } });
    serverName = must(/filename="([^"]+)"/.exec(head.headers.get('content-disposition') ?? '')?.[1], 'the invoice file name');
  }, 300_000);

  afterAll(async () => h?.close());

  it('asks for the folder once, shows progress and saves the invoice beside, never over, a file of the same name', async () => {
    // The student already has a different file of that name in the folder.
    fs.writeFileSync(path.join(folder, serverName), 'my own notes');
    await page.goto(`${h.appOrigin}/history/${orderId}`);
    await page.getByTestId('invoice-download').waitFor();
    await recordProgress(page);
    h.dialog.answerOpen(folder);
    await page.getByTestId('invoice-download').click();
    const saved = page.getByTestId('saved-file');
    await saved.waitFor({ timeout: 20_000 });
    const numbered = serverName.replace(/\.pdf$/, ' (2).pdf');
    await expect.poll(() => saved.innerText()).toContain(numbered);
    expect(h.dialog.openCalls).toEqual([{ properties: ['openDirectory', 'createDirectory'] }]);
    expect(fs.readFileSync(path.join(folder, serverName), 'utf8')).toBe('my own notes');
    const pdf = fs.readFileSync(path.join(folder, numbered));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const progress = await progressSeen(page);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ received: pdf.byteLength });
    expect(progress.every((p) => p.url.includes(`invoiceId=${orderId}`))).toBe(true);
    // No half file, no temp file left behind.
    expect(fs.readdirSync(folder).sort()).toEqual([numbered, serverName].sort());

    await shot(page, 'desktop-invoice-saved');
    await page.getByTestId('saved-file-open').click();
    await expect.poll(() => h.shell.openedPaths).toEqual([path.join(folder, numbered)]);
    await page.getByTestId('saved-file-show').click();
    await expect.poll(() => h.shell.shownInFolder).toEqual([path.join(folder, numbered)]);
  });

  it('downloading the same invoice again replaces its own file, without asking for the folder again', async () => {
    await page.getByTestId('invoice-download').click();
    await page.getByTestId('saved-file').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('invoice-download').isEnabled()).toBe(true);
    expect(h.dialog.openCalls).toHaveLength(1);
    expect(fs.readdirSync(folder).sort()).toEqual([serverName.replace(/\.pdf$/, ' (2).pdf'), serverName].sort());
  });

  it('the account menu links the library; it lists the invoice from the disk with the API stopped', async () => {
    await page.getByRole('button', { name: 'Akun saya' }).click();
    await page.getByRole('menuitem', { name: 'Perpustakaan' }).click();
    await page.waitForURL((u) => u.pathname === '/user/library');
    await h.api!.stopApi();
    try {
      await page.reload();
      const entry = page.getByTestId('library-entry');
      await entry.waitFor({ timeout: 20_000 });
      expect(await entry.getAttribute('data-present')).toBe('true');
      expect(await entry.innerText()).toContain('Invoice');
      expect(await page.getByTestId('library-folder').innerText()).toBe(folder);
      await page.getByTestId('library-open').click();
      await expect.poll(() => h.shell.openedPaths.length).toBe(2);
      await shot(page, 'desktop-library');
    } finally {
      await h.api!.startApi();
    }
  });

  it('a deleted file is "Missing from disk"; offline it cannot be fetched, online "Download again" restores it', async () => {
    const file = path.join(folder, serverName.replace(/\.pdf$/, ' (2).pdf'));
    fs.rmSync(file);
    await page.reload();
    const entry = page.getByTestId('library-entry');
    await entry.waitFor({ timeout: 20_000 });
    expect(await entry.getAttribute('data-present')).toBe('false');
    expect(await page.getByTestId('library-missing').innerText()).toBe('Tidak ada di disk');
    await h.context.setOffline(true);
    await expect.poll(() => page.getByTestId('library-download-again').isDisabled()).toBe(true);
    await page.getByTestId('library-offline').waitFor();
    await shot(page, 'desktop-library-missing-offline');
    await h.context.setOffline(false);
    await expect.poll(() => page.getByTestId('library-download-again').isEnabled()).toBe(true);
    await page.getByTestId('library-download-again').click();
    await expect.poll(() => entry.getAttribute('data-present'), { timeout: 20_000 }).toBe('true');
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(fs.readFileSync(path.join(folder, serverName), 'utf8')).toBe('my own notes');
    await shot(page, 'desktop-library-restored');
  });
});
