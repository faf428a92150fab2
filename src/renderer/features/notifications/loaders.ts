/** Route loader of /notification and /user/notification (see stores/loader.ts); guests are sent to sign in by the shell. */
import { isNotificationType } from '../../../common/notifications';
import type { PageLoader } from '../../stores/loader';
import { notificationsOf } from './store';

export const notificationsLoader: PageLoader = async (root, { search }) => {
  if (!root.session.isSignedIn) return;
  const type = search.get('type');
  await Promise.all([notificationsOf(root).load(isNotificationType(type) ? type : null), notificationsOf(root).ensurePolicy()]);
};
