/** Route loaders of the article pages (see stores/loader.ts). */
import { all, type PageLoader } from '../../stores/loader';
import { articlesOf } from './store';

/** /articles and /articles/category/{url}: the chips, the banners, the category and its page of articles. */
export const articlesLoader: PageLoader = async (root, { params, search }) => {
  const articles = articlesOf(root);
  const extras = articles.loadListExtras();
  const category = params.categoryUrl ? await articles.category.ensure(params.categoryUrl) : null;
  // An unknown (or failed) category: the page says so, there is no list to load.
  const list = params.categoryUrl && !category ? null : articles.list.get(category?.id ?? null).load(search);
  await all([extras, list]);
};

/** /articles/{url}: the article, then its similar articles, the content related to its category and its banners. */
export const articleLoader: PageLoader = async (root, { params }) => {
  const articles = articlesOf(root);
  const article = await articles.article.ensure(params.url ?? '');
  if (!article) return;
  const categoryId = article.category?.id ?? null;
  await all([articles.similar.ensure(article.contentId), categoryId !== null && articles.related.ensure(categoryId), articles.banners.ensure({ contentId: article.contentId, categoryId })]);
};
