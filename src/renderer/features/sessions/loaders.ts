/** Route loader of the staff's check-in page (see stores/loader.ts): the sessions this account may check in for. */
import type { PageLoader } from '../../stores/loader';

export const scannerLoader: PageLoader = async ({ session, sessions }) => {
  if (session.isSignedIn) await sessions.loadStaffSessions();
};
