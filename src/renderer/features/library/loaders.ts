/** Route loader of the offline library (see stores/loader.ts): the disk only, never the API. */
import type { PageLoader } from '../../stores/loader';
import { libraryOf } from './store';

/** /user/library: the saved documents and the downloads folder (desktop); nothing on the web. */
export const libraryLoader: PageLoader = async (root) => {
  if (libraryOf(root).available) await libraryOf(root).load();
};
