/** Route loader of the offline library (see stores/loader.ts): the disk only, never the API. */
import type { PageLoader } from '../../stores/loader';

/** /user/library: the saved documents and the downloads folder (desktop); nothing on the web. */
export const libraryLoader: PageLoader = async (root) => {
  if (root.library.available) await root.library.load();
};
