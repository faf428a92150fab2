/** Learner stories: masked name (from the server), role, rating stars, quote and the class taken. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from '../../../common/types';
import { CardRow } from '../../components/CardRow';
import { Stars } from '../../components/Stars';
import { QuoteIcon } from '../../components/icons';
import { contentPath } from '../../components/contentPath';
import { formatRating, useLocale } from '../../components/useLocale';
import styles from './Testimonials.module.css';

function TestimonialCard({ item }: { item: Testimonial }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <figure className={styles.card} data-testid="testimonial-card">
      <div className={styles.top}>
        <Stars rating={item.rating} size={16} label={t('card.ratingOnly', { rating: formatRating(item.rating, locale) })} />
        <QuoteIcon size={28} className={styles.quoteIcon} />
      </div>
      <blockquote className={styles.quote}>{item.quote}</blockquote>
      <figcaption className={styles.person}>
        {item.avatarUrl ? (
          <img className={styles.avatar} src={item.avatarUrl} alt="" width={44} height={44} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        )}
        <span>
          <cite className={styles.name}>{item.name}</cite>
          {item.role && <span className={styles.role}>{item.role}</span>}
        </span>
      </figcaption>
      {item.content && (
        <div className={styles.course}>
          <span>{t('home.testimonialCourse')}</span>
          <Link className={styles.courseLink} to={contentPath(item.content)}>
            {item.content.title}
          </Link>
        </div>
      )}
    </figure>
  );
}

export function Testimonials({ items, label }: { items: Testimonial[]; label: string }) {
  return (
    <CardRow label={label} variant="wide">
      {items.map((item) => (
        <TestimonialCard key={item.id} item={item} />
      ))}
    </CardRow>
  );
}
