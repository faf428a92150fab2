/**
 * /programs/{url}: G programs/{url} (programme with the categories of its contents) and, per
 * category tab, P programs/{url}/program-categories/{catUrl}/contents { page, pageSize, sort }
 * with the sorts of G programs/master-sort. The tab is kept in the URL (?tab=<category url>).
 */
import { observer } from 'mobx-react-lite';
import { TabBar } from '../../components/TabBar';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProgramPage as ProgramPageData } from '../../../common/catalog';
import { programTypeColor } from '../../../common/colors';
import { formatNumber } from '../../../common/format';
import { ListingView, useListing, useListingQuery } from '../../components/listing';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './hooks';
import { ResultsHeading } from './ListHeader';
import { DetailShell } from './DetailShell';
import { Breadcrumbs, Chip, Page, type Crumb } from './ui';
import { StateMessage } from '../../components/StateMessage';
import { productListsOf, programTab } from './lists';
import styles from './ProgramPage.module.css';
import { LocalImage } from '../../components/LocalImage';

const CategoryContents = observer(function CategoryContents({ programUrl, catUrl, label }: { programUrl: string; catUrl: string; label: string }) {
  const products = productListsOf(useStores());
  const listing = useListing({ store: products.programList.get({ program: programUrl, category: catUrl }) });
  return (
    <>
      <ResultsHeading text={label} />
      <ListingView listing={listing} label={label} />
    </>
  );
});

const ProgramView = observer(function ProgramView({ data, crumbs }: { data: ProgramPageData; crumbs: Crumb[] }) {
  const { t } = useTranslation();
  useDocumentTitle(data.program.name);
  const { program, categories } = data;
  const controls = useListingQuery({ kinds: [] });
  const tab = programTab(categories, controls.searchParams);
  const active = categories.find((c) => c.url === tab) ?? null;
  return (
    <Page testId="program-page">
      <Breadcrumbs items={[...crumbs, { label: program.name }]} />
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <Chip color={programTypeColor(program.programType)}>{program.shortName}</Chip>
          <h1 className={styles.title}>{program.name}</h1>
          {program.description && <p className={styles.desc}>{program.description}</p>}
          <p className={styles.count}>{t('products.program.total', { count: data.totalContents, formatted: formatNumber(data.totalContents) })}</p>
        </div>
        {program.imageUrl && <LocalImage className={styles.image} src={program.imageUrl} alt="" width={640} height={360} />}
      </header>
      {active === null ? (
        <StateMessage kind="empty" testId="product-empty" text={t('products.program.empty')} />
      ) : (
        <>
          <div className={styles.tabs}>
            <TabBar
              tabs={categories.map((c) => ({ value: c.url, label: `${c.name} (${formatNumber(c.totalContents)})` }))}
              selectedValue={active.url}
              onTabSelect={(value) => controls.setParam('tab', value === categories[0]?.url ? null : value)}
              aria-label={t('products.program.categories')}
            />
          </div>
          <div role="tabpanel" aria-label={active.name}>
            <CategoryContents key={active.url} programUrl={program.url} catUrl={active.url} label={t('products.program.listLabel', { category: active.name, program: program.name })} />
          </div>
        </>
      )}
    </Page>
  );
});

const ProgramPage = observer(function ProgramPage() {
  const { url = '' } = useParams();
  const { t } = useTranslation();
  const products = productListsOf(useStores());
  const resource = products.program.get(url);
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: '/' }, { label: t('products.titles.programs') }];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.program')}>
      {(data) => <ProgramView key={data.program.id} data={data} crumbs={crumbs} />}
    </DetailShell>
  );
});

export default ProgramPage;
