/** Main categories as coloured tiles and other categories as coloured chips (spec 9: 5 colour pairs). */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../common/types';
import { categoryChipColor } from '../../../common/colors';
import { CategoryIcon } from '../../components/firstLoadIcons';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { cx } from '../../components/classNames';
import chipStyles from '../../components/chips.module.css';
import styles from './CategoryTiles.module.css';

const categoryPath = (c: Category) => `/${c.url.replace(/^\/+/, '')}`;

export function CategoryTiles({ categories }: { categories: Category[] }) {
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
  const { t } = useTranslation();
  return (
    <ul className={cx(chipStyles.row, styles.chips)}>
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
  return (
    <ShimmerGroup label={label} className={chips ? cx(chipStyles.row, styles.chips) : styles.skeletonTiles}>
      {Array.from({ length: chips ? 4 : 5 }, (_, i) => (
        <Shimmer key={i} width={chips ? 170 : undefined} height={chips ? 38 : 124} style={{ borderRadius: chips ? 999 : 14 }} />
      ))}
    </ShimmerGroup>
  );
}
