/**
 * THE pager of every paged list (the listing kit's lists, the instructor list, my classes, the
 * wishlist, the transactions, reviews): page numbers with previous/next in a <nav>, as real links
 * when `hrefFor` is given (shareable, middle-clickable, Tab then Enter) or as buttons. The current
 * page has aria-current="page"; the ends are disabled buttons. Long ranges collapse to
 * 1 … 4 5 [6] 7 8 … 20. Nothing is drawn for a single page. Plain stylesheet, no Fluent: it is on
 * the first load of the public lists.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { cx } from './classNames';
import styles from './Pager.module.css';

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The items to show: first, last, the current page with `siblings` on each side, gaps as
 * 'gap-start' / 'gap-end'. A gap hiding a single page shows that page instead.
 */
export function pagerItems(page: number, totalPages: number, siblings = 1): PageItem[] {
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

/** One control of the pager: where it goes, whether it is the current page or a disabled end. */
export type PagerControl = { kind: 'previous' | 'next' | 'page'; target: number; current: boolean; disabled: boolean } | { kind: 'gap'; key: 'gap-start' | 'gap-end' };

/** The pager's controls in order: previous, the page items, next (empty for a single page). */
export function pagerControls(page: number, totalPages: number, siblings = 1): PagerControl[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  return [
    { kind: 'previous', target: current - 1, current: false, disabled: current <= 1 },
    ...pagerItems(current, totalPages, siblings).map((item): PagerControl =>
      typeof item === 'number' ? { kind: 'page', target: item, current: item === current, disabled: false } : { kind: 'gap', key: item },
    ),
    { kind: 'next', target: current + 1, current: false, disabled: current >= totalPages },
  ];
}

export interface PagerProps {
  page: number;
  totalPages: number;
  /** Called with the chosen page (also after a link click, which the router follows). */
  onChange?: (page: number) => void;
  /** Link target of a page: renders links instead of buttons. */
  hrefFor?: (page: number) => string;
  /** Accessible name of the navigation (default "Pages" / "Halaman"). */
  label?: string;
  siblings?: number;
  className?: string;
}

export function Pager({ page, totalPages, onChange, hrefFor, label, siblings = 1, className }: PagerProps) {
  const { t } = useTranslation();
  const controls = pagerControls(page, totalPages, siblings);
  if (controls.length === 0) return null;

  const control = (c: Exclude<PagerControl, { kind: 'gap' }>) => {
    const content: ReactNode =
      c.kind === 'previous' ? (
        <>
          <ChevronLeftIcon size={16} />
          <span className={styles.edgeText}>{t('pager.previous')}</span>
        </>
      ) : c.kind === 'next' ? (
        <>
          <span className={styles.edgeText}>{t('pager.next')}</span>
          <ChevronRightIcon size={16} />
        </>
      ) : (
        c.target
      );
    const common = {
      className: cx(styles.item, c.current && styles.current, c.disabled && styles.disabled),
      'aria-label': c.kind === 'previous' ? t('pager.previousPage') : c.kind === 'next' ? t('pager.nextPage') : t('pager.pageN', { page: c.target }),
      'aria-current': c.current ? ('page' as const) : undefined,
      'data-testid': c.kind === 'previous' ? 'pagination-prev' : c.kind === 'next' ? 'pagination-next' : undefined,
    };
    if (c.disabled) {
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
          to={hrefFor(c.target)}
          onClick={(e: MouseEvent) => {
            if (c.current) e.preventDefault();
            else onChange?.(c.target);
          }}
        >
          {content}
        </Link>
      );
    }
    return (
      <button type="button" {...common} onClick={() => !c.current && onChange?.(c.target)}>
        {content}
      </button>
    );
  };

  return (
    <nav className={cx(styles.nav, className)} aria-label={label ?? t('pager.label')} data-testid="pagination">
      <ul className={styles.list}>
        {controls.map((c) =>
          c.kind === 'gap' ? (
            <li key={c.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={c.kind === 'page' ? c.target : c.kind}>{control(c)}</li>
          ),
        )}
      </ul>
    </nav>
  );
}
