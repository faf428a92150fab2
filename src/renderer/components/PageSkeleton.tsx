import { useTranslation } from 'react-i18next';
import { Shimmer, ShimmerGroup } from './Shimmer';
import styles from './PageSkeleton.module.css';

/** Placeholder content while a page chunk loads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <ShimmerGroup className={styles.root} label={t('app.loading')}>
      <Shimmer height={220} style={{ borderRadius: 16 }} />
      <Shimmer width="40%" height={24} />
      <div className={styles.row}>
        {[0, 1, 2, 3].map((i) => (
          <Shimmer key={i} height={180} style={{ borderRadius: 12 }} />
        ))}
      </div>
    </ShimmerGroup>
  );
}
