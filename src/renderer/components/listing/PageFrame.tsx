/**
 * Page scaffolding of list and information pages, in the home page's style: a centred container,
 * breadcrumbs, a page header (title, subtitle, extra), a section with a heading, and a hook that
 * sets document.title from data.
 */
import { useEffect, type ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mediaUp } from '../useBreakpoint';
import { palette } from '../theme';
import { ChevronRightIcon } from '../icons';

const useStyles = makeStyles({
  page: {
    maxWidth: '1280px',
    margin: '0 auto',
    padding: '16px 16px 8px',
    display: 'flex',
    flexDirection: 'column',
    gap: '24px',
    [mediaUp('md')]: { padding: '24px 16px 8px', gap: '32px' },
  },
  narrow: { maxWidth: '880px' },
  crumbs: { fontSize: '13px', color: tokens.colorNeutralForeground3 },
  crumbList: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px', listStyle: 'none', margin: 0, padding: 0 },
  crumbItem: { display: 'inline-flex', alignItems: 'center', gap: '4px', minWidth: 0 },
  crumbLink: {
    color: palette.tealDark,
    textDecoration: 'none',
    fontWeight: 600,
    ':hover': { textDecoration: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: '4px' },
  },
  crumbCurrent: { color: tokens.colorNeutralForeground2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '60vw' },
  header: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  title: {
    margin: 0,
    fontSize: '26px',
    lineHeight: '34px',
    fontWeight: 800,
    letterSpacing: '-0.01em',
    color: palette.indigoDeep,
    overflowWrap: 'anywhere',
    [mediaUp('md')]: { fontSize: '32px', lineHeight: '40px' },
  },
  subtitle: { margin: 0, fontSize: '15px', lineHeight: '22px', color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  section: { display: 'flex', flexDirection: 'column', gap: '14px', minWidth: 0, scrollMarginTop: '80px' },
  sectionHead: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' },
  sectionTitle: {
    margin: 0,
    fontSize: '20px',
    lineHeight: '28px',
    fontWeight: 800,
    color: palette.indigoDeep,
    [mediaUp('md')]: { fontSize: '22px', lineHeight: '30px' },
  },
  sectionSubtitle: { margin: 0, fontSize: '14px', color: tokens.colorNeutralForeground3, width: '100%' },
});

export function PageContainer({ children, narrow = false, className, testId }: { children: ReactNode; narrow?: boolean; className?: string; testId?: string }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.page, narrow && styles.narrow, className)} data-testid={testId}>
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
  const styles = useStyles();
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
  const styles = useStyles();
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
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.section, className)} aria-labelledby={`${id}-title`} data-testid={testId}>
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
