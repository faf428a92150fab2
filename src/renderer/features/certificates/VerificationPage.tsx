/**
 * /certificates/:number: the public verification page a certificate's QR code opens. A real
 * number shows the holder's name, the course and the date of issue; a number never issued is
 * refused with the server's clear message (404).
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useRevalidator } from 'react-router-dom';
import { SITE } from '../../../common/constants';
import { isLocale } from '../../../common/enums';
import { formatDateLong } from '../../../common/format';
import { useStores } from '../../stores/context';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { StateMessage } from '../../components/StateMessage';
import { certificatesOf } from './store';
import styles from './VerificationPage.module.css';

export const VerificationPage = observer(function VerificationPage() {
  const { t, i18n } = useTranslation();
  const { number = '' } = useParams();
  const root = useStores();
  const revalidator = useRevalidator();
  const resource = certificatesOf(root).verification.get(number);
  const v = resource.data;
  const locale = isLocale(i18n.language) ? i18n.language : 'id';

  if (!v) {
    if (resource.errorStatus === 404 || resource.errorStatus === 400)
      return <StateMessage kind="notFound" title={t('certificates.forgedTitle')} text={resource.error ?? undefined} testId="certificate-forged" />;
    if (resource.error) return <StateMessage kind="error" layout="page" what={t('certificates.verifyWhat')} message={resource.error} onRetry={() => void revalidator.revalidate()} />;
    return (
      <div className={styles.page}>
        <ShimmerGroup label={t('certificates.verifyLoading')}>
          <Shimmer height={32} width="60%" />
          <Shimmer height={200} />
        </ShimmerGroup>
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="certificate-verified">
      <h1 className={styles.title}>{t('certificates.verifyTitle')}</h1>
      <section className={styles.card} aria-labelledby="certificate-genuine">
        <p className={styles.seal} id="certificate-genuine">
          <span className={styles.tick} aria-hidden="true">
            ✓
          </span>
          {t('certificates.genuine')}
        </p>
        <p className={styles.text}>{t('certificates.genuineText', { site: SITE.name })}</p>
        <dl className={styles.fields}>
          <dt className={styles.dt}>{t('certificates.holder')}</dt>
          <dd className={styles.dd} data-testid="verified-name">
            {v.studentName}
          </dd>
          <dt className={styles.dt}>{t('certificates.course')}</dt>
          <dd className={styles.dd}>
            <Link to={`/courses/${encodeURIComponent(v.contentUrl)}`}>{v.contentTitle}</Link>
          </dd>
          <dt className={styles.dt}>{t('certificates.date')}</dt>
          <dd className={styles.dd}>{formatDateLong(v.issuedAt, locale)}</dd>
          <dt className={styles.dt}>{t('certificates.numberLabel')}</dt>
          <dd className={styles.dd}>{v.number}</dd>
        </dl>
      </section>
    </div>
  );
});

export default VerificationPage;
