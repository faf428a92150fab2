/**
 * The one product card of the marketplace (home rows, catalogue lists, search, wishlist …).
 * Cover 16:9 (lazy), tag and programme chips, 2-line title, instructor, rating, learning method /
 * venue / Prakerja badges, start date for dated products, price with list price and discount.
 * The whole card is clickable through the title link (stretched), which keeps one link per card
 * for screen readers and keyboard users; a course with a free preview also has a ▶ button on its
 * cover, above the link (CardPreviewButton.tsx). Styles: ContentCard.module.css (plain CSS, one class per
 * element: a page draws dozens of cards).
 */
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CardItem } from '../../common/contentCard';
import { ContentType, LinkType, LearningMethod } from '../../common/enums';
import { contentTypeTagColor, programTypeColor, MONTH_BADGE_COLORS, type ColorPair } from '../../common/colors';
import { abbreviateCount, formatDateLong, formatDateTimeLong, formatRupiah, jakartaYmd, monthBadgeColor } from '../../common/format';
import { contentPath, contentTypeLabelKey, tagLabel } from './contentPath';
import { Stars } from './Stars';
import { Shimmer } from './Shimmer';
import { CalendarIcon, PersonIcon } from './icons';
import { formatRating, useLocale } from './useLocale';
import styles from './ContentCard.module.css';
import a11y from './a11y.module.css';
import { LocalImage } from './LocalImage';
import { CardPreviewButton } from './CardPreviewButton';

const DATED_TYPES: ReadonlySet<number> = new Set([ContentType.WEBINAR, ContentType.BOOTCAMP, ContentType.EVENT]);

function Chip({ color, children, title }: { color: ColorPair; children: ReactNode; title?: string }) {
  return (
    <span className={styles.chip} style={{ backgroundColor: color.background, color: color.text }} title={title}>
      {children}
    </span>
  );
}

export interface ContentCardProps {
  item: CardItem;
  /** Heading level of the title (3 inside a home section with an h2). */
  headingLevel?: 2 | 3 | 4;
  /** Calendar badge (day + month, month-coloured) on the cover, for webinar rows. */
  showDateBadge?: boolean;
  className?: string;
}

function ContentCardView({ item, headingLevel = 3, showDateBadge = false, className }: ContentCardProps) {
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
    <article className={className ? `${styles.card} ${className}` : styles.card} data-testid="content-card" data-content-id={item.contentId}>
      <div className={styles.cover}>
        {item.imageUrl ? (
          <LocalImage className={styles.img} src={item.imageUrl} alt={item.title} loading="lazy" decoding="async" width={640} height={360} />
        ) : (
          <div className={styles.noImage} role="img" aria-label={item.title}>
            {typeLabel}
          </div>
        )}
        {ribbon && (
          <span className={dateBadge !== null ? `${styles.ribbon} ${styles.ribbonBesideDate}` : styles.ribbon} style={{ backgroundColor: typeColor.background, color: typeColor.text }}>
            {ribbon}
          </span>
        )}
        {dateBadge}
        {item.hasPreview && <CardPreviewButton url={item.url} title={item.title} />}
      </div>
      <div className={styles.body}>
        <div className={styles.chips}>
          <Chip color={typeColor}>{typeLabel}</Chip>
          {item.program && (
            <Chip color={programTypeColor(item.program.programType)} title={item.program.name}>
              {item.program.shortName}
              <span className={a11y.srOnly}> — {item.program.name}</span>
            </Chip>
          )}
          {item.isPrakerja && <Chip color={programTypeColor('PRAKERJA')}>{prakerjaLabel}</Chip>}
        </div>
        <Heading className={styles.title} title={item.title}>
          <Link to={href} className={styles.link}>
            {item.title}
          </Link>
        </Heading>
        {item.instructor && (
          <div className={styles.meta}>
            <PersonIcon size={14} />
            <span className={styles.ellipsis}>
              <span className={a11y.srOnly}>{t('card.instructor')}: </span>
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
          <div className={`${styles.meta} ${styles.date}`}>
            <CalendarIcon size={14} />
            <span>
              <span className={a11y.srOnly}>{t('card.schedule')}: </span>
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
                <span className={a11y.srOnly}>{t('card.price')}: </span>
                {formatRupiah(price.finalPrice)}
              </span>
              {hasDiscount && (
                <>
                  <del className={styles.listPrice}>
                    <span className={a11y.srOnly}>{t('card.listPrice')}: </span>
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
  return (
    <div className={className ? `${styles.card} ${className}` : styles.card} aria-hidden="true" data-testid="content-card-skeleton">
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
