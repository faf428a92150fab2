/**
 * Accounts journey in Chromium against the real server: guard redirects, sign-up by e-mail code
 * (read from the dev outbox), sign-out, password sign-in back to `from`, profile + campus +
 * avatar, silent token refresh, password change, account deletion; plus screenshots of the
 * screens (phone + desktop, id + en) into test-results/screens/. Every page is checked with axe.
 */
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import type { TokenResult } from '../../src/common/accounts.js';
import { DESKTOP, PHONE, checkA11y, launch, screenshot } from './browser.js';
import { must } from '../../src/common/must.js';

const baseUrl = inject('baseUrl');
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

// ------------------------------------------------------------------ helpers

async function api<T = unknown>(method: string, p: string, body?: unknown, authorization = basic): Promise<{ status: number; result: T; message: string }> {
  const res = await fetch(`${baseUrl}${p}`, {
    method,
    headers: { authorization, language: 'id', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { result: T; message: string };
  return { status: res.status, result: json.result, message: json.message };
}

/** The newest code sent to an address (dev outbox). */
async function outboxCode(to: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
    const items = ((await res.json()) as { result: Array<{ code: string | null }> }).result;
    if (items[0]?.code) return items[0].code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code was sent to ${to}`);
}

/** A student registered through the API: register, then confirm with the code sent to the address. */
async function registerStudent(fullName: string, address: string): Promise<TokenResult> {
  const reg = await api<{ registrationId: string }>('POST', '/web/v2/students/register', { fullName, email: address, password });
  expect(reg.status).toBe(201);
  const confirmed = await api<TokenResult>('POST', '/v2/students/register-and-login-by-otp', {
    emailOrPhone: address,
    otp: await outboxCode(address),
    registrationId: reg.result.registrationId,
  });
  expect(confirmed.status).toBe(201);
  return confirmed.result;
}

interface CookieSession {
  accessToken: { token: string };
  refreshToken: string;
}

async function sessionCookie(context: BrowserContext): Promise<CookieSession | null> {
  const c = (await context.cookies(baseUrl)).find((x) => x.name === 'auth');
  return c ? (JSON.parse(decodeURIComponent(c.value)) as CookieSession) : null;
}

async function setSessionCookie(context: BrowserContext, accessToken: string, refreshToken: string) {
  const value = encodeURIComponent(JSON.stringify({ accessToken: { token: accessToken }, refreshToken }));
  await context.addCookies([{ name: 'auth', value, url: baseUrl, sameSite: 'Lax' }]);
}

/** A valid PNG (solid teal square), generated here so the test needs no fixture file. */
function png(size = 16): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8); // an index in 0..255 of the 256 entries
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [0x0e, 0x86, 0x7b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const unique = (tag: string) => `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

// ------------------------------------------------------------------ the journey

let browser: Browser;
let context: BrowserContext;
let page: Page;
const email = unique('dewi');
const password = 'rahasia123';
const newPassword = 'lebihAman456';
const resetPassword = 'aturUlang789';

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('account journey (id, desktop)', () => {
  it('sends guests to sign-in with the page to return to', async () => {
    await page.goto(baseUrl + '/user/certificatequ');
    await page.waitForURL(`${baseUrl}/signin?from=%2Fuser%2Fcertificatequ`);
    await page.getByRole('heading', { level: 1, name: 'Masuk ke Belajar' }).waitFor();
    await page.getByText('Silakan masuk untuk membuka halaman ini.').waitFor();
    await checkA11y(page);
    for (const p of ['/user/edit-profile', '/user/edit-account', '/user/delete-account']) {
      await page.goto(baseUrl + p);
      await page.waitForURL(`${baseUrl}/signin?from=${encodeURIComponent(p)}`);
    }
  });

  it('signs up with an e-mail code (validation, wrong code, then signed in)', async () => {
    await page.goto(baseUrl + '/signup');
    await page.getByRole('heading', { level: 1, name: 'Buat akun Belajar' }).waitFor();
    const submit = page.getByRole('button', { name: 'Buat akun', exact: true });
    await submit.click();
    expect(await page.getByText('Wajib diisi.').count()).toBeGreaterThanOrEqual(4);
    await page.getByText('Setujui syarat & ketentuan untuk melanjutkan.').waitFor();
    // The first invalid field gets the focus.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('fullName');
    await checkA11y(page, 'required fields');

    await page.getByLabel(/^Nama lengkap/).fill('Dewi Lestari');
    await page.getByLabel(/^Email atau nomor HP/).fill('dewi@');
    await page.getByLabel(/^Kata sandi/).fill('abcdefgh');
    await page.getByLabel(/^Ulangi kata sandi/).fill('abcdefgX');
    await page.getByText('Masukkan alamat email yang valid, misalnya nama@contoh.com.').waitFor();
    await page.getByText('Gunakan gabungan huruf dan angka.').waitFor();
    await page.getByText('Kata sandi tidak sama.').waitFor();
    await page.getByLabel(/^Email atau nomor HP/).fill('0812');
    await page.getByText('Masukkan nomor HP yang valid dengan format 08… atau +62….').waitFor();
    await checkA11y(page, 'invalid values');

    await page.getByLabel(/^Email atau nomor HP/).fill(email);
    await page.getByLabel(/^Kata sandi/).fill(password);
    await page.getByLabel(/^Ulangi kata sandi/).fill(password);
    await page.getByRole('checkbox').check();
    await submit.click();

    const code = page.getByLabel(/^Kode verifikasi/);
    await code.waitFor();
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await page.getByText(/Kami telah mengirim 6 digit kode lewat email ke d\*+/).waitFor();
    // The resend cooldown from the server's answer (60 s) counts down.
    const resend = page.getByTestId('otp-resend');
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.textContent()).toMatch(/Kirim ulang kode dalam 0:[0-5]\d|Kirim ulang kode dalam 1:00/);

    await code.fill('12 34 5x6');
    expect(await code.inputValue()).toBe('123456');
    const wrong = (await outboxCode(email)) === '000000' ? '111111' : '000000';
    await code.fill(wrong);
    await page.getByRole('button', { name: 'Verifikasi dan buat akun' }).click();
    await page
      .getByTestId('form-error')
      .getByText(/Kode OTP salah/)
      .waitFor();
    expect(await code.inputValue()).toBe(wrong);
    await checkA11y(page, 'code step, wrong code');

    await code.fill(await outboxCode(email));
    await page.getByRole('button', { name: 'Verifikasi dan buat akun' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Selamat datang di Belajar, Dewi!').first().waitFor();
    await page.getByRole('button', { name: 'Akun saya' }).waitFor();
    await checkA11y(page, 'signed in');
    const session = await sessionCookie(context);
    expect(session?.accessToken.token).toMatch(/^ey/);
    expect(session?.refreshToken.length).toBeGreaterThan(16);
  });

  it('signs out from the header menu and the server ends the session', async () => {
    const before = (await sessionCookie(context))!;
    await page.getByRole('button', { name: 'Akun saya' }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).waitFor();
    await checkA11y(page, 'account menu open');
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    await page.getByRole('link', { name: 'Masuk', exact: true }).waitFor();
    expect(await sessionCookie(context)).toBeNull();
    const refresh = await api('POST', '/web/v2/auth/refresh-token', { refreshToken: before.refreshToken, deviceID: 1 });
    expect(refresh.status).toBe(401);
    const me = await api('GET', '/web/v2/students/my-profile', undefined, `Bearer ${before.accessToken.token}`);
    expect(me.status).toBe(401);
  });

  it('signs in with a one-time code sent to the e-mail address', async () => {
    await page.goto(baseUrl + '/user/certificatequ');
    await page.waitForURL(`${baseUrl}/signin?from=%2Fuser%2Fcertificatequ`);
    await page.getByRole('tab', { name: 'Kode OTP' }).click();
    await page.getByLabel(/^Email atau nomor HP/).fill(email);
    await page.getByRole('button', { name: 'Kirim kode' }).click();
    const code = page.getByLabel(/^Kode verifikasi/);
    await code.waitFor();
    await checkA11y(page, 'sign-in code step');
    await code.fill(await outboxCode(email));
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(`${baseUrl}/user/certificatequ`);
    await page.getByText('Selamat datang kembali, Dewi!').first().waitFor();
    await checkA11y(page);
    expect((await sessionCookie(context))?.accessToken.token).toMatch(/^ey/);
    await page.getByRole('button', { name: 'Akun saya' }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    await page.getByRole('link', { name: 'Masuk', exact: true }).waitFor();
    expect(await sessionCookie(context)).toBeNull();
  });

  it('signs in with the password and lands back on the page it came from', async () => {
    await page.goto(baseUrl + '/user/edit-profile');
    await page.waitForURL(`${baseUrl}/signin?from=%2Fuser%2Fedit-profile`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Kata sandi/).fill('salah12345');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByTestId('form-error').getByText('Email/nomor HP atau kata sandi salah.').waitFor();
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);
    expect(await page.getByLabel(/^Kata sandi/).inputValue()).toBe('salah12345');
    await checkA11y(page, 'wrong password');

    await page.getByLabel(/^Kata sandi/).fill(password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(`${baseUrl}/user/edit-profile`);
    await page.getByRole('heading', { level: 1, name: 'Ubah profil' }).waitFor();
    await page.getByText('Selamat datang kembali, Dewi!').first().waitFor();
    await checkA11y(page);

    // Open redirects are refused: a signed-in visit to /signin?from=//… goes home.
    await page.goto(`${baseUrl}/signin?from=${encodeURIComponent('//evil.example/x')}`);
    await page.waitForURL(`${baseUrl}/`);
  });

  it('edits the profile and uploads an avatar', async () => {
    await page.goto(baseUrl + '/user/edit-profile');
    const name = page.getByLabel(/^Nama lengkap/);
    await name.waitFor();
    expect(await name.inputValue()).toBe('Dewi Lestari');
    await name.fill('');
    await page.getByRole('button', { name: 'Simpan perubahan' }).click();
    await page.getByText('Wajib diisi.').waitFor();
    await checkA11y(page, 'required name');
    await name.fill('Dewi Lestari Putri');
    await page.getByLabel('Kota').fill('Bandung');
    await page.getByLabel('Tentang kamu').fill('Analis data pemula.');
    await page.getByRole('radio', { name: 'Perempuan' }).check();
    await page.getByLabel('Tanggal lahir').fill('2001-02-28');
    await page.getByRole('button', { name: 'Simpan perubahan' }).click();
    await page.getByText('Profil berhasil disimpan.').first().waitFor();

    // Avatar: a non-image is refused in the browser, a PNG is uploaded.
    const file = page.locator('#avatar-file');
    await file.setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') });
    await page.getByTestId('avatar-error').getByText('Pilih berkas gambar (JPG, PNG, GIF, atau WebP).').waitFor();
    await checkA11y(page, 'avatar error');
    await file.setInputFiles({ name: 'dewi.png', mimeType: 'image/png', buffer: png() });
    await page.getByText('Foto profil berhasil diperbarui.').first().waitFor();
    const img = page.getByTestId('profile-avatar').locator('img');
    await img.waitFor();
    const src = (await img.getAttribute('src'))!;
    expect(src).toMatch(/\/files\/avatars\/\d+\/[0-9a-f-]+\.png$/);
    const served = await fetch(new URL(src, baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/image\/png/);

    // Everything is still there after a reload.
    await page.reload();
    await page.getByLabel(/^Nama lengkap/).waitFor();
    expect(await page.getByLabel(/^Nama lengkap/).inputValue()).toBe('Dewi Lestari Putri');
    expect(await page.getByLabel('Kota').inputValue()).toBe('Bandung');
    expect(await page.getByLabel('Tentang kamu').inputValue()).toBe('Analis data pemula.');
    expect(await page.getByLabel('Tanggal lahir').inputValue()).toBe('2001-02-28');
    expect(await page.getByRole('radio', { name: 'Perempuan' }).isChecked()).toBe(true);
    expect(await page.getByTestId('profile-avatar').locator('img').getAttribute('src')).toBe(src);
  });

  it('sets the campus profile: campus → faculty → major, student number, entry year', async () => {
    await page.goto(baseUrl + '/user/edit-profile');
    const campus = page.getByRole('combobox', { name: /^Kampus/ });
    await campus.waitFor();
    await campus.click();
    await campus.fill('Indonesia');
    await page.getByRole('option', { name: /^Universitas Indonesia/ }).waitFor();
    await checkA11y(page, 'campus options open');
    await page.getByRole('option', { name: /^Universitas Indonesia/ }).click();
    await page.getByRole('combobox', { name: /^Fakultas/ }).click();
    await page.getByRole('option', { name: 'Fakultas Teknik' }).click();
    await page.getByRole('combobox', { name: /^Program studi/ }).click();
    await page.getByRole('option', { name: 'Teknik Sipil' }).click();
    await page.getByLabel('Nomor induk mahasiswa (NIM)').fill('2106#1');
    await page.getByRole('button', { name: 'Simpan kampus' }).click();
    await page.getByText('Gunakan hanya huruf, angka, titik, garis miring, tanda hubung, dan spasi.').waitFor();
    await checkA11y(page, 'invalid student number');
    await page.getByLabel('Nomor induk mahasiswa (NIM)').fill('2106123456');
    await page.getByLabel('Tahun masuk').fill('2021');
    await page.getByRole('button', { name: 'Simpan kampus' }).click();
    await page.getByText('Data kampus berhasil disimpan.').first().waitFor();

    await page.reload();
    await page.getByRole('combobox', { name: /^Kampus/ }).waitFor();
    expect(await page.getByRole('combobox', { name: /^Kampus/ }).inputValue()).toBe('Universitas Indonesia');
    await expect.poll(() => page.getByRole('combobox', { name: /^Fakultas/ }).textContent()).toContain('Fakultas Teknik');
    expect(await page.getByRole('combobox', { name: /^Program studi/ }).textContent()).toContain('Teknik Sipil');
    expect(await page.getByLabel('Nomor induk mahasiswa (NIM)').inputValue()).toBe('2106123456');
    expect(await page.getByLabel('Tahun masuk').inputValue()).toBe('2021');
    const me = await api<{ campusProfile: { campusName: string; majorName: string } }>(
      'GET',
      '/web/v2/students/my-profile',
      undefined,
      `Bearer ${(await sessionCookie(context))!.accessToken.token}`,
    );
    expect(me.result.campusProfile).toMatchObject({ campusName: 'Universitas Indonesia', majorName: 'Teknik Sipil' });
  });

  it('refreshes an invalid access token silently while navigating', async () => {
    const current = (await sessionCookie(context))!;
    // A token this server signed for the same student but whose session has ended (a second
    // sign-in, logged out): the API refuses it, the refresh accepts it as the "old" token.
    const other = await api<TokenResult>('POST', '/web/v2/auth/login-by-email', { email, password });
    expect(other.status).toBe(200);
    const stale = other.result.accessToken.token;
    expect((await api('POST', '/web/v2/auth/logout', undefined, `Bearer ${stale}`)).status).toBe(200);
    expect((await api('GET', '/web/v2/students/my-profile', undefined, `Bearer ${stale}`)).status).toBe(401);

    await page.goto(baseUrl + '/');
    await setSessionCookie(context, stale, current.refreshToken);
    const calls: string[] = [];
    page.on('response', (r) => {
      if (/my-profile|refresh-token/.test(r.url())) calls.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(baseUrl + '/user/edit-profile');
    await page.getByRole('heading', { level: 1, name: 'Ubah profil' }).waitFor();
    await page.getByLabel(/^Nama lengkap/).waitFor();
    expect(await page.getByLabel(/^Nama lengkap/).inputValue()).toBe('Dewi Lestari Putri');
    expect(page.url()).toBe(`${baseUrl}/user/edit-profile`);
    // One refresh (single-flight; whichever authenticated call hit the 401 first — the header's
    // menu call or the profile), and the profile answered with the new token.
    expect(calls.filter((c) => c.endsWith('refresh-token'))).toEqual(['200 /web/v2/auth/refresh-token']);
    expect(calls.filter((c) => c.endsWith('my-profile')).at(-1)).toBe('200 /web/v2/students/my-profile');

    const renewed = (await sessionCookie(context))!;
    expect(renewed.accessToken.token).not.toBe(stale);
    expect(renewed.accessToken.token).not.toBe(current.accessToken.token);
    expect(renewed.refreshToken).not.toBe(current.refreshToken);
    expect((await api('GET', '/web/v2/students/my-profile', undefined, `Bearer ${renewed.accessToken.token}`)).status).toBe(200);
  });

  it('a forged access token cannot be refreshed: the session ends and sign-in brings the student back', async () => {
    // The refresh sends the current access token along and the server accepts only one it signed,
    // so a token that is not ours ends the session (no silent refresh) instead of breaking the page.
    const current = (await sessionCookie(context))!;
    const [head, body] = current.accessToken.token.split('.');
    await setSessionCookie(context, `${head}.${body}.forged-signature`, current.refreshToken);
    await page.goto(baseUrl + '/user/edit-account');
    await page.waitForURL(`${baseUrl}/signin?from=%2Fuser%2Fedit-account`);
    await page.getByText('Sesi kamu telah berakhir. Silakan masuk lagi.').first().waitFor();
    expect(await sessionCookie(context)).toBeNull();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Kata sandi/).fill(password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(`${baseUrl}/user/edit-account`);
    await page.getByRole('heading', { level: 1, name: 'Ubah kata sandi' }).waitFor();
    await checkA11y(page);
  });

  it('changes the password (server errors shown, values kept)', async () => {
    await page.goto(baseUrl + '/user/edit-account');
    await page.getByRole('heading', { level: 1, name: 'Ubah kata sandi' }).waitFor();
    // The page says where this device keeps the session (a cookie on the web).
    expect(await page.getByTestId('session-storage').innerText()).toContain('cookie aman');
    await page.getByLabel(/^Kata sandi saat ini/).fill('bukanIni123');
    await page.getByLabel(/^Kata sandi baru/).fill(newPassword);
    await page.getByLabel(/^Ulangi kata sandi/).fill(newPassword + 'x');
    await page.getByRole('button', { name: 'Ubah kata sandi' }).click();
    await page.getByText('Kata sandi tidak sama.').waitFor();
    await page.getByLabel(/^Ulangi kata sandi/).fill(newPassword);
    await page.getByRole('button', { name: 'Ubah kata sandi' }).click();
    await page.getByTestId('form-error').getByText('Kata sandi lama salah.').waitFor();
    expect(await page.getByLabel(/^Kata sandi baru/).inputValue()).toBe(newPassword);
    await checkA11y(page, 'wrong current password');

    await page.getByLabel(/^Kata sandi saat ini/).fill(password);
    await page.getByRole('button', { name: 'Ubah kata sandi' }).click();
    await page.getByTestId('password-changed').waitFor();
    expect(await page.getByLabel(/^Kata sandi baru/).inputValue()).toBe('');
    expect((await api('POST', '/web/v2/auth/login-by-email', { email, password })).status).toBe(401);
    expect((await api('POST', '/web/v2/auth/login-by-email', { email, password: newPassword })).status).toBe(200);
    // This browser stays signed in.
    await page.goto(baseUrl + '/user/edit-profile');
    await page.getByLabel(/^Nama lengkap/).waitFor();
  });

  it('resets a forgotten password with the code from the e-mail', async () => {
    await page.goto(baseUrl + '/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Lupa kata sandi?' }).waitFor();
    await checkA11y(page);
    await page.getByLabel(/^Email/).fill('bukan-email');
    await page.getByRole('button', { name: 'Kirim kode reset' }).click();
    await page.getByText('Masukkan alamat email yang valid, misalnya nama@contoh.com.').waitFor();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Kirim kode reset' }).click();
    await page.waitForURL(`${baseUrl}/reset-password?email=${encodeURIComponent(email)}`);
    // The same neutral confirmation whether or not the address is registered.
    await page.getByText(/Jika email ini terdaftar, kami telah mengirim kode reset/).waitFor();
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);
    await checkA11y(page);
    await page.getByLabel(/^Kode reset/).fill('000000');
    await page.getByLabel(/^Kata sandi baru/).fill(resetPassword);
    await page.getByLabel(/^Ulangi kata sandi/).fill(resetPassword);
    const code = await outboxCode(email);
    if (code === '000000') await page.getByLabel(/^Kode reset/).fill('111111');
    await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();
    await page.getByTestId('form-error').waitFor();
    expect(await page.getByLabel(/^Kata sandi baru/).inputValue()).toBe(resetPassword);
    await page.getByLabel(/^Kode reset/).fill(code);
    await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();

    // Every session ended (this one too): back to sign-in with the address filled in.
    await page.waitForURL(`${baseUrl}/signin`);
    await page.getByText('Kata sandi berhasil diatur ulang. Silakan masuk dengan kata sandi baru.').first().waitFor();
    expect(await sessionCookie(context)).toBeNull();
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);
    // The toast saying so is labelled "Kata sandi berhasil…" too: ask for the field itself.
    await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(resetPassword);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect((await api('POST', '/web/v2/auth/login-by-email', { email, password: newPassword })).status).toBe(401);
  });

  it('deletes the account after typing the confirmation word', async () => {
    await page.goto(baseUrl + '/user/delete-account');
    await page.getByRole('heading', { level: 1, name: 'Hapus akun' }).waitFor();
    await checkA11y(page);
    const confirm = page.getByLabel(/^Ketik HAPUS untuk konfirmasi/);
    await confirm.fill('hapu');
    await page.getByRole('button', { name: 'Hapus akun saya' }).click();
    await page.getByText('Ketik HAPUS persis untuk konfirmasi.').waitFor();
    await checkA11y(page, 'confirmation word wrong');
    await confirm.fill('hapus');
    await page.getByRole('button', { name: 'Hapus akun saya' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Akunmu telah dihapus.').first().waitFor();
    await page.getByRole('link', { name: 'Masuk', exact: true }).waitFor();
    expect(await sessionCookie(context)).toBeNull();
    expect((await api('POST', '/web/v2/auth/login-by-email', { email, password: resetPassword })).status).toBe(401);
  });
});

// ------------------------------------------------------------------ screenshots

describe('account screens (phone + desktop, id + en)', () => {
  const cases = [
    { device: 'phone', viewport: PHONE, mobile: true },
    { device: 'desktop', viewport: DESKTOP, mobile: false },
  ] as const;
  const texts = {
    id: {
      signup: 'Buat akun',
      name: /^Nama lengkap/,
      address: /^Email atau nomor HP/,
      password: /^Kata sandi/,
      confirm: /^Ulangi kata sandi/,
      code: /^Kode verifikasi/,
      profile: 'Ubah profil',
    },
    en: {
      signup: 'Create account',
      name: /^Full name/,
      address: /^E-mail or phone number/,
      password: /^Password/,
      confirm: /^Confirm password/,
      code: /^Verification code/,
      profile: 'Edit profile',
    },
  } as const;

  for (const lang of ['id', 'en'] as const) {
    for (const c of cases) {
      it(`${c.device} ${lang}: sign-in, sign-up code step and edit-profile`, async () => {
        const ctx = await browser.newContext({ viewport: c.viewport, isMobile: c.mobile, hasTouch: c.mobile, locale: lang === 'id' ? 'id-ID' : 'en-GB' });
        await ctx.addInitScript((l) => localStorage.setItem('locale', l), lang);
        const p = await ctx.newPage();
        const tx = texts[lang];
        // English pages live under /en (the URL decides the language).
        const site = `${baseUrl}${lang === 'en' ? '/en' : ''}`;
        try {
          await p.goto(`${site}/signin?from=%2Fuser%2Fedit-profile`);
          await p.getByRole('heading', { level: 1 }).waitFor();
          expect(await p.locator('html').getAttribute('lang')).toBe(lang);
          await checkA11y(p);
          await screenshot(p, `signin-${c.device}-${lang}`);

          const address = unique(`screen-${c.device}-${lang}`);
          await p.goto(`${site}/signup`);
          await p.getByLabel(tx.name).fill('Rina Wijaya');
          await p.getByLabel(tx.address).fill(address);
          await p.getByLabel(tx.password).fill(password);
          await p.getByLabel(tx.confirm).fill(password);
          await p.getByRole('checkbox').check();
          await checkA11y(p, 'filled in');
          await screenshot(p, `signup-${c.device}-${lang}`);
          await p.getByRole('button', { name: tx.signup, exact: true }).click();
          await p.getByLabel(tx.code).waitFor();
          await p.getByLabel(tx.code).fill(await outboxCode(address));
          await checkA11y(p, 'code step');
          await screenshot(p, `signup-otp-${c.device}-${lang}`);

          // A signed-in student with a campus, set up through the API, for the profile screen.
          const student = await registerStudent('Rina Wijaya', unique('profile'));
          const bearer = `Bearer ${student.accessToken.token}`;
          const campuses = await api<Array<{ uuid: string }>>('GET', '/web/v2/master/campus?keyword=Gadjah');
          const campus = must(campuses.result[0], 'a campus named Gadjah');
          const faculties = await api<Array<{ id: number }>>('GET', `/web/v2/master/campus/faculties?campusUuid=${campus.uuid}`);
          const put = await api('PUT', '/web/v2/students/my-campus-profile', { campusUuid: campus.uuid, facultyId: must(faculties.result[0], 'a faculty').id, entryYear: 2022 }, bearer);
          expect(put.status).toBe(200);
          await api('PUT', '/web/v2/students', { city: 'Yogyakarta', bio: lang === 'id' ? 'Suka belajar desain produk.' : 'Learning product design.' }, bearer);
          await setSessionCookie(ctx, student.accessToken.token, student.refreshToken);
          await p.goto(`${site}/user/edit-profile`);
          await p.getByRole('heading', { level: 1, name: tx.profile }).waitFor();
          await p.getByText('Yogyakarta').or(p.locator('input[value="Yogyakarta"]')).first().waitFor();
          await checkA11y(p);
          await screenshot(p, `edit-profile-${c.device}-${lang}`, { fullPage: true });
        } finally {
          await ctx.close();
        }
      });
    }
  }
});
