/** Route loaders of the certificate pages (see stores/loader.ts). */
import type { PageLoader } from '../../stores/loader';

/** /user/certificatequ: the signed-in student's certificates (guests are sent to sign in by the shell). */
export const certificatesLoader: PageLoader = async (root) => {
  if (root.session.isSignedIn) await root.certificates.loadMine();
};

/** /certificates/:number: the public verification of a number. */
export const verificationLoader: PageLoader = async (root, { params }) => {
  if (params.number) await root.certificates.verify(params.number);
};
