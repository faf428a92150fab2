/**
 * An article in a list: cover, category chip, title (the one link, stretched over the card),
 * summary, author and reading time. Tag ribbons are translated like ContentCard's.
 */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Banner, ContentItem } from '../../../common/types';
import { contentTypeTagColor } from '../../../common/colors';
import { contentPath } from '../../components/contentPath';
import { tagLabel } from '../../components/contentPath';
import { Shimmer } from '../../components/Shimmer';
import { PersonIcon } from '../../components/icons';
import { cx } from '../../components/classNames';
import styles from './ArticleCard.module.css';
import { LocalImage } from '../../components/LocalImage';

function ArticleCardView({ item, headingLevel = 3 }: { item: ContentItem; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const color = contentTypeTagColor(item.type);
  return (
    <article className={styles.card} data-testid="article-card">
      <div className={styles.cover}>
        {item.imageUrl && <LocalImage className={styles.img} src={item.imageUrl} alt="" loading="lazy" decoding="async" width={640} height={360} />}
        {item.tag && (
          <span className={styles.ribbon} style={{ backgroundColor: color.background, color: color.text }}>
            {tagLabel(t, item.tag)}
          </span>
        )}
      </div>
      <div className={styles.body}>
        {item.category && <span className={styles.category}>{item.category.name}</span>}
        <Heading className={styles.title}>
          <Link to={contentPath(item)} className={styles.link}>
            {item.title}
          </Link>
        </Heading>
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
        <div className={styles.meta}>
          {item.instructor && (
            <>
              <PersonIcon size={14} />
              <span className={styles.author}>{item.instructor.name}</span>
              <span className={styles.dot} aria-hidden="true">
                ·
              </span>
            </>
          )}
          <span className={styles.readTime}>{t('articles.readMinutes', { count: Math.max(1, item.durationMinutes || 1) })}</span>
        </div>
      </div>
    </article>
  );
}

export const ArticleCard = memo(ArticleCardView);

export function ArticleCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Shimmer className={styles.cover} height="auto" style={{ borderRadius: 0 }} />
      <div className={styles.skeletonBody}>
        <Shimmer width="30%" height={14} />
        <Shimmer height={18} />
        <Shimmer width="85%" height={18} />
        <Shimmer width="60%" height={12} />
      </div>
    </div>
  );
}

/** Promotional banners (middle banners, banners on content detail): linked images, titles as alt text. */
export function BannerStrip({ banners, label, className }: { banners: Banner[]; label: string; className?: string }) {
  if (banners.length === 0) return null;
  return (
    <aside aria-label={label} className={cx(styles.banners, className)} data-testid="banner-strip">
      {banners.map((b) => {
        const alt = [b.title, b.subtitle].filter(Boolean).join(' — ');
        const img = <LocalImage className={styles.img} src={b.imageUrl} alt={alt} loading="lazy" width={1200} height={400} />;
        const url = b.linkUrl || '/';
        return /^https?:\/\//i.test(url) ? (
          <a key={b.id} className={styles.banner} href={url} target="_blank" rel="noopener noreferrer">
            {img}
          </a>
        ) : (
          <Link key={b.id} className={styles.banner} to={url}>
            {img}
          </Link>
        );
      })}
    </aside>
  );
}
