/**
 * The bootcamp lecture in Chromium against the real server (issue 21). The seeded demo student (enrolled
 * in the first bootcamp by the seed, top tier) opens its lecture: the session on now has a Join button,
 * the assignments list what to hand in. The student uploads a real PDF made here to the file
 * assignment with the upload throttled (Chrome's network emulation), sees the progress bar and then
 * "submitted". The bootcamp's instructor (its seeded account) opens /mentor/submissions, is refused a
 * request for changes without a comment, then sends one; the student reloads and reads the mentor's
 * comment. A student who is not enrolled reads why, with the bootcamp page's link. Every page is
 * checked with axe (both languages); screenshots phone and desktop in test-results/screens.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BootcampLecture, MentorSubmission } from '../../src/common/contract/bootcamp-lecture.js';
import type { ContentDetail } from '../../src/common/contract/catalogue.js';
import { must } from '../../src/common/must.js';
import { DEMO_STUDENT } from '../../src/server/db/seed/accounts.js';
import { INSTRUCTOR_PASSWORD, instructorEmail } from '../../src/server/db/seed/instructor-accounts.js';
import { DESKTOP, PHONE, checkA11y, launch, screenshot } from './browser.js';
import { BASIC, api as call, registerStudent, signIn } from './learning-support.js';

const baseUrl = inject('baseUrl');
const api = <T>(method: string, p: string, authorization: string, body?: unknown, language = 'id') => call<T>(baseUrl, method, p, authorization, body, language);
const shot = (p: Page, name: string) => screenshot(p, `bootcamp-lecture-${name}`);

/** A real one-page PDF (valid xref) of about `kb` kilobytes: enough to watch a throttled upload. */
function makePdf(kb: number): Buffer {
  const lines = ['BT /F1 14 Tf 72 720 Td (Rencana proyek bootcamp) Tj ET'];
  for (let i = 0; lines.join('\n').length < kb * 1024; i++) lines.push(`BT /F1 8 Tf 72 ${700 - (i % 80) * 8} Td (Baris ${i}: tujuan, data dan jadwal proyek.) Tj ET`);
  const stream = lines.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

let browser: Browser;
let student: BrowserContext;
let page: Page;
let studentBearer: string;
let bootcamp: { url: string; title: string };
let mentorEmail: string;
const pdfPath = path.join(os.tmpdir(), `rencana-proyek-${process.pid}.pdf`);

beforeAll(async () => {
  browser = await launch();
  fs.writeFileSync(pdfPath, makePdf(300));
  const login = await api<{ accessToken: { token: string } }>('POST', 'auth/login-by-email', BASIC, { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password });
  expect(login.status).toBe(200);
  studentBearer = `Bearer ${login.result.accessToken.token}`;
  // The bootcamp the seed enrolled the demo student in: the one whose lecture answers 200.
  const list = await api<{ items: { url: string; contentId: number }[] }>('POST', 'bootcamps', BASIC, { page: 1, pageSize: 50 });
  for (const b of list.result.items) {
    const lecture = await api<BootcampLecture>('GET', `bootcamps/${b.url}/lecture`, studentBearer);
    if (lecture.status === 200) {
      bootcamp = { url: b.url, title: lecture.result.bootcamp.title };
      break;
    }
  }
  must(bootcamp, 'a bootcamp the demo student is enrolled in');
  const detail = (await api<ContentDetail>('GET', `bootcamps/${bootcamp.url}`, BASIC)).result;
  mentorEmail = instructorEmail(must(detail.instructor ?? undefined, 'the bootcamp’s instructor').url);
  student = await browser.newContext({ viewport: DESKTOP });
  await student.addInitScript(() => localStorage.setItem('locale', 'id'));
  page = await student.newPage();
  await signIn(page, baseUrl, DEMO_STUDENT.email, DEMO_STUDENT.password, `/bootcamps/${bootcamp.url}/lecture`);
});
afterAll(async () => {
  fs.rmSync(pdfPath, { force: true });
  await student?.close().catch(() => undefined);
  await browser?.close();
});

const fileAssignment = () => page.locator('[data-testid="lecture-assignment"]', { has: page.getByTestId('assignment-file') }).first();

describe('bootcamp lecture: hand in, review, feedback', () => {
  it('the bootcamp page sends the enrolled student to the lecture', async () => {
    await page.goto(`${baseUrl}/bootcamps/${bootcamp.url}`);
    const learn = page.getByTestId('buy-box').getByTestId('action-learn');
    await learn.waitFor();
    expect(await learn.textContent()).toContain('Masuk ke kelas');
    await checkA11y(page, 'the bootcamp page, enrolled');
    await learn.click();
    await page.waitForURL((u) => u.pathname === `/bootcamps/${bootcamp.url}/lecture`);
    await page.getByTestId('lecture-session').first().waitFor();
    await checkA11y(page, 'the bootcamp lecture');
  });

  it('shows the lecture: the session on now first with Join, the assignments and the locked certificate', async () => {
    await page.getByRole('heading', { level: 1, name: bootcamp.title }).waitFor();
    const first = page.getByTestId('lecture-session').first();
    expect(await first.getAttribute('data-state')).toBe('open');
    expect(await first.getByTestId('session-join').count()).toBe(1);
    // Only sessions in their window can be joined.
    expect(await page.getByTestId('session-join').count()).toBe(await page.locator('[data-testid="lecture-session"][data-state="open"]').count());
    expect(await page.getByTestId('lecture-certificate').getAttribute('data-state')).toBe('locked');
    await shot(page, 'desktop-id');
    await page.setViewportSize(PHONE);
    await shot(page, 'phone-id');
    await page.setViewportSize(DESKTOP);
  });

  it('uploads a PDF with a progress bar, then shows it submitted', async () => {
    const item = fileAssignment();
    const title = must((await item.locator('h3').textContent()) ?? undefined, 'the assignment title');
    // Refused on the client: a file over 20 MB never leaves the browser.
    await item.getByTestId('assignment-file').setInputFiles({ name: 'besar.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(20_000_001, 0x25) });
    expect(await item.getByTestId('upload-hint').textContent()).toContain('20 MB');
    // Slow uplink (about 120 KB/s): the 300 KB PDF takes a few seconds, so the bar is seen.
    const cdp = await student.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 120 * 1024 });
    await item.getByTestId('assignment-file').setInputFiles(pdfPath);
    await item.getByTestId('upload-progress').waitFor();
    const progress = item.locator('progress');
    await progress.waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const done = page.locator('[data-testid="lecture-assignment"]', { hasText: title });
    await done.getByTestId('submission-file').waitFor({ timeout: 30_000 });
    expect(await done.getByTestId('assignment-status').textContent()).toBe('Dikumpulkan');
    expect(await done.getByTestId('submission-file').textContent()).toContain(path.basename(pdfPath));
    const server = (await api<BootcampLecture>('GET', `bootcamps/${bootcamp.url}/lecture`, studentBearer)).result.assignments.find((a) => a.title === title);
    expect(server?.submission?.status).toBe('submitted');
    expect(server?.submission?.file?.bytes).toBe(fs.statSync(pdfPath).size);
    // The page links the file by its signed private URL (served by the private files route).
    const href = must((await done.getByTestId('submission-file').getAttribute('href')) ?? undefined, 'the file link');
    expect(href.split('?')[0]).toBe(server?.submission?.file?.url.split('?')[0]);
    expect(server?.submission?.file?.url).toMatch(/^\/web\/v2\/files\/private\/.+\?v=\d+&e=\d+&sig=/);
    await checkA11y(page, 'the lecture after a hand-in');
  });

  it('the mentor requests changes (a comment is required), and the student reads them', async () => {
    const mentor = await browser.newContext({ viewport: DESKTOP });
    await mentor.addInitScript(() => localStorage.setItem('locale', 'id'));
    const m = await mentor.newPage();
    await signIn(m, baseUrl, mentorEmail, INSTRUCTOR_PASSWORD, '/mentor/submissions');
    const item = m.locator('[data-testid="mentor-submission"]', { hasText: path.basename(pdfPath) });
    await item.waitFor();
    expect(await item.textContent()).toContain(DEMO_STUDENT.fullName);
    await checkA11y(m, 'the mentor’s queue');
    await screenshot(m, 'bootcamp-lecture-mentor-desktop-id');
    await m.setViewportSize(PHONE);
    await screenshot(m, 'bootcamp-lecture-mentor-phone-id');
    await m.setViewportSize(DESKTOP);

    await item.getByTestId('review-changes').click();
    await item.getByTestId('review-send').click();
    expect(await item.getByTestId('review-hint').textContent()).toContain('Tuliskan apa yang perlu diperbaiki');
    const comment = 'Tambahkan tabel anggaran dan jadwal per minggu.';
    await item.getByTestId('review-comment').fill(comment);
    await item.getByTestId('review-send').click();
    await m.locator('[data-testid="mentor-submission"][data-status="changes_requested"]', { hasText: path.basename(pdfPath) }).waitFor();
    // The queue's reviewed tab lists it with the comment.
    await m.getByTestId('mentor-tab-reviewed').click();
    await m.locator('[data-testid="mentor-submission"]', { hasText: comment }).waitFor();
    const reviewed = (await api<{ items: MentorSubmission[] }>('GET', 'mentor/submissions?status=reviewed', studentBearer)).status;
    expect(reviewed).toBe(403); // the demo student teaches nothing
    await mentor.close();

    await page.reload();
    const mine = fileAssignment();
    await mine.getByTestId('submission-feedback').waitFor();
    expect(await mine.getByTestId('submission-feedback').textContent()).toContain(comment);
    expect(await mine.getByTestId('assignment-status').textContent()).toBe('Perlu perbaikan');
    await checkA11y(page, 'the lecture with the mentor’s feedback');
    await mine.scrollIntoViewIfNeeded();
    await shot(page, 'feedback-desktop-id');
    await page.setViewportSize(PHONE);
    await mine.getByTestId('submission-feedback').scrollIntoViewIfNeeded();
    await shot(page, 'feedback-phone-id');
    await page.setViewportSize(DESKTOP);
  });

  it('a student who is not enrolled reads why, with a link to the bootcamp', async () => {
    const other = await browser.newContext({ viewport: PHONE });
    await other.addInitScript(() => localStorage.setItem('locale', 'id'));
    const p = await other.newPage();
    await registerStudent(baseUrl, other, 'Rina Bukan Peserta', `rina.bootcamp.${Date.now()}@example.com`, 'BukanPeserta1!');
    await p.goto(`${baseUrl}/bootcamps/${bootcamp.url}/lecture`);
    await p.getByTestId('lecture-not-enrolled').waitFor();
    expect(await p.getByRole('link', { name: 'Lihat bootcamp' }).getAttribute('href')).toBe(`/bootcamps/${bootcamp.url}`);
    await checkA11y(p, 'the lecture, not enrolled');
    await p.goto(`${baseUrl}/mentor/submissions`);
    await p.getByTestId('mentor-forbidden').waitFor();
    await checkA11y(p, 'the mentor page, not a mentor');
    await other.close();
  });
});
