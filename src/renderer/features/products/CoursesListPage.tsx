/**
 * /courses: G courses?page&pageSize&sort with G courses/master-sort and the filter panel of
 * G courses/filters. G courses takes no filters (its query string is strict), so while filters
 * are chosen the page asks P contents/search { contentTypes: [1, 5], filters, sort, page,
 * pageSize } — the same courses (course and quick-learn types) in the same sort order.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ListingView, useListing } from '../../components/listing';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './hooks';
import { ListHeader, ResultsHeading } from './ListHeader';
import { Breadcrumbs, Page } from './ui';
import { productListsOf } from './lists';

const CoursesListPage = observer(function CoursesListPage() {
  const { t } = useTranslation();
  // Filled by the route loader (loaders.ts).
  const products = productListsOf(useStores());
  const title = t('products.lists.courses');
  useDocumentTitle(title);
  const listing = useListing({ store: products.courseList });
  return (
    <Page testId="courses-list">
      <Breadcrumbs items={[{ label: t('nav.home'), to: '/' }, { label: t('pages.courses') }]} />
      <ListHeader title={title} subtitle={t('products.lists.coursesSub')} />
      <ResultsHeading text={title} />
      <ListingView listing={listing} label={title} emptyText={t('products.lists.empty')} />
    </Page>
  );
});

export default CoursesListPage;
