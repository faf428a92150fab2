/**
 * A light skeleton block (a few lines of CSS instead of Fluent's Skeleton), for loading states
 * that are on the first screen. Decorative: wrap groups in an element with role="status" and an
 * accessible label, or use `ShimmerGroup`.
 */
import type { CSSProperties, ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@fluentui/react-components';

const useStyles = makeStyles({
  block: {
    display: 'block',
    borderRadius: '6px',
    backgroundColor: '#E9ECF1',
    backgroundImage: 'linear-gradient(90deg, rgba(255,255,255,0) 0%, rgba(255,255,255,0.65) 50%, rgba(255,255,255,0) 100%)',
    backgroundSize: '200% 100%',
    backgroundRepeat: 'no-repeat',
    animationName: {
      from: { backgroundPosition: '150% 0' },
      to: { backgroundPosition: '-50% 0' },
    },
    animationDuration: '1.4s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'ease-in-out',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  circle: { borderRadius: '50%' },
});

export interface ShimmerProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  circle?: boolean;
  className?: string;
  style?: CSSProperties;
}

export function Shimmer({ width = '100%', height = 14, circle = false, className, style }: ShimmerProps) {
  const styles = useStyles();
  return <span aria-hidden="true" className={mergeClasses(styles.block, circle && styles.circle, className)} style={{ width, height, ...style }} />;
}

/** A loading region announced once to assistive technology. */
export function ShimmerGroup({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {children}
    </div>
  );
}
