/**
 * Rating summary (average, total, distribution bars) and the reviews: page size 3 (spec 9),
 * "load more", and star filter chips (ratingScore). Every product family has its reviews call; a
 * product without reviews says "Belum ada ulasan." / "No reviews yet.".
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RatingSummary, ReviewItem } from '../../../common/catalog';
import { formatDateLong, formatNumber } from '../../../common/format';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { Stars } from '../../components/Stars';
import { formatRating, useLocale } from '../../components/useLocale';
import { useStores } from '../../stores/context';
import { ratingRows } from './helpers';
import type { ReviewsRef } from './store';
import { Section } from './ui';
import { StateMessage } from '../../components/StateMessage';
import { productsOf } from './store';
import { cx } from '../../components/classNames';
import { PlainButton } from '../../components/PlainButton';
import styles from './Reviews.module.css';

export function RatingSummaryBlock({ summary }: { summary: RatingSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = ratingRows(summary);
  const avg = formatRating(summary.average, locale);
  return (
    <div className={styles.summary} data-testid="rating-summary">
      <div className={styles.average}>
        <span className={styles.averageValue}>{avg}</span>
        <span className={styles.averageText}>
          <Stars rating={summary.average} size={18} label={t('card.ratingLabel', { rating: avg, count: summary.total })} />
          <span>{t('products.reviews.total', { count: summary.total, formatted: formatNumber(summary.total) })}</span>
        </span>
      </div>
      <ul className={styles.bars} aria-label={t('products.reviews.distribution')}>
        {rows.map((r) => (
          <li key={r.stars} className={styles.bar}>
            <span className={styles.barLabel} aria-hidden="true">
              {r.stars}
              <span className={styles.star}>★</span>
            </span>
            <span className={styles.track} role="img" aria-label={t('products.reviews.barLabel', { stars: r.stars, count: r.count, percent: r.percent })}>
              <span className={styles.fill} style={{ width: `${r.percent}%`, display: 'block' }} />
            </span>
            <span className={styles.barPercent} aria-hidden="true">
              {r.percent}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReviewCard({ review }: { review: ReviewItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className={styles.review} data-testid="review">
      <div className={styles.reviewHead}>
        <span className={styles.reviewer}>{review.name}</span>
        <Stars rating={review.rating} label={t('products.reviews.stars', { count: review.rating })} />
        <time className={styles.reviewDate} dateTime={review.createdAt}>
          {formatDateLong(review.createdAt, locale)}
        </time>
      </div>
      {review.comment && <p className={styles.comment}>{review.comment}</p>}
    </article>
  );
}

const ReviewsList = observer(function ReviewsList({ reviews, summary }: { reviews: ReviewsRef; summary: RatingSummary }) {
  const { t } = useTranslation();
  const products = productsOf(useStores());
  // The first page comes from the route loader; "load more" and the star filter are the model's.
  const model = products.reviews(reviews);
  const chips: (number | null)[] = [null, 5, 4, 3, 2, 1];
  return (
    <div className={styles.list}>
      <div className={styles.chips} role="group" aria-label={t('products.reviews.filter')}>
        {chips.map((score) => {
          const count = score === null ? summary.total : (summary.distribution[String(score) as '1'] ?? 0);
          const active = model.ratingScore === score;
          return (
            <button
              key={score ?? 'all'}
              type="button"
              className={cx(styles.chip, active && styles.chipActive)}
              aria-pressed={active}
              disabled={count === 0 && !active}
              onClick={() => void model.setRatingScore(score)}
              data-testid="review-filter"
            >
              {score === null ? t('products.reviews.all') : t('products.reviews.chip', { stars: score })} ({formatNumber(count)})
            </button>
          );
        })}
      </div>
      <div className={styles.list} aria-live="polite" aria-busy={model.loading}>
        {model.items.map((r) => (
          <ReviewCard key={r.id} review={r} />
        ))}
        {model.loading && (
          <ShimmerGroup label={t('products.reviews.loading')}>
            <div className={styles.review}>
              <Shimmer width={180} height={14} />
              <Shimmer height={14} />
              <Shimmer width="70%" height={14} />
            </div>
          </ShimmerGroup>
        )}
        {model.error !== null && <StateMessage kind="error" what={t('products.sections.reviews')} message={model.error} onRetry={() => void model.retry()} />}
        {model.loaded && !model.loading && model.items.length === 0 && model.error === null && (
          <StateMessage kind="empty" testId="product-empty" text={model.ratingScore ? t('products.reviews.noneForStars', { stars: model.ratingScore }) : t('products.reviews.none')} />
        )}
      </div>
      {model.loaded && model.items.length > 0 && <p className={styles.count}>{t('products.reviews.shown', { shown: model.items.length, total: model.totalItems })}</p>}
      {model.hasMore && model.error === null && (
        <PlainButton className={styles.more} appearance="secondary" disabled={model.loading} onClick={() => void model.loadMore()} data-testid="reviews-more">
          {t('products.reviews.more')}
        </PlainButton>
      )}
    </div>
  );
});

/** `reviews`: the product's reviews call (every family: courses, packages, webinars, events, Prakerja, bootcamps, microlearning, subscriptions). */
export function ReviewsSection({ summary, reviews }: { summary: RatingSummary; reviews: ReviewsRef }) {
  const { t } = useTranslation();
  return (
    <Section id="reviews" title={t('products.sections.reviews')}>
      {summary.total === 0 ? (
        <StateMessage kind="empty" testId="product-empty" text={t('products.reviews.none')} />
      ) : (
        <div className={styles.layout}>
          <RatingSummaryBlock summary={summary} />
          <ReviewsList key={`${reviews.family}/${reviews.url}`} reviews={reviews} summary={summary} />
        </div>
      )}
    </Section>
  );
}
