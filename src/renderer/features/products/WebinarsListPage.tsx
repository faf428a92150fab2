/**
 * /webinars: P webinars { page, pageSize, sort, filters, status } with status tabs (upcoming,
 * past, all; kept in ?status=, upcoming by default), G webinars/master-sort, G webinars/filters.
 */
import { observer } from 'mobx-react-lite';
import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../../common/constants';
import type { FilterDefinition, SortOption } from '../../../common/filters';
import type { ContentItem, Page as ApiPage } from '../../../common/types';
import { ListingView, toListBody, useListing } from '../../components/listing';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './data';
import { WEBINAR_TABS, webinarTab } from './helpers';
import { ListHeader, ResultsHeading } from './ListHeader';
import { Breadcrumbs, Page } from './ui';

const useStyles = makeStyles({
  tabs: { overflowX: 'auto', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
});

const WebinarsListPage = observer(function WebinarsListPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { api } = useStores();
  const title = t('products.lists.webinars');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const status = webinarTab(params.get('status'));
  const listing = useListing<ApiPage<ContentItem>>({
    id: 'webinars',
    source: {
      fetchPage: (q, signal) => api.post<ApiPage<ContentItem>>('webinars', { ...toListBody(q, PAGE_SIZE.defaultList), status }, { signal }),
      fetchSorts: () => api.get<SortOption[]>('webinars/master-sort'),
      fetchFilters: () => api.get<FilterDefinition[]>('webinars/filters'),
    },
    // A new tab asks again (the tab is not part of the listing query).
    deps: [status],
  });
  return (
    <Page testId="webinars-list">
      <Breadcrumbs items={[{ label: t('nav.home'), to: '/' }, { label: t('pages.webinars') }]} />
      <ListHeader title={title} subtitle={t('products.lists.webinarsSub')} />
      <div className={styles.tabs}>
        <TabList
          selectedValue={status}
          onTabSelect={(_, d) => listing.controls.setParam('status', d.value === 'upcoming' ? null : String(d.value))}
          aria-label={t('products.lists.webinarStatus')}
        >
          {WEBINAR_TABS.map((s) => (
            <Tab key={s} value={s}>
              {t(`products.lists.webinarTabs.${s}`)}
            </Tab>
          ))}
        </TabList>
      </div>
      <div role="tabpanel" aria-label={t(`products.lists.webinarTabs.${status}`)}>
        <ResultsHeading text={t('products.lists.webinarsIn', { tab: t(`products.lists.webinarTabs.${status}`) })} />
        <ListingView listing={listing} label={t('products.lists.webinarsIn', { tab: t(`products.lists.webinarTabs.${status}`) })} showDateBadge emptyText={t(`products.lists.webinarEmpty.${status}`)} />
      </div>
    </Page>
  );
});

export default WebinarsListPage;
