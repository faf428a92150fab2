/**
 * /course/package: course packages and learning paths. The server has no package list call
 * (only coursepackages/{url}, /courses, /similar-course-packages, master-sort and
 * coursepackages/filters), so the page lists them with P contents/search
 * { contentTypes: [6, 8], filters, sort, page, pageSize } and the package sorts and filters.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ListingView, useListing } from '../../components/listing';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './hooks';
import { ListHeader, ResultsHeading } from './ListHeader';
import { Breadcrumbs, Page } from './ui';
import { productListsOf } from './lists';

const CoursePackagesListPage = observer(function CoursePackagesListPage() {
  const { t } = useTranslation();
  // Filled by the route loader (loaders.ts).
  const products = productListsOf(useStores());
  const title = t('products.lists.packages');
  useDocumentTitle(title);
  const listing = useListing({ store: products.packageList });
  return (
    <Page testId="packages-list">
      <Breadcrumbs items={[{ label: t('nav.home'), to: '/' }, { label: t('pages.coursePackage') }]} />
      <ListHeader title={title} subtitle={t('products.lists.packagesSub')} />
      <ResultsHeading text={title} />
      <ListingView listing={listing} label={title} emptyText={t('products.lists.empty')} />
    </Page>
  );
});

export default CoursePackagesListPage;
