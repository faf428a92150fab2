/**
 * /prakerja/{url}: G prakerja/{url} (a Prakerja class of any family) and G prakerja/{url}/reviews,
 * drawn with the course layout plus a note on buying with the Prakerja training balance and the
 * redeem form for a card holder who bought it on a Prakerja platform (features/prakerja).
 */
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { programTypeColor } from '../../../common/colors';
import { CourseView } from './CourseDetailPage';
import { useStores } from '../../stores/context';
import { DetailShell } from './DetailShell';
import { InfoIcon } from '../../components/icons';
import type { Crumb } from './ui';
import { RedeemForm } from '../prakerja';
import { productsOf } from './store';
import styles from './PrakerjaDetailPage.module.css';

function PrakerjaNote() {
  const { t } = useTranslation();
  const color = programTypeColor('PRAKERJA');
  return (
    <div className={styles.note} style={{ backgroundColor: color.background, color: color.text }} data-testid="prakerja-note">
      <InfoIcon size={18} />
      <span className={styles.text}>
        <strong>{t('products.prakerja.noteTitle')}</strong>
        <span>{t('products.prakerja.note')}</span>
        <Link className={styles.link} to="/prakerja">
          {t('products.prakerja.howTo')}
        </Link>
      </span>
    </div>
  );
}

const PrakerjaDetailPage = observer(function PrakerjaDetailPage() {
  const { url = '' } = useParams();
  const { t } = useTranslation();
  const products = productsOf(useStores());
  const resource = products.detail.get({ family: 'prakerja', url });
  const crumbs: Crumb[] = [
    { label: t('nav.home'), to: '/' },
    { label: t('products.titles.prakerja'), to: '/prakerja' },
  ];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.prakerja')} listPath="/prakerja" listLabel={t('products.prakerja.seeAll')}>
      {(item) => (
        <CourseView
          key={item.contentId}
          item={item}
          crumbs={crumbs}
          reviews={{ family: 'prakerja', url }}
          testId="prakerja-detail"
          aside={
            <>
              <PrakerjaNote />
              <RedeemForm />
            </>
          }
        />
      )}
    </DetailShell>
  );
});

export default PrakerjaDetailPage;
