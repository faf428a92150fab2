/** Route loader of /mentor/submissions (see stores/loader.ts): the tab (`?status=`) and page (`?page=`) of the queue. */
import type { PageLoader } from '../../stores/loader';
import { isQueueStatus, mentorOf } from './store';

export function pageOf(search: URLSearchParams): number {
  const n = Number(search.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export const mentorSubmissionsLoader: PageLoader = async (root, { search }) => {
  if (!root.session.isSignedIn) return;
  const mentor = mentorOf(root);
  const status = search.get('status');
  await mentor.load(isQueueStatus(status) ? status : 'submitted', pageOf(search));
};
