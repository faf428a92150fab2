import { describe, expect, it } from 'vitest';
import { RootStore } from '../../stores/RootStore';
import { memoryPlatform } from '../../stores/testPlatform';
import { scriptedAdapter, ok, fail, type RecordedCall, type Scripted } from '../../api/testAdapter';
import type { SessionTokens } from '../../../common/bridge';
import type { StudentProfile } from '../../../common/accounts';
import { must } from '../../../common/must';
import { profileOf } from './store';

const SIGNED_IN: SessionTokens = { accessToken: 'AT', refreshToken: 'RT' };

const profile = (over: Partial<StudentProfile> = {}): StudentProfile => ({
  id: 7,
  fullName: 'Dewi Lestari',
  email: 'dewi@example.com',
  phone: null,
  avatarUrl: null,
  gender: null,
  birthDate: null,
  city: null,
  bio: null,
  emailVerified: true,
  phoneVerified: false,
  hasPassword: true,
  linkedAccounts: { google: false, apple: false },
  campusProfile: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

function root(handler: (c: RecordedCall, i: number) => Scripted, tokens: SessionTokens | null = SIGNED_IN) {
  const mem = memoryPlatform(tokens);
  const { adapter, calls } = scriptedAdapter(handler);
  const store = new RootStore({ platform: mem.platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined });
  return { store, calls, mem };
}

describe('ProfileStore', () => {
  it('loads my-profile with the bearer; update and campus update replace it with the answer', async () => {
    const { store, calls } = root((c) => {
      if (c.method === 'GET') return ok(profile());
      if (c.url.endsWith('/students')) return ok(profile({ fullName: 'Dewi L', city: 'Bandung' }));
      return ok(profile({ campusProfile: { campusUuid: 'u', campusName: 'UI', facultyId: 1, facultyName: 'FT', majorId: 2, majorName: 'TS', studentNumber: '21', entryYear: 2021 } }));
    });
    await store.boot();
    await profileOf(store).load();
    expect(calls[0]).toMatchObject({ url: '/web/v2/students/my-profile', method: 'GET' });
    expect(must(calls[0], 'the profile call').headers.authorization).toBe('Bearer AT');
    expect(profileOf(store).profile.data?.fullName).toBe('Dewi Lestari');

    await profileOf(store).update({ fullName: 'Dewi L', city: 'Bandung' });
    expect(calls[1]).toMatchObject({ url: '/web/v2/students', method: 'PUT', data: { fullName: 'Dewi L', city: 'Bandung' } });
    expect(profileOf(store).profile.data?.city).toBe('Bandung');

    await profileOf(store).updateCampus({ campusUuid: 'u', facultyId: 1, majorId: 2, studentNumber: '21', entryYear: 2021 });
    expect(calls[2]).toMatchObject({ url: '/web/v2/students/my-campus-profile', method: 'PUT' });
    expect(profileOf(store).profile.data?.campusProfile?.majorName).toBe('TS');
  });

  it('a failed save throws the server status and message and keeps the loaded profile', async () => {
    const { store } = root((c) => (c.method === 'GET' ? ok(profile()) : fail(400, 'Tanggal lahir tidak valid.')));
    await store.boot();
    await profileOf(store).load();
    await expect(profileOf(store).update({ birthDate: '2001-02-30' })).rejects.toMatchObject({ status: 400, message: 'Tanggal lahir tidak valid.' });
    expect(profileOf(store).profile.data?.fullName).toBe('Dewi Lestari');
  });

  it('avatar: refuses non-images and files over 5242880 bytes without sending', async () => {
    const { store, calls } = root(() => ok({ avatarUrl: '/files/a.png' }));
    await store.boot();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await profileOf(store).uploadAvatar(text)).toMatchObject({ ok: false, reason: 'not-image' });
    const big = new File([new Uint8Array(5242881)], 'big.png', { type: 'image/png' });
    expect(await profileOf(store).uploadAvatar(big)).toMatchObject({ ok: false, reason: 'too-large' });
    const max = new File([new Uint8Array(5242880)], 'max.png', { type: 'image/png' });
    expect(await profileOf(store).uploadAvatar(max)).toEqual({ ok: true, avatarUrl: '/files/a.png' });
    expect(calls).toHaveLength(1);
  });

  it('avatar: sends multipart with the bearer, patches the profile, and returns only the message on failure', async () => {
    let answer: Scripted = ok({ avatarUrl: '/files/avatars/7/new.png' });
    const { store, calls } = root((c) => (c.method === 'GET' ? ok(profile()) : answer));
    await store.boot();
    await profileOf(store).load();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    expect(await profileOf(store).uploadAvatar(png)).toEqual({ ok: true, avatarUrl: '/files/avatars/7/new.png' });
    expect(calls[1]).toMatchObject({ url: '/web/v2/students/profilepic', method: 'PUT' });
    const upload = must(calls[1], 'the upload call');
    expect(upload.data).toBeInstanceOf(FormData);
    expect((upload.data as FormData).get('file')).toBeInstanceOf(Blob);
    expect(upload.headers.authorization).toBe('Bearer AT');
    expect(profileOf(store).profile.data?.avatarUrl).toBe('/files/avatars/7/new.png');

    answer = fail(400, 'Berkas harus berupa gambar (JPG, PNG, GIF, WebP).');
    expect(await profileOf(store).uploadAvatar(png)).toEqual({ ok: false, message: 'Berkas harus berupa gambar (JPG, PNG, GIF, WebP).' });
    expect(profileOf(store).profile.data?.avatarUrl).toBe('/files/avatars/7/new.png');
  });

  it('delete account: D students, then session and cdpLogo cleared', async () => {
    const { store, calls, mem } = root(() => ok({ deleted: true }));
    mem.cookies.set('cdpLogo', 'x');
    await store.boot();
    await profileOf(store).deleteAccount();
    expect(calls[0]).toMatchObject({ url: '/web/v2/students', method: 'DELETE' });
    expect(must(calls[0], 'the delete call').headers.authorization).toBe('Bearer AT');
    expect(store.session.isSignedIn).toBe(false);
    expect(mem.cookies.has('cdpLogo')).toBe(false);
  });

  it('a failed delete keeps the session', async () => {
    const { store } = root(() => fail(500, 'boom'));
    await store.boot();
    await expect(profileOf(store).deleteAccount()).rejects.toMatchObject({ status: 500 });
    expect(store.session.isSignedIn).toBe(true);
  });

  it('campus master data: list with keyword, faculties by campus (majors cleared), majors by faculty', async () => {
    const { store, calls } = root((c) => {
      if (c.url.endsWith('/master/campus')) return ok([{ uuid: 'u1', name: 'Universitas Indonesia', shortName: 'UI', city: 'Depok', province: 'Jawa Barat' }]);
      if (c.url.endsWith('/faculties')) return ok([{ id: 1, campusUuid: 'u1', name: 'Fakultas Teknik' }]);
      return ok([{ id: 2, facultyId: 1, name: 'Teknik Sipil' }]);
    }, null);
    await profileOf(store).searchCampuses(' indo ');
    expect(calls[0]).toMatchObject({ url: '/web/v2/master/campus', params: { keyword: 'indo' } });
    expect(must(profileOf(store).campuses.data?.[0], 'a campus').shortName).toBe('UI');
    await profileOf(store).loadMajors(1);
    await profileOf(store).loadFaculties('u1');
    expect(profileOf(store).majors.data).toBeNull();
    expect(calls[2]).toMatchObject({ url: '/web/v2/master/campus/faculties', params: { campusUuid: 'u1' } });
    await profileOf(store).loadMajors(1);
    expect(calls[3]).toMatchObject({ url: '/web/v2/master/campus/majors', params: { facultyId: 1 } });
    expect(must(profileOf(store).majors.data?.[0], 'a major').name).toBe('Teknik Sipil');
  });

  it('drops the profile when the session ends (another student never sees it)', async () => {
    const { store } = root(() => ok(profile()));
    await store.boot();
    await profileOf(store).load();
    expect(profileOf(store).profile.loaded).toBe(true);
    store.session.clear({ expired: true });
    expect(profileOf(store).profile.data).toBeNull();
    expect(profileOf(store).profile.loaded).toBe(false);
  });
});
