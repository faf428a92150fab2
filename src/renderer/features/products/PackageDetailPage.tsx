/**
 * /course/package/{url}: G coursepackages/{url} (package or learning path detail),
 * G coursepackages/{url}/courses (its courses, in order), G coursepackages/{url}/similar-course-packages,
 * banners. The server has no package reviews call: summary only.
 */
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '../../../common/catalog';
import { ContentType } from '../../../common/enums';
import { formatRupiah } from '../../../common/format';
import { ContentCard, ContentCardSkeleton } from '../../components/ContentCard';
import { ShimmerGroup } from '../../components/Shimmer';
import { useLocale } from '../../components/useLocale';
import { commonSections, includesOf } from './common';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './hooks';
import { DetailShell } from './DetailShell';
import { priceView } from './helpers';
import { LayersIcon } from '../../components/icons';
import { ProductDetail, standardFacts } from './ProductDetail';
import { RelatedRow } from './later';
import { Section, type Crumb } from './ui';
import { StateMessage } from '../../components/StateMessage';
import { productsOf } from './store';
import styles from './PackageDetailPage.module.css';

const PackageCourses = observer(function PackageCourses({ url, packagePrice }: { url: string; packagePrice: number }) {
  const { t } = useTranslation();
  const products = productsOf(useStores());
  const resource = products.rows.get({ kind: 'packageCourses', url });
  const title = t('products.sections.packageCourses');
  const data = resource?.data;
  let subtitle: string | null = null;
  if (data && data.length > 0) {
    const separately = data.reduce((sum, c) => sum + (c.price.isFree ? 0 : c.price.finalPrice), 0);
    subtitle =
      separately > packagePrice && packagePrice > 0
        ? t('products.package.saving', { count: data.length, total: formatRupiah(separately), saving: formatRupiah(separately - packagePrice) })
        : t('products.package.count', { count: data.length });
  }
  let body;
  if (resource?.error) body = <StateMessage kind="error" what={title} message={resource.error} onRetry={() => void resource.reload()} />;
  else if (!data)
    body = (
      <ShimmerGroup label={t('products.loadingSection', { title })}>
        <div className={styles.grid}>
          {[0, 1].map((i) => (
            <ContentCardSkeleton key={i} />
          ))}
        </div>
      </ShimmerGroup>
    );
  else if (data.length === 0) body = <StateMessage kind="empty" testId="product-empty" text={t('products.package.noCourses')} />;
  else
    body = (
      <ol className={styles.grid} aria-label={title} data-testid="package-courses">
        {data.map((c) => (
          <li key={c.contentId} className={styles.cell}>
            <ContentCard item={c} />
          </li>
        ))}
      </ol>
    );
  return (
    <Section id="courses" title={title} subtitle={subtitle}>
      {body}
    </Section>
  );
});

export const PackageView = observer(function PackageView({ item, crumbs, url }: { item: ContentDetail; crumbs: Crumb[]; url: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(item.title);
  const price = priceView(item.price);
  const { nav, node } = commonSections(item, t, {
    reviews: { family: 'coursepackages', url },
    middle: { nav: [{ id: 'courses', label: t('products.sections.packageCourses') }], node: <PackageCourses url={url} packagePrice={price.finalPrice} /> },
  });
  const facts = standardFacts(item, t, locale);
  const weeks = typeof item.detail.estimatedWeeks === 'number' ? item.detail.estimatedWeeks : null;
  if (weeks) facts.push({ key: 'weeks', icon: <LayersIcon size={15} />, text: t('products.package.weeks', { count: weeks }) });
  return (
    <ProductDetail
      testId="package-detail"
      item={item}
      crumbs={[...crumbs, { label: item.title }]}
      facts={facts}
      nav={nav}
      buy={{ price, mode: price.isFree ? 'join' : 'purchase', promo: item.detail.promoTerms, includes: includesOf(item, t, locale) }}
      rows={
        <>
          <RelatedRow
            id="similar"
            title={item.type === ContentType.JALURBELAJAR ? t('products.rows.similarPaths') : t('products.rows.similarPackages')}
            row={{ kind: 'similarPackages', url }}
            seeAll={{ to: '/course/package', label: t('products.seeAll') }}
          />
        </>
      }
    >
      {node}
    </ProductDetail>
  );
});

const PackageDetailPage = observer(function PackageDetailPage() {
  const { url = '' } = useParams();
  const { t } = useTranslation();
  const products = productsOf(useStores());
  const resource = products.detail.get({ family: 'coursepackages', url });
  const crumbs: Crumb[] = [
    { label: t('nav.home'), to: '/' },
    { label: t('pages.coursePackage'), to: '/course/package' },
  ];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.package')} listPath="/course/package" listLabel={t('products.seeAllPackages')}>
      {(item) => <PackageView key={item.contentId} item={item} crumbs={crumbs} url={url} />}
    </DetailShell>
  );
});

export default PackageDetailPage;
