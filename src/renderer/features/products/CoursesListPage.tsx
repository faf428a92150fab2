/**
 * /courses: G courses?page&pageSize&sort with G courses/master-sort and the filter panel of
 * G courses/filters. G courses takes no filters (its query string is strict), so while filters
 * are chosen the page asks P contents/search { contentTypes: [1, 5], filters, sort, page,
 * pageSize } — the same courses (course and quick-learn types) in the same sort order.
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

const COURSE_TYPES = [ContentType.COURSE, ContentType.BELAJARKILAT];

const CoursesListPage = observer(function CoursesListPage() {
  const { t } = useTranslation();
  const { api } = useStores();
  const title = t('products.lists.courses');
  useDocumentTitle(title);
  const listing = useListing<ApiPage<ContentItem>>({
    id: 'courses',
    source: {
      fetchPage: (q, signal) => {
        const body = toListBody(q, PAGE_SIZE.defaultList);
        if (body.filters?.length) return api.post<ApiPage<ContentItem>>('contents/search', { ...body, contentTypes: COURSE_TYPES }, { signal });
        return api.get<ApiPage<ContentItem>>('courses', { params: { page: body.page, pageSize: body.pageSize, sort: body.sort }, signal });
      },
      fetchSorts: () => api.get<SortOption[]>('courses/master-sort'),
      fetchFilters: () => api.get<FilterDefinition[]>('courses/filters'),
    },
  });
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
