/**
 * Five rating stars filled to the rating (0–5): two spans painted with one repeated star image
 * each (grey behind, amber clipped to the rating's width). A list of cards draws many of these:
 * CSS backgrounds keep each one at two elements instead of two inline SVGs with five-star paths,
 * which the page's HTML, parsing and hydration all paid for per card. Plain CSS (Stars.module.css):
 * one class per span instead of Griffel's atomic lists.
 */
import styles from './Stars.module.css';

export interface StarsProps {
  rating: number;
  /** Height of one star in px. */
  size?: number;
  /** Accessible text; when omitted the stars are decorative. */
  label?: string;
  className?: string;
}

export function Stars({ rating, size = 14, label, className }: StarsProps) {
  const pct = Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0)) * 20;
  const backgroundSize = `${size}px ${size}px`;
  return (
    <span
      className={className ? `${styles.root} ${className}` : styles.root}
      style={{ width: size * 5, height: size, backgroundSize }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <span className={styles.fill} style={{ width: `${pct}%`, backgroundSize }} />
    </span>
  );
}
