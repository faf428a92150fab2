/**
 * /microlearnings: P microlearnings { page, pageSize, sort, filters } with
 * G microlearnings/master-sort and G microlearnings/filters.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ListingView, useListing } from '../../components/listing';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './hooks';
import { ListHeader, ResultsHeading } from './ListHeader';
import { Breadcrumbs, Page } from './ui';
import { productListsOf } from './lists';

const MicrolearningsListPage = observer(function MicrolearningsListPage() {
  const { t } = useTranslation();
  // Filled by the route loader (loaders.ts).
  const products = productListsOf(useStores());
  const title = t('products.lists.microlearnings');
  useDocumentTitle(title);
  const listing = useListing({ store: products.microList });
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
