/**
 * The home page (spec 2 "Home sections"). The route loader (loaders.ts) fills homeOf(rootStore); every
 * block reads its own resource and shows its own state (content | error with retry | empty, and a
 * skeleton while a call is pending, e.g. after a language change). Block order: see homeLayout.ts.
 */
import { Fragment, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { Shimmer } from '../../components/Shimmer';
import { BannerCarousel } from '../../components/BannerCarousel';
import { CategoryChips, CategorySkeleton, CategoryTiles } from './CategoryTiles';
import { SectionFrame, resourceView } from './HomeSection';
import { StateMessage } from '../../components/StateMessage';
import { DEFAULT_SERVER_ORDER, homeLayout, type ClientBlockKey, type HomeBlock } from './homeLayout';
import { hydrateWhenSeen } from '../../ssr/hydrateWhenSeen';
import { homeOf } from './store';
import styles from './HomePage.module.css';
import a11y from '../../components/a11y.module.css';

/* ----------------------------------------------------------------------------------------- */

const TopBanners = observer(function TopBanners() {
  const { t } = useTranslation();
  const home = homeOf(useStores());
  const banners = home.topBanners;
  const title = t('home.sections.topBanners');
  let body;
  if (banners.error !== null) {
    body = <StateMessage kind="error" what={title} message={banners.error} onRetry={() => void banners.reload()} testId="home-section-error" />;
  } else if (!banners.data) {
    body = (
      <div role="status" aria-label={t('home.loadingSection', { title })}>
        <Shimmer className={styles.bannerSkeleton} height="auto" />
      </div>
    );
  } else if (banners.data.length === 0) {
    // No promotions: a plain welcome hero instead of an empty box.
    body = (
      <div className={styles.hero}>
        <p className={styles.heroTitle}>{t('home.title')}</p>
        <p className={styles.heroText}>{t('home.subtitle')}</p>
        <Link to="/courses" className={styles.heroCta}>
          {t('home.exploreCta')}
        </Link>
      </div>
    );
  } else {
    body = <BannerCarousel banners={banners.data} />;
  }
  // The carousel itself is the labelled region; the wrapper only carries the test id.
  return <section data-testid="home-section-top-banners">{body}</section>;
});

const Categories = observer(function Categories({ other }: { other: boolean }) {
  const { t } = useTranslation();
  const home = homeOf(useStores());
  const resource = other ? home.otherCategories : home.categories;
  const title = t(other ? 'home.sections.otherCategories' : 'home.sections.categories');
  return (
    <SectionFrame firstScreen sectionKey={other ? 'other-categories' : 'categories'} title={title} subtitle={t(other ? 'home.subtitles.otherCategories' : 'home.subtitles.categories')}>
      {resourceView(resource, {
        title,
        skeleton: <CategorySkeleton label={t('home.loadingSection', { title })} chips={other} />,
        isEmpty: (d) => d.length === 0,
        emptyText: t('home.emptyCategories'),
        render: (d) => (other ? <CategoryChips categories={d} /> : <CategoryTiles categories={d} />),
      })}
    </SectionFrame>
  );
});

/** The first screen's blocks render here; every other block hydrates when seen (HomeBlocks.tsx). */
const FIRST_SCREEN: Partial<Record<ClientBlockKey, () => ReactElement>> = {
  'top-banners': () => <TopBanners />,
  categories: () => <Categories other={false} />,
  'other-categories': () => <Categories other />,
};

const LaterBlock = hydrateWhenSeen(() => import('./HomeBlocks'));

function renderBlock(block: HomeBlock) {
  const first = block.kind === 'client' ? FIRST_SCREEN[block.key] : undefined;
  if (first) return <Fragment key={block.key}>{first()}</Fragment>;
  const index = block.kind === 'server' ? block.index : -1;
  return <LaterBlock key={`${block.kind}-${index}-${block.key}`} kind={block.kind} blockKey={block.key} index={index} />;
}

const HomePage = observer(function HomePage() {
  const { t } = useTranslation();
  // Filled by the route loader (features/home/loaders.ts).
  const home = homeOf(useStores());
  const sections = home.sections.data;
  const blocks = homeLayout(sections ? sections.map((s) => s.key) : DEFAULT_SERVER_ORDER);
  return (
    <div className={styles.page} data-testid="home-page">
      <h1 className={a11y.srOnly}>{t('home.title')}</h1>
      {blocks.map(renderBlock)}
    </div>
  );
});

export default HomePage;
