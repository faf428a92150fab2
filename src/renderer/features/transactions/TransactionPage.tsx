/**
 * /history/:orderId (issue 11 "transaction detail and invoice download"): the order's lines with
 * their vouchers, discounts and totals, channel, status and dates (Asia/Jakarta), "Download
 * invoice" once paid (the platform's download: a blob on the web, the main process on desktop),
 * "Continue payment" while pending. Another student's or an unknown order is "not found" (404).
 */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Order } from '../../../common/contract/orders';
import { PaymentStatus } from '../../../common/enums';
import { formatDateTimeLong, formatRupiah } from '../../../common/format';
import { contentTypeLabelKey } from '../../components/contentPath';
import { RouterButton, RouterLink } from '../../components/links';
import { ResourceView } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { StateMessage } from '../../components/StateMessage';
import { mediaUp } from '../../components/useBreakpoint';
import { useLocale } from '../../components/useLocale';
import { palette } from '../../components/theme';
import { useStores } from '../../stores/context';
import { DownloadProgressText, SavedFileRow } from '../library';
import { orderIdOf } from './loaders';
import { OrderStatusBadge, usePageStyles } from './parts';
import { PaymentMark } from '../../components/PaymentMark';
import { paymentChannelById } from '../../../common/payments';
import { libraryOf } from '../library';
import { transactionsOf } from './store';

const useStyles = makeStyles({
  channel: { display: 'inline-flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    padding: '16px',
    borderRadius: '12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: '#ffffff',
    [mediaUp('md')]: { padding: '24px' },
  },
  head: { display: 'flex', gap: '8px 16px', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' },
  facts: { display: 'grid', gap: '8px 24px', margin: 0, gridTemplateColumns: '1fr', [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' } },
  fact: { display: 'flex', flexDirection: 'column', gap: '2px' },
  term: { color: tokens.colorNeutralForeground2, fontSize: '14px', lineHeight: '20px' },
  value: { margin: 0, fontWeight: 600 },
  subtitle: { margin: 0, fontSize: '18px', lineHeight: '24px', fontWeight: 700, color: palette.indigoDeep },
  lines: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  line: { display: 'grid', gap: '4px 16px', gridTemplateColumns: '1fr auto', paddingBottom: '12px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  lineTitle: { margin: 0, fontWeight: 600 },
  lineMeta: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: '14px', lineHeight: '20px' },
  amount: { textAlign: 'right', whiteSpace: 'nowrap' },
  old: { color: tokens.colorNeutralForeground2, fontSize: '14px' },
  totals: { display: 'grid', gridTemplateColumns: '1fr auto', gap: '6px 16px', margin: 0 },
  grand: { fontSize: '18px', fontWeight: 800 },
  actions: { display: 'flex', gap: '12px', flexWrap: 'wrap' },
});

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

const OrderDetail = observer(function OrderDetail({ order }: { order: Order }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const { ui } = useStores();
  const transactions = transactionsOf(useStores());
  const library = libraryOf(useStores());
  const paid = order.paymentStatus === PaymentStatus.SUCCESS;
  const pending = order.paymentStatus === PaymentStatus.PENDING;
  const channel = order.paymentTypeId === null ? null : (paymentChannelById(order.paymentTypeId) ?? null);
  const busy = transactions.downloading.has(order.id);
  const [saved, setSaved] = useState<{ path: string; entryId?: string } | null>(null);

  const download = async () => {
    setSaved(null);
    library.forget(transactions.invoiceUrl(order.id));
    const outcome = await transactions.downloadInvoice(order);
    // Desktop: where it went, with Open and Show in folder.
    if (outcome.ok && outcome.path) setSaved({ path: outcome.path, entryId: outcome.entryId });
    if (outcome.ok) ui.success(t('transactions.detail.downloaded'));
    else if (!outcome.cancelled) ui.error(t('transactions.detail.downloadFailed', { message: outcome.message }));
  };

  return (
    <section className={styles.card} aria-labelledby="transaction-number" data-testid="transaction-detail" data-order-id={order.id}>
      <div className={styles.head}>
        <h2 id="transaction-number" className={styles.subtitle}>
          {t('transactions.orderNumber', { id: order.invoiceNumber ?? `#${order.id}` })}
        </h2>
        <OrderStatusBadge status={order.paymentStatus} />
      </div>
      <dl className={styles.facts}>
        {order.invoiceNumber && <Fact term={t('transactions.detail.invoice')}>{order.invoiceNumber}</Fact>}
        <Fact term={t('transactions.detail.createdAt')}>
          <time dateTime={order.createdAt}>{formatDateTimeLong(order.createdAt, locale)}</time>
        </Fact>
        {order.paidAt && (
          <Fact term={t('transactions.detail.paidAt')}>
            <time dateTime={order.paidAt}>{formatDateTimeLong(order.paidAt, locale)}</time>
          </Fact>
        )}
        {pending && order.expiresAt && (
          <Fact term={t('transactions.detail.expiresAt')}>
            <time dateTime={order.expiresAt}>{formatDateTimeLong(order.expiresAt, locale)}</time>
          </Fact>
        )}
        <Fact term={t('transactions.detail.channel')}>
          {channel ? (
            <span className={styles.channel}>
              <PaymentMark code={channel.code} name={channel.name} />
              {channel.name}
            </span>
          ) : (
            t('transactions.noChannel')
          )}
        </Fact>
      </dl>

      <h3 className={styles.subtitle}>{t('transactions.detail.items')}</h3>
      <ul className={styles.lines}>
        {order.items.map((line) => (
          <li key={`${line.contentId}:${line.packageId ?? ''}`} className={styles.line} data-testid="transaction-line">
            <div>
              <p className={styles.lineTitle}>{line.title}</p>
              <p className={styles.lineMeta}>
                {t(contentTypeLabelKey(line.contentType))}
                {line.voucherCode && ` · ${t('transactions.detail.voucher', { code: line.voucherCode })} (−${formatRupiah(line.voucherDiscount)})`}
              </p>
            </div>
            <div className={styles.amount}>
              {line.price !== line.total && <del className={styles.old}>{formatRupiah(line.price)}</del>}
              <div>{formatRupiah(line.total)}</div>
            </div>
          </li>
        ))}
        {order.donation && (
          <li className={styles.line} data-testid="transaction-line">
            <div>
              <p className={styles.lineTitle}>
                <RouterLink to={`/donations/${order.donation.url}`}>{order.donation.title}</RouterLink>
              </p>
              <p className={styles.lineMeta}>
                {t('transactions.detail.donation')}
                {order.donation.isAnonymous && ` · ${t('transactions.detail.anonymous')}`}
              </p>
            </div>
            <div className={styles.amount}>{formatRupiah(order.donation.amount)}</div>
          </li>
        )}
      </ul>

      <dl className={styles.totals}>
        <dt>{t('transactions.detail.subtotal')}</dt>
        <dd className={styles.amount}>{formatRupiah(order.subtotal)}</dd>
        {order.discount > 0 && (
          <>
            <dt>{t('transactions.detail.discount')}</dt>
            <dd className={styles.amount}>−{formatRupiah(order.discount)}</dd>
          </>
        )}
        {order.voucherDiscount > 0 && (
          <>
            <dt>{t('transactions.detail.voucherDiscount')}</dt>
            <dd className={styles.amount}>−{formatRupiah(order.voucherDiscount)}</dd>
          </>
        )}
        <dt className={styles.grand}>{t('transactions.detail.total')}</dt>
        <dd className={`${styles.amount} ${styles.grand}`} data-testid="transaction-detail-total">
          {formatRupiah(order.total)}
        </dd>
      </dl>

      <div className={styles.actions}>
        {paid && (
          <Button appearance="primary" disabled={busy} onClick={() => void download()} data-testid="invoice-download">
            {busy ? t('transactions.detail.downloading') : t('transactions.detail.download')}
          </Button>
        )}
        {paid && busy && <DownloadProgressText url={transactions.invoiceUrl(order.id)} />}
        {paid && !busy && saved && <SavedFileRow path={saved.path} entryId={saved.entryId} />}
        {pending && (
          <RouterButton appearance="primary" to={`/payment/${order.id}`} data-testid="transaction-continue-payment">
            {t('transactions.detail.continuePayment')}
          </RouterButton>
        )}
      </div>
    </section>
  );
});

const TransactionPage = observer(function TransactionPage() {
  const page = usePageStyles();
  const { t } = useTranslation();
  const transactions = transactionsOf(useStores());
  const params = useParams();
  const id = orderIdOf(params);
  const res = id !== null ? transactions.detail.get(id) : null;
  const notFound = (
    <StateMessage
      kind="notFound"
      layout="block"
      title={t('transactions.detail.notFoundTitle')}
      text={t('transactions.detail.notFoundText')}
      actions={
        <RouterButton appearance="primary" to="/history">
          {t('transactions.detail.back')}
        </RouterButton>
      }
    />
  );

  return (
    <div className={page.page} data-testid="transaction-page">
      <RouterLink to="/history">← {t('transactions.detail.back')}</RouterLink>
      <h1 className={page.title}>{t('transactions.detail.title')}</h1>
      {res ? (
        <ResourceView
          resource={res}
          what={t('transactions.detail.what')}
          loadingLabel={t('transactions.detail.loading')}
          notFound={notFound}
          skeleton={
            <div data-testid="transaction-skeleton" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              <Shimmer width="50%" height={22} />
              <Shimmer width="80%" />
              <Shimmer width="70%" />
              <Shimmer width="100%" height={64} />
            </div>
          }
        >
          {(order) => <OrderDetail order={order} />}
        </ResourceView>
      ) : (
        notFound
      )}
    </div>
  );
});

export default TransactionPage;
