/** Route loaders of the certificate pages (see stores/loader.ts). */
import type { PageLoader } from '../../stores/loader';
import { certificatesOf } from './store';

/** /user/certificatequ: the signed-in student's certificates (guests are sent to sign in by the shell). */
export const certificatesLoader: PageLoader = async (root) => {
  if (root.session.isSignedIn) await certificatesOf(root).loadMine();
};

/** /certificates/:number: the public verification of a number. */
export const verificationLoader: PageLoader = async (root, { params }) => {
  if (params.number) await certificatesOf(root).verify(params.number);
};
