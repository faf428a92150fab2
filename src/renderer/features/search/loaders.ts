/** Route loaders of the search feature (see stores/loader.ts). */
import { isContentTypeId } from '../../../common/enums';
import type { PageLoader } from '../../stores/loader';
import type { SearchListParams } from './store';
import { homeOf } from '../home';
import { searchOf } from './store';

/** The keyword and the content type (?type=) of a search URL. */
export function searchParamsOf(search: URLSearchParams): SearchListParams {
  const type = Number(search.get('type'));
  return { keyword: (search.get('keyword') ?? '').trim(), type: isContentTypeId(type) ? type : null };
}

/**
 * `/search?keyword=…`: the results of the URL's page, sort, filters and type; without a keyword
 * (or without any result) the popular keywords and the categories to browse instead.
 */
export const searchLoader: PageLoader = async (root, { search }) => {
  const params = searchParamsOf(search);
  if (params.keyword) {
    const list = searchOf(root).results.get(params);
    await list.load(search);
    const page = list.results.data;
    if (!page || page.totalItems > 0) return;
  }
  await Promise.allSettled([searchOf(root).loadPopular(), homeOf(root).loadCategories()]);
};
