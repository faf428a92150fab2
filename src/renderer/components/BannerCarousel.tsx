/**
 * Top banners: a scroll-snap carousel (native swipe on touch), dots, previous/next buttons,
 * auto-advance every 6 s that pauses on hover, on keyboard focus, when the tab is hidden, when
 * the user pressed pause, and never runs for reduced-motion users.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PlainButton } from './PlainButton';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../common/types';
import { ChevronLeftIcon, ChevronRightIcon } from './firstLoadIcons';
import { cx } from './classNames';
import styles from './BannerCarousel.module.css';
import { LocalImage } from './LocalImage';

export const AUTO_ADVANCE_MS = 6000;

function PauseGlyph({ paused }: { paused: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      {paused ? <path d="M3.5 2v10l8-5z" fill="currentColor" /> : <path d="M3.5 2h2.4v10H3.5zM8.1 2h2.4v10H8.1z" fill="currentColor" />}
    </svg>
  );
}

function BannerLink({ banner, className, hidden, children }: { banner: Banner; className?: string; hidden: boolean; children: ReactNode }) {
  const url = banner.linkUrl || '/';
  const tabIndex = hidden ? -1 : undefined;
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} className={className} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
        {children}
      </a>
    );
  }
  return (
    <Link to={url} className={className} tabIndex={tabIndex}>
      {children}
    </Link>
  );
}

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const count = banners.length;

  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(mq.matches);
    const on = () => setReducedMotion(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);

  const goTo = useCallback(
    (i: number) => {
      const el = viewportRef.current;
      if (!el || count === 0) return;
      const next = ((i % count) + count) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
      setIndex(next);
    },
    [count, reducedMotion],
  );

  // The visible slide follows the scroll position (swipes, keyboard scrolling).
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
      });
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, []);

  const paused = hovered || focused || userPaused || reducedMotion || count < 2;
  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') goTo(index + 1);
    }, AUTO_ADVANCE_MS);
    return () => window.clearInterval(id);
  }, [paused, index, goTo]);

  return (
    <div
      className={styles.root}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={viewportRef} className={styles.viewport} aria-live={paused ? 'polite' : 'off'}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { index: i + 1, total: count })}
            aria-hidden={i !== index || undefined}
            data-testid="home-banner-slide"
          >
            <BannerLink banner={banner} className={styles.slideLink} hidden={i !== index}>
              <LocalImage
                className={styles.img}
                src={banner.imageUrl}
                alt={banner.subtitle ? `${banner.title}. ${banner.subtitle}` : banner.title}
                width={1200}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding={i === 0 ? 'sync' : 'async'}
                {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <PlainButton className={cx(styles.arrow, styles.prev)} icon={<ChevronLeftIcon size={20} />} aria-label={t('carousel.previous')} onClick={() => goTo(index - 1)} />
          <PlainButton className={cx(styles.arrow, styles.next)} icon={<ChevronRightIcon size={20} />} aria-label={t('carousel.next')} onClick={() => goTo(index + 1)} />
          <div className={styles.controls}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={cx(styles.dot, i === index && styles.dotActive)}
                aria-label={t('carousel.goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
            {!reducedMotion && (
              <PlainButton
                appearance="subtle"
                className={styles.pause}
                icon={<PauseGlyph paused={userPaused} />}
                aria-label={userPaused ? t('carousel.play') : t('carousel.pause')}
                aria-pressed={userPaused}
                onClick={() => setUserPaused((p) => !p)}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
