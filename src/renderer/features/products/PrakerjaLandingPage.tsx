/**
 * /prakerja: G prakerja/landingpage/topbanners (carousel), G prakerja/landingpage/sections
 * (live webinar classes, self-paced classes, how to buy, FAQ). "See all" of a class section opens
 * /prakerja?method=2 (live webinar) or ?method=1 (self-paced): the whole paged list of
 * G prakerja/landingpage/livewebinar-classes | selfpacedlearning-classes.
 */
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PrakerjaSection } from '../../../common/catalog';
import { LearningMethod } from '../../../common/enums';
import type { ContentItem } from '../../../common/types';
import { CardRow } from '../../components/CardRow';
import { ContentCard } from '../../components/ContentCard';
import { Shimmer } from '../../components/Shimmer';
import { ChevronLeftIcon } from '../../components/icons';
import { ListingView, useListing } from '../../components/listing';
import { useStores } from '../../stores/context';
import { BannerCarousel } from '../../components/BannerCarousel';
import { useDocumentTitle } from './hooks';
import { prakerjaListOf, type PrakerjaList } from './lists';
import { FaqList } from './Faq';
import { ResultsHeading } from './ListHeader';
import { SectionNav } from './ProductDetail';
import { CardsRowSkeleton } from './Related';
import { Breadcrumbs, Page, Section } from './ui';
import { StateMessage } from '../../components/StateMessage';
import { productListsOf } from './lists';
import a11y from '../../components/a11y.module.css';
import { cx } from '../../components/classNames';
import tiles from '../../components/tiles.module.css';
// The section's "see all" link looks like the related rows' (Related.tsx, which this page uses too).
import related from './Related.module.css';
import styles from './PrakerjaLandingPage.module.css';

const TopBanners = observer(function TopBanners() {
  const { t } = useTranslation();
  const products = productListsOf(useStores());
  const resource = products.prakerjaBanners;
  const hero = (
    <div className={styles.hero}>
      <h1 className={styles.heroTitle}>{t('products.prakerja.title')}</h1>
      <p className={styles.heroText}>{t('products.prakerja.subtitle')}</p>
    </div>
  );
  if (resource?.error) return hero;
  if (!resource?.data)
    return (
      <div role="status" aria-label={t('products.loading')}>
        <Shimmer className={styles.bannerSkeleton} height="auto" />
      </div>
    );
  if (resource.data.length === 0) return hero;
  return (
    <>
      <h1 className={a11y.srOnly}>{t('products.prakerja.title')}</h1>
      <BannerCarousel banners={resource.data} />
    </>
  );
});

function ClassesSection({ section }: { section: PrakerjaSection }) {
  const { t } = useTranslation();
  return (
    <Section
      id={`prakerja-${section.key}`}
      title={section.title}
      subtitle={section.subtitle}
      actions={
        section.seeAllUrl ? (
          <Link className={related.seeAll} to={section.seeAllUrl} aria-label={t('products.seeAllLabel', { title: section.title })}>
            {t('products.seeAll')}
          </Link>
        ) : undefined
      }
    >
      {section.items.length === 0 ? (
        <StateMessage kind="empty" testId="product-empty" text={t('products.prakerja.noClasses')} />
      ) : (
        <CardRow label={section.title}>
          {section.items.map((item: ContentItem) => (
            <ContentCard key={item.contentId} item={item} showDateBadge={item.learningMethod === LearningMethod.LIVE_WEBINAR} />
          ))}
        </CardRow>
      )}
    </Section>
  );
}

function StepsSection({ section }: { section: PrakerjaSection }) {
  return (
    <div className={styles.sectionBand}>
      <Section id={`prakerja-${section.key}`} title={section.title} subtitle={section.subtitle}>
        <ol className={cx(tiles.grid, styles.steps)}>
          {section.entries.map((e, i) => (
            <li key={`${i}-${e.title}`} className={tiles.tile}>
              <span className={styles.stepNo} aria-hidden="true">
                {i + 1}
              </span>
              <h3 className={styles.stepTitle}>{e.title}</h3>
              <p className={styles.stepBody}>{e.body}</p>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

const Sections = observer(function Sections() {
  const { t } = useTranslation();
  const products = productListsOf(useStores());
  const resource = products.prakerjaSections;
  if (resource?.error) return <StateMessage kind="error" what={t('products.prakerja.sections')} message={resource.error} onRetry={() => void resource.reload()} />;
  if (!resource?.data)
    return (
      <>
        <CardsRowSkeleton label={t('products.loading')} />
        <CardsRowSkeleton label={t('products.loading')} />
      </>
    );
  if (resource.data.length === 0) return <StateMessage kind="empty" testId="product-empty" text={t('products.prakerja.noClasses')} />;
  return (
    <>
      <SectionNav entries={resource.data.map((s) => ({ id: `prakerja-${s.key}`, label: s.title }))} />
      {resource.data.map((s) => {
        if (s.items.length > 0 || s.seeAllUrl) return <ClassesSection key={s.key} section={s} />;
        if (s.key === 'faq' || s.entries.every((e) => e.title.trim().endsWith('?')))
          return (
            <Section key={s.key} id={`prakerja-${s.key}`} title={s.title} subtitle={s.subtitle}>
              <FaqList entries={s.entries} />
            </Section>
          );
        return <StepsSection key={s.key} section={s} />;
      })}
    </>
  );
});

/** The title of each class list (?method=, a learning method: 1 self-paced, 2 live webinar). */
const METHOD_TITLES: Record<PrakerjaList, string> = {
  '1': 'products.prakerja.selfPacedClasses',
  '2': 'products.prakerja.liveClasses',
};

const MethodList = observer(function MethodList({ method }: { method: PrakerjaList }) {
  const { t } = useTranslation();
  const products = productListsOf(useStores());
  const title = t(METHOD_TITLES[method]);
  useDocumentTitle(title);
  const listing = useListing({ store: products.prakerjaList.get(method) });
  return (
    <Page testId="prakerja-list">
      <Breadcrumbs items={[{ label: t('nav.home'), to: '/' }, { label: t('products.titles.prakerja'), to: '/prakerja' }, { label: title }]} />
      <Link className={styles.back} to="/prakerja">
        <ChevronLeftIcon size={16} />
        {t('products.prakerja.back')}
      </Link>
      <h1 className={styles.listTitle}>{title}</h1>
      <ResultsHeading text={title} />
      <ListingView listing={listing} label={title} showDateBadge={method === String(LearningMethod.LIVE_WEBINAR)} emptyText={t('products.prakerja.noClasses')} />
    </Page>
  );
});

const PrakerjaLandingPage = observer(function PrakerjaLandingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const method = prakerjaListOf(params);
  useDocumentTitle(method ? null : t('products.titles.prakerja'));
  if (method) return <MethodList key={method} method={method} />;
  return (
    <Page testId="prakerja-landing">
      <TopBanners />
      <Sections />
    </Page>
  );
});

export default PrakerjaLandingPage;
