/**
 * The one product card of the marketplace (home rows, catalogue lists, search, wishlist …).
 * Cover 16:9 (lazy), tag and programme chips, 2-line title, instructor, rating, learning method /
 * venue / Prakerja badges, start date for dated products, price with list price and discount.
 * The whole card is clickable through the title link (stretched), which keeps one link per card
 * for screen readers and keyboard users.
 */
import { memo, type ReactNode } from 'react';
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../common/types';
import { ContentType, LinkType, LearningMethod } from '../../common/enums';
import { contentTypeTagColor, programTypeColor, MONTH_BADGE_COLORS, type ColorPair } from '../../common/colors';
import { abbreviateCount, formatDateLong, formatDateTimeLong, formatRupiah, jakartaYmd, monthBadgeColor } from '../../common/format';
import { palette } from './theme';
import { contentPath, contentTypeLabelKey, tagLabel } from './contentPath';
import { Stars } from './Stars';
import { Shimmer } from './Shimmer';
import { CalendarIcon, PersonIcon } from './icons';
import { formatRating, useLocale } from './useLocale';
import { srOnlyStyle } from './styles';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '12px',
    overflow: 'hidden',
    boxShadow: '0 1px 2px rgba(16, 24, 40, 0.05)',
    transitionProperty: 'box-shadow, transform, border-color',
    transitionDuration: '160ms',
    transitionTimingFunction: 'ease-out',
    ':hover': {
      boxShadow: '0 10px 24px rgba(16, 24, 40, 0.12)',
      transform: 'translateY(-2px)',
      ...shorthands.borderColor(tokens.colorNeutralStroke1),
    },
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0s', ':hover': { transform: 'none' } },
  },
  cover: {
    position: 'relative',
    aspectRatio: '16 / 9',
    backgroundColor: '#E5E7EB',
    overflow: 'hidden',
    flexShrink: 0,
  },
  img: {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    transitionProperty: 'transform',
    transitionDuration: '300ms',
  },
  noImage: {
    width: '100%',
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: `linear-gradient(135deg, ${palette.teal}, ${palette.indigo})`,
    color: '#FFFFFF',
    fontWeight: 700,
    fontSize: '18px',
    letterSpacing: '0.02em',
  },
  ribbon: {
    position: 'absolute',
    top: '10px',
    right: '10px',
    padding: '3px 10px',
    borderRadius: '999px',
    fontSize: '12px',
    fontWeight: 700,
    lineHeight: '18px',
    boxShadow: '0 1px 4px rgba(0,0,0,0.18)',
  },
  ribbonBesideDate: { right: '68px' },
  dateBadge: {
    position: 'absolute',
    top: '10px',
    right: '10px',
    minWidth: '48px',
    padding: '4px 8px 5px',
    borderRadius: '10px',
    textAlign: 'center',
    lineHeight: 1.1,
    boxShadow: '0 2px 6px rgba(0,0,0,0.2)',
  },
  dateDay: { display: 'block', fontSize: '20px', fontWeight: 800 },
  dateMonth: { display: 'block', fontSize: '11px', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em' },
  body: { display: 'flex', flexDirection: 'column', gap: '8px', padding: '12px 14px 14px', flexGrow: 1, minWidth: 0 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: '6px', minHeight: '22px' },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: '2px 8px',
    borderRadius: '999px',
    fontSize: '11px',
    fontWeight: 700,
    lineHeight: '18px',
    whiteSpace: 'nowrap',
    letterSpacing: '0.01em',
  },
  title: {
    margin: 0,
    fontSize: '15px',
    lineHeight: '21px',
    fontWeight: 700,
    color: tokens.colorNeutralForeground1,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    minHeight: '42px',
    overflowWrap: 'anywhere',
  },
  link: {
    color: 'inherit',
    textDecoration: 'none',
    outline: 'none',
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '12px', zIndex: 1 },
    ':focus-visible::after': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-3px' },
  },
  titleHover: { ':hover': { color: palette.tealDark } },
  meta: {
    display: 'flex',
    alignItems: 'center',
    gap: '6px',
    fontSize: '13px',
    lineHeight: '18px',
    color: tokens.colorNeutralForeground3,
    minWidth: 0,
  },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  ratingValue: { fontWeight: 700, color: '#92400E' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: '6px' },
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: '1px 7px',
    borderRadius: '6px',
    fontSize: '11px',
    fontWeight: 600,
    lineHeight: '18px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground1,
    whiteSpace: 'nowrap',
  },
  date: { color: tokens.colorNeutralForeground2, fontWeight: 600, alignItems: 'flex-start', '& > svg': { marginTop: '2px', flexShrink: 0 } },
  price: {
    marginTop: 'auto',
    paddingTop: '6px',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: '8px',
    rowGap: '2px',
  },
  finalPrice: { fontSize: '16px', fontWeight: 800, color: tokens.colorNeutralForeground1 },
  free: { fontSize: '16px', fontWeight: 800, color: '#047857' },
  listPrice: { fontSize: '13px', color: tokens.colorNeutralForeground3, textDecoration: 'line-through' },
  discount: {
    fontSize: '11px',
    fontWeight: 800,
    color: '#9F1239',
    backgroundColor: '#FFE4E6',
    borderRadius: '4px',
    padding: '1px 5px',
  },
  srOnly: srOnlyStyle,
  skeletonBody: { display: 'flex', flexDirection: 'column', gap: '10px', padding: '12px 14px 16px' },
});

const DATED_TYPES: ReadonlySet<number> = new Set([ContentType.WEBINAR, ContentType.BOOTCAMP, ContentType.EVENT]);

function Chip({ color, children, title }: { color: ColorPair; children: ReactNode; title?: string }) {
  const styles = useStyles();
  return (
    <span className={styles.chip} style={{ backgroundColor: color.background, color: color.text }} title={title}>
      {children}
    </span>
  );
}

export interface ContentCardProps {
  item: ContentItem;
  /** Heading level of the title (3 inside a home section with an h2). */
  headingLevel?: 2 | 3 | 4;
  /** Calendar badge (day + month, month-coloured) on the cover, for webinar rows. */
  showDateBadge?: boolean;
  className?: string;
}

function ContentCardView({ item, headingLevel = 3, showDateBadge = false, className }: ContentCardProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const href = contentPath(item);
  const typeColor = contentTypeTagColor(item.type);
  const typeLabel = t(contentTypeLabelKey(item.type));
  const prakerjaLabel = t('card.prakerja');
  const ribbon = item.tag && !(item.isPrakerja && item.tag.toLowerCase() === prakerjaLabel.toLowerCase()) ? tagLabel(t, item.tag) : null;
  const start = item.startAt && DATED_TYPES.has(item.type) ? new Date(item.startAt) : null;
  const validStart = start && !Number.isNaN(start.getTime()) ? start : null;
  const price = item.price;
  const hasDiscount = !price.isFree && price.price > price.finalPrice;
  const discountPercent = hasDiscount ? price.discountPercent || Math.round(((price.price - price.finalPrice) / price.price) * 100) : 0;
  const ratingText = formatRating(item.rating, locale);

  let dateText: string | null = null;
  if (validStart) {
    dateText = item.type === ContentType.BOOTCAMP ? t('card.startsOn', { date: formatDateLong(validStart, locale) }) : formatDateTimeLong(validStart, locale);
  }
  let dateBadge: ReactNode = null;
  if (showDateBadge && validStart) {
    const [day, monthName = ''] = formatDateLong(validStart, locale).split(' ');
    const colors = MONTH_BADGE_COLORS[monthBadgeColor(jakartaYmd(validStart).month)];
    dateBadge = (
      <span className={styles.dateBadge} style={{ backgroundColor: colors.background, color: colors.text }} aria-hidden="true">
        <span className={styles.dateDay}>{day}</span>
        <span className={styles.dateMonth}>{monthName.slice(0, 3)}</span>
      </span>
    );
  }

  const methodBadges: string[] = [];
  if (item.learningMethod) methodBadges.push(t(`learningMethod.${item.learningMethod}`));
  if (item.learningMethod !== LearningMethod.SELF_PACED && item.venueType) methodBadges.push(t(`venueType.${item.venueType}`));
  if (item.linkTypeId === LinkType.JOB_GUARANTEE) methodBadges.push(t('contentType.jobGuarantee'));
  if (item.linkTypeId === LinkType.CAREER_ACCELERATION) methodBadges.push(t('contentType.careerAcceleration'));
  if (item.isCertificate) methodBadges.push(t('card.certificate'));

  return (
    <article className={mergeClasses(styles.card, className)} data-testid="content-card" data-content-id={item.contentId}>
      <div className={styles.cover}>
        {item.imageUrl ? (
          <img className={styles.img} src={item.imageUrl} alt={item.title} loading="lazy" decoding="async" width={640} height={360} />
        ) : (
          <div className={styles.noImage} role="img" aria-label={item.title}>
            {typeLabel}
          </div>
        )}
        {ribbon && (
          <span className={mergeClasses(styles.ribbon, dateBadge !== null && styles.ribbonBesideDate)} style={{ backgroundColor: typeColor.background, color: typeColor.text }}>
            {ribbon}
          </span>
        )}
        {dateBadge}
      </div>
      <div className={styles.body}>
        <div className={styles.chips}>
          <Chip color={typeColor}>{typeLabel}</Chip>
          {item.program && (
            <Chip color={programTypeColor(item.program.programType)} title={item.program.name}>
              {item.program.shortName}
              <span className={styles.srOnly}> — {item.program.name}</span>
            </Chip>
          )}
          {item.isPrakerja && <Chip color={programTypeColor('PRAKERJA')}>{prakerjaLabel}</Chip>}
        </div>
        <Heading className={styles.title} title={item.title}>
          <Link to={href} className={mergeClasses(styles.link, styles.titleHover)}>
            {item.title}
          </Link>
        </Heading>
        {item.instructor && (
          <div className={styles.meta}>
            <PersonIcon size={14} />
            <span className={styles.ellipsis}>
              <span className={styles.srOnly}>{t('card.instructor')}: </span>
              {item.instructor.name}
            </span>
          </div>
        )}
        {item.rating > 0 && (
          <div className={styles.meta}>
            <span className={styles.ratingValue} aria-hidden="true">
              {ratingText}
            </span>
            <Stars rating={item.rating} label={t('card.ratingLabel', { rating: ratingText, count: item.ratingCount })} />
            {item.ratingCount > 0 && <span aria-hidden="true">({abbreviateCount(item.ratingCount)})</span>}
          </div>
        )}
        {methodBadges.length > 0 && (
          <div className={styles.badges}>
            {methodBadges.map((b) => (
              <span key={b} className={styles.badge}>
                {b}
              </span>
            ))}
          </div>
        )}
        {dateText && (
          <div className={mergeClasses(styles.meta, styles.date)}>
            <CalendarIcon size={14} />
            <span>
              <span className={styles.srOnly}>{t('card.schedule')}: </span>
              <time dateTime={item.startAt ?? undefined}>{dateText}</time>
            </span>
          </div>
        )}
        <div className={styles.price}>
          {price.isFree ? (
            <span className={styles.free}>{t('price.free')}</span>
          ) : (
            <>
              <span className={styles.finalPrice}>
                <span className={styles.srOnly}>{t('card.price')}: </span>
                {formatRupiah(price.finalPrice)}
              </span>
              {hasDiscount && (
                <>
                  <del className={styles.listPrice}>
                    <span className={styles.srOnly}>{t('card.listPrice')}: </span>
                    {formatRupiah(price.price)}
                  </del>
                  {discountPercent > 0 && <span className={styles.discount}>{t('card.discount', { percent: discountPercent })}</span>}
                </>
              )}
            </>
          )}
        </div>
      </div>
    </article>
  );
}

export const ContentCard = memo(ContentCardView);

/** Same footprint as a card, while its data loads. */
export function ContentCardSkeleton({ className }: { className?: string }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.card, className)} aria-hidden="true" data-testid="content-card-skeleton">
      <Shimmer className={styles.cover} height="auto" style={{ borderRadius: 0 }} />
      <div className={styles.skeletonBody}>
        <Shimmer width="45%" height={16} />
        <Shimmer height={16} />
        <Shimmer width="80%" height={16} />
        <Shimmer width="55%" height={12} />
        <Shimmer width="40%" height={18} style={{ marginTop: 8 }} />
      </div>
    </div>
  );
}
