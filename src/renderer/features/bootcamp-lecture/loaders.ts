/** Route loader of /bootcamps/:id/lecture (see stores/loader.ts); guests are sent to sign in by the shell. */
import type { PageLoader } from '../../stores/loader';

export const bootcampLectureLoader: PageLoader = async ({ session, bootcampLecture }, { params }) => {
  if (session.isSignedIn && params.id) await bootcampLecture.load(params.id);
};
