/**
 * A category page at the site root (/sales-marketing, /teknologi …): header from
 * G categories/by-url/{url}, content type chips (?type=), and the contents of
 * P categories/{id}/contents with the listing kit (filters G categories/{id}/filters, sorts
 * G categories/contents-master-sort). Unknown url → the not-found page.
 */
import { Suspense, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { categoryChipColor } from '../../../common/colors';
import type { CategoryDetail } from '../../../common/discovery';
import { useStores } from '../../stores/context';
import { CategoryIcon } from '../../components/icons';
import { Shimmer } from '../../components/Shimmer';
import { Breadcrumbs, ChipNav, ListingView, PageContainer, PageSection, hrefWithParam, useDocumentTitle, useListing, type ChipNavItem } from '../../components/listing';
import { StateMessage } from '../../components/StateMessage';
import { contentTypeLabelKey } from '../../components/contentPath';
import { NotFoundPage } from '../system';
import { categoryType } from './loaders';
import { categoriesOf } from './store';
import { homeOf } from '../home';
import styles from './CategoryPage.module.css';

function HeroSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('category.loading')}>
      <Shimmer className={styles.skeletonHero} height="auto" />
    </div>
  );
}

function CategoryHero({ category }: { category: CategoryDetail }) {
  const { t } = useTranslation();
  const color = categoryChipColor(category.colorIndex);
  return (
    <header className={styles.hero} style={{ backgroundColor: color.background, color: color.text }} data-testid="category-header">
      <span className={styles.heroIcon} aria-hidden="true">
        <CategoryIcon name={category.icon} width={34} height={34} />
      </span>
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>{t('category.eyebrow')}</p>
        <h1 className={styles.title}>{category.name}</h1>
        {category.description && <p className={styles.description}>{category.description}</p>}
        <p className={styles.count}>{t('category.totalContents', { count: category.totalContents })}</p>
      </div>
    </header>
  );
}

const OtherCategories = observer(function OtherCategories({ current }: { current: string }) {
  const { t } = useTranslation();
  // The home page's category list, loaded by the route loader.
  const home = homeOf(useStores());
  const list = (home.categories.data ?? []).filter((c) => c.url !== current);
  if (list.length === 0) return null;
  return (
    <PageSection id="other-categories" title={t('category.others')}>
      <ul className={styles.others}>
        {list.map((c, i) => {
          const color = categoryChipColor(Number.isFinite(c.colorIndex) ? c.colorIndex : i);
          return (
            <li key={c.id}>
              <Link to={`/${c.url}`} className={styles.other} style={{ backgroundColor: color.background, color: color.text }}>
                <CategoryIcon name={c.icon} width={18} height={18} />
                {c.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
});

const CategoryContents = observer(function CategoryContents({ category }: { category: CategoryDetail }) {
  const { t } = useTranslation();
  const categories = categoriesOf(useStores());
  const location = useLocation();
  const [params] = useSearchParams();
  const type = categoryType(params);
  const listing = useListing({ store: categories.contents.get({ categoryId: category.id, type }) });
  const types = category.contentTypes.filter((c) => c.count > 0);
  const chips: ChipNavItem[] = [
    { key: 'all', label: t('listing.allTypes'), count: category.totalContents, to: hrefWithParam(location.pathname, params, 'type', null), active: type === null },
    ...types.map((c) => ({
      key: String(c.type),
      label: t(contentTypeLabelKey(c.type)),
      count: c.count,
      to: hrefWithParam(location.pathname, params, 'type', String(c.type)),
      active: type === c.type,
      testId: `category-type-${c.type}`,
    })),
  ];
  return (
    <PageSection id="category-contents" title={t('category.contentsTitle', { name: category.name })}>
      {types.length > 1 && <ChipNav label={t('listing.facetsLabel')} items={chips} />}
      <ListingView listing={listing} label={t('category.contentsTitle', { name: category.name })} emptyText={t('category.empty')} />
    </PageSection>
  );
});

export interface CategoryPageProps {
  /** The category url; default: the first path segment. */
  url?: string;
}

const CategoryPage = observer(function CategoryPage({ url }: CategoryPageProps) {
  const { t } = useTranslation();
  const categories = categoriesOf(useStores());
  const location = useLocation();
  const categoryUrl = url ?? location.pathname.split('/').filter(Boolean)[0] ?? '';
  // Filled by the route loader (loaders.ts).
  const detail = categories.detail.get(categoryUrl);
  const category = detail.data?.url === categoryUrl ? detail.data : null;
  useDocumentTitle(category?.name ?? null);
  const crumbs = useMemo(() => [{ label: category?.name ?? t('discovery.titles.category') }], [category, t]);

  if (detail.errorStatus === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <PageContainer testId="category-page">
      <Breadcrumbs items={crumbs} />
      {detail.error !== null ? (
        <StateMessage kind="error" what={t('discovery.titles.category')} message={detail.error} onRetry={() => void detail.reload()} layout="block" />
      ) : category ? (
        <>
          <CategoryHero category={category} />
          <CategoryContents key={category.id} category={category} />
          <OtherCategories current={category.url} />
        </>
      ) : (
        <HeroSkeleton />
      )}
    </PageContainer>
  );
});

export default CategoryPage;
