import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { renderScreen } from '../../testing/renderScreen';
import EditProfilePage from './EditProfilePage';
import EditAccountPage from './EditAccountPage';
import DeleteAccountPage from './DeleteAccountPage';

/** A raw i18n key in the output means a missing translation. */
const RAW_KEY = /\b(?:validation|form|accountNav|profile|changePassword|deleteAccount)\.[a-zA-Z]+/;

describe('account screens render in both languages', () => {
  const cases: Array<[string, ComponentType, string, string, string]> = [
    ['edit profile', EditProfilePage, '/user/edit-profile', 'Ubah profil', 'Edit profile'],
    ['change password', EditAccountPage, '/user/edit-account', 'Ubah kata sandi', 'Change password'],
    ['delete account', DeleteAccountPage, '/user/delete-account', 'Hapus akun', 'Delete account'],
  ];
  for (const [name, Page, url, titleId, titleEn] of cases) {
    it(name, async () => {
      const id = await renderScreen(Page, url, { signedIn: true, locale: 'id' });
      expect(id).toContain(titleId);
      expect(id).not.toMatch(RAW_KEY);
      const english = await renderScreen(Page, url, { signedIn: true, locale: 'en' });
      expect(english).toContain(titleEn);
      expect(english).not.toMatch(RAW_KEY);
    });
  }

  it('the profile page shows the saved values, the avatar and the campus', async () => {
    const html = await renderScreen(EditProfilePage, '/user/edit-profile', { signedIn: true });
    for (const text of ['Dewi Lestari', 'Bandung', 'Analis data.', '2001-02-28', '/files/avatars/7/a.png', 'Universitas Gadjah Mada', 'Fakultas Teknik', 'Teknik Sipil', '21/123', '2021']) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain('accept="image/*"');
  });
});
