/**
 * /webinars: P webinars { page, pageSize, sort, filters, status } with status tabs (upcoming,
 * past, all; kept in ?status=, upcoming by default), G webinars/master-sort, G webinars/filters.
 */
import { observer } from 'mobx-react-lite';
import { TabBar } from '../../components/TabBar';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListingView, useListing } from '../../components/listing';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './hooks';
import { WEBINAR_TABS, webinarTab } from './helpers';
import { ListHeader, ResultsHeading } from './ListHeader';
import { Breadcrumbs, Page } from './ui';
import { productListsOf } from './lists';
import styles from './WebinarsListPage.module.css';

const WebinarsListPage = observer(function WebinarsListPage() {
  const { t } = useTranslation();
  // Filled by the route loader (loaders.ts).
  const products = productListsOf(useStores());
  const title = t('products.lists.webinars');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const status = webinarTab(params.get('status'));
  const listing = useListing({ store: products.webinarList.get(status) });
  return (
    <Page testId="webinars-list">
      <Breadcrumbs items={[{ label: t('nav.home'), to: '/' }, { label: t('pages.webinars') }]} />
      <ListHeader title={title} subtitle={t('products.lists.webinarsSub')} />
      <div className={styles.tabs}>
        <TabBar
          tabs={WEBINAR_TABS.map((s) => ({ value: s, label: t(`products.lists.webinarTabs.${s}`) }))}
          selectedValue={status}
          onTabSelect={(value) => listing.controls.setParam('status', value === 'upcoming' ? null : value)}
          aria-label={t('products.lists.webinarStatus')}
        />
      </div>
      <div role="tabpanel" aria-label={t(`products.lists.webinarTabs.${status}`)}>
        <ResultsHeading text={t('products.lists.webinarsIn', { tab: t(`products.lists.webinarTabs.${status}`) })} />
        <ListingView
          listing={listing}
          label={t('products.lists.webinarsIn', { tab: t(`products.lists.webinarTabs.${status}`) })}
          showDateBadge
          emptyText={t(`products.lists.webinarEmpty.${status}`)}
        />
      </div>
    </Page>
  );
});

export default WebinarsListPage;
