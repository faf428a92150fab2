/**
 * /payment/:orderId (spec 2 payment instructions, issue 11): G orders/{id}, G payment/payments/
 * by-order-id/{id} and the channel's steps (G payment/payment-types/{id}/instruction). Pending:
 * what to pay with (VA number, Mandiri bill key and biller code, a QR code drawn from the
 * gateway's QR string, a store payment code, or a button to the e-wallet / cardless / direct debit
 * page), copy buttons, the amount, a live countdown to the expiry, the steps per section, cancel
 * and change of method. The page listens to the live `payment` topic and turns to paid (or
 * expired) by itself. Another student's order or an unknown one is the not-found page (404).
 */
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { BusySpinner } from '../../components/BusySpinner';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ContentType, PaymentMethodGroup, PaymentStatus } from '../../../common/enums';
import { formatDateTimeLong, formatRupiah } from '../../../common/format';
import type { Order, PaymentAnswer } from '../../../common/contract/orders';
import { payments } from '../../../common/contract/payments';
import { showsBelow, useClientBreakpoint } from '../../components/useBreakpoint';
import { useStores } from '../../stores/context';
import { useLocale } from '../../components/useLocale';
import { useQrDataUrl } from '../../components/useQrDataUrl';
import { RouterButton } from '../../components/links';
import { ResourceView, showing } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { StateMessage } from '../../components/StateMessage';
import { palette } from '../../components/theme';
import { checkoutHref } from './links';
import { formatCountdown, paymentViewOf, secondsLeft } from './store';
import { MethodPicker, usePageStyles } from './ui';
import { PaymentMark } from '../../components/PaymentMark';
import { paymentLinksOf, saveQr } from './qr';
import { checkoutOf } from './store';
import { cartOf } from '../cart';

const useStyles = makeStyles({
  status: { display: 'flex', flexDirection: 'column', gap: '4px' },
  countdown: { fontSize: '28px', lineHeight: '36px', fontWeight: 800, color: palette.indigoDeep, fontVariantNumeric: 'tabular-nums' },
  amount: { fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  codeRow: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' },
  code: { fontSize: '22px', lineHeight: '30px', fontWeight: 800, letterSpacing: '0.04em', fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' },
  channel: { display: 'flex', alignItems: 'center', gap: '10px', fontWeight: 700 },
  qr: { width: '240px', height: '240px', maxWidth: '100%', alignSelf: 'center', imageRendering: 'pixelated', backgroundColor: palette.white },
  details: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, padding: '8px 0' },
  summary: { cursor: 'pointer', fontWeight: 700, padding: '6px 0' },
  steps: { margin: '8px 0 0', paddingLeft: '22px', display: 'flex', flexDirection: 'column', gap: '6px' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  hero: { display: 'flex', flexDirection: 'column', gap: '12px', alignItems: 'flex-start' },
  paid: { margin: 0, fontSize: '22px', fontWeight: 800, color: palette.tealDark },
  expired: { margin: 0, fontSize: '22px', fontWeight: 800, color: palette.red },
  dialogBody: { display: 'flex', flexDirection: 'column', gap: '8px', maxHeight: '60vh', overflowY: 'auto' },
});

/** The current time, ticking every second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function useCopy() {
  const { ui } = useStores();
  const { t } = useTranslation();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      ui.success(t('payment.copied'));
    } catch {
      ui.error(t('payment.copyFailed'));
    }
  };
}

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const styles = useStyles();
  const page = usePageStyles();
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <div className={styles.codeRow}>
      <div>
        <p className={page.muted}>{label}</p>
        <span className={styles.code} data-testid={testId}>
          {value}
        </span>
      </div>
      <Button appearance="secondary" onClick={() => void copy(value)} aria-label={t('payment.copyLabel', { what: label })} data-testid={`${testId}-copy`}>
        {t('payment.copy')}
      </Button>
    </div>
  );
}

/** The gateway's QR string drawn as a QR code image (qrcode, loaded with this page only). */
function QrImage({ value, label }: { value: string; label: string }) {
  const styles = useStyles();
  const src = useQrDataUrl(value, 240);
  if (!src) return <Shimmer width={240} height={240} />;
  return <img className={styles.qr} src={src} alt={label} width={240} height={240} data-testid="payment-qr" />;
}

function Instrument({ payment, orderId }: { payment: PaymentAnswer; orderId: number }) {
  const styles = useStyles();
  const page = usePageStyles();
  const { t } = useTranslation();
  const root = useStores();
  const phone = showsBelow(useClientBreakpoint(), 'md');
  const [saving, setSaving] = useState(false);
  const g = payment.group;
  if (g === PaymentMethodGroup.TRANSFER_VIRTUAL_ACCOUNT && payment.vaNumber) return <CopyRow label={t('payment.vaNumber')} value={payment.vaNumber} testId="payment-va" />;
  if (g === PaymentMethodGroup.MANDIRI_E_CHANNEL && payment.billKey)
    return (
      <>
        {payment.billerCode && <CopyRow label={t('payment.billerCode')} value={payment.billerCode} testId="payment-biller-code" />}
        <CopyRow label={t('payment.billKey')} value={payment.billKey} testId="payment-bill-key" />
      </>
    );
  if (g === PaymentMethodGroup.OVER_THE_COUNTER && payment.paymentCode) return <CopyRow label={t('payment.paymentCode')} value={payment.paymentCode} testId="payment-code" />;
  const links = paymentLinksOf(payment, phone);
  const save = async () => {
    setSaving(true);
    const result = await saveQr(
      { platform: root.platform, accessToken: () => root.session.accessToken, baseURL: root.baseURL(), refresh: () => root.client.call(payments.byOrderId, { params: { id: orderId } }) },
      orderId,
    );
    setSaving(false);
    if (result.ok) root.ui.success(t('payment.qrSaved'));
    else if (result.error !== 'cancelled') root.ui.error(t('payment.qrSaveFailed', { message: result.error ?? '' }));
  };
  return (
    <>
      {payment.qrString && (
        <>
          <p className={page.muted}>{phone ? t('payment.scanPhone') : t('payment.scan')}</p>
          <QrImage value={payment.qrString} label={t('payment.qrAlt')} />
        </>
      )}
      {(links.saveQr || links.openInApp || links.redirect) && (
        <div className={styles.actions}>
          {links.openInApp && (
            <Button as="a" href={links.openInApp} target="_blank" rel="noopener noreferrer" appearance="primary" data-testid="payment-open-app">
              {payment.qrString ? t('payment.openInApp') : t('payment.openApp')}
            </Button>
          )}
          {links.saveQr && (
            <Button appearance="secondary" disabled={saving} icon={saving ? <BusySpinner /> : undefined} onClick={() => void save()} data-testid="payment-save-qr">
              {t('payment.saveQr')}
            </Button>
          )}
          {links.redirect && (
            <Button as="a" href={links.redirect} target="_blank" rel="noopener noreferrer" appearance="primary" data-testid="payment-redirect">
              {t('payment.openApp')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

const Instructions = observer(function Instructions() {
  const styles = useStyles();
  const page = usePageStyles();
  const { t } = useTranslation();
  const checkout = checkoutOf(useStores());
  return (
    <section className={page.card} aria-labelledby="payment-steps-title">
      <h2 id="payment-steps-title" className={page.h2}>
        {t('payment.steps')}
      </h2>
      <ResourceView
        resource={checkout.instruction}
        what={t('payment.stepsWhat')}
        loadingLabel={t('payment.loading')}
        layout="inline"
        skeleton={
          <>
            <Shimmer height={24} />
            <Shimmer height={24} />
          </>
        }
      >
        {(data) =>
          data.sections.map((s, i) => (
            <details key={s.title} className={styles.details} open={i === 0} data-testid="payment-steps">
              <summary className={styles.summary}>{s.title}</summary>
              <ol className={styles.steps}>
                {s.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </details>
          ))
        }
      </ResourceView>
    </section>
  );
});

function Lines({ order }: { order: Order }) {
  const page = usePageStyles();
  const { t } = useTranslation();
  return (
    <section className={`${page.card} ${page.sticky}`} aria-labelledby="payment-order-title" data-testid="payment-order">
      <h2 id="payment-order-title" className={page.h2}>
        {t('payment.order')}
      </h2>
      {order.invoiceNumber && <p className={page.muted}>{t('payment.invoice', { number: order.invoiceNumber })}</p>}
      <ul className={page.list}>
        {order.items.map((l) => (
          <li key={l.contentId} className={page.row}>
            <span>{l.title}</span>
            <span className={page.dd}>{formatRupiah(l.total)}</span>
          </li>
        ))}
        {order.donation && (
          <li className={page.row} data-testid="payment-donation">
            <span>{t('payment.donationLine', { title: order.donation.title })}</span>
            <span className={page.dd}>{formatRupiah(order.donation.amount)}</span>
          </li>
        )}
      </ul>
      <dl className={page.dl}>
        {order.voucherDiscount + order.discount > 0 && (
          <div className={page.row}>
            <dt>{t('checkout.totalDiscount')}</dt>
            <dd className={page.dd}>−{formatRupiah(order.voucherDiscount + order.discount)}</dd>
          </div>
        )}
        <div className={page.totalRow}>
          <dt>{t('checkout.totalPayment')}</dt>
          <dd className={page.dd} data-testid="payment-order-total">
            {formatRupiah(order.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

const ChangeMethod = observer(function ChangeMethod({ order, current }: { order: Order; current: number | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const checkout = checkoutOf(useStores());
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<number | null>(null);
  const submit = async () => {
    if (choice === null) return;
    const outcome = await checkout.changeMethod(order.id, choice);
    if (outcome.ok) {
      setOpen(false);
      setChoice(null);
      ui.success(t('payment.changed'));
    } else ui.error(outcome.message);
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="secondary" data-testid="payment-change">
          {t('payment.change')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('payment.changeTitle')}</DialogTitle>
          <DialogContent className={styles.dialogBody}>
            <MethodPicker groups={checkout.channelGroups} value={choice} onChange={setChoice} labelledBy="payment-change" label={t('payment.changeTitle')} exclude={current} />
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t('payment.back')}</Button>
            </DialogTrigger>
            <Button appearance="primary" disabled={choice === null || checkout.acting} onClick={() => void submit()} data-testid="payment-change-confirm">
              {checkout.acting ? <BusySpinner /> : t('payment.changeConfirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});

const CancelOrder = observer(function CancelOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const checkout = checkoutOf(useStores());
  const [open, setOpen] = useState(false);
  const submit = async () => {
    const outcome = await checkout.cancel(order.id);
    setOpen(false);
    if (outcome.ok) ui.success(t('payment.cancelled'));
    else ui.error(outcome.message);
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="subtle" data-testid="payment-cancel">
          {t('payment.cancel')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('payment.cancelTitle')}</DialogTitle>
          <DialogContent>{t('payment.cancelText')}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t('payment.back')}</Button>
            </DialogTrigger>
            <Button appearance="primary" disabled={checkout.acting} onClick={() => void submit()} data-testid="payment-cancel-confirm">
              {t('payment.cancelConfirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});

const Pending = observer(function Pending({ order, now }: { order: Order; now: number }) {
  const styles = useStyles();
  const page = usePageStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const checkout = checkoutOf(useStores());
  const payment = checkout.payment.data ?? order.payment;
  const expiresAt = payment?.expiresAt ?? order.expiresAt;
  const left = secondsLeft(expiresAt, now);
  const channel = checkout.channelGroups.flatMap((g) => g.paymentTypes).find((p) => p.id === (payment?.channelId ?? order.paymentTypeId));
  return (
    <div className={page.layout}>
      <div className={page.column}>
        <section className={page.card} aria-labelledby="payment-due-title" data-testid="payment-pending">
          <h2 id="payment-due-title" className={page.h2}>
            {t('payment.due')}
          </h2>
          {left !== null && (
            <div className={styles.status}>
              <span className={styles.countdown} role="timer" aria-label={t('payment.timeLeft')} data-testid="payment-countdown">
                {formatCountdown(left)}
              </span>
              {expiresAt && <span className={page.muted}>{t('payment.payBefore', { date: formatDateTimeLong(expiresAt, locale) })}</span>}
            </div>
          )}
          <div className={styles.codeRow}>
            <div>
              <p className={page.muted}>{t('payment.amount')}</p>
              <span className={styles.amount} data-testid="payment-amount">
                {formatRupiah(payment?.amount ?? order.total)}
              </span>
            </div>
          </div>
        </section>
        <section className={page.card} aria-labelledby="payment-how-title">
          <h2 id="payment-how-title" className={page.h2}>
            {t('payment.how')}
          </h2>
          {channel && (
            <p className={styles.channel} data-testid="payment-channel">
              <PaymentMark code={channel.code} name={channel.name} />
              {channel.name}
            </p>
          )}
          {payment ? (
            <Instrument payment={payment} orderId={order.id} />
          ) : checkout.payment.error ? (
            <p className={page.error} role="alert">
              {t('payment.noCharge')}
            </p>
          ) : (
            <Shimmer height={40} />
          )}
          <div className={styles.actions}>
            <ChangeMethod order={order} current={payment?.channelId ?? null} />
            <CancelOrder order={order} />
          </div>
        </section>
        <Instructions />
      </div>
      <Lines order={order} />
    </div>
  );
});

/** One course bought opens its lecture; anything else opens the student's classes. */
function startHref(order: Order): string {
  const first = order.items[0];
  return first && order.items.length === 1 && first.contentType === ContentType.COURSE ? `/courses/${first.url}/lecture` : '/user/classqu';
}

const Paid = observer(function Paid({ order }: { order: Order }) {
  const styles = useStyles();
  const page = usePageStyles();
  const { t } = useTranslation();
  return (
    <div className={page.layout}>
      <section className={`${page.card} ${styles.hero}`} aria-labelledby="payment-paid-title" data-testid="payment-paid" role="status">
        <h2 id="payment-paid-title" className={styles.paid}>
          {t('payment.paidTitle')}
        </h2>
        <p className={page.muted}>{order.donation ? t('payment.donationPaidText') : t('payment.paidText')}</p>
        <div className={styles.actions}>
          {order.donation ? (
            <RouterButton appearance="primary" to={`/donations/${order.id}/result`} data-testid="payment-donation-result">
              {t('payment.donationResult')}
            </RouterButton>
          ) : (
            <RouterButton appearance="primary" to={startHref(order)} data-testid="payment-start">
              {t('payment.start')}
            </RouterButton>
          )}
          <RouterButton appearance="secondary" to={`/history/${order.id}`} data-testid="payment-transaction">
            {t('payment.transaction')}
          </RouterButton>
        </div>
      </section>
      <Lines order={order} />
    </div>
  );
});

const Expired = observer(function Expired({ order }: { order: Order }) {
  const styles = useStyles();
  const page = usePageStyles();
  const { t } = useTranslation();
  const root = useStores();
  const { ui } = root;
  const cart = cartOf(root);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const again = async () => {
    setBusy(true);
    for (const l of order.items) {
      if (cart.has(l.contentId)) continue;
      const outcome = await cart.add(l.contentId, l.packageId);
      if (!outcome.ok) {
        setBusy(false);
        ui.error(outcome.message);
        return;
      }
    }
    setBusy(false);
    navigate(checkoutHref({ items: order.items.map((l) => l.contentId), vouchers: {} }));
  };
  return (
    <div className={page.layout}>
      <section className={`${page.card} ${styles.hero}`} aria-labelledby="payment-expired-title" data-testid="payment-expired" role="status">
        <h2 id="payment-expired-title" className={styles.expired}>
          {t('payment.expiredTitle')}
        </h2>
        <p className={page.muted}>{t('payment.expiredText')}</p>
        {order.donation ? (
          <RouterButton appearance="primary" to={`/donations/${order.donation.url}`} data-testid="payment-donate-again">
            {t('payment.donateAgain')}
          </RouterButton>
        ) : (
          <Button appearance="primary" disabled={busy} onClick={() => void again()} data-testid="payment-buy-again">
            {t('payment.buyAgain')}
          </Button>
        )}
      </section>
      <Lines order={order} />
    </div>
  );
});

function PaymentSkeleton() {
  const page = usePageStyles();
  return (
    <div className={page.layout} data-testid="payment-skeleton">
      <div className={page.column}>
        <div className={page.card}>
          <Shimmer width="40%" height={20} />
          <Shimmer width="60%" height={36} />
        </div>
        <div className={page.card}>
          <Shimmer width="40%" height={20} />
          <Shimmer height={48} />
        </div>
      </div>
      <div className={page.card}>
        <Shimmer width="50%" height={20} />
        <Shimmer height={40} />
      </div>
    </div>
  );
}

const PaymentPage = observer(function PaymentPage() {
  const page = usePageStyles();
  const { t } = useTranslation();
  const checkout = checkoutOf(useStores());
  const params = useParams();
  const id = Number(params.orderId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const now = useNow();
  const order = checkout.order.data?.id === id ? checkout.order.data : null;
  const view = order ? paymentViewOf(order, now) : null;

  // Paid or expired turns up by itself: the live `payment` topic names this order.
  useEffect(() => (valid ? checkout.watch(id) : undefined), [checkout, id, valid]);
  // The countdown reached 0: ask the server (its expiry job or the gateway may have ended it).
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (order && view === 'expired' && order.paymentStatus === PaymentStatus.PENDING && asked.current !== order.id) {
      asked.current = order.id;
      void checkout.refresh(order.id);
    }
  }, [checkout, order, view]);

  if (!valid || checkout.order.errorStatus === 404) return <StateMessage kind="notFound" title={t('payment.notFound')} text={t('payment.notFoundText')} />;
  return (
    <div className={page.page} data-testid="payment-page">
      <h1 className={page.title}>{t('payment.title')}</h1>
      <ResourceView
        resource={showing(checkout.order, order)}
        what={t('payment.what')}
        loadingLabel={t('payment.loading')}
        skeleton={<PaymentSkeleton />}
        onRetry={() => void checkout.refresh(id)}
      >
        {(o) => (view === 'paid' ? <Paid order={o} /> : view === 'expired' ? <Expired order={o} /> : <Pending order={o} now={now} />)}
      </ResourceView>
    </div>
  );
});

export default PaymentPage;
