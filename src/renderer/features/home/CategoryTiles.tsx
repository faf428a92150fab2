/** Main categories as coloured tiles and other categories as coloured chips (spec 9: 5 colour pairs). */
import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../common/types';
import { categoryChipColor } from '../../../common/colors';
import { CategoryIcon } from '../../components/icons';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { mediaBetween, mediaUp } from '../../components/useBreakpoint';
import { chipRowStyle } from '../../components/styles';

const useStyles = makeStyles({
  tiles: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'calc((100% - 24px) / 2.4)',
    gap: '12px',
    listStyle: 'none',
    margin: '0 -16px',
    padding: '2px 16px 6px',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollPaddingLeft: '16px',
    scrollbarWidth: 'none',
    '::-webkit-scrollbar': { display: 'none' },
    [mediaBetween('sm', 'md')]: { gridAutoColumns: 'calc((100% - 36px) / 3.4)' },
    [mediaUp('md')]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
      gridAutoColumns: 'auto',
      margin: 0,
      padding: 0,
      overflowX: 'visible',
      gap: '16px',
    },
  },
  tileItem: { scrollSnapAlign: 'start', display: 'flex', minWidth: 0 },
  tile: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: '10px',
    padding: '14px',
    minHeight: '118px',
    borderRadius: '14px',
    textDecoration: 'none',
    border: '1px solid rgba(0, 0, 0, 0.04)',
    transitionProperty: 'transform, box-shadow',
    transitionDuration: '160ms',
    ':hover': { transform: 'translateY(-2px)', boxShadow: '0 8px 20px rgba(16, 24, 40, 0.12)' },
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '@media (prefers-reduced-motion: reduce)': { ':hover': { transform: 'none' } },
    [mediaUp('md')]: { padding: '18px', minHeight: '132px' },
  },
  iconWrap: {
    width: '40px',
    height: '40px',
    borderRadius: '12px',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(255, 255, 255, 0.75)',
  },
  name: { fontSize: '15px', lineHeight: '20px', fontWeight: 800 },
  count: { fontSize: '13px', lineHeight: '18px', fontWeight: 600, opacity: 0.9 },
  chips: { ...chipRowStyle, listStyle: 'none', '& > li': { flexShrink: 0 } },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    whiteSpace: 'nowrap',
    padding: '8px 14px 8px 10px',
    borderRadius: '999px',
    fontSize: '14px',
    fontWeight: 700,
    textDecoration: 'none',
    border: '1px solid rgba(0, 0, 0, 0.05)',
    ':hover': { boxShadow: '0 4px 12px rgba(16, 24, 40, 0.12)' },
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  chipCount: { fontWeight: 600, fontSize: '12px', padding: '0 7px', borderRadius: '999px', backgroundColor: 'rgba(255,255,255,0.7)' },
  skeletonTiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '12px' },
});

const categoryPath = (c: Category) => `/${c.url.replace(/^\/+/, '')}`;

export function CategoryTiles({ categories }: { categories: Category[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <ul className={styles.tiles}>
      {categories.map((c, i) => {
        const color = categoryChipColor(Number.isFinite(c.colorIndex) ? c.colorIndex : i);
        return (
          <li key={c.id} className={styles.tileItem}>
            <Link to={categoryPath(c)} className={styles.tile} style={{ backgroundColor: color.background, color: color.text }} title={c.description || undefined}>
              <span className={styles.iconWrap}>
                <CategoryIcon name={c.icon} />
              </span>
              <span className={styles.name}>{c.name}</span>
              <span className={styles.count}>{t('home.categoryCount', { count: c.totalContents })}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function CategoryChips({ categories }: { categories: Category[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <ul className={styles.chips}>
      {categories.map((c, i) => {
        const color = categoryChipColor(Number.isFinite(c.colorIndex) ? c.colorIndex : i);
        return (
          <li key={c.id}>
            <Link to={categoryPath(c)} className={styles.chip} style={{ backgroundColor: color.background, color: color.text }} title={c.description || undefined}>
              <CategoryIcon name={c.icon} width={18} height={18} />
              {c.name}
              <span className={styles.chipCount}>{t('home.categoryCount', { count: c.totalContents })}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function CategorySkeleton({ label, chips = false }: { label: string; chips?: boolean }) {
  const styles = useStyles();
  return (
    <ShimmerGroup label={label} className={chips ? styles.chips : styles.skeletonTiles}>
      {Array.from({ length: chips ? 4 : 5 }, (_, i) => (
        <Shimmer key={i} width={chips ? 170 : undefined} height={chips ? 38 : 124} style={{ borderRadius: chips ? 999 : 14 }} />
      ))}
    </ShimmerGroup>
  );
}
