/**
 * Building blocks shared by the product pages: page frame, breadcrumbs, section frame, chips,
 * the whole-page loading skeleton and the whole-page failure (404 or error with retry, both drawn
 * by the shared StateMessage).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ColorPair } from '../../../common/colors';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { ChevronRightIcon } from '../../components/icons';
import { RouterButton } from '../../components/links';
import type { Resource } from '../../stores/Resource';
import { StateMessage } from '../../components/StateMessage';
import a11y from '../../components/a11y.module.css';
import { cx } from '../../components/classNames';
import { PlainButton } from '../../components/PlainButton';
import styles from './ui.module.css';

export function Page({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <div className={cx(styles.page, className)} data-testid={testId}>
      {children}
    </div>
  );
}

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('products.breadcrumbs')}>
      <ol className={styles.crumbs}>
        {items.map((c, i) => (
          <li key={`${i}-${c.label}`} className={styles.crumb}>
            {i > 0 && <ChevronRightIcon size={14} />}
            {c.to && i < items.length - 1 ? (
              <Link className={styles.crumbLink} to={c.to}>
                {c.label}
              </Link>
            ) : (
              <span className={styles.crumbCurrent} aria-current={i === items.length - 1 ? 'page' : undefined}>
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export interface SectionProps {
  /** Anchor id (also the heading id prefix). */
  id: string;
  title: string;
  subtitle?: string | null;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Draw the content in a white card. */
  card?: boolean;
}

export function Section({ id, title, subtitle, actions, children, className, card = false }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={cx(styles.section, className)} aria-labelledby={headingId} data-testid={`product-section-${id}`}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {actions ?? <span />}
        {subtitle && <p className={styles.sectionSubtitle}>{subtitle}</p>}
      </div>
      {card ? <div className={styles.card}>{children}</div> : children}
    </section>
  );
}

export function Chip({ color, children, title }: { color: ColorPair; children: ReactNode; title?: string }) {
  return (
    <span className={styles.chip} style={{ backgroundColor: color.background, color: color.text }} title={title}>
      {children}
    </span>
  );
}

/** Skeleton of a whole detail page: hero text, cover and price box, then two sections. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <ShimmerGroup label={t('products.loading')}>
      <div className={styles.skeletonHero} data-testid="product-skeleton">
        <div className={styles.skeletonCol}>
          <Shimmer width={140} height={22} />
          <Shimmer width="85%" height={30} />
          <Shimmer width="60%" height={30} />
          <Shimmer width="90%" height={14} />
          <Shimmer width="70%" height={14} />
          <Shimmer width={220} height={18} />
          <Shimmer width={260} height={40} style={{ marginTop: 8 }} />
        </div>
        <div className={styles.skeletonCol}>
          <Shimmer className={styles.skeletonCover} height="auto" />
          <Shimmer width="50%" height={28} />
          <Shimmer height={44} />
          <Shimmer height={44} />
        </div>
      </div>
      <div className={styles.skeletonCol} style={{ marginTop: 24 }}>
        <Shimmer width={200} height={24} />
        <Shimmer height={14} />
        <Shimmer height={14} />
        <Shimmer width="75%" height={14} />
      </div>
    </ShimmerGroup>
  );
}

export interface PageFailureProps {
  resource: Resource<unknown>;
  /** Shown for a 404: "Course not found" … */
  notFoundTitle: string;
  /** Where "see all" goes after a 404. */
  listPath?: string;
  listLabel?: string;
}

/** A 404 gets a not-found page with ways out; anything else an error box with retry. */
export function PageFailure({ resource, notFoundTitle, listPath, listLabel }: PageFailureProps) {
  const { t } = useTranslation();
  if (resource.errorStatus === 404) {
    return (
      <StateMessage
        kind="notFound"
        title={notFoundTitle}
        text={t('products.notFoundText')}
        testId="product-not-found"
        actions={
          <>
            {listPath && (
              <RouterButton appearance="primary" to={listPath}>
                {listLabel ?? t('products.seeAll')}
              </RouterButton>
            )}
            <RouterButton appearance="secondary" to="/">
              {t('notFound.home')}
            </RouterButton>
          </>
        }
      />
    );
  }
  return (
    <div data-testid="product-error">
      <h1 className={a11y.srOnly}>{t('errors.generic')}</h1>
      <StateMessage kind="error" layout="block" what={t('products.thisPage')} message={resource.error} onRetry={() => void resource.reload()} />
    </div>
  );
}

/** The buttons of a "see more" row. */
export function MoreButton({ onClick, children, disabled }: { onClick: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <PlainButton appearance="secondary" className={styles.softButton} onClick={onClick} disabled={disabled}>
      {children}
    </PlainButton>
  );
}
