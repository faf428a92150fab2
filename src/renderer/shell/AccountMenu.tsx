import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import { ShellChevronDownIcon, ShellPersonIcon } from '../components/icons';
import { DeferredMenu } from './DeferredMenu';

/** The student's account links (spec 2 user area) in the header and the drawer. */
export const ACCOUNT_LINKS = [
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

/** Header account menu; the Menu itself is loaded on first interaction (DeferredMenu). */
export const AccountMenu = observer(function AccountMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <DeferredMenu
      button={{
        appearance: 'subtle',
        icon: <ShellPersonIcon />,
        'aria-label': t('header.account'),
        ...(compact ? {} : { iconPosition: 'before' as const }),
        children: compact ? null : (
          <>
            {t('header.account')} <ShellChevronDownIcon size={14} />
          </>
        ),
      }}
      render={(m, props) => <m.AccountMenuList {...props} />}
    />
  );
});
