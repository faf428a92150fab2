/**
 * Page scaffolding of list and information pages, in the home page's style: a centred container,
 * breadcrumbs, a page header (title, subtitle, extra), a section with a heading, and a hook that
 * sets document.title from data.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../icons';
import { cx } from '../classNames';
import styles from './PageFrame.module.css';

export function PageContainer({ children, narrow = false, className, testId }: { children: ReactNode; narrow?: boolean; className?: string; testId?: string }) {
  return (
    <div className={cx(styles.page, narrow && styles.narrow, className)} data-testid={testId}>
      {children}
    </div>
  );
}

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumbs: Home › … › current page (the last crumb is the current page). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('listing.breadcrumbs')} className={styles.crumbs}>
      <ol className={styles.crumbList}>
        {all.map((c, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${i}-${c.label}`} className={styles.crumbItem}>
              {last || !c.to ? (
                <span className={styles.crumbCurrent} aria-current={last ? 'page' : undefined}>
                  {c.label}
                </span>
              ) : (
                <Link className={styles.crumbLink} to={c.to}>
                  {c.label}
                </Link>
              )}
              {!last && <ChevronRightIcon size={12} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function PageHeader({ title, subtitle, children, id }: { title: ReactNode; subtitle?: ReactNode; children?: ReactNode; id?: string }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title} id={id}>
        {title}
      </h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children}
    </header>
  );
}

export function PageSection({
  id,
  title,
  subtitle,
  action,
  children,
  className,
  testId,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={cx(styles.section, className)} aria-labelledby={`${id}-title`} data-testid={testId}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {action}
        {subtitle && <p className={styles.sectionSubtitle}>{subtitle}</p>}
      </div>
      {children}
    </section>
  );
}

/** Sets document.title to "<title> | <site>" once `title` is known (data-driven pages). */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (title) document.title = `${title} | ${t('app.name')}`;
  }, [title, t]);
}
