/** Route loaders of the category pages (see stores/loader.ts). */
import { isContentTypeId } from '../../../common/enums';
import { categoryCandidate } from '../../../common/routes';
import { all, type PageLoader } from '../../stores/loader';
import type { RootStore } from '../../stores/RootStore';
import { categoriesOf } from './store';
import { homeOf } from '../home';

/** The content type chosen with ?type= (null: every type). */
export function categoryType(search: URLSearchParams): number | null {
  const type = Number(search.get('type'));
  return isContentTypeId(type) ? type : null;
}

async function loadCategory(root: RootStore, url: string, search: URLSearchParams): Promise<void> {
  const category = await categoriesOf(root).detail.ensure(url);
  if (!category) return;
  await all([
    categoriesOf(root)
      .contents.get({ categoryId: category.id, type: categoryType(search) })
      .load(search),
    homeOf(root).loadCategories(),
  ]);
}

/** A category page the routes name (/teknologi …): the category, its contents, the other categories. */
export const categoryLoader =
  (url: string): PageLoader =>
  (root, { search }) =>
    loadCategory(root, url, search);

/**
 * Any other path (`*`): a single unknown segment may still be a category (categories/by-url); its
 * answer decides between the category page and the not-found page.
 */
export const catchAllLoader: PageLoader = async (root, { params, search }) => {
  const candidate = categoryCandidate(`/${params['*'] ?? ''}`);
  if (candidate) await loadCategory(root, candidate, search);
};
