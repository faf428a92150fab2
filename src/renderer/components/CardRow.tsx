/**
 * A horizontally scrolling row (scroll-snap) showing 1.2 cards on phones, 2.2 on small tablets,
 * 3 on tablets, 4 on laptops and 5 on wide screens, with previous/next buttons from md up.
 * Children are the cards; each is wrapped in a list item.
 */
import { Children, useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { PlainButton } from './PlainButton';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './firstLoadIcons';
import { cx } from './classNames';
import styles from './CardRow.module.css';

/** Cards rendered in the first commit; the rest follow in a background (interruptible) render. */
const FIRST_PAINT_ITEMS = 6;

export interface CardRowProps {
  children: ReactNode;
  /** Accessible name of the list (usually the section title). */
  label: string;
  variant?: 'cards' | 'wide';
  className?: string;
}

export function CardRow({ children, label, variant = 'cards', className }: CardRowProps) {
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
    <div className={cx(styles.wrap, className)}>
      <ul ref={trackRef} className={cx(styles.track, variant === 'wide' && styles.wide)} aria-label={label}>
        {items.slice(0, shown).map((child, i) => (
          <li key={(child as { key?: string | null }).key ?? i} className={styles.item}>
            {child}
          </li>
        ))}
      </ul>
      {!(edges.start && edges.end) && (
        <>
          {/* At an end the button fades out but stays focusable, so keyboard focus is never dropped. */}
          <span className={cx(styles.nav, styles.prev, edges.start && styles.navOff)}>
            <PlainButton
              className={styles.navButton}
              icon={<ChevronLeftIcon size={20} />}
              aria-label={t('cardRow.previous', { title: label })}
              aria-disabled={edges.start}
              onClick={() => !edges.start && page(-1)}
            />
          </span>
          <span className={cx(styles.nav, styles.next, edges.end && styles.navOff)}>
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
