import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Shimmer, ShimmerGroup } from './Shimmer';

const useStyles = makeStyles({
  root: { maxWidth: '1280px', margin: '0 auto', padding: '24px 16px', display: 'flex', flexDirection: 'column', gap: '16px' },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '16px' },
});

/** Placeholder content while a page chunk loads. */
export function PageSkeleton() {
  const styles = useStyles();
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
