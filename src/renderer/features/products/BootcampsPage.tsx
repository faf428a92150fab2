/**
 * /bootcamps: the bootcamp sales page (G bootcamps/sales-page: hero, statistics, highlights, steps,
 * FAQ) around the bootcamp list (P bootcamps { page, pageSize, sort, filters } with
 * G bootcamps/master-sort and G bootcamps/filters).
 */
import { observer } from 'mobx-react-lite';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { BootcampSalesPage } from '../../../common/catalog';
import { formatNumber } from '../../../common/format';
import { Shimmer } from '../../components/Shimmer';
import { ListingView, useListing } from '../../components/listing';
import { formatRating, useLocale } from '../../components/useLocale';
import { fourUpGridStyle, tileStyle } from '../../components/styles';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './hooks';
import { FaqList } from './Faq';
import { AwardIcon, BriefcaseIcon, UsersIcon, WalletIcon } from '../../components/icons';
import { ListHeader } from './ListHeader';
import { Breadcrumbs, Page, Section } from './ui';
import { productsOf } from './store';

const useStyles = makeStyles({
  hero: {
    display: 'grid',
    gap: '20px',
    padding: '22px 18px',
    borderRadius: '20px',
    color: '#FFFFFF',
    background: `linear-gradient(135deg, ${palette.indigoDeep} 0%, #5B21B6 60%, ${palette.tealDark} 100%)`,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'center',
    [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)', padding: '40px', gap: '32px' },
  },
  heroText: { display: 'flex', flexDirection: 'column', gap: '12px' },
  heroTitle: { margin: 0, fontSize: '28px', lineHeight: '35px', fontWeight: 800, [mediaUp('md')]: { fontSize: '40px', lineHeight: '48px' } },
  heroSub: { margin: 0, fontSize: '16px', lineHeight: '25px', opacity: 0.92 },
  heroImg: { width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: '14px', backgroundColor: 'rgba(255,255,255,0.1)' },
  stats: { margin: '6px 0 0', display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '12px', [mediaUp('sm')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  stat: { display: 'flex', flexDirection: 'column-reverse', gap: '2px', padding: '10px 12px', borderRadius: '12px', backgroundColor: 'rgba(255,255,255,0.12)' },
  statValue: { margin: 0, fontSize: '22px', fontWeight: 800 },
  statLabel: { fontSize: '12px', opacity: 0.9 },
  highlights: fourUpGridStyle,
  highlight: tileStyle,
  highlightIcon: {
    width: '40px',
    height: '40px',
    borderRadius: '12px',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: '#EDE9FE',
    color: '#5B21B6',
  },
  highlightTitle: { margin: 0, fontSize: '16px', fontWeight: 800, color: palette.indigoDeep },
  highlightText: { margin: 0, fontSize: '14px', lineHeight: '21px', color: tokens.colorNeutralForeground2 },
  steps: {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  step: {
    display: 'flex',
    gap: '12px',
    alignItems: 'center',
    padding: '14px',
    borderRadius: '14px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    fontSize: '14px',
    fontWeight: 600,
    lineHeight: '20px',
  },
  stepNo: {
    flexShrink: 0,
    width: '32px',
    height: '32px',
    borderRadius: '50%',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 800,
    backgroundColor: '#EDE9FE',
    color: '#5B21B6',
  },
  heroSkeleton: { borderRadius: '20px' },
});

const HIGHLIGHT_ICONS = [UsersIcon, BriefcaseIcon, AwardIcon, WalletIcon];

const SalesHero = observer(function SalesHero({ data }: { data: BootcampSalesPage | null }) {
  const styles = useStyles();
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
      {data.imageUrl && <img className={styles.heroImg} src={data.imageUrl} alt="" width={640} height={360} />}
    </header>
  );
});

const BootcampsPage = observer(function BootcampsPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  // Filled by the route loader (loaders.ts: bootcampsLoader).
  const products = productsOf(useStores());
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
          <ul className={styles.highlights}>
            {data.highlights.map((h, i) => {
              const Icon = HIGHLIGHT_ICONS[i % HIGHLIGHT_ICONS.length]!; // a constant, non-empty list: the modulo stays in range
              return (
                <li key={h.title} className={styles.highlight}>
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
