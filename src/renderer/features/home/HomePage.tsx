/**
 * The home page (spec 2 "Home sections"). The route loader (loaders.ts) fills homeOf(rootStore); every
 * block reads its own resource and shows its own state (content | error with retry | empty, and a
 * skeleton while a call is pending, e.g. after a language change). Block order: see homeLayout.ts.
 */
import { Fragment, useRef, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { makeStyles, mergeClasses, shorthands } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentItem, FeatureMedia, SuggestionFilter } from '../../../common/types';
import { useStores } from '../../stores/context';
import { CardRow } from '../../components/CardRow';
import { ContentCard } from '../../components/ContentCard';
import { Shimmer } from '../../components/Shimmer';
import { mediaUp } from '../../components/useBreakpoint';
import { brandTeal, palette } from '../../components/theme';
import { BannerCarousel } from '../../components/BannerCarousel';
import { CategoryChips, CategorySkeleton, CategoryTiles } from './CategoryTiles';
import { FeatureBanners, FeatureImage, FeatureVideo } from './FeatureBlocks';
import { CardRowSkeleton, SectionFrame, resourceView } from './HomeSection';
import { StateMessage } from '../../components/StateMessage';
import { Partners } from './Partners';
import { Testimonials } from './Testimonials';
import { DEFAULT_SERVER_ORDER, SECTION_TITLE_KEYS, homeLayout, type ClientBlockKey, type HomeBlock } from './homeLayout';
import { chipRowStyle, chipStyle, srOnlyStyle } from '../../components/styles';
import { homeOf } from './store';

const useStyles = makeStyles({
  page: {
    maxWidth: '1280px',
    margin: '0 auto',
    padding: '16px 16px 0',
    display: 'flex',
    flexDirection: 'column',
    gap: '36px',
    [mediaUp('md')]: { padding: '24px 16px 0', gap: '52px' },
  },
  srOnly: srOnlyStyle,
  bannerSkeleton: { aspectRatio: '3 / 1', borderRadius: '16px' },
  hero: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '12px',
    padding: '28px 20px',
    borderRadius: '16px',
    color: '#FFFFFF',
    background: `linear-gradient(135deg, ${palette.tealDark} 0%, ${palette.indigo} 100%)`,
    [mediaUp('md')]: { padding: '48px 40px' },
  },
  heroTitle: { margin: 0, fontSize: '26px', lineHeight: '32px', fontWeight: 800, [mediaUp('md')]: { fontSize: '36px', lineHeight: '44px' } },
  heroText: { margin: 0, fontSize: '16px', lineHeight: '24px', opacity: 0.92, maxWidth: '560px' },
  heroCta: {
    marginTop: '4px',
    padding: '10px 18px',
    borderRadius: '999px',
    backgroundColor: '#FFFFFF',
    color: palette.indigoDeep,
    fontWeight: 700,
    textDecoration: 'none',
    ':hover': { backgroundColor: palette.tealSoft },
    ':focus-visible': { outline: '3px solid #FFFFFF', outlineOffset: '2px' },
  },
  band: {
    padding: '24px 16px',
    borderRadius: '20px',
    background: `linear-gradient(135deg, ${palette.tealSoft} 0%, ${palette.indigoSoft} 100%)`,
    [mediaUp('md')]: { padding: '32px 28px' },
  },
  filters: chipRowStyle,
  filter: { ...chipStyle, fontFamily: 'inherit', cursor: 'pointer' },
  filterActive: {
    backgroundColor: brandTeal[70],
    ...shorthands.borderColor(brandTeal[70]),
    color: '#FFFFFF',
    ':hover': { backgroundColor: palette.tealDark, ...shorthands.borderColor(palette.tealDark), color: '#FFFFFF' },
  },
  mediaSkeleton: { aspectRatio: '3 / 1', borderRadius: '16px' },
  mediaRow: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: '1fr',
    ':empty': { display: 'none' },
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' },
  },
});

/* ----------------------------------------------------------------------------------------- */

const TopBanners = observer(function TopBanners() {
  const styles = useStyles();
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
    <SectionFrame sectionKey={other ? 'other-categories' : 'categories'} title={title} subtitle={t(other ? 'home.subtitles.otherCategories' : 'home.subtitles.categories')}>
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

function Cards({ items, label, dateBadge = false }: { items: ContentItem[]; label: string; dateBadge?: boolean }) {
  return (
    <CardRow label={label}>
      {items.map((item) => (
        <ContentCard key={`${item.type}-${item.contentId}`} item={item} showDateBadge={dateBadge} />
      ))}
    </CardRow>
  );
}

const UpcomingWebinars = observer(function UpcomingWebinars() {
  const { t } = useTranslation();
  const home = homeOf(useStores());
  const title = t('home.sections.upcomingWebinars');
  return (
    <SectionFrame sectionKey="upcoming-webinars" title={title} subtitle={t('home.subtitles.upcomingWebinars')} seeAllUrl="/webinars">
      {resourceView(home.currentWebinars, {
        title,
        skeleton: <CardRowSkeleton title={title} />,
        isEmpty: (d) => d.length === 0,
        emptyText: t('home.emptyWebinars'),
        render: (d) => <Cards items={d} label={title} dateBadge />,
      })}
    </SectionFrame>
  );
});

/** One section of home/sections, by its position in the server's list. */
const ServerSection = observer(function ServerSection({ sectionKey, index }: { sectionKey: string; index: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const home = homeOf(useStores());
  const sections = home.sections;
  const fallbackTitle = t(SECTION_TITLE_KEYS[sectionKey] ?? 'home.sections.topProducts');
  const band = sectionKey === 'testimonials' ? styles.band : undefined;

  if (sections.error !== null) {
    // One error box for the whole call, where its first section would be.
    if (index !== 0) return null;
    return (
      <SectionFrame sectionKey={sectionKey} title={fallbackTitle}>
        <StateMessage kind="error" what={fallbackTitle} message={sections.error} onRetry={() => void sections.reload()} testId="home-section-error" />
      </SectionFrame>
    );
  }
  const section = sections.data?.[index];
  if (!section || section.key !== sectionKey) {
    return (
      <SectionFrame sectionKey={sectionKey} title={null} className={band}>
        <CardRowSkeleton title={fallbackTitle} variant={sectionKey === 'testimonials' ? 'wide' : 'cards'} />
      </SectionFrame>
    );
  }
  const title = section.title || fallbackTitle;
  if (section.key === 'testimonials') {
    const items = section.testimonials ?? [];
    return (
      <SectionFrame sectionKey={sectionKey} title={title} subtitle={section.subtitle} seeAllUrl={section.seeAllUrl} className={band}>
        {items.length === 0 ? <StateMessage kind="empty" text={t('home.emptyTestimonials')} testId="home-section-empty" /> : <Testimonials items={items} label={title} />}
      </SectionFrame>
    );
  }
  return (
    <SectionFrame sectionKey={sectionKey} title={title} subtitle={section.subtitle} seeAllUrl={section.seeAllUrl}>
      {section.items.length === 0 ? <StateMessage kind="empty" text={t('home.empty')} testId="home-section-empty" /> : <Cards items={section.items} label={title} />}
    </SectionFrame>
  );
});

const Suggestions = observer(function Suggestions() {
  const styles = useStyles();
  const { t } = useTranslation();
  const home = homeOf(useStores());
  const resource = home.sectionSuggestion;
  const [requested, setRequested] = useState<string | null>(null);
  const lastFilters = useRef<SuggestionFilter[]>([]);
  const title = t('home.sections.suggestions');
  const data = resource.data;
  if (data?.filters?.length) lastFilters.current = data.filters;
  const filters = lastFilters.current;
  const active = resource.loading && requested ? requested : (data?.active ?? requested);

  const choose = (key: string) => {
    if (key === active && !resource.error) return;
    setRequested(key);
    void home.chooseSuggestion(key);
  };

  const toolbar =
    filters.length > 0 ? (
      <div className={styles.filters} role="group" aria-label={t('home.suggestionFilters')}>
        {filters.map((f) => (
          <button
            key={f.key}
            type="button"
            className={mergeClasses(styles.filter, f.key === active && styles.filterActive)}
            aria-pressed={f.key === active}
            onClick={() => choose(f.key)}
            data-testid="suggestion-filter"
          >
            {f.label}
          </button>
        ))}
      </div>
    ) : null;

  let body;
  if (resource.error !== null) body = <StateMessage kind="error" what={title} message={resource.error} onRetry={() => void resource.reload()} testId="home-section-error" />;
  else if (!data || resource.loading) body = <CardRowSkeleton title={title} />;
  else if (data.items.length === 0) body = <StateMessage kind="empty" text={t('home.emptySuggestions')} testId="home-section-empty" />;
  else body = <Cards items={data.items} label={title} />;

  return (
    <SectionFrame sectionKey="suggestions" title={title} subtitle={t('home.subtitles.suggestions')} toolbar={toolbar}>
      <div aria-live="polite" aria-busy={resource.loading}>
        {body}
      </div>
    </SectionFrame>
  );
});

/** Promotional media: hidden when absent or failed (nothing for the visitor to act on). */
const Feature = observer(function Feature({ kind }: { kind: 'feature-image' | 'feature-banner' | 'feature-video' }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const home = homeOf(useStores());
  const resource = kind === 'feature-image' ? home.featureImage : kind === 'feature-banner' ? home.featureBanner : home.featureVideo;
  const data: FeatureMedia | FeatureMedia[] | null = resource.data;
  if (resource.error !== null || (resource.loaded && !data)) return null;
  if (!data) return <Shimmer className={styles.mediaSkeleton} height="auto" />;
  if (kind === 'feature-banner') return <FeatureBanners items={Array.isArray(data) ? data : [data]} label={t('home.sections.highlights')} />;
  const media = Array.isArray(data) ? data[0] : data;
  if (!media) return null;
  return kind === 'feature-image' ? <FeatureImage media={media} /> : <FeatureVideo media={media} />;
});

function FeatureMediaRow() {
  const styles = useStyles();
  return (
    <div className={styles.mediaRow}>
      <Feature kind="feature-image" />
      <Feature kind="feature-video" />
    </div>
  );
}

const FeaturedIn = observer(function FeaturedIn() {
  const { t } = useTranslation();
  const home = homeOf(useStores());
  const title = t('home.sections.featuredIn');
  return (
    <SectionFrame sectionKey="featured-in" title={title} subtitle={t('home.subtitles.featuredIn')}>
      {resourceView(home.proudlyFeaturedIn, {
        title,
        skeleton: <CategorySkeleton label={t('home.loadingSection', { title })} chips />,
        isEmpty: (d) => d.length === 0,
        emptyText: t('home.empty'),
        render: (d) => <Partners partners={d} />,
      })}
    </SectionFrame>
  );
});

const CLIENT_BLOCKS: Record<ClientBlockKey, () => ReactElement> = {
  'top-banners': () => <TopBanners />,
  categories: () => <Categories other={false} />,
  'other-categories': () => <Categories other />,
  'upcoming-webinars': () => <UpcomingWebinars />,
  suggestions: () => <Suggestions />,
  'feature-banner': () => <Feature kind="feature-banner" />,
  'feature-media': () => <FeatureMediaRow />,
  'featured-in': () => <FeaturedIn />,
};

function renderBlock(block: HomeBlock) {
  if (block.kind === 'client') return <Fragment key={block.key}>{CLIENT_BLOCKS[block.key]()}</Fragment>;
  return <ServerSection key={`server-${block.index}-${block.key}`} sectionKey={block.key} index={block.index} />;
}

const HomePage = observer(function HomePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  // Filled by the route loader (features/home/loaders.ts).
  const home = homeOf(useStores());
  const sections = home.sections.data;
  const blocks = homeLayout(sections ? sections.map((s) => s.key) : DEFAULT_SERVER_ORDER);
  return (
    <div className={styles.page} data-testid="home-page">
      <h1 className={styles.srOnly}>{t('home.title')}</h1>
      {blocks.map(renderBlock)}
    </div>
  );
});

export default HomePage;
