/**
 * /product-description/{url}: the generic page of products without a page of their own (quick-learn
 * "belajarkilat" courses, "jalurbelajar" learning paths, unknown types). The server has no call
 * that finds any content by url, so the course call is tried first (course and quick-learn),
 * then the package call (package and learning path); both 404 → not found.
 */
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { CourseView } from './CourseDetailPage';
import { DetailShell } from './DetailShell';
import { PackageView } from './PackageDetailPage';
import type { Crumb } from './ui';
import { productsOf } from './store';

const ProductDescriptionPage = observer(function ProductDescriptionPage() {
  const { url = '' } = useParams();
  const { t } = useTranslation();
  const products = productsOf(useStores());
  // The course call first, then the package call (products store, asked by the route loader).
  const resource = products.description.get(url);
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: '/' }, { label: t('pages.productDescription') }];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.product')} listPath="/courses" listLabel={t('products.seeAllCourses')}>
      {({ family, item }) =>
        family === 'course' ? (
          <CourseView key={item.contentId} item={item} crumbs={crumbs} reviews={{ family: 'courses', url }} testId="product-description" />
        ) : (
          <PackageView key={item.contentId} item={item} crumbs={crumbs} url={url} />
        )
      }
    </DetailShell>
  );
});

export default ProductDescriptionPage;
