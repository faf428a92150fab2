/** Route loader of /bootcamps/:id/lecture (see stores/loader.ts); guests are sent to sign in by the shell. */
import type { PageLoader } from '../../stores/loader';
import { bootcampLectureOf } from './store';

export const bootcampLectureLoader: PageLoader = async (root, { params }) => {
  const { session } = root;
  const bootcampLecture = bootcampLectureOf(root);
  if (session.isSignedIn && params.id) await bootcampLecture.load(params.id);
};
