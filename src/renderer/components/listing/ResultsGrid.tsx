/**
 * A responsive grid of ContentCards with the list states: skeleton cards on the first load,
 * the previous results dimmed (aria-busy) while a new page loads, an error with retry, and an
 * empty state. `onItemClick` fires when a card's link is followed (search click tracking).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../../common/types';
import { ContentCard, ContentCardSkeleton } from '../ContentCard';
import { ShimmerGroup } from '../Shimmer';
import { StateMessage } from '../StateMessage';
import { cx } from '../classNames';
import styles from './ResultsGrid.module.css';

export interface ResultsGridProps {
  /** Items of the page; null before the first answer. */
  items: ContentItem[] | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Accessible name of the list (e.g. "Search results"). */
  label: string;
  /** What failed, for the error title (default: label). */
  errorTitle?: string;
  emptyTitle?: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  /** Skeleton cards on the first load (default 8). */
  skeletonCount?: number;
  /** Heading level of card titles (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Called when a card is opened (its link clicked or activated with Enter). */
  onItemClick?: (item: ContentItem, index: number) => void;
  /** Narrower minimum column (more columns), for grids next to a sidebar. */
  dense?: boolean;
  /** Custom card (default: ContentCard). */
  renderItem?: (item: ContentItem, index: number) => ReactNode;
  /** Date badge on dated products (webinar lists). */
  showDateBadge?: boolean;
  className?: string;
}

export function ResultsGrid({
  items,
  loading = false,
  error = null,
  onRetry,
  label,
  errorTitle,
  emptyTitle,
  emptyText,
  emptyAction,
  skeletonCount = 8,
  headingLevel = 3,
  onItemClick,
  dense = false,
  showDateBadge = false,
  renderItem,
  className,
}: ResultsGridProps) {
  const { t } = useTranslation();
  if (error !== null) return <StateMessage kind="error" what={errorTitle ?? label} message={error} onRetry={onRetry} layout="block" testId="listing-error" />;
  if (!items) {
    return (
      <ShimmerGroup label={t('listing.loading', { title: label })}>
        <div className={cx(styles.grid, dense && styles.dense, className)} data-testid="results-loading">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <ContentCardSkeleton key={i} />
          ))}
        </div>
      </ShimmerGroup>
    );
  }
  if (items.length === 0 && !loading)
    return <StateMessage kind="empty" noResults title={emptyTitle ?? t('state.emptyTitle')} text={emptyText} actions={emptyAction} layout="block" testId="listing-empty" />;
  return (
    <ul className={cx(styles.grid, dense && styles.dense, loading && styles.busy, className)} aria-label={label} aria-busy={loading || undefined} data-testid="results-grid">
      {items.map((item, index) => (
        <li
          key={`${item.type}-${item.contentId}`}
          className={styles.item}
          onClickCapture={
            onItemClick
              ? (e) => {
                  if ((e.target as HTMLElement).closest('a')) onItemClick(item, index);
                }
              : undefined
          }
        >
          {renderItem ? renderItem(item, index) : <ContentCard item={item} headingLevel={headingLevel} showDateBadge={showDateBadge} />}
        </li>
      ))}
    </ul>
  );
}
