/**
 * A whole list from a `useListing()` handle: filter sidebar (desktop) or filter drawer button
 * (phones), a toolbar with the result count and the sort, the results grid and the pagination.
 * Slots: `toolbarStart` (e.g. content type chips), `aboveResults`, `emptyAction`.
 *
 * The results are the target of the page's "Skip to results" link (`#results`, shell/layouts.tsx):
 * the heading that names them and their count where the page has none there (`srHeading`), else
 * the results column; either takes the focus (tabindex -1), and the toolbar and the first result
 * are the next Tabs.
 */
import { useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ContentItem, Page } from '../../../common/types';
import { formatNumber } from '../../../common/format';
import { showsBelow, showsFrom, useClientBreakpoint, useMediaVisibility } from '../useBreakpoint';
import { Shimmer } from '../Shimmer';
import { FilterPanel } from './FilterPanel';
import { Pager } from '../Pager';
import { ResultsGrid } from './ResultsGrid';
import { SortSelect } from './SortSelect';
import type { ListingHandle } from './useListing';
import { SKIP_TARGETS } from '../routeHandle';
import { PlainButton } from '../PlainButton';
import { cx } from '../classNames';
import styles from './ListingView.module.css';
import a11y from '../a11y.module.css';

export interface ListingViewProps<TPage extends Page<ContentItem>> {
  listing: ListingHandle<TPage>;
  /** Accessible name of the results (e.g. "Courses in Business & Finance"). */
  label: string;
  /** Show the filter panel (default: when the source has fetchFilters). */
  showFilters?: boolean;
  /** Show the sort (default: when the source has fetchSorts). */
  showSort?: boolean;
  toolbarStart?: ReactNode;
  aboveResults?: ReactNode;
  emptyTitle?: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  onItemClick?: (item: ContentItem, index: number) => void;
  skeletonCount?: number;
  showDateBadge?: boolean;
  /** Custom card (default: ContentCard). */
  renderItem?: (item: ContentItem, index: number) => ReactNode;
  /** A visually hidden h2 with the label above the results (when the page has no heading there). */
  srHeading?: boolean;
  className?: string;
}

function ListingViewInner<TPage extends Page<ContentItem>>(props: ListingViewProps<TPage>) {
  const { t } = useTranslation();
  const media = useMediaVisibility();
  // Sidebar from lg up, a drawer button below: CSS decides while the width is unknown (server,
  // hydration) with both rendered, then JS renders only the one that applies.
  const bp = useClientBreakpoint();
  const { store, controls } = props.listing;
  const mainRef = useRef<HTMLDivElement>(null);
  const showFilters = props.showFilters ?? store.hasFilters;
  const showSort = props.showSort ?? store.hasSorts;
  const results = store.results;
  const page = results.data;
  const total = page?.totalItems ?? null;

  const filterPanel = (mode: 'sidebar' | 'drawer', className: string) => (
    <FilterPanel
      mode={mode}
      className={className}
      definitions={store.panel}
      error={store.filters.error}
      onRetry={() => void store.filters.reload()}
      value={controls.query.filters}
      onChange={controls.setFilter}
      onReset={controls.resetFilters}
      resultCount={total}
    />
  );

  const goToPage = () => {
    // Keep the results in view after a page change (the router also resets the scroll).
    requestAnimationFrame(() => mainRef.current?.scrollIntoView({ block: 'start' }));
  };

  return (
    <div className={cx(styles.layout, showFilters && styles.withSidebar, props.className)}>
      {showFilters && showsFrom(bp, 'lg') && <div className={cx(styles.sidebar, media.fromLg)}>{filterPanel('sidebar', '')}</div>}
      <div className={styles.main} ref={mainRef} id={props.srHeading ? undefined : SKIP_TARGETS.results} tabIndex={props.srHeading ? undefined : -1}>
        {props.srHeading && <ResultsHeading label={props.label} total={total} />}
        <div className={styles.toolbar}>
          <div className={styles.toolbarStart}>
            {props.toolbarStart}
            {total === null ? (
              results.error === null && <Shimmer width={120} height={16} />
            ) : (
              <p className={styles.count} role="status" aria-live="polite" data-testid="results-count">
                <span className={styles.countStrong}>{formatNumber(total)}</span> {t('listing.results', { count: total })}
              </p>
            )}
          </div>
          <div className={styles.toolbarEnd}>
            {showFilters && showsBelow(bp, 'lg') && filterPanel('drawer', media.belowLg)}
            {/* Nothing to order: no sort beside "0 results" (the empty state offers the ways out). */}
            {showSort && total !== 0 && <SortSelect options={store.sorts.data ?? (store.sorts.error ? [] : null)} value={controls.query.sort} onChange={controls.setSort} compact />}
          </div>
        </div>
        {props.aboveResults}
        <ResultsGrid
          items={page?.items ?? null}
          loading={results.loading}
          error={results.error}
          onRetry={() => store.retry()}
          label={props.label}
          emptyTitle={props.emptyTitle}
          emptyText={props.emptyText ?? (controls.query.filters.length ? t('listing.emptyFiltered') : undefined)}
          emptyAction={
            props.emptyAction ??
            (controls.query.filters.length > 0 ? (
              <PlainButton appearance="primary" onClick={controls.resetFilters}>
                {t('listing.resetFilters')}
              </PlainButton>
            ) : undefined)
          }
          onItemClick={props.onItemClick}
          skeletonCount={props.skeletonCount}
          showDateBadge={props.showDateBadge}
          renderItem={props.renderItem}
          className={showFilters ? styles.denseFromLg : undefined}
        />
        {page && results.error === null && <Pager page={page.page} totalPages={page.totalPages} hrefFor={controls.hrefForPage} onChange={goToPage} />}
      </div>
    </div>
  );
}

/**
 * The results' heading: their name and count ("Search results for excel: 12 results"), read and
 * not seen, except while it has the keyboard's focus (after a search, from the skip link).
 */
export function ResultsHeading({ label, total }: { label: string; total: number | null }) {
  const { t } = useTranslation();
  return (
    <h2 id={SKIP_TARGETS.results} tabIndex={-1} className={cx(styles.resultsHeading, a11y.srOnlyUntilFocused)} data-testid="results-heading">
      {total === null ? label : t('listing.resultsHeading', { label, count: total, formatted: formatNumber(total) })}
    </h2>
  );
}

export const ListingView = observer(ListingViewInner) as <TPage extends Page<ContentItem>>(props: ListingViewProps<TPage>) => ReactNode;
