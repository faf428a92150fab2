/**
 * /courses/{url}: G courses/{url} (detail with syllabus, instructor, rating summary, promo terms),
 * G courses/{url}/reviews, G contents/{id}/similar-contents-kelas-lanjutan (next level),
 * G contents/{id}/similar-contents, G v2/banners/on-content-detail.
 */
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '../../../common/catalog';
import { PAGE_SIZE } from '../../../common/constants';
import { useLocale } from '../../components/useLocale';
import { commonSections, includesOf } from './common';
import { useDocumentTitle, useProductResource } from './data';
import { DetailShell } from './DetailShell';
import { priceView } from './helpers';
import { ProductDetail } from './ProductDetail';
import { RelatedRow } from './Related';
import type { Crumb } from './ui';

export interface CourseViewProps {
  item: ContentDetail;
  crumbs: Crumb[];
  /** Reviews call of the page (courses/{url}/reviews, prakerja/{url}/reviews). */
  reviewsPath: string | null;
  testId?: string;
  /** Extra blocks beside the buy box. */
  aside?: ReactNode;
}

/** The course layout; also used by Prakerja classes and quick-learn courses. */
export const CourseView = observer(function CourseView({ item, crumbs, reviewsPath, testId = 'course-detail', aside }: CourseViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(item.title);
  const { nav, node } = commonSections(item, t, { reviewsPath });
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
          <RelatedRow
            id="next-level"
            title={t('products.rows.nextLevel')}
            subtitle={t('products.rows.nextLevelSub')}
            path={`contents/${item.contentId}/similar-contents-kelas-lanjutan`}
            hideWhenEmpty
          />
          <RelatedRow
            id="similar"
            title={t('products.rows.similar')}
            path={`contents/${item.contentId}/similar-contents`}
            params={{ pageSize: PAGE_SIZE.similarContents }}
          />
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
  const path = `courses/${encodeURIComponent(url)}`;
  const resource = useProductResource<ContentDetail>(path);
  const crumbs: Crumb[] = [
    { label: t('nav.home'), to: '/' },
    { label: t('pages.courses'), to: '/courses' },
  ];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.course')} listPath="/courses" listLabel={t('products.seeAllCourses')}>
      {(item) => <CourseView key={item.contentId} item={item} crumbs={crumbs} reviewsPath={`${path}/reviews`} />}
    </DetailShell>
  );
});

export default CourseDetailPage;
