/** Route loaders of the search feature (see stores/loader.ts). */
import { isContentTypeId } from '../../../common/enums';
import type { PageLoader } from '../../stores/loader';
import type { SearchListParams } from './store';
import { homeOf } from '../home';
import { searchOf } from './store';

/** The keyword, the content type (?type=) and the as-typed flag (?exact=1) of a search URL. */
export function searchParamsOf(search: URLSearchParams): SearchListParams {
  const type = Number(search.get('type'));
  return { keyword: (search.get('keyword') ?? '').trim(), type: isContentTypeId(type) ? type : null, exact: search.get('exact') === '1' };
}

/**
 * `/search?keyword=…`: the results of the URL's page, sort, filters and type; without a keyword
 * the popular keywords and the categories to browse; without any result those and popular contents.
 */
export const searchLoader: PageLoader = async (root, { search }) => {
  const params = searchParamsOf(search);
  if (params.keyword) {
    const list = searchOf(root).results.get(params);
    await list.load(search);
    const page = list.results.data;
    if (!page || page.totalItems > 0) return;
  }
  // No dead end: popular keywords that find something, the categories, and (after a keyword) popular contents.
  await Promise.allSettled([searchOf(root).loadPopular(), homeOf(root).loadCategories(), ...(params.keyword ? [searchOf(root).loadRecommended()] : [])]);
};
