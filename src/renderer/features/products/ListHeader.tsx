/** Title block of the product list pages. */
import type { ReactNode } from 'react';
import a11y from '../../components/a11y.module.css';
import styles from './ListHeader.module.css';

export function ListHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <header className={styles.head}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children}
    </header>
  );
}

/** A heading for the results (read by screen readers only), so card titles (h3) follow an h2. */
export function ResultsHeading({ text }: { text: string }) {
  return <h2 className={a11y.srOnly}>{text}</h2>;
}
