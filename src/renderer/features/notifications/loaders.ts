/** Route loader of /notification and /user/notification (see stores/loader.ts); guests are sent to sign in by the shell. */
import { isNotificationType } from '../../../common/notifications';
import type { PageLoader } from '../../stores/loader';

export const notificationsLoader: PageLoader = async (root, { search }) => {
  if (!root.session.isSignedIn) return;
  const type = search.get('type');
  await Promise.all([root.notifications.load(isNotificationType(type) ? type : null), root.notifications.ensurePolicy()]);
};
