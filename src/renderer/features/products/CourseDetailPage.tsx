/**
 * /courses/{url}: G courses/{url} (detail with syllabus, instructor, rating summary, promo terms),
 * G courses/{url}/reviews, G contents/{id}/similar-contents-kelas-lanjutan (next level),
 * G contents/{id}/similar-contents, G v2/banners/on-content-detail — all asked by the route
 * loader (loaders.ts: courseLoader) into the products store, read here.
 */
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '../../../common/catalog';
import { useLocale } from '../../components/useLocale';
import { useStores } from '../../stores/context';
import { commonSections, includesOf } from './common';
import { useDocumentTitle } from './hooks';
import { DetailShell } from './DetailShell';
import { priceView } from './helpers';
import { ProductDetail } from './ProductDetail';
import { RelatedRow } from './later';
import type { ReviewsRef } from './store';
import type { Crumb } from './ui';
import { productsOf } from './store';

export interface CourseViewProps {
  item: ContentDetail;
  crumbs: Crumb[];
  /** Reviews of the page (a course's, a Prakerja class'). */
  reviews: ReviewsRef;
  testId?: string;
  /** Extra blocks beside the buy box. */
  aside?: ReactNode;
}

/** The course layout; also used by Prakerja classes and quick-learn courses. */
export const CourseView = observer(function CourseView({ item, crumbs, reviews, testId = 'course-detail', aside }: CourseViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(item.title);
  const { nav, node } = commonSections(item, t, { reviews });
  const price = priceView(item.price);
  return (
    <ProductDetail
      testId={testId}
      item={item}
      crumbs={[...crumbs, { label: item.title }]}
      nav={nav}
      aside={aside}
      buy={{ price, mode: price.isFree ? 'join' : 'purchase', promo: item.detail.promoTerms, includes: includesOf(item, t, locale) }}
      rows={
        <>
          <RelatedRow id="next-level" title={t('products.rows.nextLevel')} subtitle={t('products.rows.nextLevelSub')} row={{ kind: 'nextLevel', contentId: item.contentId }} hideWhenEmpty />
          <RelatedRow id="similar" title={t('products.rows.similar')} row={{ kind: 'similar', contentId: item.contentId }} />
        </>
      }
    >
      {node}
    </ProductDetail>
  );
});

const CourseDetailPage = observer(function CourseDetailPage() {
  const { url = '' } = useParams();
  const { t } = useTranslation();
  const products = productsOf(useStores());
  const resource = products.detail.get({ family: 'courses', url });
  const crumbs: Crumb[] = [
    { label: t('nav.home'), to: '/' },
    { label: t('pages.courses'), to: '/courses' },
  ];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.course')} listPath="/courses" listLabel={t('products.seeAllCourses')}>
      {(item) => <CourseView key={item.contentId} item={item} crumbs={crumbs} reviews={{ family: 'courses', url }} />}
    </DetailShell>
  );
});

export default CourseDetailPage;
