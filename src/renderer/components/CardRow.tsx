/**
 * A horizontally scrolling row (scroll-snap) showing 1.2 cards on phones, 2.2 on small tablets,
 * 3 on tablets, 4 on laptops and 5 on wide screens, with previous/next buttons from md up.
 * Children are the cards; each is wrapped in a list item.
 */
import { Children, useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PlainButton } from './PlainButton';
import { useTranslation } from 'react-i18next';
import { mediaBetween, mediaUp } from './useBreakpoint';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

const GAP = 16;
/** Cards rendered in the first commit; the rest follow in a background (interruptible) render. */
const FIRST_PAINT_ITEMS = 6;
/** calc() width of one column when `n` cards (maybe fractional) are visible. */
const col = (n: number) => `calc((100% - ${Math.ceil(n - 1) * GAP}px) / ${n})`;

const useStyles = makeStyles({
  wrap: { position: 'relative' },
  track: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: col(1.2),
    gap: `${GAP}px`,
    listStyle: 'none',
    margin: '0 -16px',
    padding: '6px 16px 14px',
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollSnapType: 'x mandatory',
    scrollPaddingLeft: '16px',
    scrollPaddingRight: '16px',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    '::-webkit-scrollbar': { display: 'none' },
    [mediaBetween('sm', 'md')]: { gridAutoColumns: col(2.2) },
    [mediaBetween('md', 'lg')]: { gridAutoColumns: col(3) },
    [mediaBetween('lg', 'xl')]: { gridAutoColumns: col(4) },
    [mediaUp('xl')]: { gridAutoColumns: col(5) },
    '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
  /** Fixed card count per breakpoint variant (e.g. testimonials: 1.1 / 2 / 3). */
  wide: {
    gridAutoColumns: col(1.1),
    [mediaBetween('sm', 'md')]: { gridAutoColumns: col(1.6) },
    [mediaBetween('md', 'lg')]: { gridAutoColumns: col(2) },
    [mediaBetween('lg', 'xl')]: { gridAutoColumns: col(3) },
    [mediaUp('xl')]: { gridAutoColumns: col(3) },
  },
  item: { scrollSnapAlign: 'start', minWidth: 0, display: 'flex', flexDirection: 'column' },
  nav: {
    display: 'none',
    position: 'absolute',
    top: 'calc(50% - 26px)',
    zIndex: 2,
    transitionProperty: 'opacity',
    transitionDuration: '150ms',
    [mediaUp('md')]: { display: 'inline-flex' },
  },
  navOff: { opacity: 0, pointerEvents: 'none', ':focus-within': { opacity: 0.6 } },
  navButton: {
    minWidth: '40px',
    width: '40px',
    height: '40px',
    borderRadius: '50%',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: '0 4px 14px rgba(16, 24, 40, 0.18)',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  prev: { left: '-10px', [mediaUp('xl')]: { left: '-20px' } },
  next: { right: '-10px', [mediaUp('xl')]: { right: '-20px' } },
});

export interface CardRowProps {
  children: ReactNode;
  /** Accessible name of the list (usually the section title). */
  label: string;
  variant?: 'cards' | 'wide';
  className?: string;
}

export function CardRow({ children, label, variant = 'cards', className }: CardRowProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = trackRef.current;
    if (!el) return;
    const start = el.scrollLeft <= 2;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  }, []);

  const count = Children.count(children);
  // Measured only from scroll and resize callbacks (after layout), never synchronously in the
  // effect: a dozen rows each forcing a layout on mount cost more than the rows' rendering.
  useEffect(() => {
    const el = trackRef.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    // ResizeObserver also reports the first size, which gives the initial measurement.
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(onScroll) : null;
    if (ro) ro.observe(el);
    else onScroll();
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      ro?.disconnect();
    };
  }, [measure, count]);

  const page = (dir: 1 | -1) => {
    const el = trackRef.current;
    if (!el) return;
    // One viewport minus a peek, snapped to the next card by scroll-snap.
    el.scrollBy({ left: dir * Math.max(el.clientWidth - 48, 120), behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  const items = Children.toArray(children);
  const shown = useDeferredValue(items.length, Math.min(items.length, FIRST_PAINT_ITEMS));
  return (
    <div className={mergeClasses(styles.wrap, className)}>
      <ul ref={trackRef} className={mergeClasses(styles.track, variant === 'wide' && styles.wide)} aria-label={label}>
        {items.slice(0, shown).map((child, i) => (
          <li key={(child as { key?: string | null }).key ?? i} className={styles.item}>
            {child}
          </li>
        ))}
      </ul>
      {!(edges.start && edges.end) && (
        <>
          {/* At an end the button fades out but stays focusable, so keyboard focus is never dropped. */}
          <span className={mergeClasses(styles.nav, styles.prev, edges.start && styles.navOff)}>
            <PlainButton
              className={styles.navButton}
              icon={<ChevronLeftIcon size={20} />}
              aria-label={t('cardRow.previous', { title: label })}
              aria-disabled={edges.start}
              onClick={() => !edges.start && page(-1)}
            />
          </span>
          <span className={mergeClasses(styles.nav, styles.next, edges.end && styles.navOff)}>
            <PlainButton
              className={styles.navButton}
              icon={<ChevronRightIcon size={20} />}
              aria-label={t('cardRow.next', { title: label })}
              aria-disabled={edges.end}
              onClick={() => !edges.end && page(1)}
            />
          </span>
        </>
      )}
    </div>
  );
}
