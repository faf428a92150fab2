/**
 * /history (spec 2 "history", spec 4 the two transaction filters): the student's orders newest
 * first, by status (tabs: All, Success, Waiting payment, Fail) and content type (a select: All,
 * Bootcamp, Webinar, Course), both kept in the URL query with the page so reload and back keep
 * them. Each order: its date in Asia/Jakarta, its items, total in rupiah, status and channel; a
 * pending one opens its payment page, the others their detail.
 */
import { observer } from 'mobx-react-lite';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ORDER_STATUS_FILTERS, ORDER_TYPE_FILTERS, type Order } from '../../../common/contract/orders';
import { PaymentStatus } from '../../../common/enums';
import { formatDateTimeLong, formatRupiah } from '../../../common/format';
import { RouterButton } from '../../components/links';
import { Pager } from '../../components/Pager';
import { PillTabs } from '../../components/PillTabs';
import { ResourceView } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { mediaUp } from '../../components/useBreakpoint';
import { useLocale } from '../../components/useLocale';
import { palette } from '../../components/theme';
import { useStores } from '../../stores/context';
import { transactionsQuery, transactionsSearch } from './loaders';
import { channelName, OrderStatusBadge, usePageStyles } from './parts';
import { transactionsOf } from './store';
import a11y from '../../components/a11y.module.css';

const useStyles = makeStyles({
  filters: { display: 'flex', flexDirection: 'column', gap: '12px', [mediaUp('md')]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
  typeField: { display: 'flex', alignItems: 'center', gap: '8px', fontWeight: 600 },
  select: {
    minHeight: '36px',
    padding: '4px 8px',
    borderRadius: '6px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: '#ffffff',
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  card: {
    display: 'grid',
    gap: '8px 16px',
    padding: '16px',
    borderRadius: '12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: '#ffffff',
    gridTemplateColumns: '1fr',
    [mediaUp('md')]: { gridTemplateColumns: '1fr auto', alignItems: 'center' },
  },
  head: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  number: { margin: 0, fontSize: '16px', lineHeight: '24px', fontWeight: 700, color: palette.indigoDeep },
  meta: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: '14px', lineHeight: '20px' },
  items: { margin: 0, paddingLeft: '18px', fontSize: '14px', lineHeight: '20px' },
  side: { display: 'flex', flexDirection: 'column', gap: '8px', [mediaUp('md')]: { alignItems: 'flex-end', textAlign: 'right' } },
  total: { margin: 0, fontSize: '18px', lineHeight: '24px', fontWeight: 800 },
  skeletonCard: { display: 'flex', flexDirection: 'column', gap: '10px', padding: '16px', borderRadius: '12px', border: `1px solid ${tokens.colorNeutralStroke2}` },
});

/** How many lines an order shows in the list before "and N more". */
const LINES_SHOWN = 2;

const OrderCard = observer(function OrderCard({ order }: { order: Order }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const pending = order.paymentStatus === PaymentStatus.PENDING;
  const channel = channelName(order.paymentTypeId);
  const number = order.invoiceNumber ?? `#${order.id}`;
  return (
    <li className={styles.card} data-testid="transaction" data-order-id={order.id}>
      <div>
        <div className={styles.head}>
          <h2 className={styles.number}>{t('transactions.orderNumber', { id: number })}</h2>
          <OrderStatusBadge status={order.paymentStatus} />
        </div>
        <p className={styles.meta}>
          <time dateTime={order.createdAt}>{formatDateTimeLong(order.createdAt, locale)}</time>
          {' · '}
          {t('transactions.channel')}: {channel ?? t('transactions.noChannel')}
        </p>
        <ul className={styles.items}>
          {order.items.slice(0, LINES_SHOWN).map((line) => (
            <li key={`${line.contentId}:${line.packageId ?? ''}`}>{line.title}</li>
          ))}
          {order.items.length > LINES_SHOWN && <li>{t('transactions.more', { count: order.items.length - LINES_SHOWN })}</li>}
          {order.donation && <li data-testid="transaction-donation">{t('transactions.donationLine', { title: order.donation.title })}</li>}
        </ul>
      </div>
      <div className={styles.side}>
        <p className={styles.total} data-testid="transaction-total">
          <span className={a11y.srOnly}>{t('transactions.total')}: </span>
          {formatRupiah(order.total)}
        </p>
        {pending ? (
          <RouterButton appearance="primary" to={`/payment/${order.id}`} aria-label={t('transactions.payLabel', { id: number })} data-testid="transaction-pay">
            {t('transactions.pay')}
          </RouterButton>
        ) : (
          <RouterButton appearance="secondary" to={`/history/${order.id}`} aria-label={t('transactions.viewLabel', { id: number })} data-testid="transaction-view">
            {t('transactions.view')}
          </RouterButton>
        )}
      </div>
    </li>
  );
});

const TransactionsPage = observer(function TransactionsPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const { t } = useTranslation();
  const transactions = transactionsOf(useStores());
  const location = useLocation();
  const navigate = useNavigate();
  const q = transactionsQuery(new URLSearchParams(location.search));
  const list = transactions.list;
  const filtered = q.status !== 'all' || q.type !== 'all';
  const statusTabs = ORDER_STATUS_FILTERS.map((status) => ({ value: status, label: t(`transactions.status.${status}`), testId: `transactions-status-${status}` }));

  return (
    <div className={page.page} data-testid="transactions-page">
      <h1 className={page.title}>{t('transactions.title')}</h1>
      <div className={styles.filters}>
        <PillTabs tabs={statusTabs} selectedValue={q.status} hrefFor={(status) => `/history${transactionsSearch({ status, type: q.type })}`} aria-label={t('transactions.statusTabs')} />
        <label className={styles.typeField}>
          {t('transactions.typeLabel')}
          <select
            className={styles.select}
            value={q.type}
            onChange={(e) => navigate(`/history${transactionsSearch({ status: q.status, type: ORDER_TYPE_FILTERS.find((x) => x === e.target.value) ?? 'all' })}`)}
            data-testid="transactions-type"
          >
            {ORDER_TYPE_FILTERS.map((type) => (
              <option key={type} value={type}>
                {t(`transactions.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ResourceView
        resource={list}
        what={t('transactions.what')}
        loadingLabel={t('transactions.loading')}
        skeleton={
          <div className={styles.list} data-testid="transactions-skeleton">
            {[0, 1, 2].map((i) => (
              <div key={i} className={styles.skeletonCard}>
                <Shimmer width="40%" height={18} />
                <Shimmer width="70%" />
                <Shimmer width="55%" />
              </div>
            ))}
          </div>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={{
          title: t(filtered ? 'transactions.emptyFilteredTitle' : 'transactions.emptyTitle'),
          text: t(filtered ? 'transactions.emptyFilteredText' : 'transactions.emptyText'),
          action: filtered ? (
            <RouterButton appearance="primary" to="/history">
              {t('transactions.showAll')}
            </RouterButton>
          ) : (
            <RouterButton appearance="primary" to="/courses">
              {t('transactions.browse')}
            </RouterButton>
          ),
        }}
      >
        {(data) => (
          <>
            <ul className={styles.list} data-testid="transactions" aria-busy={list.loading || undefined}>
              {data.items.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </ul>
            <Pager
              page={data.page}
              totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
              hrefFor={(p) => `/history${transactionsSearch({ ...q, page: p })}`}
              label={t('transactions.pages')}
            />
          </>
        )}
      </ResourceView>
    </div>
  );
});

export default TransactionsPage;
