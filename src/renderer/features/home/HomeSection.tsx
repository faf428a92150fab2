/** The frame every home section shares (heading, subtitle, "see all") and its data states. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../stores/Resource';
import { Shimmer } from '../../components/Shimmer';
import { ArrowRightIcon } from '../../components/firstLoadIcons';
import { StateMessage } from '../../components/StateMessage';
import { cx } from '../../components/classNames';
import styles from './HomeSection.module.css';

export interface SectionFrameProps {
  /** The section key: data-testid="home-section-<key>". */
  sectionKey: string;
  /** null while the title itself is still loading (a shimmer bar is shown). */
  title: string | null;
  subtitle?: string | null;
  seeAllUrl?: string | null;
  children: ReactNode;
  className?: string;
  /** Something between the heading and the content (e.g. filter chips). */
  toolbar?: ReactNode;
  /** A block of the first screen: laid out at once (the others wait until near the viewport). */
  firstScreen?: boolean;
}

export function SectionFrame({ sectionKey, title, subtitle, seeAllUrl, children, className, toolbar, firstScreen = false }: SectionFrameProps) {
  const { t } = useTranslation();
  const headingId = `home-${sectionKey}-title`;
  return (
    <section
      className={cx(styles.section, !firstScreen && styles.laidOutWhenNear, className)}
      data-testid={`home-section-${sectionKey}`}
      aria-labelledby={title === null ? undefined : headingId}
      aria-busy={title === null || undefined}
    >
      <div className={styles.head}>
        {title === null ? (
          <div className={styles.headText} aria-hidden="true">
            <Shimmer width={220} height={26} />
            <Shimmer width={320} height={14} style={{ maxWidth: '80vw' }} />
          </div>
        ) : (
          <>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {seeAllUrl && (
              <Link to={seeAllUrl} className={styles.seeAll} aria-label={t('home.seeAllLabel', { title })}>
                {t('home.seeAll')}
                <ArrowRightIcon size={16} />
              </Link>
            )}
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </>
        )}
      </div>
      {toolbar}
      {children}
    </section>
  );
}

export interface ResourceViewOptions<T> {
  title: string;
  skeleton: ReactNode;
  isEmpty?: (data: T) => boolean;
  emptyText: string;
  render: (data: T) => ReactNode;
}

/**
 * Loading → skeleton, failure → error with retry (Resource.reload), no items → empty state,
 * else the content. Call it from an observer component so it re-renders with the resource.
 */
export function resourceView<T>(resource: Resource<T>, { title, skeleton, isEmpty, emptyText, render }: ResourceViewOptions<T>): ReactNode {
  if (resource.error !== null) return <StateMessage kind="error" what={title} message={resource.error} onRetry={() => void resource.reload()} testId="home-section-error" />;
  const data = resource.data;
  if (data === null || data === undefined) return skeleton;
  if (isEmpty?.(data)) return <StateMessage kind="empty" text={emptyText} testId="home-section-empty" />;
  return render(data);
}
