/**
 * THE detail layout of every product page: breadcrumbs, hero (cover, chips, title, rating,
 * students, instructor, learning method / venue, dates), the buy box (sticky beside the content
 * from lg up, inline under the hero plus a fixed bottom bar on phones), an in-page section nav,
 * the page's sections, then full-width rows (similar items, banners).
 *
 * The buy box is one element right after the hero at every width (issue 25: 39 Tabs from a course
 * page's load to "Buy now"): the grid places it beside the content from lg up, so the focus order
 * (and a screen reader's) is title, purchase, content everywhere; the shell's "Skip to purchase"
 * link goes to its price and actions (`#purchase`).
 */
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentDetail, PromoTerms } from '../../../common/catalog';
import { contentTypeTagColor, programTypeColor } from '../../../common/colors';
import { LearningMethod, VenueType, type Locale } from '../../../common/enums';
import { SKILL_LEVELS } from '../../../common/filters';
import { abbreviateCount, durationLabel, formatDateLong, formatDateTimeLong, formatNumber, formatRupiah } from '../../../common/format';
import { tagLabel } from '../../components/contentPath';
import { RouterButton, RouterLink } from '../../components/links';
import { Stars } from '../../components/Stars';
import {
  AwardIcon,
  CalendarIcon,
  CartIcon,
  CheckIcon,
  ChevronDownIcon,
  ClockIcon,
  HeartIcon,
  InfoIcon,
  MapPinIcon,
  MonitorIcon,
  PersonIcon,
  TagIcon,
  UsersIcon,
} from '../../components/icons';
import { formatRating, useLocale } from '../../components/useLocale';
import { SKIP_TARGETS } from '../../components/routeHandle';
import { showsBelow, showsFrom, useClientBreakpoint, useMediaVisibility } from '../../components/useBreakpoint';
import { useProductActions, type ProductActions } from './hooks';
import type { PriceView } from './helpers';
import { DetailBanners } from './later';
import { Breadcrumbs, Chip, Page, type Crumb } from './ui';
import { contentTypeLabelKey } from '../../components/contentPath';
import { PreviewButton } from './PreviewButton';
import a11y from '../../components/a11y.module.css';
import { cx } from '../../components/classNames';
import { PlainButton } from '../../components/PlainButton';
import chips from '../../components/chips.module.css';
import styles from './ProductDetail.module.css';
import { LocalImage } from '../../components/LocalImage';

/** Self-paced courses (course, Belajar Kilat) have preview lessons: the ▶ on their covers plays one. */

export interface Fact {
  key: string;
  icon: ReactNode;
  text: string;
}

/** The hero facts every product shares: method, venue, place, level, duration, certificate. */
export function standardFacts(item: ContentDetail, t: (k: string, o?: Record<string, unknown>) => string, locale: Locale): Fact[] {
  const facts: Fact[] = [];
  if (item.learningMethod) facts.push({ key: 'method', icon: <MonitorIcon size={15} />, text: t(`learningMethod.${item.learningMethod}`) });
  if (item.learningMethod !== LearningMethod.SELF_PACED && item.venueType) facts.push({ key: 'venue', icon: <MapPinIcon size={15} />, text: t(`venueType.${item.venueType}`) });
  const place = item.location ?? (typeof item.detail.location === 'string' ? item.detail.location : null);
  const platform = typeof item.detail.platform === 'string' ? item.detail.platform : null;
  if (place && item.venueType !== VenueType.ONLINE) facts.push({ key: 'place', icon: <MapPinIcon size={15} />, text: place });
  else if (platform && item.learningMethod !== LearningMethod.SELF_PACED) facts.push({ key: 'platform', icon: <MonitorIcon size={15} />, text: t('products.hero.via', { platform }) });
  if (item.skillLevel && SKILL_LEVELS[item.skillLevel]) facts.push({ key: 'level', icon: <TagIcon size={15} />, text: SKILL_LEVELS[item.skillLevel][locale] });
  if (item.durationMinutes > 0) facts.push({ key: 'duration', icon: <ClockIcon size={15} />, text: t('products.hero.duration', { duration: durationLabel(item.durationMinutes, locale) }) });
  if (item.isCertificate) facts.push({ key: 'certificate', icon: <AwardIcon size={15} />, text: t('card.certificate') });
  return facts;
}

export interface HeroProps {
  item: ContentDetail;
  facts: Fact[];
  /** Under the title: a status badge (live, ended …). */
  status?: ReactNode;
  /** The date line: defaults to the start (and end) for dated products. */
  dateText?: string | null;
  showCover: boolean;
  /** Hides the cover by width (ProductDetail: phones show it here, desktops in the buy box). */
  coverClassName?: string;
}

export function Hero({ item, facts, status, dateText, showCover, coverClassName }: HeroProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const typeColor = contentTypeTagColor(item.type);
  const typeLabel = t(contentTypeLabelKey(item.type));
  const ratingText = formatRating(item.rating, locale);
  const instructor = item.detail.instructor ?? item.instructor;
  return (
    <header className={styles.hero} data-testid="product-hero">
      {showCover && (
        <div className={cx(styles.heroCover, coverClassName)}>
          {item.imageUrl ? (
            // The page's largest image (LCP): fetched first, never lazily.
            <LocalImage className={styles.coverImg} src={item.imageUrl} alt="" width={640} height={360} decoding="async" fetchPriority="high" />
          ) : (
            <div className={styles.noImage} aria-hidden="true">
              {typeLabel}
            </div>
          )}
          {item.hasPreview && <PreviewButton url={item.url} />}
        </div>
      )}
      <div className={styles.chips}>
        <Chip color={typeColor}>{typeLabel}</Chip>
        {item.program && item.program.name.toLowerCase() !== typeLabel.toLowerCase() && (
          <Chip color={programTypeColor(item.program.programType)} title={item.program.name}>
            {item.program.name}
          </Chip>
        )}
        {item.isPrakerja && <Chip color={programTypeColor('PRAKERJA')}>{t('card.prakerja')}</Chip>}
        {item.tag && !(item.isPrakerja && item.tag.toLowerCase() === t('card.prakerja').toLowerCase()) && (
          <Chip color={{ background: '#FEF3C7', text: '#92400E' }}>{tagLabel(t, item.tag)}</Chip>
        )}
      </div>
      <h1 className={styles.title}>{item.title}</h1>
      {status && <div className={styles.status}>{status}</div>}
      {item.summary && <p className={styles.summary}>{item.summary}</p>}
      <div className={styles.stats}>
        {item.rating > 0 ? (
          <span className={styles.stat}>
            <span className={styles.ratingValue} aria-hidden="true">
              {ratingText}
            </span>
            <Stars rating={item.rating} size={16} label={t('card.ratingLabel', { rating: ratingText, count: item.ratingCount })} />
            <a className={styles.heroLink} href="#reviews" onClick={(e) => scrollToSection(e, 'reviews')}>
              {t('products.hero.reviews', { count: item.ratingCount, formatted: formatNumber(item.ratingCount) })}
            </a>
          </span>
        ) : (
          <span className={styles.stat}>{t('products.hero.noRating')}</span>
        )}
        {item.totalStudents > 0 && (
          <span className={styles.stat}>
            <UsersIcon size={16} />
            {t('products.hero.students', { count: item.totalStudents, formatted: abbreviateCount(item.totalStudents) })}
          </span>
        )}
        {instructor && (
          <span className={styles.stat}>
            <PersonIcon size={16} />
            <span>
              {t('products.hero.by')}{' '}
              <Link className={styles.heroLink} to={`/instructor/${encodeURIComponent(instructor.url)}`}>
                {instructor.name}
              </Link>
            </span>
          </span>
        )}
        {dateText && (
          <span className={styles.stat}>
            <CalendarIcon size={16} />
            {dateText}
          </span>
        )}
      </div>
      {facts.length > 0 && (
        <ul className={styles.facts} aria-label={t('products.hero.facts')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {facts.map((f) => (
            <li key={f.key} className={styles.fact}>
              {f.icon}
              {f.text}
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  const heading = target.querySelector('h2');
  if (heading) {
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
}

export function PromoBox({ promo }: { promo: PromoTerms }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const id = 'promo-terms-list';
  return (
    <div className={styles.promo} data-testid="promo-terms">
      <button type="button" className={styles.promoHead} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <TagIcon size={16} />
        <span className={styles.promoTitle}>
          <span>{promo.title || t('products.buy.promo')}</span>
          {promo.validUntil && <span className={styles.promoUntil}>{t('products.buy.promoUntil', { date: formatDateTimeLong(promo.validUntil, locale) })}</span>}
        </span>
        <ChevronDownIcon size={16} className={cx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      {open && promo.terms.length > 0 && (
        <ol className={styles.promoTerms} id={id}>
          {promo.terms.map((term, i) => (
            <li key={i}>{term}</li>
          ))}
        </ol>
      )}
    </div>
  );
}

export type BuyMode = 'purchase' | 'join' | 'ended' | 'closed';

export interface BuyBoxProps {
  item: ContentDetail;
  price: PriceView;
  /** "per month", "Pro package" … shown above the price. */
  priceLabel?: string | null;
  /** Under the price: instalment, seats left … */
  priceNote?: string | null;
  promo?: PromoTerms | null;
  mode: BuyMode;
  /** Why the actions are off (mode ended / closed). */
  closedText?: string;
  /** Mode ended: where to look instead (upcoming webinars), shown with the status text. */
  closedLink?: { to: string; label: string } | null;
  /** Replaces the price and the actions: an enrolled visitor's session box (webinars, events). */
  panel?: ReactNode;
  includes?: string[];
  showCover?: boolean;
  /** Hides the box's cover by width (ProductDetail: desktops show it here, phones in the hero). */
  coverClassName?: string;
  className?: string;
}

export const BuyBox = observer(function BuyBox({
  item,
  price,
  priceLabel,
  priceNote,
  promo,
  mode,
  closedText,
  closedLink,
  panel,
  includes,
  showCover = false,
  coverClassName,
  className,
}: BuyBoxProps) {
  const { t } = useTranslation();
  const actions = useProductActions(item);
  const typeLabel = t(contentTypeLabelKey(item.type));
  return (
    <section className={cx(styles.box, className)} aria-label={t('products.buy.label')} data-testid="buy-box">
      {showCover && (
        <div className={cx(styles.boxCover, coverClassName)}>
          {item.imageUrl ? (
            // The page's largest image on desktops (LCP): fetched first, never lazily.
            <LocalImage className={styles.coverImg} src={item.imageUrl} alt="" width={640} height={360} decoding="async" fetchPriority="high" />
          ) : (
            <div className={styles.noImage} aria-hidden="true">
              {typeLabel}
            </div>
          )}
          {item.hasPreview && <PreviewButton url={item.url} />}
        </div>
      )}
      {/* The skip link's target: the price, then the actions (the cover's preview button before it is passed). */}
      <div id={SKIP_TARGETS.purchase} tabIndex={-1} className={styles.purchase}>
        {panel ?? (
          <>
            <div>
              {priceLabel && <p className={styles.priceLabel}>{priceLabel}</p>}
              <PriceLine price={price} />
              {priceNote && <p className={styles.priceNote}>{priceNote}</p>}
            </div>
            {promo && <PromoBox promo={promo} />}
            <BuyActions mode={mode} closedText={closedText} closedLink={closedLink ?? null} actions={actions} />
          </>
        )}
      </div>
      {!panel && includes && includes.length > 0 && (
        <div>
          <p className={styles.includesTitle}>{t('products.buy.includes')}</p>
          <ul className={styles.includes} style={{ marginTop: 8 }}>
            {includes.map((line) => (
              <li key={line} className={styles.include}>
                <CheckIcon size={16} />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
});

export function PriceLine({ price }: { price: PriceView }) {
  const { t } = useTranslation();
  if (price.isFree) {
    return (
      <div className={styles.priceRow} data-testid="price">
        <span className={styles.free}>{t('price.free')}</span>
      </div>
    );
  }
  return (
    <div className={styles.priceRow} data-testid="price">
      <span className={styles.finalPrice}>
        <span className={a11y.srOnly}>{t('card.price')}: </span>
        {formatRupiah(price.finalPrice)}
      </span>
      {price.listPrice !== null && (
        <del className={styles.listPrice}>
          <span className={a11y.srOnly}>{t('card.listPrice')}: </span>
          {formatRupiah(price.listPrice)}
        </del>
      )}
      {price.discountPercent !== null && <span className={styles.discount}>{t('card.discount', { percent: price.discountPercent })}</span>}
    </div>
  );
}

function BuyActions({ mode, closedText, closedLink, actions }: { mode: BuyMode; closedText?: string; closedLink: { to: string; label: string } | null; actions: ProductActions }) {
  const { t } = useTranslation();
  const { run, signedIn, owned, wished, busy, learnHref, learnLabel, pendingOrderId, inCart, completed, certificate } = actions;
  const heart = (
    <PlainButton
      className={styles.heart}
      appearance="secondary"
      icon={<HeartIcon size={20} filled={wished === true} />}
      aria-label={t('products.actions.wishlist')}
      title={t('products.actions.wishlist')}
      aria-pressed={wished ?? undefined}
      disabled={busy}
      onClick={() => run('wishlist')}
      data-testid="action-wishlist"
    />
  );
  if (owned) {
    return (
      <div className={styles.actions}>
        {completed ? (
          // A completed course (issue 25): said so, with its certificate (or that it is being made).
          <p className={styles.guestNote} data-testid="action-completed">
            <strong>{t('products.actions.completedNote')}</strong>{' '}
            {certificate ? (
              <RouterLink inline to={certificate.verificationPath} data-testid="action-certificate">
                {t('products.actions.certificateLink')}
              </RouterLink>
            ) : (
              t('products.actions.certificatePending')
            )}
          </p>
        ) : (
          <p className={styles.guestNote} data-testid="action-owned">
            {t('products.actions.ownedNote')}
          </p>
        )}
        <div className={styles.actionRow}>
          <RouterButton className={styles.grow} appearance="primary" size="large" to={learnHref} data-testid="action-learn">
            {learnLabel}
          </RouterButton>
          {heart}
        </div>
      </div>
    );
  }
  if (pendingOrderId !== null) {
    return (
      <div className={styles.actions}>
        <p className={styles.guestNote}>{t('products.actions.pendingNote')}</p>
        <div className={styles.actionRow}>
          <RouterButton className={styles.grow} appearance="primary" size="large" to={`/payment/${pendingOrderId}`} data-testid="action-continue-payment">
            {t('products.actions.continuePayment')}
          </RouterButton>
          {heart}
        </div>
      </div>
    );
  }
  if (mode === 'ended') {
    // Over: nothing to press, a status and where to look instead.
    return (
      <div className={styles.actions}>
        <div className={styles.ended} role="status" data-testid="action-ended">
          <InfoIcon size={18} />
          <span>
            {closedText ?? t('products.buy.ended')}
            {closedLink && (
              <>
                {' '}
                <RouterLink to={closedLink.to} data-testid="action-ended-link">
                  {closedLink.label}
                </RouterLink>
              </>
            )}
          </span>
        </div>
      </div>
    );
  }
  if (mode === 'closed') {
    return (
      <div className={styles.actions}>
        <div className={styles.ended} role="status">
          <InfoIcon size={18} />
          <span>{closedText ?? t('products.buy.ended')}</span>
        </div>
        <div className={styles.actionRow}>
          <PlainButton className={styles.grow} appearance="primary" disabled>
            {t('products.actions.closedButton')}
          </PlainButton>
          {heart}
        </div>
      </div>
    );
  }
  if (mode === 'join') {
    return (
      <div className={styles.actions}>
        <div className={styles.actionRow}>
          <PlainButton className={styles.grow} appearance="primary" size="large" disabled={busy} onClick={() => run('join')} data-testid="action-join">
            {t('products.actions.join')}
          </PlainButton>
          {heart}
        </div>
        {!signedIn && <p className={styles.guestNote}>{t('products.actions.guestNote')}</p>}
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <PlainButton className={styles.primary} appearance="primary" size="large" disabled={busy} onClick={() => run('buy')} data-testid="action-buy">
        {t('products.actions.buy')}
      </PlainButton>
      <div className={styles.actionRow}>
        {inCart ? (
          <RouterButton className={styles.grow} appearance="secondary" icon={<CartIcon size={18} />} to="/cart" data-testid="action-open-cart">
            {t('products.actions.openCart')}
          </RouterButton>
        ) : (
          <PlainButton className={styles.grow} appearance="secondary" icon={<CartIcon size={18} />} disabled={busy} onClick={() => run('cart')} data-testid="action-cart">
            {t('products.actions.cart')}
          </PlainButton>
        )}
        {heart}
      </div>
      {!signedIn && <p className={styles.guestNote}>{t('products.actions.guestNote')}</p>}
    </div>
  );
}

/** Phones: price and the main action stay reachable at the bottom of the screen. */
const BottomBar = observer(function BottomBar({
  item,
  price,
  mode,
  closedLink,
  hidden,
  className,
}: {
  item: ContentDetail;
  price: PriceView;
  mode: BuyMode;
  closedLink: { to: string; label: string } | null;
  hidden: boolean;
  /** Hides the bar and its spacer by width (phones only). */
  className?: string;
}) {
  const { t } = useTranslation();
  const { run, owned, wished, busy, learnHref, learnLabel, pendingOrderId } = useProductActions(item);
  return (
    <>
      <div className={cx(styles.barSpacer, className)} aria-hidden="true" />
      <div className={cx(styles.bar, hidden && styles.barHidden, className)} data-testid="buy-bar" aria-hidden={hidden || undefined} inert={hidden || undefined}>
        <div className={styles.barPrice}>
          {price.isFree ? (
            <span className={styles.barFree}>{t('price.free')}</span>
          ) : (
            <>
              <span className={styles.barFinal}>{formatRupiah(price.finalPrice)}</span>
              {price.listPrice !== null && (
                <del className={styles.barList}>
                  <span className={a11y.srOnly}>{t('card.listPrice')}: </span>
                  {formatRupiah(price.listPrice)}
                </del>
              )}
            </>
          )}
        </div>
        <PlainButton
          className={styles.heart}
          appearance="secondary"
          icon={<HeartIcon size={20} filled={wished === true} />}
          aria-label={t('products.actions.wishlist')}
          aria-pressed={wished ?? undefined}
          disabled={busy}
          onClick={() => run('wishlist')}
        />
        {owned && (
          <RouterButton className={styles.primary} appearance="primary" to={learnHref}>
            {learnLabel}
          </RouterButton>
        )}
        {!owned && pendingOrderId !== null && (
          <RouterButton className={styles.primary} appearance="primary" to={`/payment/${pendingOrderId}`}>
            {t('products.actions.continuePayment')}
          </RouterButton>
        )}
        {!owned && pendingOrderId === null && mode === 'purchase' && (
          <PlainButton className={styles.primary} appearance="primary" onClick={() => run('buy')}>
            {t('products.actions.buy')}
          </PlainButton>
        )}
        {!owned && pendingOrderId === null && mode === 'join' && (
          <PlainButton className={styles.primary} appearance="primary" disabled={busy} onClick={() => run('join')}>
            {t('products.actions.join')}
          </PlainButton>
        )}
        {!owned && pendingOrderId === null && mode === 'ended' && closedLink && (
          <RouterButton className={styles.primary} appearance="secondary" to={closedLink.to}>
            {closedLink.label}
          </RouterButton>
        )}
        {!owned && pendingOrderId === null && mode === 'closed' && (
          <PlainButton className={styles.primary} appearance="primary" disabled>
            {t('products.actions.closedButton')}
          </PlainButton>
        )}
      </div>
    </>
  );
});

export interface NavEntry {
  id: string;
  label: string;
}

export function SectionNav({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation();
  if (entries.length < 2) return null;
  return (
    <nav aria-label={t('products.sectionNav')}>
      <div className={chips.row}>
        {entries.map((e) => (
          <a key={e.id} className={chips.chip} href={`#${e.id}`} onClick={(ev) => scrollToSection(ev, e.id)}>
            {e.label}
          </a>
        ))}
      </div>
    </nav>
  );
}

export interface ProductDetailProps {
  item: ContentDetail;
  crumbs: Crumb[];
  facts?: Fact[];
  status?: ReactNode;
  dateText?: string | null;
  buy: Omit<BuyBoxProps, 'item' | 'showCover' | 'coverClassName'>;
  /** Extra blocks in the side column under the buy box (desktop) / after it (phones). */
  aside?: ReactNode;
  nav?: NavEntry[];
  /** Sections of the main column. */
  children: ReactNode;
  /** Full-width rows under the columns (similar items, banners). */
  rows?: ReactNode;
  testId?: string;
}

/** The default date line of dated products. */
export function defaultDateText(item: ContentDetail, locale: Locale, t: (k: string, o?: Record<string, unknown>) => string): string | null {
  if (!item.startAt) return null;
  if (item.learningMethod === LearningMethod.SELF_PACED && !item.endAt) return null;
  return item.endAt ? null : t('products.hero.startsOn', { date: formatDateLong(item.startAt, locale) });
}

export const ProductDetail = observer(function ProductDetail(props: ProductDetailProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Phones: the buy box under the hero (the cover in the hero) and a bottom bar; from lg up: the
  // box in the side column (the cover in the box). While the width is unknown (server, hydration)
  // both covers (and the bar) render and CSS shows the ones for the width; then JS renders only those.
  const media = useMediaVisibility();
  const bp = useClientBreakpoint();
  const phone = showsBelow(bp, 'lg');
  const desktop = showsFrom(bp, 'lg');
  const facts = props.facts ?? standardFacts(props.item, t, locale);
  // Phones: the bottom bar shows once the inline buy box has scrolled out of view.
  const inlineBox = useRef<HTMLDivElement>(null);
  const [boxVisible, setBoxVisible] = useState(true);
  useEffect(() => {
    const el = inlineBox.current;
    if (bp === null || showsFrom(bp, 'lg') || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      ([entry]) => {
        if (entry) setBoxVisible(entry.isIntersecting);
      },
      { threshold: 0 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [bp]);
  const item = props.item;
  return (
    <Page testId={props.testId}>
      <Breadcrumbs items={props.crumbs} />
      <div className={styles.grid}>
        <div className={styles.heroArea}>
          <Hero item={item} facts={facts} status={props.status} dateText={props.dateText} showCover={phone} coverClassName={media.belowLg} />
        </div>
        <aside className={styles.aside} aria-label={t('products.buy.label')}>
          <div ref={inlineBox}>
            <BuyBox item={item} showCover={desktop} coverClassName={media.fromLg} {...props.buy} />
          </div>
          {props.aside}
        </aside>
        <div className={styles.main}>
          {props.nav && <SectionNav entries={props.nav} />}
          {props.children}
          <DetailBanners contentType={item.type} contentId={item.contentId} categoryId={item.category?.id ?? null} />
        </div>
      </div>
      {props.rows && <div className={styles.rows}>{props.rows}</div>}
      {/* An enrolled visitor's session box has its own buttons: no bar then. */}
      {phone && !props.buy.panel && (
        <BottomBar item={props.item} price={props.buy.price} mode={props.buy.mode} closedLink={props.buy.closedLink ?? null} hidden={boxVisible} className={media.belowLg} />
      )}
    </Page>
  );
});
