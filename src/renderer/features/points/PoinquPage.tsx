/**
 * /user/poinqu (spec 2; guests are sent to /signin?from=/user/poinqu by the shell): the balance,
 * the daily check-in with its week-long streak (a 7-day strip; "today" is the server's, from the
 * answer's serverTime: PointsStore.now()), the history of movements (page 1, size 10, "load
 * more"), what points buy (cards; a Fluent confirm dialog before exchanging, the server's refusal
 * shown in it), the exchange history, and the GoPay payout form (08… hint, the server's 400 as the
 * field's hint) with the payout's status and a refresh. Numbers are masked with the shared
 * maskPhone.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { BusySpinner } from '../../components/BusySpinner';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import { PaymentStatus, isLocale, type Locale } from '../../../common/enums';
import { formatDateLong, formatNumber, formatRupiah } from '../../../common/format';
import { maskPhone } from '../../../common/masking';
import { CHECKIN_POINTS, STREAK_BONUS, STREAK_LENGTH } from '../../../common/points';
import type { ExchangeHistoryItem, PayoutView, PointExchangeView, PointsMovement } from '../../../common/contract/points';
import { useStores } from '../../stores/context';
import { RouterButton } from '../../components/links';
import { ResourceView } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { useErrorText } from '../../components/StateMessage';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import type { PagedList } from './store';
import { pointsOf } from './store';

/** How often the screen checks whether the server's day has moved on (then reads today again). */
const DAY_CHECK_MS = 30_000;

const useStyles = makeStyles({
  page: { maxWidth: '1120px', margin: '0 auto', padding: '16px 16px 40px', display: 'flex', flexDirection: 'column', gap: '20px', [mediaUp('md')]: { padding: '24px 24px 56px' } },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  top: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '16px', [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '10px',
    padding: '16px',
    borderRadius: '14px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  balanceCard: { backgroundColor: palette.indigoSoft },
  h2: { margin: 0, fontSize: '18px', lineHeight: '26px', fontWeight: 700, color: palette.indigoDeep },
  h3: { margin: 0, fontSize: '16px', lineHeight: '22px', fontWeight: 700 },
  balance: { margin: 0, fontSize: '36px', lineHeight: '44px', fontWeight: 800, color: palette.indigo },
  meta: { margin: 0, fontSize: '13px', color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  strip: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: '6px' },
  day: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '2px',
    padding: '8px 2px',
    borderRadius: '10px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    fontSize: '12px',
    lineHeight: '16px',
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
  dayDone: { backgroundColor: palette.tealText, color: palette.white, border: `1px solid ${palette.tealText}` },
  dayToday: { border: `2px solid ${palette.indigo}`, color: palette.indigoDeep, fontWeight: 700 },
  dayPoints: { fontWeight: 700 },
  row: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: { display: 'flex', justifyContent: 'space-between', gap: '12px', padding: '10px 0', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  itemText: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  plus: { fontWeight: 700, color: '#166534', whiteSpace: 'nowrap' },
  minus: { fontWeight: 700, color: '#991B1B', whiteSpace: 'nowrap' },
  offers: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  offerPoints: { margin: 0, fontWeight: 800, color: palette.indigo },
  two: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '16px', [mediaUp('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  ok: { margin: 0, color: '#166534', fontWeight: 600 },
  error: { margin: 0, color: '#991B1B', fontSize: '14px' },
  status: { fontWeight: 700 },
});

const useLocale = (): Locale => {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'id';
};

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(n))}`;

const BalanceCard = observer(function BalanceCard() {
  const styles = useStyles();
  const { t } = useTranslation();
  const points = pointsOf(useStores());
  const about = points.about.data;
  if (!about) return null;
  return (
    <section className={`${styles.card} ${styles.balanceCard}`} aria-labelledby="poinqu-balance">
      <h2 className={styles.h2} id="poinqu-balance">
        {t('points.balanceTitle')}
      </h2>
      <p className={styles.balance} data-testid="points-balance">
        {t('points.points', { count: about.balance, value: formatNumber(about.balance) })}
      </p>
      {about.held > 0 && <p className={styles.meta}>{t('points.held', { value: formatNumber(about.held) })}</p>}
      <ul className={styles.meta}>
        {about.rules.text.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </section>
  );
});

const CheckInCard = observer(function CheckInCard() {
  const styles = useStyles();
  const { t } = useTranslation();
  const points = pointsOf(useStores());
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const errorText = useErrorText();
  const state = points.checkIn;
  // The server's day moves on while the screen is open: read today's check-in again.
  useEffect(() => {
    const timer = setInterval(() => {
      const c = points.checkIn;
      if (c && c.today !== points.today() && !points.about.loading) void points.loadAbout();
    }, DAY_CHECK_MS);
    return () => clearInterval(timer);
  }, [points]);
  if (!state) return null;
  // Days of this week's streak already checked in, and the day today is (or would be).
  const today = state.streakDay;
  const done = state.checkedInToday ? today : state.streak === 0 ? 0 : today - 1;
  const checkIn = async () => {
    setSaid(null);
    const outcome = await points.checkInToday();
    setSaid(outcome.ok ? { ok: true, text: t('points.checkedInNow', { value: formatNumber(outcome.value.points) }) } : { ok: false, text: errorText(outcome.message) });
  };
  return (
    <section className={styles.card} aria-labelledby="poinqu-checkin" data-testid="points-checkin" data-today={state.today}>
      <h2 className={styles.h2} id="poinqu-checkin">
        {t('points.checkInTitle')}
      </h2>
      <p className={styles.text} data-testid="points-streak">
        {state.streak > 0 ? t('points.streak', { count: state.streak }) : t('points.noStreak')}
      </p>
      <ol className={styles.strip} aria-label={t('points.stripLabel', { days: STREAK_LENGTH })}>
        {Array.from({ length: STREAK_LENGTH }, (_, i) => i + 1).map((day) => {
          const isDone = day <= done;
          const isToday = day === today && !state.checkedInToday;
          const earns = day === STREAK_LENGTH ? STREAK_BONUS + CHECKIN_POINTS : CHECKIN_POINTS;
          const what = isDone ? t('points.dayDone') : isToday ? t('points.dayToday') : t('points.dayLater');
          return (
            <li
              key={day}
              className={`${styles.day} ${isDone ? styles.dayDone : ''} ${isToday ? styles.dayToday : ''}`}
              data-state={isDone ? 'done' : isToday ? 'today' : 'later'}
              aria-label={t('points.dayLabel', { day, points: earns, state: what })}
            >
              <span aria-hidden="true">{t('points.day', { day })}</span>
              <span aria-hidden="true" className={styles.dayPoints}>
                +{earns}
              </span>
            </li>
          );
        })}
      </ol>
      <div className={styles.row}>
        {state.checkedInToday ? (
          <Button appearance="secondary" disabled data-testid="points-checked-in">
            {t('points.checkedInToday')}
          </Button>
        ) : (
          <Button appearance="primary" onClick={() => void checkIn()} disabled={points.checkingIn} data-testid="points-checkin-button">
            {points.checkingIn ? <BusySpinner /> : t('points.checkInButton', { value: formatNumber(state.points) })}
          </Button>
        )}
        {!state.checkedInToday && <span className={styles.meta}>{t('points.dayOf', { day: today, days: STREAK_LENGTH })}</span>}
      </div>
      <div aria-live="polite">
        {said && (
          <p className={said.ok ? styles.ok : styles.error} role={said.ok ? 'status' : 'alert'}>
            {said.text}
          </p>
        )}
      </div>
    </section>
  );
});

function MoreButton<T>({ list, label }: { list: PagedList<T>; label: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const errorText = useErrorText();
  return (
    <>
      {list.hasMore && (
        <Button appearance="secondary" onClick={() => void list.loadMore()} disabled={list.loadingMore} aria-label={`${t('points.loadMore')}: ${label}`}>
          {list.loadingMore ? <BusySpinner /> : t('points.loadMore')}
        </Button>
      )}
      {list.moreError && (
        <p className={styles.error} role="alert">
          {errorText(list.moreError)}
        </p>
      )}
    </>
  );
}

/** A paged list's first page as the card shows it: loading, its error with a retry, empty, or the rows. */
const PagedListBody = observer(function PagedListBody<T>({
  list,
  what,
  emptyTitle,
  emptyText,
  testId,
  row,
}: {
  list: PagedList<T>;
  what: string;
  emptyTitle: string;
  emptyText: string;
  testId: string;
  row: (item: T) => ReactElement;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <ResourceView
      resource={list.first}
      what={what}
      loadingLabel={t('points.loading')}
      layout="inline"
      skeleton={<Shimmer height={48} />}
      onRetry={() => void revalidator.revalidate()}
      isEmpty={() => list.items.length === 0}
      empty={{ title: emptyTitle, text: emptyText }}
    >
      {() => (
        <ul className={styles.list} data-testid={testId}>
          {list.items.map(row)}
        </ul>
      )}
    </ResourceView>
  );
});

const HistoryCard = observer(function HistoryCard() {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const points = pointsOf(useStores());
  const list = points.history;
  return (
    <section className={styles.card} aria-labelledby="poinqu-history">
      <h2 className={styles.h2} id="poinqu-history">
        {t('points.historyTitle')}
      </h2>
      <PagedListBody
        list={list}
        what={t('points.historyWhat')}
        emptyTitle={t('points.historyEmptyTitle')}
        emptyText={t('points.historyEmptyText')}
        testId="points-history"
        row={(m: PointsMovement) => (
          <li key={m.id} className={styles.item} data-reason={m.reason}>
            <span className={styles.itemText}>
              <span>{m.title}</span>
              <span className={styles.meta}>{formatDateLong(m.createdAt, locale)}</span>
            </span>
            <span className={m.points >= 0 ? styles.plus : styles.minus}>{signed(m.points)}</span>
          </li>
        )}
      />
      <MoreButton list={list} label={t('points.historyTitle')} />
    </section>
  );
});

const OfferCard = observer(function OfferCard({ offer }: { offer: PointExchangeView }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const points = pointsOf(useStores());
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [got, setGot] = useState<string | null>(null);
  const busy = points.acting === `exchange:${offer.id}`;
  const balance = points.about.data?.balance ?? 0;
  const confirm = async () => {
    setRefusal(null);
    const outcome = await points.exchange(offer.id);
    if (outcome.ok) {
      setOpen(false);
      setGot(outcome.value.voucherCode);
    } else setRefusal(errorText(outcome.message));
  };
  return (
    <li className={styles.card} data-testid="points-offer" data-offer={offer.id} data-affordable={offer.affordable}>
      <h3 className={styles.h3}>{offer.name}</h3>
      <p className={styles.meta}>{offer.description}</p>
      <p className={styles.offerPoints}>{t('points.points', { count: offer.points, value: formatNumber(offer.points) })}</p>
      {!offer.affordable && <p className={styles.meta}>{t('points.needMore', { value: formatNumber(Math.max(0, offer.points - balance)) })}</p>}
      <Dialog
        open={open}
        onOpenChange={(_, d) => {
          setOpen(d.open);
          if (!d.open) setRefusal(null);
        }}
      >
        <Button
          appearance={offer.affordable ? 'primary' : 'secondary'}
          onClick={() => setOpen(true)}
          aria-label={t('points.exchangeLabel', { name: offer.name })}
          data-testid="points-exchange"
        >
          {t('points.exchange')}
        </Button>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('points.confirmTitle')}</DialogTitle>
            <DialogContent>
              <p className={styles.text}>{t('points.confirmText', { name: offer.name, value: formatNumber(offer.points), balance: formatNumber(balance) })}</p>
              {refusal && (
                <p className={styles.error} role="alert" data-testid="points-exchange-refusal">
                  {refusal}
                </p>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setOpen(false)}>
                {t('points.cancel')}
              </Button>
              <Button appearance="primary" onClick={() => void confirm()} disabled={busy} data-testid="points-exchange-confirm">
                {busy ? <BusySpinner /> : t('points.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <div aria-live="polite">
        {got && (
          <p className={styles.ok} role="status" data-testid="points-exchange-done">
            {t('points.exchanged', { code: got })}
          </p>
        )}
      </div>
    </li>
  );
});

const CatalogueSection = observer(function CatalogueSection() {
  const styles = useStyles();
  const { t } = useTranslation();
  const points = pointsOf(useStores());
  const revalidator = useRevalidator();
  const vouchers = (points.catalogue.data ?? []).filter((o) => o.kind === 'voucher');
  return (
    <section className={styles.form} aria-labelledby="poinqu-offers">
      <h2 className={styles.h2} id="poinqu-offers">
        {t('points.catalogueTitle')}
      </h2>
      <p className={styles.text}>{t('points.catalogueText')}</p>
      <ResourceView
        resource={points.catalogue}
        what={t('points.catalogueWhat')}
        loadingLabel={t('points.loading')}
        layout="inline"
        skeleton={<Shimmer height={140} />}
        onRetry={() => void revalidator.revalidate()}
        isEmpty={() => vouchers.length === 0}
        empty={{ title: t('points.catalogueEmpty') }}
      >
        {() => (
          <ul className={styles.offers}>
            {vouchers.map((o) => (
              <OfferCard key={o.id} offer={o} />
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  );
});

const statusKey = (p: PayoutView) => (p.status === PaymentStatus.SUCCESS ? 'paid' : p.status === PaymentStatus.EXPIRED ? 'failed' : 'pending');

const PayoutStatus = observer(function PayoutStatus({ payout }: { payout: PayoutView }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const points = pointsOf(useStores());
  const errorText = useErrorText();
  const [failed, setFailed] = useState<string | null>(null);
  const busy = points.acting === `refresh:${payout.id}`;
  const refresh = async () => {
    setFailed(null);
    const outcome = await points.refreshPayout(payout.id);
    if (!outcome.ok) setFailed(errorText(outcome.message));
  };
  return (
    <div className={styles.card} data-testid="points-payout" data-status={payout.status} aria-live="polite">
      <h3 className={styles.h3}>{t('points.payoutStatusTitle')}</h3>
      <p className={styles.text}>{t('points.payoutLine', { amount: formatRupiah(payout.amount), account: payout.accountNumber, date: formatDateLong(payout.createdAt, locale) })}</p>
      <p className={styles.status} data-testid="points-payout-status">
        {t(`points.payoutStatus.${statusKey(payout)}`)}
        {payout.failure ? ` — ${t(`points.payoutFailure.${payout.failure}`, { defaultValue: payout.failure })}` : ''}
      </p>
      {payout.status === PaymentStatus.PENDING && (
        <div className={styles.row}>
          <Button appearance="secondary" onClick={() => void refresh()} disabled={busy} data-testid="points-payout-refresh">
            {busy ? <BusySpinner /> : t('points.refresh')}
          </Button>
        </div>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      )}
    </div>
  );
});

const PayoutForm = observer(function PayoutForm() {
  const styles = useStyles();
  const { t } = useTranslation();
  const points = pointsOf(useStores());
  const errorText = useErrorText();
  const options = (points.catalogue.data ?? []).filter((o) => o.kind === 'gopay' && o.amount !== null);
  const [choice, setChoice] = useState<string>('');
  const [account, setAccount] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chosen = options.find((o) => String(o.id) === choice) ?? options[0];
  const busy = chosen ? points.acting === `payout:${chosen.id}` : false;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setHint(null);
    setRefusal(null);
    if (account.trim() === '') {
      setHint(t('points.accountRequired'));
      return;
    }
    setConfirming(true);
  };
  const send = async () => {
    if (!chosen) return;
    const outcome = await points.requestPayout(chosen.id, account);
    setConfirming(false);
    if (outcome.ok) {
      setAccount('');
      return;
    }
    if (outcome.status === 400) setHint(errorText(outcome.message));
    else setRefusal(errorText(outcome.message));
  };
  if (options.length === 0 || !chosen) return null;
  return (
    <section className={styles.card} aria-labelledby="poinqu-gopay">
      <h2 className={styles.h2} id="poinqu-gopay">
        {t('points.gopayTitle')}
      </h2>
      <p className={styles.text}>{t('points.gopayText')}</p>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="points-payout-form">
        <RadioGroup value={String(chosen.id)} onChange={(_, d) => setChoice(d.value)} aria-label={t('points.gopayAmount')}>
          {options.map((o) => (
            <Radio key={o.id} value={String(o.id)} label={t('points.gopayOption', { amount: formatRupiah(o.amount ?? 0), value: formatNumber(o.points) })} />
          ))}
        </RadioGroup>
        <Field label={t('points.accountLabel')} hint={hint ? undefined : t('points.accountHint')} validationMessage={hint ?? undefined} validationState={hint ? 'error' : 'none'}>
          <Input
            value={account}
            onChange={(_, d) => {
              setAccount(d.value);
              setHint(null);
            }}
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="08…"
            maxLength={24}
            data-testid="points-account"
          />
        </Field>
        <div className={styles.row}>
          <Button appearance="primary" type="submit" disabled={busy} data-testid="points-payout-submit">
            {busy ? <BusySpinner /> : t('points.gopaySubmit')}
          </Button>
        </div>
        {refusal && (
          <p className={styles.error} role="alert" data-testid="points-payout-refusal">
            {refusal}
          </p>
        )}
      </form>
      <Dialog open={confirming} onOpenChange={(_, d) => setConfirming(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('points.gopayConfirmTitle')}</DialogTitle>
            <DialogContent>
              <p className={styles.text}>{t('points.gopayConfirmText', { amount: formatRupiah(chosen.amount ?? 0), value: formatNumber(chosen.points), account: maskPhone(account) })}</p>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setConfirming(false)}>
                {t('points.cancel')}
              </Button>
              <Button appearance="primary" onClick={() => void send()} disabled={busy} data-testid="points-payout-confirm">
                {busy ? <BusySpinner /> : t('points.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {points.payout && <PayoutStatus payout={points.payout} />}
    </section>
  );
});

const ExchangesCard = observer(function ExchangesCard() {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const points = pointsOf(useStores());
  const list = points.exchanges;
  return (
    <section className={styles.card} aria-labelledby="poinqu-exchanges">
      <h2 className={styles.h2} id="poinqu-exchanges">
        {t('points.exchangesTitle')}
      </h2>
      <PagedListBody
        list={list}
        what={t('points.exchangesWhat')}
        emptyTitle={t('points.exchangesEmptyTitle')}
        emptyText={t('points.exchangesEmptyText')}
        testId="points-exchanges"
        row={(x: ExchangeHistoryItem) => (
          <li key={`${x.kind}:${x.id}`} className={styles.item} data-kind={x.kind}>
            <span className={styles.itemText}>
              <span>{x.name}</span>
              <span className={styles.meta}>
                {formatDateLong(x.createdAt, locale)}
                {x.voucherCode ? ` · ${t('points.code', { code: x.voucherCode })}` : ''}
                {x.payout ? ` · ${x.payout.accountNumber} · ${t(`points.payoutStatus.${statusKey(x.payout)}`)}` : ''}
              </span>
            </span>
            <span className={styles.minus}>{signed(-x.points)}</span>
          </li>
        )}
      />
      {list.items.some((x) => x.kind === 'voucher') && (
        <RouterButton appearance="subtle" to="/user/voucherqu">
          {t('points.myVouchers')}
        </RouterButton>
      )}
      <MoreButton list={list} label={t('points.exchangesTitle')} />
    </section>
  );
});

export const PoinquPage = observer(function PoinquPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const points = pointsOf(useStores());
  const revalidator = useRevalidator();
  return (
    <div className={styles.page} data-testid="poinqu-page">
      <h1 className={styles.title}>{t('points.title')}</h1>
      <p className={styles.text}>{t('points.intro')}</p>
      <ResourceView
        resource={points.about}
        what={t('points.what')}
        loadingLabel={t('points.loading')}
        layout="inline"
        skeleton={<Shimmer height={160} />}
        onRetry={() => void revalidator.revalidate()}
      >
        {() => (
          <div className={styles.top}>
            <BalanceCard />
            <CheckInCard />
          </div>
        )}
      </ResourceView>
      <CatalogueSection />
      <div className={styles.two}>
        <PayoutForm />
        <ExchangesCard />
      </div>
      <HistoryCard />
    </div>
  );
});

export default PoinquPage;
