/**
 * Five rating stars filled to the rating (0–5): two spans painted with one repeated star image
 * each (grey behind, amber clipped to the rating's width). A list of cards draws many of these:
 * CSS backgrounds keep each one at two elements instead of two inline SVGs with five-star paths,
 * which the page's HTML, parsing and hydration all paid for per card.
 */
import { makeStyles, mergeClasses } from '@fluentui/react-components';

/** One 20×20 star (the same drawing in both colours). */
const star = (fill: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath fill='%23${fill}' d='M10 1.5l2.6 5.3 5.9.86-4.25 4.14 1 5.85-5.25-2.75-5.25 2.75 1-5.85-4.25-4.14 5.9-.86Z'/%3E%3C/svg%3E")`;

const useStyles = makeStyles({
  root: {
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    backgroundImage: star('D1D5DB'),
    backgroundRepeat: 'repeat-x',
    // Forced-colours mode drops background images: the stars stay readable through the label.
    '@media (forced-colors: active)': { border: '1px solid CanvasText' },
  },
  fill: { position: 'absolute', top: 0, left: 0, height: '100%', backgroundImage: star('F59E0B'), backgroundRepeat: 'repeat-x' },
});

export interface StarsProps {
  rating: number;
  /** Height of one star in px. */
  size?: number;
  /** Accessible text; when omitted the stars are decorative. */
  label?: string;
  className?: string;
}

export function Stars({ rating, size = 14, label, className }: StarsProps) {
  const styles = useStyles();
  const pct = Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0)) * 20;
  const backgroundSize = `${size}px ${size}px`;
  return (
    <span
      className={mergeClasses(styles.root, className)}
      style={{ width: size * 5, height: size, backgroundSize }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <span className={styles.fill} style={{ width: `${pct}%`, backgroundSize }} />
    </span>
  );
}
