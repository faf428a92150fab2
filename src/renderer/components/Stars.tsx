/** Five rating stars filled to the rating (0–5), drawn as one inline SVG pair. */
import { makeStyles, mergeClasses } from '@fluentui/react-components';

/** One 20×20 star in relative moves from its top point, so it repeats at any x. */
const STAR = 'l2.6 5.3 5.9.86-4.25 4.14 1 5.85-5.25-2.75-5.25 2.75 1-5.85-4.25-4.14 5.9-.86Z';
const PATH = [0, 1, 2, 3, 4].map((i) => `M${10 + i * 20} 1.5${STAR}`).join('');

const useStyles = makeStyles({
  root: { position: 'relative', display: 'inline-block', lineHeight: 0, flexShrink: 0 },
  fill: { position: 'absolute', top: 0, left: 0, height: '100%', overflow: 'hidden' },
  svg: { display: 'block', maxWidth: 'none' },
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
  const width = size * 5;
  const svg = (color: string) => (
    <svg className={styles.svg} width={width} height={size} viewBox="0 0 100 20" aria-hidden="true" focusable="false">
      <path d={PATH} fill={color} />
    </svg>
  );
  return (
    <span className={mergeClasses(styles.root, className)} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      {svg('#D1D5DB')}
      <span className={styles.fill} style={{ width: `${pct}%` }}>
        {svg('#F59E0B')}
      </span>
    </span>
  );
}
