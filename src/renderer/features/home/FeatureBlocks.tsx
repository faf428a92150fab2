/** Feature image, feature banners and feature video blocks (home/feature-*). */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FeatureMedia } from '../../../common/types';
import { PlayIcon } from '../../components/icons';
import styles from './FeatureBlocks.module.css';
import { LocalImage } from '../../components/LocalImage';

function MediaLink({ url, className, children, label }: { url: string | null; className: string | undefined; children: ReactNode; label?: string }) {
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
  if (!media.imageUrl) return null;
  return (
    <section className={styles.block} data-testid="home-section-feature-image" aria-label={media.title}>
      <MediaLink url={media.linkUrl} className={styles.frame}>
        <LocalImage className={styles.img} src={media.imageUrl} alt={altOf(media)} width={1200} height={400} loading="lazy" decoding="async" />
      </MediaLink>
    </section>
  );
}

export function FeatureBanners({ items, label }: { items: FeatureMedia[]; label: string }) {
  const shown = items.filter((m) => m.imageUrl);
  if (shown.length === 0) return null;
  return (
    <section className={styles.block} data-testid="home-section-feature-banner" aria-label={label}>
      <ul className={styles.banners}>
        {shown.map((m, i) => (
          <li key={`${m.title}-${i}`}>
            <MediaLink url={m.linkUrl} className={styles.frame}>
              <LocalImage className={styles.img} src={m.imageUrl!} alt={altOf(m)} width={1200} height={400} loading="lazy" decoding="async" />
            </MediaLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Poster first; the video element (and its download) only after the visitor presses play. */
export function FeatureVideo({ media }: { media: FeatureMedia }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  if (!media.imageUrl && !media.videoUrl) return null;
  const poster = media.imageUrl ? <LocalImage className={styles.img} src={media.imageUrl} alt={altOf(media)} width={1200} height={400} loading="lazy" decoding="async" /> : null;
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
        <MediaLink url={media.linkUrl} className={styles.frame}>
          {poster}
        </MediaLink>
      )}
    </section>
  );
}
