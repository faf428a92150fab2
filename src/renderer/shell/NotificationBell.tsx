/**
 * The header's bell (issue 20): the unread count as a badge (badgeText: "99+" past the cap) and the
 * accessible name "Notifications, 3 unread" / "Notifikasi, 3 belum dibaca", as CartButton does.
 * The count and the watch (the live stream, foreground pushes) come from the notifications
 * feature's header part (features/notifications/HeaderActions.tsx), loaded with the signed-in
 * student's header (featureSlots.tsx).
 */
import { useTranslation } from 'react-i18next';
import { badgeText } from '../../common/notifications';
import { RouterButton } from '../components/links';
import { BellIcon } from '../components/firstLoadIcons';
import { WithCountBadge } from './CountBadge';

export function NotificationBell({ count }: { count: number }) {
  const { t } = useTranslation();
  const badge = badgeText(count);
  const label = badge ? t('header.notificationsCount', { count }) : t('header.notifications');
  return (
    <WithCountBadge badge={badge} testId="header-bell-count">
      <RouterButton appearance="subtle" icon={<BellIcon />} to="/notification" aria-label={label} title={label} data-testid="header-bell" />
    </WithCountBadge>
  );
}
