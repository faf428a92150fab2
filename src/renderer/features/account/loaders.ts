/** Route loaders of the account pages (see stores/loader.ts). Guests are sent to sign in by the shell: nothing to load for them. */
import type { PageLoader } from '../../stores/loader';
import { profileOf } from './store';

/** Every account page: the signed-in student's profile (once per session). */
export const accountLoader: PageLoader = async (root) => {
  if (root.session.isSignedIn) await profileOf(root).ensure();
};

/** `/user/edit-profile`: the profile, the first campuses of the picker, and the saved campus' faculties and majors. */
export const editProfileLoader: PageLoader = async (root) => {
  if (!root.session.isSignedIn) return;
  const profile = profileOf(root);
  const [student] = await Promise.all([profile.ensure(), profile.searchCampuses('')]);
  const saved = student?.campusProfile;
  if (!saved) return;
  await profile.loadFaculties(saved.campusUuid);
  if (saved.facultyId) await profile.loadMajors(saved.facultyId);
};
