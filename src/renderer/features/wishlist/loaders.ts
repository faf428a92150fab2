/** Route loader of /user/wishlistqu (see stores/loader.ts): `?type=` is the content type tab, `?page=` the page. */
import { isContentTypeId, type ContentTypeId } from '../../../common/enums';
import type { LoaderArgs, PageLoader } from '../../stores/loader';
import { wishlistOf } from './store';

/** The tab of `?type=` (a content type id), or null for every type. */
export function wishlistType(search: URLSearchParams): ContentTypeId | null {
  const n = Number(search.get('type'));
  return isContentTypeId(n) ? n : null;
}

export function wishlistPage(search: URLSearchParams): number {
  const n = Number(search.get('page'));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

export const wishlistLoader: PageLoader = async (root, { search }: LoaderArgs) => {
  if (root.session.isSignedIn) await wishlistOf(root).load(wishlistType(search), wishlistPage(search));
};
