/** Fluent's horizontal Divider without its script: a line either side of a short text (role="separator"). */
import { useId, type ReactNode } from 'react';
import { cx } from '../classNames';
import styles from './Divider.module.css';

export function Divider({ children, className }: { children?: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div role="separator" aria-orientation="horizontal" aria-labelledby={children ? id : undefined} className={cx(styles.divider, !children && styles.childless, className)}>
      {children && <div id={id}>{children}</div>}
    </div>
  );
}
