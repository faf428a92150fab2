/** Learner stories: masked name (from the server), role, rating stars, quote and the class taken. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from '../../../common/types';
import { CardRow } from '../../components/CardRow';
import { Stars } from '../../components/Stars';
import { QuoteIcon } from '../../components/icons';
import { contentPath } from '../../components/contentPath';
import { formatRating, useLocale } from '../../components/useLocale';
import { palette } from '../../components/theme';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    height: '100%',
    padding: '20px',
    borderRadius: '14px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: '0 1px 2px rgba(16, 24, 40, 0.05)',
    margin: 0,
  },
  top: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  quoteIcon: { color: palette.teal, opacity: 0.35 },
  quote: {
    margin: 0,
    fontSize: '15px',
    lineHeight: '23px',
    color: tokens.colorNeutralForeground1,
    display: '-webkit-box',
    WebkitLineClamp: 6,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  person: { display: 'flex', alignItems: 'center', gap: '12px', marginTop: 'auto', paddingTop: '4px' },
  avatar: { width: '44px', height: '44px', borderRadius: '50%', flexShrink: 0, backgroundColor: '#E5E7EB', objectFit: 'cover' },
  name: { display: 'block', fontWeight: 700, fontSize: '14px', color: palette.indigoDeep, fontStyle: 'normal' },
  role: { display: 'block', fontSize: '13px', color: tokens.colorNeutralForeground3 },
  course: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    paddingTop: '12px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    fontSize: '12px',
    color: tokens.colorNeutralForeground3,
  },
  courseLink: {
    fontSize: '14px',
    fontWeight: 700,
    color: palette.tealDark,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px', borderRadius: '2px' },
  },
});

function TestimonialCard({ item }: { item: Testimonial }) {
  const styles = useStyles();
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
