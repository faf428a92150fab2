/**
 * /course/package: course packages and learning paths. The server has no package list call
 * (only coursepackages/{url}, /courses, /similar-course-packages, master-sort and
 * coursepackages/filters), so the page lists them with P contents/search
 * { contentTypes: [6, 8], filters, sort, page, pageSize } and the package sorts and filters.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../../common/constants';
import { ContentType } from '../../../common/enums';
import type { FilterDefinition, SortOption } from '../../../common/filters';
import type { ContentItem, Page as ApiPage } from '../../../common/types';
import { ListingView, toListBody, useListing } from '../../components/listing';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './data';
import { ListHeader, ResultsHeading } from './ListHeader';
import { Breadcrumbs, Page } from './ui';

const PACKAGE_TYPES = [ContentType.PACKAGE, ContentType.JALURBELAJAR];

const CoursePackagesListPage = observer(function CoursePackagesListPage() {
  const { t } = useTranslation();
  const { api } = useStores();
  const title = t('products.lists.packages');
  useDocumentTitle(title);
  const listing = useListing<ApiPage<ContentItem>>({
    id: 'course-packages',
    source: {
      fetchPage: (q, signal) => api.post<ApiPage<ContentItem>>('contents/search', { ...toListBody(q, PAGE_SIZE.defaultList), contentTypes: PACKAGE_TYPES }, { signal }),
      fetchSorts: () => api.get<SortOption[]>('coursepackages/master-sort'),
      fetchFilters: () => api.get<FilterDefinition[]>('coursepackages/filters'),
    },
  });
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
