/**
 * The header's bell (issue 20; the store is features/notifications/store.ts): the unread count as a badge (badgeText: "99+" past the cap) and the
 * accessible name "Notifications, 3 unread" / "Notifikasi, 3 belum dibaca", as CartButton does.
 * It also starts the store's watch while it is mounted: the count, the live stream and foreground
 * pushes of the signed-in student, with the router's navigate for the toast's click.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { makeStyles } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { badgeText } from '../../common/notifications';
import { useStores } from '../stores/context';
import { RouterButton } from '../components/links';
import { BellIcon } from '../components/icons';
import { palette } from '../components/theme';

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex' },
  badge: {
    position: 'absolute',
    top: '0',
    right: '0',
    minWidth: '18px',
    height: '18px',
    padding: '0 4px',
    boxSizing: 'border-box',
    borderRadius: '9px',
    backgroundColor: palette.red,
    color: palette.white,
    fontSize: '11px',
    lineHeight: '18px',
    fontWeight: 700,
    textAlign: 'center',
    pointerEvents: 'none',
  },
});

/** Follows the signed-in student's notifications while the shell is shown. */
export function useNotificationsWatch(): void {
  const { notifications } = useStores();
  const navigate = useNavigate();
  useEffect(() => notifications.watch((route) => navigate(route)), [notifications, navigate]);
}

export const NotificationBell = observer(function NotificationBell() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { notifications } = useStores();
  const count = notifications.unread ?? 0;
  const badge = badgeText(count);
  const label = badge ? t('header.notificationsCount', { count }) : t('header.notifications');
  return (
    <span className={styles.wrap}>
      <RouterButton appearance="subtle" icon={<BellIcon />} to="/notification" aria-label={label} title={label} data-testid="header-bell" />
      {badge && (
        <span className={styles.badge} aria-hidden="true" data-testid="header-bell-count">
          {badge}
        </span>
      )}
    </span>
  );
});
