/**
 * The home page's blocks below the first screen (issue 23): the server's card sections, upcoming
 * webinars, suggestions, promotional media and partners. HomePage renders each through
 * hydrateWhenSeen, so this module (with the card row and card code) loads and hydrates when the
 * block nears the viewport; until then the server's HTML stands.
 */
import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ContentItem, FeatureMedia, SuggestionFilter } from '../../../common/types';
import { useStores } from '../../stores/context';
import { CardRow } from '../../components/CardRow';
import { ContentCard, ContentCardSkeleton } from '../../components/ContentCard';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { CategorySkeleton } from './CategoryTiles';
import { FeatureBanners, FeatureImage, FeatureVideo } from './FeatureBlocks';
import { SectionFrame, resourceView } from './HomeSection';
import { StateMessage } from '../../components/StateMessage';
import { Partners } from './Partners';
import { Testimonials } from './Testimonials';
import { SECTION_TITLE_KEYS, type ClientBlockKey } from './homeLayout';
import { homeOf } from './store';
import { cx } from '../../components/classNames';
import styles from './HomeBlocks.module.css';
import chipStyles from '../../components/chips.module.css';

/** A row of card skeletons sized like the real row. */
export function CardRowSkeleton({ title, count = 5, variant = 'cards' }: { title: string; count?: number; variant?: 'cards' | 'wide' }) {
  const { t } = useTranslation();
  const label = t('home.loadingSection', { title });
  return (
    <ShimmerGroup label={label}>
      <CardRow label={label} variant={variant}>
        {Array.from({ length: count }, (_, i) => (variant === 'wide' ? <Shimmer key={i} height={260} className={styles.wideSkeleton} /> : <ContentCardSkeleton key={i} />))}
      </CardRow>
    </ShimmerGroup>
  );
}

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
      <div className={chipStyles.row} role="group" aria-label={t('home.suggestionFilters')}>
        {filters.map((f) => (
          <button
            key={f.key}
            type="button"
            className={cx(styles.filter, f.key === active && styles.active)}
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

/** One block by its key: a server section (`index` in home/sections) or a client block. */
export default function HomeBlock({ kind, blockKey, index }: { kind: 'client' | 'server'; blockKey: string; index: number }) {
  if (kind === 'server') return <ServerSection sectionKey={blockKey} index={index} />;
  switch (blockKey as ClientBlockKey) {
    case 'upcoming-webinars':
      return <UpcomingWebinars />;
    case 'suggestions':
      return <Suggestions />;
    case 'feature-banner':
      return <Feature kind="feature-banner" />;
    case 'feature-media':
      return <FeatureMediaRow />;
    case 'featured-in':
      return <FeaturedIn />;
    default:
      return null;
  }
}
