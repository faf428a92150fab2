/**
 * The signed-in student's bell in the header (featureSlots.tsx loads it once a student is signed in,
 * so a guest's first load carries none of it): the unread count, and
 * while it is shown the notifications watch (the count, the live stream and foreground pushes,
 * with the router's navigate for the toast's click). On showing it also replaces a web push token
 * older than 7 days (never asking for permission).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { pushOf } from '../../platform/webPush';
import { NotificationBell } from '../../shell/NotificationBell';
import { notificationsOf } from './store';

export default observer(function HeaderBell() {
  const root = useStores();
  const notifications = notificationsOf(root);
  const navigate = useNavigate();
  useEffect(() => notifications.watch((route) => navigate(route)), [notifications, navigate]);
  useEffect(() => void pushOf(root).refreshIfDue(), [root]);
  return <NotificationBell count={notifications.unread ?? 0} />;
});
