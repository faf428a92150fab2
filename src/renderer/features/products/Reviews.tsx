/**
 * Rating summary (average, total, distribution bars) and the reviews: page size 3 (spec 9),
 * "load more", and star filter chips (ratingScore). Products whose server has no reviews call
 * show the summary only.
 */
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RatingSummary, ReviewItem } from '../../../common/catalog';
import { formatDateLong, formatNumber } from '../../../common/format';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { Stars } from '../../components/Stars';
import { formatRating, useLocale } from '../../components/useLocale';
import { mediaUp } from '../../components/useBreakpoint';
import { brandTeal, palette } from '../../components/theme';
import { useStores } from '../../stores/context';
import { ratingRows } from './helpers';
import type { ReviewsRef } from './store';
import { Section } from './ui';
import { StateMessage } from '../../components/StateMessage';
import { productsOf } from './store';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: '20px',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    [mediaUp('md')]: { gridTemplateColumns: '260px minmax(0, 1fr)', gap: '28px' },
  },
  summary: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '16px',
    borderRadius: '14px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  average: { display: 'flex', alignItems: 'center', gap: '12px' },
  averageValue: { fontSize: '44px', lineHeight: 1, fontWeight: 800, color: palette.indigoDeep },
  averageText: { display: 'flex', flexDirection: 'column', gap: '4px', fontSize: '13px', color: tokens.colorNeutralForeground3 },
  bars: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '6px' },
  bar: { display: 'grid', gridTemplateColumns: '34px minmax(0, 1fr) 40px', alignItems: 'center', gap: '8px', fontSize: '13px', color: tokens.colorNeutralForeground2 },
  barLabel: { display: 'inline-flex', alignItems: 'center', gap: '3px', fontWeight: 700, whiteSpace: 'nowrap' },
  star: { color: '#F59E0B' },
  track: { height: '8px', borderRadius: '999px', backgroundColor: '#E5E7EB', overflow: 'hidden' },
  fill: { height: '100%', borderRadius: '999px', backgroundColor: '#F59E0B' },
  barPercent: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  list: { display: 'flex', flexDirection: 'column', gap: '14px', minWidth: 0 },
  chips: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  chip: {
    padding: '6px 12px',
    borderRadius: '999px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    fontSize: '13px',
    fontWeight: 600,
    lineHeight: '18px',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    ':hover': { ...shorthands.borderColor(palette.teal), color: palette.tealDark },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    ':disabled': { cursor: 'default', opacity: 0.5, ':hover': { ...shorthands.borderColor(tokens.colorNeutralStroke1), color: tokens.colorNeutralForeground1 } },
  },
  chipActive: {
    backgroundColor: brandTeal[70],
    ...shorthands.borderColor(brandTeal[70]),
    color: '#FFFFFF',
    ':hover': { backgroundColor: palette.tealDark, color: '#FFFFFF' },
  },
  review: {
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    padding: '14px 16px',
    borderRadius: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  reviewHead: { display: 'flex', alignItems: 'center', gap: '10px', flexWrap: 'wrap' },
  reviewer: { fontWeight: 700, fontSize: '14px', color: tokens.colorNeutralForeground1 },
  reviewDate: { fontSize: '12px', color: tokens.colorNeutralForeground3, marginLeft: 'auto' },
  comment: { margin: 0, fontSize: '15px', lineHeight: '23px', color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  more: { alignSelf: 'flex-start' },
  count: { margin: 0, fontSize: '13px', color: tokens.colorNeutralForeground3 },
});

export function RatingSummaryBlock({ summary }: { summary: RatingSummary }) {
  const styles = useStyles();
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
  const styles = useStyles();
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
  const styles = useStyles();
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
              className={mergeClasses(styles.chip, active && styles.chipActive)}
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
        <Button className={styles.more} appearance="secondary" disabled={model.loading} onClick={() => void model.loadMore()} data-testid="reviews-more">
          {t('products.reviews.more')}
        </Button>
      )}
    </div>
  );
});

/** `reviews`: the product's reviews call (courses, webinars, Prakerja); null when the server has none for the product. */
export function ReviewsSection({ summary, reviews }: { summary: RatingSummary; reviews: ReviewsRef | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Section id="reviews" title={t('products.sections.reviews')}>
      {summary.total === 0 ? (
        <StateMessage kind="empty" testId="product-empty" text={t('products.reviews.none')} />
      ) : (
        <div className={styles.layout}>
          <RatingSummaryBlock summary={summary} />
          {reviews ? (
            <ReviewsList key={`${reviews.family}/${reviews.url}`} reviews={reviews} summary={summary} />
          ) : (
            <StateMessage kind="empty" testId="product-empty" text={t('products.reviews.summaryOnly')} />
          )}
        </div>
      )}
    </Section>
  );
}
