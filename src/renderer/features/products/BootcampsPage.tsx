/**
 * /bootcamps: the bootcamp sales page (G bootcamps/sales-page: hero, statistics, highlights, steps,
 * FAQ) around the bootcamp list (P bootcamps { page, pageSize, sort, filters } with
 * G bootcamps/master-sort and G bootcamps/filters).
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BootcampSalesPage } from '../../../common/catalog';
import { formatNumber } from '../../../common/format';
import { Shimmer } from '../../components/Shimmer';
import { ListingView, useListing } from '../../components/listing';
import { formatRating, useLocale } from '../../components/useLocale';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './hooks';
import { FaqList } from './Faq';
import { AwardIcon, BriefcaseIcon, UsersIcon, WalletIcon } from '../../components/icons';
import { ListHeader } from './ListHeader';
import { Breadcrumbs, Page, Section } from './ui';
import { productListsOf } from './lists';
import tiles from '../../components/tiles.module.css';
import styles from './BootcampsPage.module.css';
import { LocalImage } from '../../components/LocalImage';

const HIGHLIGHT_ICONS = [UsersIcon, BriefcaseIcon, AwardIcon, WalletIcon];

const SalesHero = observer(function SalesHero({ data }: { data: BootcampSalesPage | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!data) return <Shimmer className={styles.heroSkeleton} height={320} />;
  const stats = [
    { key: 'bootcamps', label: t('products.bootcamps.statBootcamps'), value: formatNumber(data.stats.bootcamps) },
    { key: 'alumni', label: t('products.bootcamps.statAlumni'), value: formatNumber(data.stats.alumni) },
    { key: 'rating', label: t('products.bootcamps.statRating'), value: formatRating(data.stats.averageRating, locale) },
    { key: 'reviews', label: t('products.bootcamps.statReviews'), value: formatNumber(data.stats.reviews) },
  ];
  return (
    <header className={styles.hero} data-testid="bootcamp-sales-hero">
      <div className={styles.heroText}>
        <h1 className={styles.heroTitle}>{data.title || t('products.lists.bootcamps')}</h1>
        {data.subtitle && <p className={styles.heroSub}>{data.subtitle}</p>}
        <dl className={styles.stats}>
          {stats.map((s) => (
            <div key={s.key} className={styles.stat}>
              <dt className={styles.statLabel}>{s.label}</dt>
              <dd className={styles.statValue} style={{ margin: 0 }}>
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {data.imageUrl && <LocalImage className={styles.heroImg} src={data.imageUrl} alt="" width={640} height={360} />}
    </header>
  );
});

const BootcampsPage = observer(function BootcampsPage() {
  const { t } = useTranslation();
  // Filled by the route loader (loaders.ts: bootcampsLoader).
  const products = productListsOf(useStores());
  const sales = products.bootcampSales;
  const title = t('products.lists.bootcamps');
  useDocumentTitle(sales.data?.title || title);
  const listing = useListing({ store: products.bootcampList });
  const data = sales?.data ?? null;
  return (
    <Page testId="bootcamps-page">
      <Breadcrumbs items={[{ label: t('nav.home'), to: '/' }, { label: t('pages.bootcamps') }]} />
      {sales?.error ? <ListHeader title={title} subtitle={t('products.lists.bootcampsSub')} /> : <SalesHero data={data} />}
      {data && data.highlights.length > 0 && (
        <Section id="why" title={t('products.bootcamps.why')}>
          <ul className={tiles.grid}>
            {data.highlights.map((h, i) => {
              const Icon = HIGHLIGHT_ICONS[i % HIGHLIGHT_ICONS.length]!; // a constant, non-empty list: the modulo stays in range
              return (
                <li key={h.title} className={tiles.tile}>
                  <span className={styles.highlightIcon} aria-hidden="true">
                    <Icon size={22} />
                  </span>
                  <h3 className={styles.highlightTitle}>{h.title}</h3>
                  <p className={styles.highlightText}>{h.description}</p>
                </li>
              );
            })}
          </ul>
        </Section>
      )}
      <Section id="all-bootcamps" title={t('products.bootcamps.all')}>
        <ListingView listing={listing} label={title} emptyText={t('products.lists.empty')} />
      </Section>
      {data && data.steps.length > 0 && (
        <Section id="steps" title={t('products.bootcamps.steps')}>
          <ol className={styles.steps}>
            {data.steps.map((s, i) => (
              <li key={s} className={styles.step}>
                <span className={styles.stepNo} aria-hidden="true">
                  {i + 1}
                </span>
                <span>{s}</span>
              </li>
            ))}
          </ol>
        </Section>
      )}
      {data && data.faq.length > 0 && (
        <Section id="faq" title={t('products.bootcamps.faq')}>
          <FaqList entries={data.faq.map((f) => ({ title: f.question, body: f.answer }))} />
        </Section>
      )}
    </Page>
  );
});

export default BootcampsPage;
