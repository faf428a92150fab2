/** The card every sign-in screen sits in (bare layout), with its heading and optional footer. */
import type { ReactNode } from 'react';
import { cx } from '../../components/classNames';
import styles from './AuthCard.module.css';

/** The classes the sign-in screens share (AuthCard.module.css). */
export const authStyles = styles;

export function AuthCard({
  titleId,
  title,
  subtitle,
  eyebrow,
  children,
  footer,
  className,
}: {
  titleId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId}>
      <header className={styles.header}>
        {eyebrow && <span className={styles.steps}>{eyebrow}</span>}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
      </header>
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
