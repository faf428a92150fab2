/** Route loader of the staff's check-in page (see stores/loader.ts): the sessions this account may check in for. */
import type { PageLoader } from '../../stores/loader';
import { sessionsOf } from './store';

export const scannerLoader: PageLoader = async (root) => {
  const { session } = root;
  const sessions = sessionsOf(root);
  if (session.isSignedIn) await sessions.loadStaffSessions();
};
