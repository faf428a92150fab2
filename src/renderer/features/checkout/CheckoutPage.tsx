/**
 * /checkout (spec 2 checkout, issue 11): the lines ticked in the cart (or the one item of a
 * product page's "buy"), given in the URL with their vouchers (links.ts), their totals
 * (src/common/cart.ts through the cart store), the payment method groups as one radio group, and
 * "Pay": P orders with the attempt's Idempotency-Key, then the payment page of the order (which
 * shows the success state when nothing was left to pay). A refusal shows the server's message.
 */
import { observer } from 'mobx-react-lite';
import { Button } from '@fluentui/react-components';
import { BusySpinner } from '../../components/BusySpinner';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatRupiah } from '../../../common/format';
import { useStores } from '../../stores/context';
import { contentPath, contentTypeLabelKey } from '../../components/contentPath';
import { RouterButton, RouterLink } from '../../components/links';
import { ResourceView } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { TotalsList } from '../../components/TotalsList';
import { MethodPicker, usePageStyles } from './ui';
import { checkoutOf } from './store';
import { cartOf } from '../cart';

function CheckoutSkeleton() {
  const styles = usePageStyles();
  return (
    <div className={styles.layout} data-testid="checkout-skeleton">
      <div className={styles.column}>
        <div className={styles.card}>
          <Shimmer width="50%" height={20} />
          <Shimmer height={48} />
        </div>
        <div className={styles.card}>
          <Shimmer width="40%" height={20} />
          <Shimmer height={32} />
          <Shimmer height={32} />
        </div>
      </div>
      <div className={styles.card}>
        <Shimmer width="50%" height={20} />
        <Shimmer height={16} />
        <Shimmer height={40} />
      </div>
    </div>
  );
}

const Items = observer(function Items() {
  const styles = usePageStyles();
  const { t } = useTranslation();
  const root = useStores();
  const cart = cartOf(root);
  const checkout = checkoutOf(useStores());
  return (
    <section className={styles.card} aria-labelledby="checkout-items-title">
      <h2 id="checkout-items-title" className={styles.h2}>
        {t('checkout.items', { count: checkout.lines.length })}
      </h2>
      <ul className={styles.list}>
        {checkout.lines.map(({ line, voucher, totals }) => {
          const refused = cart.voucherErrors.get(line.contentId);
          return (
            <li key={line.contentId} className={styles.row} data-testid="checkout-line" data-content-id={line.contentId}>
              <div className={styles.column} style={{ gap: 2 }}>
                <span className={styles.muted}>{t(contentTypeLabelKey(line.content.type))}</span>
                <RouterLink to={contentPath(line.content)} className={styles.itemLink}>
                  {line.content.title}
                </RouterLink>
                {line.package && <span className={styles.muted}>{t('checkout.package', { name: line.package.name })}</span>}
                {voucher && (
                  <span className={styles.muted} data-testid="checkout-voucher">
                    {t('checkout.voucher', { code: voucher.voucherCode, amount: formatRupiah(voucher.discount) })}
                  </span>
                )}
                {refused && (
                  <span className={styles.error} role="alert">
                    {refused}
                  </span>
                )}
              </div>
              <div style={{ textAlign: 'right' }}>
                <strong data-testid="checkout-line-price">{formatRupiah(totals.totalPayable)}</strong>
                {totals.grossTotal > totals.totalPayable && (
                  <div>
                    <del className={styles.muted}>{formatRupiah(totals.grossTotal)}</del>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
});

const Methods = observer(function Methods() {
  const styles = usePageStyles();
  const { t } = useTranslation();
  const checkout = checkoutOf(useStores());
  return (
    <section className={styles.card} aria-labelledby="checkout-methods-title">
      <h2 id="checkout-methods-title" className={styles.h2}>
        {t('checkout.methods')}
      </h2>
      <ResourceView
        resource={checkout.groups}
        what={t('checkout.methodsWhat')}
        loadingLabel={t('checkout.loading')}
        layout="inline"
        skeleton={
          <>
            <Shimmer height={32} />
            <Shimmer height={32} />
          </>
        }
      >
        {() => <MethodPicker groups={checkout.channelGroups} value={checkout.channelId} onChange={(id) => checkout.setChannel(id)} labelledBy="checkout-methods-title" />}
      </ResourceView>
    </section>
  );
});

const Summary = observer(function Summary() {
  const styles = usePageStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const checkout = checkoutOf(useStores());
  const navigate = useNavigate();
  const totals = checkout.totals;
  const needsChannel = checkout.payable && checkout.channelId === null;
  const pay = async () => {
    const outcome = await checkout.place();
    if (outcome.ok) {
      navigate(`/payment/${outcome.order.id}`);
      return;
    }
    // The order exists but the gateway did not answer: its page offers another try or another method.
    if (outcome.orderId !== null) {
      ui.error(outcome.message);
      navigate(`/payment/${outcome.orderId}`);
    }
  };
  return (
    <section className={`${styles.card} ${styles.sticky}`} aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 id="checkout-summary-title" className={styles.h2}>
        {t('checkout.summary')}
      </h2>
      <TotalsList
        totals={totals}
        labels={{ totalPrice: t('checkout.totalPrice'), totalDiscount: t('checkout.totalDiscount'), totalPayment: t('checkout.totalPayment') }}
        testIdPrefix="checkout"
      />
      {checkout.placeError && (
        <p className={styles.error} role="alert" data-testid="checkout-error">
          {checkout.placeError}
        </p>
      )}
      {needsChannel && (
        <p className={styles.muted} id="checkout-pay-hint">
          {t('checkout.chooseMethod')}
        </p>
      )}
      <Button
        appearance="primary"
        size="large"
        disabled={needsChannel || checkout.placing}
        aria-describedby={needsChannel ? 'checkout-pay-hint' : undefined}
        icon={checkout.placing ? <BusySpinner /> : undefined}
        onClick={() => void pay()}
        data-testid="checkout-pay"
      >
        {checkout.payable ? t('checkout.pay') : t('checkout.getFree')}
      </Button>
    </section>
  );
});

const CheckoutPage = observer(function CheckoutPage() {
  const styles = usePageStyles();
  const { t } = useTranslation();
  const root = useStores();
  const cart = cartOf(root);
  const checkout = checkoutOf(useStores());
  return (
    <div className={styles.page} data-testid="checkout-page">
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      <ResourceView
        resource={cart.cart}
        what={t('checkout.what')}
        loadingLabel={t('checkout.loading')}
        skeleton={<CheckoutSkeleton />}
        isEmpty={() => checkout.lines.length === 0}
        empty={{
          title: t('checkout.emptyTitle'),
          text: t('checkout.emptyText'),
          action: (
            <RouterButton appearance="primary" to="/cart">
              {t('checkout.toCart')}
            </RouterButton>
          ),
        }}
      >
        {() => (
          <div className={styles.layout}>
            <div className={styles.column}>
              <Items />
              {checkout.payable ? (
                <Methods />
              ) : (
                <p className={styles.card} data-testid="checkout-free">
                  {t('checkout.freeText')}
                </p>
              )}
            </div>
            <Summary />
          </div>
        )}
      </ResourceView>
    </div>
  );
});

export default CheckoutPage;
