/**
 * /donations/:id/result (issue 19): the student's donation by its order id (G donations/{id}/result):
 * thanks once paid, the way back to the payment page while pending, a note when it expired; the
 * amount, the message, and where the campaign stands (its totals keep moving while the page is open).
 * Another student's donation or an unknown id is "not found".
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PaymentStatus } from '../../../common/enums';
import { formatDateTimeLong, formatNumber, formatRupiah } from '../../../common/format';
import { RouterButton, RouterLink } from '../../components/links';
import { ResourceView } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { StateMessage } from '../../components/StateMessage';
import { mediaUp } from '../../components/useBreakpoint';
import { useLocale } from '../../components/useLocale';
import { palette } from '../../components/theme';
import { useStores } from '../../stores/context';
import { donationOrderIdOf } from './loaders';
import { useLiveTotals } from './useLiveTotals';
import { donationsOf } from './store';

const useStyles = makeStyles({
  page: { maxWidth: '720px', margin: '0 auto', padding: '16px 16px 40px', display: 'flex', flexDirection: 'column', gap: '16px', [mediaUp('md')]: { padding: '24px 24px 56px' } },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '20px',
    borderRadius: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  paid: { margin: 0, fontSize: '22px', fontWeight: 800, color: palette.tealDark },
  pending: { margin: 0, fontSize: '22px', fontWeight: 800, color: '#7A4A00' },
  expired: { margin: 0, fontSize: '22px', fontWeight: 800, color: palette.red },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: 700, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

const DonationResultPage = observer(function DonationResultPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const donations = donationsOf(useStores());
  const id = donationOrderIdOf(useParams());
  const res = id !== null ? donations.results.get(id) : null;
  const result = res?.data ?? null;
  const live = useLiveTotals(
    result?.url ?? null,
    result ? { id: result.donationId, collectedAmount: result.collectedAmount, donorsCount: result.donorsCount, targetAmount: result.targetAmount } : null,
  );
  useEffect(() => {
    document.title = t('donations.result.title');
  }, [t]);

  const notFound = (
    <StateMessage
      kind="notFound"
      layout="block"
      title={t('donations.result.notFoundTitle')}
      text={t('donations.result.notFoundText')}
      actions={
        <RouterButton appearance="primary" to="/history?type=donation">
          {t('donations.result.history')}
        </RouterButton>
      }
    />
  );
  return (
    <div className={styles.page} data-testid="donation-result-page">
      <h1 className={styles.title}>{t('donations.result.title')}</h1>
      {res ? (
        <ResourceView resource={res} what={t('donations.result.what')} loadingLabel={t('donations.result.loading')} skeleton={<Shimmer height={160} />} notFound={notFound}>
          {(result) => {
            const status = result.paymentStatus;
            const totals = live ?? { collectedAmount: result.collectedAmount, donorsCount: result.donorsCount, targetAmount: result.targetAmount };
            return (
              <section className={styles.card} aria-labelledby="donation-result-status" data-testid="donation-result" data-status={status}>
                {status === PaymentStatus.SUCCESS ? (
                  <h2 id="donation-result-status" className={styles.paid}>
                    {t('donations.result.paid')}
                  </h2>
                ) : status === PaymentStatus.PENDING ? (
                  <h2 id="donation-result-status" className={styles.pending}>
                    {t('donations.result.pending')}
                  </h2>
                ) : (
                  <h2 id="donation-result-status" className={styles.expired}>
                    {t('donations.result.expired')}
                  </h2>
                )}
                <p className={styles.muted}>
                  {status === PaymentStatus.SUCCESS
                    ? t('donations.result.paidText', { title: result.title })
                    : status === PaymentStatus.PENDING
                      ? t('donations.result.pendingText')
                      : t('donations.result.expiredText')}
                </p>
                <dl className={styles.facts}>
                  <dt className={styles.term}>{t('donations.result.campaign')}</dt>
                  <dd className={styles.value}>
                    <RouterLink to={`/donations/${result.url}`}>{result.title}</RouterLink>
                  </dd>
                  <dt className={styles.term}>{t('donations.result.amount')}</dt>
                  <dd className={styles.value} data-testid="donation-result-amount">
                    {formatRupiah(result.amount)}
                  </dd>
                  {result.paidAt && (
                    <>
                      <dt className={styles.term}>{t('donations.result.paidAt')}</dt>
                      <dd className={styles.value}>
                        <time dateTime={result.paidAt}>{formatDateTimeLong(result.paidAt, locale)}</time>
                      </dd>
                    </>
                  )}
                  {result.message && (
                    <>
                      <dt className={styles.term}>{t('donations.result.message')}</dt>
                      <dd className={styles.value}>{result.message}</dd>
                    </>
                  )}
                  <dt className={styles.term}>{t('donations.result.shownAs')}</dt>
                  <dd className={styles.value}>{result.isAnonymous ? t('donations.result.anonymous') : t('donations.result.named')}</dd>
                  <dt className={styles.term}>{t('donations.result.raised')}</dt>
                  <dd className={styles.value} data-testid="donation-result-total">
                    {t('donations.result.raisedValue', {
                      collected: formatRupiah(totals.collectedAmount),
                      target: formatRupiah(totals.targetAmount),
                      donors: formatNumber(totals.donorsCount),
                      count: totals.donorsCount,
                    })}
                  </dd>
                </dl>
                <div className={styles.actions}>
                  {status === PaymentStatus.PENDING && (
                    <RouterButton appearance="primary" to={`/payment/${result.orderId}`} data-testid="donation-result-pay">
                      {t('donations.result.pay')}
                    </RouterButton>
                  )}
                  <RouterButton appearance={status === PaymentStatus.PENDING ? 'secondary' : 'primary'} to={`/donations/${result.url}`}>
                    {t('donations.result.back')}
                  </RouterButton>
                  <RouterButton appearance="secondary" to={`/history/${result.orderId}`}>
                    {t('donations.result.transaction')}
                  </RouterButton>
                </div>
              </section>
            );
          }}
        </ResourceView>
      ) : (
        notFound
      )}
    </div>
  );
});

export default DonationResultPage;
