/**
 * A light skeleton block (a few lines of CSS instead of Fluent's Skeleton), for loading states
 * that are on the first screen. Decorative: wrap groups in an element with role="status" and an
 * accessible label, or use `ShimmerGroup`.
 */
import type { CSSProperties, ReactNode } from 'react';
import { cx } from './classNames';
import styles from './Shimmer.module.css';

export interface ShimmerProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  circle?: boolean;
  className?: string;
  style?: CSSProperties;
}

export function Shimmer({ width = '100%', height = 14, circle = false, className, style }: ShimmerProps) {
  return <span aria-hidden="true" className={cx(styles.block, circle && styles.circle, className)} style={{ width, height, ...style }} />;
}

/** A loading region announced once to assistive technology. */
export function ShimmerGroup({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {children}
    </div>
  );
}
