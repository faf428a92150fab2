import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../../common/constants.js';
import { basicHeaders } from '../../testing/test-app.js';
import { campusUuid } from '../../db/seed/accounts.js';
import { type AccountsTestApp, bearer, createAccountsApp, get, loginByEmail, post, put, registerStudent } from '../auth/testing.js';

let app: AccountsTestApp;
beforeAll(async () => {
  app = await createAccountsApp();
});
afterAll(async () => {
  await app?.cleanup();
});

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const TIFF_HEAD = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
const HEIC_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic')]);

function multipart(file: { name?: string; type: string; bytes: Buffer; field?: string }) {
  const boundary = '----belajar' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name ?? 'avatar.png'}"\r\nContent-Type: ${file.type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file.bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(token: string, file: { name?: string; type: string; bytes: Buffer }) {
  const { payload, contentType } = multipart(file);
  return app.inject({ method: 'PUT', url: '/web/v2/students/profilepic', payload, headers: { ...bearer(token), 'content-type': contentType } });
}

const filePath = (url: string) => path.join(app.ctx.config.dataDir, 'files', url.replace(/^\/files\//, ''));

describe('students/my-profile and U students', () => {
  it('answers the profile of the token’s owner', async () => {
    const s = await registerStudent(app, { fullName: 'Putri Ayu' });
    const res = await get(app, '/web/v2/students/my-profile', bearer(s.access));
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      id: s.id,
      fullName: 'Putri Ayu',
      email: s.email,
      phone: null,
      avatarUrl: null,
      gender: null,
      birthDate: null,
      city: null,
      bio: null,
      // registerStudent confirms the e-mail code: an account is usable only once its address is proven.
      emailVerified: true,
      phoneVerified: false,
      hasPassword: true,
      linkedAccounts: { google: false, apple: false },
      campusProfile: null,
      createdAt: expect.any(String),
    });
    expect((await get(app, '/web/v2/students/my-profile', basicHeaders)).statusCode).toBe(401);
    expect((await get(app, '/web/v2/students/my-profile', {})).statusCode).toBe(401);
  });

  it('updates name, gender, birth date, city and bio', async () => {
    const s = await registerStudent(app);
    const res = await put(app, '/web/v2/students', { fullName: 'Budi Baru', gender: 'male', birthDate: '2001-05-20', city: ' Bandung ', bio: 'Suka belajar.' }, bearer(s.access));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profil berhasil disimpan.');
    expect(res.json().result).toMatchObject({ fullName: 'Budi Baru', gender: 'male', birthDate: '2001-05-20', city: 'Bandung', bio: 'Suka belajar.' });
    const cleared = await put(app, '/web/v2/students', { gender: null, birthDate: null, city: '' }, bearer(s.access));
    expect(cleared.json().result).toMatchObject({ fullName: 'Budi Baru', gender: null, birthDate: null, city: null });
  });

  it.each([
    ['an empty body', {}],
    ['an unknown field', { email: 'new@example.id' }],
    ['an id of someone else', { id: 1, fullName: 'X' }],
    ['a bad gender', { gender: 'robot' }],
    ['an impossible date', { birthDate: '2001-02-30' }],
    ['a date in another format', { birthDate: '20/05/2001' }],
    ['a huge bio', { bio: 'x'.repeat(501) }],
    ['a huge name', { fullName: 'x'.repeat(101) }],
    ['a name of the wrong type', { fullName: ['a', 'b'] }],
  ])('refuses %s with 400', async (_name, body) => {
    const s = await registerStudent(app);
    const res = await put(app, '/web/v2/students', body, bearer(s.access));
    expect(res.statusCode).toBe(400);
  });

  it('refuses a birth date in the future or before 1900', async () => {
    const s = await registerStudent(app);
    const future = await put(app, '/web/v2/students', { birthDate: '2999-01-01' }, bearer(s.access));
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Tanggal lahir tidak valid.');
    expect((await put(app, '/web/v2/students', { birthDate: '1850-01-01' }, bearer(s.access))).statusCode).toBe(400);
  });
});

describe('U students/my-campus-profile', () => {
  const ui = campusUuid('UI');
  const itb = campusUuid('ITB');
  async function facultyOf(uuid: string, name: string) {
    return app.ctx.db.selectFrom('faculties').select('id').where('campus_uuid', '=', uuid).where('name', '=', name).executeTakeFirstOrThrow();
  }
  async function majorOf(facultyId: number, name: string) {
    return app.ctx.db.selectFrom('majors').select('id').where('faculty_id', '=', facultyId).where('name', '=', name).executeTakeFirstOrThrow();
  }

  it('sets campus, faculty and major that belong together', async () => {
    const s = await registerStudent(app);
    const fac = await facultyOf(ui, 'Fakultas Ekonomi dan Bisnis');
    const major = await majorOf(fac.id, 'Akuntansi');
    const res = await put(
      app,
      '/web/v2/students/my-campus-profile',
      { campusUuid: ui, facultyId: fac.id, majorId: major.id, studentNumber: '2206012345', entryYear: 2022 },
      bearer(s.access),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().result.campusProfile).toEqual({
      campusUuid: ui,
      campusName: 'Universitas Indonesia',
      facultyId: fac.id,
      facultyName: 'Fakultas Ekonomi dan Bisnis',
      majorId: major.id,
      majorName: 'Akuntansi',
      studentNumber: '2206012345',
      entryYear: 2022,
    });
    const cleared = await put(app, '/web/v2/students/my-campus-profile', { campusUuid: null }, bearer(s.access));
    expect(cleared.json().result.campusProfile).toBeNull();
  });

  it('refuses a faculty of another campus, a major of another faculty and an unknown campus', async () => {
    const s = await registerStudent(app);
    const itbFac = await facultyOf(itb, 'Sekolah Teknik Elektro dan Informatika');
    const uiFac = await facultyOf(ui, 'Fakultas Teknik');
    const itbMajor = await majorOf(itbFac.id, 'Teknik Informatika');
    const otherCampus = await put(app, '/web/v2/students/my-campus-profile', { campusUuid: ui, facultyId: itbFac.id }, bearer(s.access));
    expect(otherCampus.statusCode).toBe(400);
    expect(otherCampus.json().message).toBe('Fakultas tidak ditemukan di kampus ini.');
    const otherFaculty = await put(app, '/web/v2/students/my-campus-profile', { campusUuid: ui, facultyId: uiFac.id, majorId: itbMajor.id }, bearer(s.access));
    expect(otherFaculty.statusCode).toBe(400);
    expect((await put(app, '/web/v2/students/my-campus-profile', { campusUuid: ui, majorId: itbMajor.id }, bearer(s.access))).statusCode).toBe(400);
    const unknown = await put(app, '/web/v2/students/my-campus-profile', { campusUuid: '00000000-0000-4000-8000-000000000000' }, bearer(s.access));
    expect(unknown.statusCode).toBe(404);
    expect((await put(app, '/web/v2/students/my-campus-profile', { campusUuid: 'not-a-uuid' }, bearer(s.access))).statusCode).toBe(400);
    expect((await put(app, '/web/v2/students/my-campus-profile', { facultyId: 1 }, bearer(s.access))).statusCode).toBe(400);
    expect((await put(app, '/web/v2/students/my-campus-profile', { campusUuid: ui, entryYear: 1800 }, bearer(s.access))).statusCode).toBe(400);
    expect((await put(app, '/web/v2/students/my-campus-profile', { campusUuid: ui, studentNumber: '<script>' }, bearer(s.access))).statusCode).toBe(400);
    expect((await get(app, '/web/v2/students/my-profile', bearer(s.access))).json().result.campusProfile).toBeNull();
  });
});

describe('U students/profilepic', () => {
  it('stores a PNG under /files/, serves it, and replaces the old one', async () => {
    const s = await registerStudent(app);
    const first = await upload(s.access, { type: 'image/png', bytes: PNG_1x1 });
    expect(first.statusCode).toBe(200);
    const url1 = first.json().result.avatarUrl as string;
    expect(url1).toMatch(new RegExp(`^/files/avatars/${s.id}/[0-9a-f-]{36}\\.png$`));
    const served = await app.inject({ method: 'GET', url: url1 });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1x1)).toBe(true);
    expect((await get(app, '/web/v2/students/my-profile', bearer(s.access))).json().result.avatarUrl).toBe(url1);

    // The declared type does not decide: JPEG bytes sent as image/png become a .jpg.
    const second = await upload(s.access, { name: 'me.png', type: 'image/png', bytes: Buffer.concat([JPEG_HEAD, Buffer.alloc(100)]) });
    expect(second.statusCode).toBe(200);
    const url2 = second.json().result.avatarUrl as string;
    expect(url2).toMatch(/\.jpg$/);
    expect(fs.existsSync(filePath(url1))).toBe(false);
    expect(fs.existsSync(filePath(url2))).toBe(true);
    expect((await app.inject({ method: 'GET', url: url1 })).statusCode).toBe(404);
  });

  it('refuses a file that only claims to be an image', async () => {
    const s = await registerStudent(app);
    const fake = await upload(s.access, { name: 'photo.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"></svg>') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Berkas harus berupa gambar (JPG, PNG, GIF, WebP).');
    const text = await upload(s.access, { name: 'notes.txt', type: 'text/plain', bytes: PNG_1x1 });
    expect(text.statusCode).toBe(400);
  });

  it('refuses TIFF and HEIF/HEIC', async () => {
    const s = await registerStudent(app);
    const tiff = await upload(s.access, { name: 'scan.tif', type: 'image/tiff', bytes: Buffer.concat([TIFF_HEAD, Buffer.alloc(64)]) });
    expect(tiff.statusCode).toBe(400);
    expect(tiff.json().message).toBe('Format gambar TIFF dan HEIF/HEIC tidak didukung.');
    const heic = await upload(s.access, { name: 'IMG_0001.jpg', type: 'image/jpeg', bytes: Buffer.concat([HEIC_HEAD, Buffer.alloc(64)]) });
    expect(heic.statusCode).toBe(400);
  });

  it('takes exactly 5242880 bytes and refuses one more', async () => {
    const s = await registerStudent(app);
    const exact = Buffer.alloc(AVATAR_MAX_BYTES);
    PNG_1x1.copy(exact);
    expect((await upload(s.access, { type: 'image/png', bytes: exact })).statusCode).toBe(200);
    const tooBig = Buffer.alloc(AVATAR_MAX_BYTES + 1);
    PNG_1x1.copy(tooBig);
    const res = await upload(s.access, { type: 'image/png', bytes: tooBig });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Ukuran berkas maksimal 5 MB.');
  });

  it('wants multipart with a file and a student token', async () => {
    const s = await registerStudent(app);
    const json = await put(app, '/web/v2/students/profilepic', { avatar: 'data:image/png;base64,AAAA' }, bearer(s.access));
    expect(json.statusCode).toBe(415);
    const empty = await upload(s.access, { type: 'image/png', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    const { payload, contentType } = multipart({ type: 'image/png', bytes: PNG_1x1 });
    const anon = await app.inject({ method: 'PUT', url: '/web/v2/students/profilepic', payload, headers: { ...basicHeaders, 'content-type': contentType } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('D students', () => {
  it('erases personal data, removes the avatar, revokes every session and frees the address', async () => {
    const s = await registerStudent(app, { fullName: 'Hapus Saya', phone: '081277770001' });
    const second = (await loginByEmail(app, s.email, s.password)).json().result;
    const avatar = (await upload(s.access, { type: 'image/png', bytes: PNG_1x1 })).json().result.avatarUrl as string;
    await put(app, '/web/v2/students', { city: 'Medan', bio: 'rahasia' }, bearer(s.access));

    const res = await app.inject({ method: 'DELETE', url: '/web/v2/students', headers: bearer(s.access) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Akun Anda telah dihapus.', result: { deleted: true } });

    const row = await app.ctx.db.selectFrom('students').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, phone: null, password_hash: null, full_name: 'Deleted user', avatar_url: null, city: null, bio: null, google_sub: null });
    expect(row.deleted_at).not.toBeNull();
    expect(fs.existsSync(filePath(avatar))).toBe(false);
    expect(await app.ctx.db.selectFrom('refresh_tokens').select('id').where('student_id', '=', s.id).execute()).toHaveLength(0);
    expect(await app.ctx.db.selectFrom('outbox').select('id').where('recipient', '=', s.email).execute()).toHaveLength(0);

    expect((await get(app, '/web/v2/students/my-profile', bearer(s.access))).statusCode).toBe(401);
    expect((await get(app, '/web/v2/students/my-profile', bearer(second.accessToken.token))).statusCode).toBe(401);
    expect((await post(app, '/web/v2/auth/refresh-token', { refreshToken: second.refreshToken, deviceID: 1 })).statusCode).toBe(401);
    expect((await loginByEmail(app, s.email, s.password)).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/web/v2/students', headers: bearer(s.access) })).statusCode).toBe(401);
    // The address can be used for a new account.
    const again = await registerStudent(app, { email: s.email, phone: '081277770001' });
    expect(again.id).not.toBe(s.id);
  });

  it('needs a student token', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/web/v2/students', headers: basicHeaders })).statusCode).toBe(401);
  });
});

describe('one student never reads or changes another’s data', () => {
  it('every call acts on the token’s owner only', async () => {
    const a = await registerStudent(app, { fullName: 'Ani' });
    const b = await registerStudent(app, { fullName: 'Beni' });
    await put(app, '/web/v2/students', { fullName: 'Ani Baru', city: 'Bogor' }, bearer(a.access));
    await upload(a.access, { type: 'image/png', bytes: PNG_1x1 });
    const bProfile = (await get(app, '/web/v2/students/my-profile', bearer(b.access))).json().result;
    expect(bProfile).toMatchObject({ id: b.id, fullName: 'Beni', city: null, avatarUrl: null });
    expect((await get(app, '/student-api/v1/Profile', bearer(b.access))).json().result.id).toBe(b.id);

    // B's password change, logout and deletion leave A alone.
    await app.inject({ method: 'PUT', url: '/web/v2/auth/change-pass', headers: bearer(b.access), payload: { oldPassword: b.password, newPassword: 'BeniBaru123' } });
    expect((await loginByEmail(app, a.email, a.password)).statusCode).toBe(200);
    await post(app, '/web/v2/auth/logout', {}, bearer(b.access));
    expect((await get(app, '/web/v2/students/my-profile', bearer(a.access))).statusCode).toBe(200);
    const b2 = (await loginByEmail(app, b.email, 'BeniBaru123')).json().result;
    await app.inject({ method: 'DELETE', url: '/web/v2/students', headers: bearer(b2.accessToken.token) });
    const aProfile = (await get(app, '/web/v2/students/my-profile', bearer(a.access))).json().result;
    expect(aProfile).toMatchObject({ id: a.id, fullName: 'Ani Baru', city: 'Bogor', email: a.email });
    expect(aProfile.avatarUrl).toMatch(/^\/files\/avatars\//);

    // A token whose subject was changed by hand does not verify.
    const [h, p = '', sig] = a.access.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: String(b.id) })).toString('base64url')}.${sig}`;
    expect((await get(app, '/web/v2/students/my-profile', bearer(tampered))).statusCode).toBe(401);
  });
});
