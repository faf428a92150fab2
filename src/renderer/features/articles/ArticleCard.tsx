/**
 * An article in a list: cover, category chip, title (the one link, stretched over the card),
 * summary, author and reading time. Tag ribbons are translated like ContentCard's.
 */
import { memo } from 'react';
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Banner, ContentItem } from '../../../common/types';
import { contentTypeTagColor } from '../../../common/colors';
import { contentPath } from '../../components/contentPath';
import { tagLabel } from '../../components/contentPath';
import { Shimmer } from '../../components/Shimmer';
import { PersonIcon } from '../../components/icons';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';

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
    transitionProperty: 'box-shadow, transform',
    transitionDuration: '160ms',
    ':hover': { boxShadow: '0 10px 24px rgba(16, 24, 40, 0.12)', transform: 'translateY(-2px)', ...shorthands.borderColor(tokens.colorNeutralStroke1) },
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0s', ':hover': { transform: 'none' } },
  },
  cover: { position: 'relative', aspectRatio: '16 / 9', backgroundColor: '#E5E7EB', overflow: 'hidden' },
  img: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  ribbon: { position: 'absolute', top: '10px', right: '10px', padding: '3px 10px', borderRadius: '999px', fontSize: '12px', fontWeight: 700, boxShadow: '0 1px 4px rgba(0,0,0,0.18)' },
  body: { display: 'flex', flexDirection: 'column', gap: '8px', padding: '12px 14px 14px', flexGrow: 1 },
  category: { alignSelf: 'flex-start', padding: '2px 8px', borderRadius: '999px', fontSize: '11px', fontWeight: 700, backgroundColor: palette.tealSoft, color: palette.tealDark },
  title: {
    margin: 0,
    fontSize: '16px',
    lineHeight: '22px',
    fontWeight: 700,
    color: tokens.colorNeutralForeground1,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  link: {
    color: 'inherit',
    textDecoration: 'none',
    outline: 'none',
    ':hover': { color: palette.tealDark },
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '12px', zIndex: 1 },
    ':focus-visible::after': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-3px' },
  },
  summary: {
    margin: 0,
    fontSize: '14px',
    lineHeight: '20px',
    color: tokens.colorNeutralForeground2,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  meta: { marginTop: 'auto', paddingTop: '4px', display: 'flex', alignItems: 'center', gap: '6px', fontSize: '13px', color: tokens.colorNeutralForeground3, minWidth: 0 },
  author: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  dot: { flexShrink: 0 },
  readTime: { flexShrink: 0, whiteSpace: 'nowrap' },
  skeletonBody: { display: 'flex', flexDirection: 'column', gap: '10px', padding: '12px 14px 16px' },
  banners: { display: 'grid', gap: '16px', gridTemplateColumns: '1fr', [mediaUp('md')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))' } },
  banner: {
    display: 'block',
    borderRadius: '14px',
    overflow: 'hidden',
    aspectRatio: '3 / 1',
    backgroundColor: '#E5E7EB',
    boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)',
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    ':hover': { boxShadow: '0 10px 24px rgba(16, 24, 40, 0.14)' },
  },
});

function ArticleCardView({ item, headingLevel = 3 }: { item: ContentItem; headingLevel?: 2 | 3 | 4 }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const color = contentTypeTagColor(item.type);
  return (
    <article className={styles.card} data-testid="article-card">
      <div className={styles.cover}>
        {item.imageUrl && <img className={styles.img} src={item.imageUrl} alt="" loading="lazy" decoding="async" width={640} height={360} />}
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
  const styles = useStyles();
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
  const styles = useStyles();
  if (banners.length === 0) return null;
  return (
    <aside aria-label={label} className={mergeClasses(styles.banners, className)} data-testid="banner-strip">
      {banners.map((b) => {
        const alt = [b.title, b.subtitle].filter(Boolean).join(' — ');
        const img = <img className={styles.img} src={b.imageUrl} alt={alt} loading="lazy" width={1200} height={400} />;
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
