/**
 * /microlearnings: P microlearnings { page, pageSize, sort, filters } with
 * G microlearnings/master-sort and G microlearnings/filters.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../../common/constants';
import type { FilterDefinition, SortOption } from '../../../common/filters';
import type { ContentItem, Page as ApiPage } from '../../../common/types';
import { ListingView, toListBody, useListing } from '../../components/listing';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './data';
import { ListHeader, ResultsHeading } from './ListHeader';
import { Breadcrumbs, Page } from './ui';

const MicrolearningsListPage = observer(function MicrolearningsListPage() {
  const { t } = useTranslation();
  const { api } = useStores();
  const title = t('products.lists.microlearnings');
  useDocumentTitle(title);
  const listing = useListing<ApiPage<ContentItem>>({
    id: 'microlearnings',
    source: {
      fetchPage: (q, signal) => api.post<ApiPage<ContentItem>>('microlearnings', toListBody(q, PAGE_SIZE.defaultList), { signal }),
      fetchSorts: () => api.get<SortOption[]>('microlearnings/master-sort'),
      fetchFilters: () => api.get<FilterDefinition[]>('microlearnings/filters'),
    },
  });
  return (
    <Page testId="microlearnings-list">
      <Breadcrumbs items={[{ label: t('nav.home'), to: '/' }, { label: t('pages.microlearnings') }]} />
      <ListHeader title={title} subtitle={t('products.lists.microlearningsSub')} />
      <ResultsHeading text={title} />
      <ListingView listing={listing} label={title} emptyText={t('products.lists.empty')} />
    </Page>
  );
});

export default MicrolearningsListPage;
