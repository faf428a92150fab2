/**
 * /articles and /articles/category/{url}: G articles (categoryId, page, pageSize, sort) with the
 * listing kit (page and sort in the URL), G articles/master-sort, the top categories
 * (G articles/top-categories) as the category filter, the middle banners
 * (G articles/middle-banners) between the two halves of a page, and the category header
 * (G v2/articles/categories/by-url/{url}).
 */
import { Suspense, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../../common/types';
import { formatNumber } from '../../../common/format';
import { useStores } from '../../stores/context';
import { Shimmer } from '../../components/Shimmer';
import { Breadcrumbs, ChipNav, PageContainer, PageHeader, Pager, ResultsGrid, SortSelect, useDocumentTitle, useListingQuery, type ChipNavItem, type Crumb } from '../../components/listing';
import { ArticleCard, BannerStrip } from './ArticleCard';
import { StateMessage } from '../../components/StateMessage';
import { NotFoundPage } from '../system';
import { articlesOf } from './store';
import a11y from '../../components/a11y.module.css';
import styles from './ArticlesPage.module.css';

/** Middle banners go after this many articles. */
const BANNER_AFTER = 8;

const renderArticle = (item: ContentItem) => <ArticleCard item={item} />;

const ArticlesPage = observer(function ArticlesPage() {
  const { t } = useTranslation();
  // Filled by the route loader (loaders.ts).
  const articles = articlesOf(useStores());
  const { categoryUrl } = useParams();
  const category = categoryUrl ? articles.category.get(categoryUrl) : null;
  const current = category && category.data?.url === categoryUrl ? category.data : null;
  // A category page has its list once the category is known.
  const store = categoryUrl ? (current ? articles.list.get(current.id) : null) : articles.list.get(null);
  const controls = useListingQuery({ kinds: [] });
  const page = store?.results.data ?? null;
  const items = page?.items ?? null;

  const title = current ? t('articles.categoryTitle', { name: current.name }) : t('articles.title');
  useDocumentTitle(categoryUrl ? (current ? title : null) : t('articles.title'));
  const crumbs = useMemo<Crumb[]>(
    () => (categoryUrl ? [{ label: t('pages.articles'), to: '/articles' }, { label: current?.name ?? '…' }] : [{ label: t('pages.articles') }]),
    [categoryUrl, current, t],
  );

  if (category?.errorStatus === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }

  const top = articles.topCategories.data;
  const chips: ChipNavItem[] | null = top
    ? [
        { key: 'all', label: t('listing.allTypes'), to: '/articles', active: !categoryUrl },
        ...top.map((c) => ({ key: c.url, label: c.name, count: c.totalContents, to: `/articles/category/${c.url}`, active: c.url === categoryUrl, testId: `article-category-${c.url}` })),
      ]
    : null;
  // The current category stays reachable even when it is not among the top ones.
  if (chips && current && !chips.some((c) => c.key === current.url))
    chips.push({ key: current.url, label: current.name, count: current.totalContents, to: `/articles/category/${current.url}`, active: true });

  const banners = articles.middleBanners.data ?? [];
  const first = items ? items.slice(0, BANNER_AFTER) : null;
  const rest = items ? items.slice(BANNER_AFTER) : [];
  const label = title;

  return (
    <PageContainer testId="articles-page">
      <Breadcrumbs items={crumbs} />
      {category && category.error !== null && category.errorStatus !== 404 ? (
        <StateMessage kind="error" what={t('articles.category')} message={category.error} onRetry={() => void category.reload()} layout="block" />
      ) : (
        <>
          <PageHeader title={categoryUrl && !current ? <Shimmer width={280} height={34} /> : title} subtitle={current ? current.description : t('articles.subtitle')} />
          {articles.topCategories.error === null && <ChipNav label={t('articles.categoriesLabel')} items={chips} loading testId="article-categories" />}
          <div className={styles.main}>
            <h2 className={a11y.srOnly}>{label}</h2>
            <div className={styles.toolbar}>
              {page ? (
                <p className={styles.count} role="status" data-testid="results-count">
                  <span className={styles.strong}>{formatNumber(page.totalItems)}</span> {t('articles.count', { count: page.totalItems })}
                </p>
              ) : (
                <Shimmer width={120} height={16} />
              )}
              <SortSelect options={store?.sorts.data ?? (store?.sorts.error ? [] : null)} value={controls.query.sort} onChange={controls.setSort} compact />
            </div>
            <ResultsGrid
              items={first}
              loading={store?.results.loading ?? true}
              error={store?.results.error ?? null}
              onRetry={() => store?.retry()}
              label={label}
              renderItem={renderArticle}
              skeletonCount={8}
              className={styles.grid}
              emptyTitle={t('articles.empty')}
            />
            {items && items.length > 0 && store?.results.error === null && <BannerStrip banners={banners} label={t('articles.bannersLabel')} />}
            {rest.length > 0 && store?.results.error === null && (
              <ResultsGrid items={rest} loading={store.results.loading} label={t('articles.moreLabel', { title: label })} renderItem={renderArticle} className={styles.grid} />
            )}
            {page && store?.results.error === null && <Pager page={page.page} totalPages={page.totalPages} hrefFor={controls.hrefForPage} />}
          </div>
        </>
      )}
    </PageContainer>
  );
});

export default ArticlesPage;
