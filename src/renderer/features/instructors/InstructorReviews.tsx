/**
 * The instructor's rating summary (G instructors/{id}/rating-summary) and reviews
 * (G instructors/{id}/reviews: masked names, newest first, page size 3, ?ratingScore filter).
 */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDateLong, formatNumber } from '../../../common/format';
import { useStores } from '../../stores/context';
import { Stars } from '../../components/Stars';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { formatRating, useLocale } from '../../components/useLocale';
import { PageSection } from '../../components/listing';
import { Pager } from '../../components/Pager';
import { StateMessage } from '../../components/StateMessage';
import { contentPath, contentTypeLabelKey } from '../../components/contentPath';
import { instructorsOf } from './store';
import { cx } from '../../components/classNames';
import styles from './InstructorReviews.module.css';

const STARS = [5, 4, 3, 2, 1] as const;

export const InstructorReviews = observer(function InstructorReviews({ instructorId }: { instructorId: number }) {
  const { t } = useTranslation();
  const instructors = instructorsOf(useStores());
  const locale = useLocale();
  // Summary and first page loaded by the route loader; the page and the star filter are the model's.
  const model = instructors.reviews(instructorId);
  const { summary, list: reviews, score } = model;
  const title = t('instructor.reviewsTitle');
  const s = summary.data;
  const pickScore = (value: number | null) => void model.pickScore(value);

  const summaryBox =
    summary.error !== null ? (
      <StateMessage kind="error" what={t('instructor.ratingTitle')} message={summary.error} onRetry={() => void summary.reload()} />
    ) : !s ? (
      <ShimmerGroup label={t('listing.loading', { title: t('instructor.ratingTitle') })} className={styles.summary}>
        <Shimmer width="50%" height={44} />
        {STARS.map((n) => (
          <Shimmer key={n} height={12} />
        ))}
      </ShimmerGroup>
    ) : (
      <div className={styles.summary} data-testid="instructor-rating-summary">
        <div className={styles.average}>
          <span className={styles.averageNumber}>{formatRating(s.average, locale)}</span>
          <span className={styles.averageText}>
            <Stars rating={s.average} size={18} label={t('instructor.averageLabel', { rating: formatRating(s.average, locale) })} />
            {t('instructor.reviewCount', { count: s.total, formatted: formatNumber(s.total) })}
          </span>
        </div>
        <ul className={styles.bars} aria-label={t('instructor.distribution')}>
          {STARS.map((n) => {
            const count = s.distribution[String(n) as '1'] ?? 0;
            const pct = s.total ? Math.round((count / s.total) * 100) : 0;
            return (
              <li key={n}>
                <button
                  type="button"
                  className={cx(styles.bar, score === n && styles.barOn)}
                  aria-pressed={score === n}
                  // The visible "5 ★ … 124" in the same order (WCAG 2.5.3 label in name).
                  aria-label={t('instructor.filterByStars', { stars: n, count, formatted: formatNumber(count) })}
                  onClick={() => pickScore(n)}
                  data-testid={`review-filter-${n}`}
                >
                  <span aria-hidden="true">{n} ★</span>
                  <span className={styles.track} aria-hidden="true">
                    <span className={styles.fill} style={{ width: `${pct}%`, display: 'block' }} />
                  </span>
                  <span className={styles.barCount} aria-hidden="true">
                    {formatNumber(count)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    );

  const data = reviews.data;
  let list;
  if (reviews.error !== null) list = <StateMessage kind="error" what={title} message={reviews.error} onRetry={() => void reviews.reload()} />;
  else if (!data)
    list = (
      <ShimmerGroup label={t('listing.loading', { title })} className={styles.list}>
        {[0, 1, 2].map((i) => (
          <Shimmer key={i} height={110} style={{ borderRadius: 12 }} />
        ))}
      </ShimmerGroup>
    );
  else if (data.items.length === 0) list = <StateMessage kind="empty" title={score ? t('instructor.noReviewsForStars', { stars: score }) : t('instructor.noReviews')} />;
  else
    list = (
      <>
        <ul className={styles.list} aria-busy={reviews.loading || undefined} data-testid="instructor-reviews">
          {data.items.map((r) => (
            <li key={r.id} className={styles.review}>
              <div className={styles.reviewHead}>
                <span className={styles.avatar} aria-hidden="true">
                  {r.name.charAt(0)}
                </span>
                <span className={styles.name}>{r.name}</span>
                <Stars rating={r.rating} label={t('instructor.ratedStars', { stars: r.rating })} />
                <time className={styles.date} dateTime={r.createdAt}>
                  {formatDateLong(r.createdAt, locale)}
                </time>
              </div>
              {r.comment && <p className={styles.comment}>{r.comment}</p>}
              {r.content && (
                <span className={styles.about}>
                  {t('instructor.reviewOf', { type: t(contentTypeLabelKey(r.content.type)) })}{' '}
                  <Link className={styles.aboutLink} to={contentPath(r.content)}>
                    {r.content.title}
                  </Link>
                </span>
              )}
            </li>
          ))}
        </ul>
        <Pager page={data.page} totalPages={data.totalPages} onChange={(page) => void model.setPage(page)} label={t('instructor.reviewPages')} />
      </>
    );

  return (
    <PageSection id="instructor-reviews" title={title} testId="instructor-reviews-section">
      <div className={styles.layout}>
        {summaryBox}
        <div className={styles.main}>
          {score !== null && (
            <p className={styles.filterNote} role="status">
              {t('instructor.showingStars', { stars: score })}
              <button type="button" className={styles.clear} onClick={() => pickScore(null)}>
                {t('instructor.showAllReviews')}
              </button>
            </p>
          )}
          {list}
        </div>
      </div>
    </PageSection>
  );
});
