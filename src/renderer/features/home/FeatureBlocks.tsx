/** Feature image, feature banners and feature video blocks (home/feature-*). */
import { useState, type ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FeatureMedia } from '../../../common/types';
import { PlayIcon } from '../../components/icons';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';

const useStyles = makeStyles({
  block: { margin: 0 },
  frame: {
    position: 'relative',
    display: 'block',
    aspectRatio: '3 / 1',
    borderRadius: '16px',
    overflow: 'hidden',
    backgroundColor: '#E5E7EB',
    boxShadow: '0 4px 18px rgba(30, 27, 75, 0.10)',
    textDecoration: 'none',
    transitionProperty: 'box-shadow, transform',
    transitionDuration: '160ms',
    ':hover': { boxShadow: '0 10px 28px rgba(30, 27, 75, 0.18)' },
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  img: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  banners: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: '1fr',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' },
  },
  video: { width: '100%', height: '100%', display: 'block', backgroundColor: '#000' },
  playButton: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    border: 'none',
    padding: 0,
    cursor: 'pointer',
    background: 'transparent',
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-3px', borderRadius: '16px' },
  },
  playBadge: {
    position: 'absolute',
    left: '16px',
    bottom: '16px',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    padding: '8px 14px',
    borderRadius: '999px',
    backgroundColor: 'rgba(255,255,255,0.95)',
    color: palette.indigoDeep,
    fontWeight: 700,
    fontSize: '14px',
    boxShadow: '0 4px 14px rgba(0,0,0,0.2)',
  },
});

function MediaLink({ url, className, children, label }: { url: string | null; className: string; children: ReactNode; label?: string }) {
  if (!url) return <div className={className}>{children}</div>;
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} className={className} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <Link to={url} className={className} aria-label={label}>
      {children}
    </Link>
  );
}

const altOf = (m: FeatureMedia) => (m.subtitle ? `${m.title}. ${m.subtitle}` : m.title);

export function FeatureImage({ media }: { media: FeatureMedia }) {
  const styles = useStyles();
  if (!media.imageUrl) return null;
  return (
    <section className={styles.block} data-testid="home-section-feature-image" aria-label={media.title}>
      <MediaLink url={media.linkUrl} className={styles.frame}>
        <img className={styles.img} src={media.imageUrl} alt={altOf(media)} width={1200} height={400} loading="lazy" decoding="async" />
      </MediaLink>
    </section>
  );
}

export function FeatureBanners({ items, label }: { items: FeatureMedia[]; label: string }) {
  const styles = useStyles();
  const shown = items.filter((m) => m.imageUrl);
  if (shown.length === 0) return null;
  return (
    <section className={styles.block} data-testid="home-section-feature-banner" aria-label={label}>
      <ul className={styles.banners}>
        {shown.map((m, i) => (
          <li key={`${m.title}-${i}`}>
            <MediaLink url={m.linkUrl} className={styles.frame}>
              <img className={styles.img} src={m.imageUrl!} alt={altOf(m)} width={1200} height={400} loading="lazy" decoding="async" />
            </MediaLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Poster first; the video element (and its download) only after the visitor presses play. */
export function FeatureVideo({ media }: { media: FeatureMedia }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  if (!media.imageUrl && !media.videoUrl) return null;
  const poster = media.imageUrl ? <img className={styles.img} src={media.imageUrl} alt={altOf(media)} width={1200} height={400} loading="lazy" decoding="async" /> : null;
  return (
    <section className={styles.block} data-testid="home-section-feature-video" aria-label={media.title}>
      {media.videoUrl ? (
        <div className={styles.frame}>
          {playing ? (
            <video className={styles.video} src={media.videoUrl} poster={media.imageUrl ?? undefined} controls autoPlay playsInline>
              {media.title}
            </video>
          ) : (
            <>
              {poster}
              <button type="button" className={styles.playButton} onClick={() => setPlaying(true)} aria-label={t('home.playVideo', { title: media.title })}>
                <span className={styles.playBadge} aria-hidden="true">
                  <PlayIcon size={16} />
                  {t('home.watchVideo')}
                </span>
              </button>
            </>
          )}
        </div>
      ) : (
        <MediaLink url={media.linkUrl} className={mergeClasses(styles.frame)}>
          {poster}
        </MediaLink>
      )}
    </section>
  );
}
