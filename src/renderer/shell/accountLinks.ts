import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';

/**
 * The student's account links (spec 2 user area) and the sign-out action, shared by the header's
 * account menu (menus.tsx, loaded on first interaction) and the drawer. Kept apart from
 * AccountMenu.tsx so the deferred menus chunk does not import the component that loads it.
 */
export const ACCOUNT_LINKS = [
  { to: '/user', key: 'account.overview' },
  { to: '/user/edit-profile', key: 'account.editProfile' },
  { to: '/user/classqu', key: 'account.myClasses' },
  { to: '/history', key: 'account.history' },
  { to: '/notification', key: 'account.notifications' },
  { to: '/user/poinqu', key: 'account.points' },
  { to: '/user/voucherqu', key: 'account.vouchers' },
  { to: '/user/wishlistqu', key: 'account.wishlist' },
  { to: '/user/certificatequ', key: 'account.certificates' },
  { to: '/user/subscription', key: 'account.subscription' },
  { to: '/user/edit-account', key: 'account.changePassword' },
] as const;

/** Account links only the desktop app shows (the website never lists them): the offline library and the offline lessons. */
export const DESKTOP_ACCOUNT_LINKS = [
  { to: '/user/library', key: 'account.library' },
  { to: '/user/offline', key: 'account.offlineLessons' },
] as const;

/** The account links this build shows: the desktop app adds its own. */
export function useAccountLinks(): readonly { to: string; key: string }[] {
  const root = useStores();
  return root.platform.kind === 'desktop' ? [...ACCOUNT_LINKS, ...DESKTOP_ACCOUNT_LINKS] : ACCOUNT_LINKS;
}

export function useSignOut() {
  const root = useStores();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async () => {
    await root.signOut();
    root.ui.success(t('toasts.signedOut'));
    navigate('/');
  };
}
