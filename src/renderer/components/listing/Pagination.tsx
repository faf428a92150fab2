/**
 * Page numbers with previous/next: a <nav> of real links (when `hrefFor` is given: shareable,
 * middle-clickable, keyboard reachable with Tab, Enter to follow) or buttons. The current page
 * has aria-current="page". Long ranges collapse to 1 … 4 5 [6] 7 8 … 20.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { cx } from '../classNames';
import styles from './Pagination.module.css';

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The items to show: first, last, the current page with `siblings` on each side, gaps as
 * 'gap-start' / 'gap-end'. A gap hiding a single page shows that page instead.
 */
export function paginationItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const current = Math.min(Math.max(1, page), totalPages);
  const slots = siblings * 2 + 5; // first, last, current, siblings, two gaps
  if (totalPages <= slots) return Array.from({ length: totalPages }, (_, i) => i + 1);
  let start = Math.max(2, current - siblings);
  let end = Math.min(totalPages - 1, current + siblings);
  // Keep the window the same width near the ends.
  if (current - siblings <= 3) {
    start = 2;
    end = Math.max(end, 3 + siblings * 2);
  }
  if (current + siblings >= totalPages - 2) {
    end = totalPages - 1;
    start = Math.min(start, totalPages - 2 - siblings * 2);
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < totalPages - 1) items.push('gap-end');
  items.push(totalPages);
  return items;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** Called with the chosen page (also after a link click, which the router follows). */
  onChange?: (page: number) => void;
  /** Link target of a page: renders links instead of buttons. */
  hrefFor?: (page: number) => string;
  /** Accessible name of the navigation (default "Pagination"). */
  label?: string;
  siblings?: number;
  className?: string;
}

export function Pagination({ page, totalPages, onChange, hrefFor, label, siblings = 1, className }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const items = paginationItems(current, totalPages, siblings);

  const control = (target: number, content: ReactNode, opts: { ariaLabel: string; current?: boolean; disabled?: boolean; testId?: string }) => {
    const className = cx(styles.item, opts.current && styles.current, opts.disabled && styles.disabled);
    const common = {
      className,
      'aria-label': opts.ariaLabel,
      'aria-current': opts.current ? ('page' as const) : undefined,
      'data-testid': opts.testId,
    };
    if (opts.disabled) {
      return (
        // A real disabled button: a plain span may not carry an aria-label (axe aria-prohibited-attr).
        <button type="button" {...common} disabled>
          {content}
        </button>
      );
    }
    if (hrefFor) {
      return (
        <Link
          {...common}
          to={hrefFor(target)}
          onClick={(e: MouseEvent) => {
            if (opts.current) e.preventDefault();
            else onChange?.(target);
          }}
        >
          {content}
        </Link>
      );
    }
    return (
      <button type="button" {...common} onClick={() => !opts.current && onChange?.(target)}>
        {content}
      </button>
    );
  };

  return (
    <nav className={cx(styles.nav, className)} aria-label={label ?? t('listing.pagination')} data-testid="pagination">
      <ul className={styles.list}>
        <li>
          {control(
            current - 1,
            <>
              <ChevronLeftIcon size={16} />
              <span className={styles.edgeText}>{t('listing.previous')}</span>
            </>,
            { ariaLabel: t('listing.previousPage'), disabled: current <= 1, testId: 'pagination-prev' },
          )}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>{control(item, item, { ariaLabel: t('listing.pageN', { page: item }), current: item === current })}</li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          {control(
            current + 1,
            <>
              <span className={styles.edgeText}>{t('listing.next')}</span>
              <ChevronRightIcon size={16} />
            </>,
            { ariaLabel: t('listing.nextPage'), disabled: current >= totalPages, testId: 'pagination-next' },
          )}
        </li>
      </ul>
    </nav>
  );
}
