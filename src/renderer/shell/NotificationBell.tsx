/**
 * The header's bell (issue 20; the store is features/notifications/store.ts): the unread count as a badge (badgeText: "99+" past the cap) and the
 * accessible name "Notifications, 3 unread" / "Notifikasi, 3 belum dibaca", as CartButton does.
 * It also starts the store's watch while it is mounted: the count, the live stream and foreground
 * pushes of the signed-in student, with the router's navigate for the toast's click.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { badgeText } from '../../common/notifications';
import { useStores } from '../stores/context';
import { RouterButton } from '../components/links';
import { BellIcon } from '../components/icons';
import { WithCountBadge } from './CountBadge';

/** Follows the signed-in student's notifications while the shell is shown. */
export function useNotificationsWatch(): void {
  const { notifications } = useStores();
  const navigate = useNavigate();
  useEffect(() => notifications.watch((route) => navigate(route)), [notifications, navigate]);
}

export const NotificationBell = observer(function NotificationBell() {
  const { t } = useTranslation();
  const { notifications } = useStores();
  const count = notifications.unread ?? 0;
  const badge = badgeText(count);
  const label = badge ? t('header.notificationsCount', { count }) : t('header.notifications');
  return (
    <WithCountBadge badge={badge} testId="header-bell-count">
      <RouterButton appearance="subtle" icon={<BellIcon />} to="/notification" aria-label={label} title={label} data-testid="header-bell" />
    </WithCountBadge>
  );
});
