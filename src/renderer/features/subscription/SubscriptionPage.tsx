/**
 * /user/subscription (issue 19): the student's subscription from G subscriptions/mine — the plan
 * running now and when the access ends (Jakarta time, with the renewals chained after it), the
 * days left by the server's clock, renew (the plan's buy: checkout with it alone, or the pending
 * order's payment), what a period opens (the count and the catalogue), the history of periods —
 * and the plans of G subscriptions/{id}/packages with buy. Without a running period the plans
 * come first. The course page's banner "Akses Semua Kursus Setahun Penuh" links here.
 */
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ContentType } from '../../../common/enums';
import { formatDateLong, formatDateTimeLong, formatRupiah } from '../../../common/format';
import type { MySubscription, SubscriptionPackage, SubscriptionPeriod } from '../../../common/contract/subscriptions';
import { useStores } from '../../stores/context';
import { RouterButton, RouterLink } from '../../components/links';
import { ResourceView, showing } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { CalendarIcon, CheckIcon } from '../../components/icons';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { useLocale } from '../../components/useLocale';
import { useProductActions } from '../products';
import { subscriptionOf } from './store';
import a11y from '../../components/a11y.module.css';

const useStyles = makeStyles({
  page: {
    maxWidth: '1080px',
    margin: '0 auto',
    padding: '16px 16px 40px',
    display: 'flex',
    flexDirection: 'column',
    gap: '20px',
    [mediaUp('md')]: { padding: '24px 24px 56px' },
  },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  lead: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: '15px', lineHeight: '22px' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '20px 18px',
    borderRadius: '14px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  current: { border: `2px solid ${palette.teal}`, backgroundColor: '#F4FBFA' },
  top: { display: 'flex', flexDirection: 'column', gap: '16px', [mediaUp('md')]: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between' } },
  h2: { margin: 0, fontSize: '18px', lineHeight: '26px', fontWeight: 800, color: palette.indigoDeep },
  planName: { margin: 0, fontSize: '20px', lineHeight: '28px', fontWeight: 800, color: palette.indigoDeep },
  facts: { margin: 0, display: 'grid', gap: '6px 16px', gridTemplateColumns: 'max-content minmax(0, 1fr)', fontSize: '14px', lineHeight: '20px' },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: 700, color: tokens.colorNeutralForeground1 },
  days: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '120px',
    padding: '12px 16px',
    borderRadius: '12px',
    backgroundColor: palette.tealDark,
    color: '#FFFFFF',
  },
  daysCount: { fontSize: '32px', lineHeight: '38px', fontWeight: 800 },
  daysLabel: { fontSize: '13px', fontWeight: 600 },
  actions: { display: 'flex', gap: '10px', flexWrap: 'wrap', alignItems: 'center' },
  note: { margin: 0, fontSize: '13px', lineHeight: '19px', color: tokens.colorNeutralForeground2 },
  unlocks: { display: 'flex', flexDirection: 'column', gap: '10px', [mediaUp('md')]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
  unlockText: { margin: 0, fontSize: '15px', lineHeight: '22px' },
  plans: {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'grid',
    gap: '14px',
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' },
  },
  plan: { height: '100%', boxSizing: 'border-box' },
  bare: { border: 'none', padding: 0, backgroundColor: 'transparent' },
  price: { margin: 0, fontSize: '20px', fontWeight: 800, color: palette.indigoDeep },
  strike: { marginLeft: '8px', fontSize: '13px', fontWeight: 500, color: tokens.colorNeutralForeground3, textDecoration: 'line-through' },
  perMonth: { margin: 0, fontSize: '14px', fontWeight: 700, color: palette.tealText },
  saving: { alignSelf: 'flex-start', padding: '2px 10px', borderRadius: '999px', fontSize: '12px', fontWeight: 800, backgroundColor: palette.amber, color: '#1F1300' },
  benefits: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '6px', fontSize: '13px', lineHeight: '19px', flexGrow: 1 },
  benefit: { display: 'flex', gap: '6px', alignItems: 'flex-start', '& > svg': { flexShrink: 0, marginTop: '2px', color: palette.teal } },
  history: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '10px' },
  period: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    padding: '12px 14px',
    borderRadius: '10px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    [mediaUp('md')]: { flexDirection: 'row', alignItems: 'center', gap: '16px' },
  },
  periodPlan: { margin: 0, fontSize: '15px', fontWeight: 700, flexGrow: 1 },
  periodDates: { display: 'inline-flex', gap: '6px', alignItems: 'center', fontSize: '14px', color: tokens.colorNeutralForeground2 },
  badge: { alignSelf: 'flex-start', padding: '2px 10px', borderRadius: '999px', fontSize: '12px', fontWeight: 700, [mediaUp('md')]: { alignSelf: 'center' } },
  running: { backgroundColor: palette.tealDark, color: '#FFFFFF' },
  upcoming: { backgroundColor: palette.indigoSoft, color: palette.indigoDeep },
  ended: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2 },
});

/** The buy (or renew) of one plan, as its product page's buy box does: checkout with it alone, or the pending order's payment. */
const BuyPlan = observer(function BuyPlan({ plan, label, testId }: { plan: { contentId: number; url: string; title: string }; label: string; testId: string }) {
  const { t } = useTranslation();
  const { run, busy, pendingOrderId } = useProductActions({ contentId: plan.contentId, type: ContentType.SUBSCRIPTION, url: plan.url });
  if (pendingOrderId !== null)
    return (
      <RouterButton appearance="primary" to={`/payment/${pendingOrderId}`} data-testid={`${testId}-pay`} aria-label={t('subscription.continuePaymentOf', { title: plan.title })}>
        {t('subscription.continuePayment')}
      </RouterButton>
    );
  return (
    <Button appearance="primary" disabled={busy} onClick={() => run('buy')} data-testid={testId} aria-label={`${label}: ${plan.title}`}>
      {label}
    </Button>
  );
});

function Current({ mine, running }: { mine: MySubscription; running: SubscriptionPeriod }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const until = mine.accessUntil ?? running.endsAt;
  const renewed = until !== running.endsAt;
  return (
    <section className={mergeClasses(styles.card, styles.current)} aria-labelledby="subscription-current" data-testid="subscription-current">
      <div className={styles.top}>
        <div className={mergeClasses(styles.card, styles.bare)}>
          <h2 id="subscription-current" className={styles.h2}>
            {t('subscription.current')}
          </h2>
          <p className={styles.planName} data-testid="subscription-plan">
            {running.planTitle}
          </p>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('subscription.started')}</dt>
            <dd className={styles.value}>{formatDateTimeLong(running.startsAt, locale)}</dd>
            <dt className={styles.term}>{t('subscription.activeUntil')}</dt>
            <dd className={styles.value} data-testid="subscription-until">
              {formatDateTimeLong(until, locale)}
            </dd>
          </dl>
          {renewed && <p className={styles.note}>{t('subscription.renewedNote', { date: formatDateLong(running.endsAt, locale) })}</p>}
        </div>
        <p className={styles.days} data-testid="subscription-days">
          <span className={styles.daysCount}>{mine.daysLeft}</span>
          <span className={styles.daysLabel}>{t('subscription.daysLeft', { count: mine.daysLeft })}</span>
        </p>
      </div>
      <div className={styles.actions}>
        <BuyPlan plan={{ contentId: running.contentId, url: running.planUrl, title: running.planTitle }} label={t('subscription.renew')} testId="subscription-renew" />
        <RouterLink to={`/subscriptions/${running.planUrl}`}>{t('subscription.planPage')}</RouterLink>
      </div>
      <p className={styles.note}>{t('subscription.renewNote')}</p>
    </section>
  );
}

function Unlocks({ mine, active }: { mine: MySubscription; active: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={mergeClasses(styles.card, styles.unlocks)} aria-labelledby="subscription-unlocks" data-testid="subscription-unlocks">
      <div>
        <h2 id="subscription-unlocks" className={styles.h2}>
          {t('subscription.unlocksTitle')}
        </h2>
        <p className={styles.unlockText}>{t(active ? 'subscription.unlocksActive' : 'subscription.unlocks', { count: mine.unlocks.classCount })}</p>
      </div>
      <RouterButton appearance="secondary" to={mine.unlocks.catalogueUrl} data-testid="subscription-browse">
        {t('subscription.browse')}
      </RouterButton>
    </section>
  );
}

const PlanCard = function PlanCard({ plan, renewing }: { plan: SubscriptionPackage; renewing: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const discounted = plan.finalPrice < plan.price;
  return (
    <article className={mergeClasses(styles.card, styles.plan)} aria-labelledby={`plan-${plan.contentId}`}>
      <h3 id={`plan-${plan.contentId}`} className={styles.h2}>
        {plan.title}
      </h3>
      {plan.savingPercent > 0 && <span className={styles.saving}>{t('subscription.saving', { percent: plan.savingPercent })}</span>}
      <p className={styles.price}>
        {formatRupiah(plan.finalPrice)}
        {discounted && (
          <del className={styles.strike}>
            <span className={a11y.srOnly}>{t('subscription.before')} </span>
            {formatRupiah(plan.price)}
          </del>
        )}
      </p>
      <p className={styles.perMonth}>
        {plan.months === 1
          ? t('subscription.monthly', { amount: formatRupiah(plan.pricePerMonth) })
          : t('subscription.perMonth', { amount: formatRupiah(plan.pricePerMonth), count: plan.months })}
      </p>
      <ul className={styles.benefits}>
        {plan.benefits.map((b) => (
          <li key={b} className={styles.benefit}>
            <CheckIcon size={15} aria-hidden />
            <span>{b}</span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <BuyPlan plan={plan} label={t(renewing ? 'subscription.addPlan' : 'subscription.buy')} testId={`plan-buy-${plan.months}`} />
      </div>
    </article>
  );
};

const Plans = observer(function Plans({ renewing }: { renewing: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const subscription = subscriptionOf(useStores());
  const resource = subscription.plans;
  const title = t(renewing ? 'subscription.plansRenew' : 'subscription.plans');
  // No plan offered (the store resets the plans): nothing to wait for, the empty state.
  const plans = showing(resource, resource.data ?? (resource.loading ? null : []));
  return (
    <section aria-labelledby="subscription-plans" className={mergeClasses(styles.card, styles.bare)}>
      <h2 id="subscription-plans" className={styles.h2}>
        {title}
      </h2>
      {!renewing && <p className={styles.lead}>{t('subscription.plansSub')}</p>}
      <ResourceView
        resource={plans}
        what={title}
        loadingLabel={t('subscription.loadingPlans')}
        layout="inline"
        skeleton={<Shimmer height={220} style={{ borderRadius: 14 }} />}
        isEmpty={(list) => list.length === 0}
        empty={{ text: t('subscription.noPlans') }}
      >
        {(list) => (
          <ul className={styles.plans} data-testid="subscription-plans">
            {list.map((p) => (
              <li key={p.contentId}>
                <PlanCard plan={p} renewing={renewing} />
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  );
});

function History({ periods }: { periods: SubscriptionPeriod[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="subscription-history" className={styles.card} data-testid="subscription-history">
      <h2 id="subscription-history" className={styles.h2}>
        {t('subscription.history')}
      </h2>
      {periods.length === 0 ? (
        <p className={styles.note}>{t('subscription.noHistory')}</p>
      ) : (
        <ol className={styles.history}>
          {periods.map((p) => (
            <li key={p.id} className={styles.period}>
              <p className={styles.periodPlan}>{p.planTitle}</p>
              <span className={styles.periodDates}>
                <CalendarIcon size={16} aria-hidden />
                <span>{t('subscription.range', { start: formatDateLong(p.startsAt, locale), end: formatDateLong(p.endsAt, locale) })}</span>
              </span>
              <span className={mergeClasses(styles.badge, styles[p.state])}>{t(`subscription.state.${p.state}`)}</span>
              {p.orderId !== null && (
                <RouterLink to={`/history/${p.orderId}`} aria-label={t('subscription.orderOf', { title: p.planTitle, date: formatDateLong(p.startsAt, locale) })}>
                  {t('subscription.order')}
                </RouterLink>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const SubscriptionPage = observer(function SubscriptionPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const subscription = subscriptionOf(useStores());
  return (
    <div className={styles.page} data-testid="subscription-page">
      <h1 id="subscription-title" className={styles.title}>
        {t('subscription.title')}
      </h1>
      <ResourceView
        resource={subscription.mine}
        what={t('subscription.title')}
        loadingLabel={t('subscription.loading')}
        layout="inline"
        skeleton={
          <>
            <Shimmer height={200} style={{ borderRadius: 14 }} />
            <Shimmer height={120} style={{ borderRadius: 14 }} />
          </>
        }
        onRetry={() => void subscription.load()}
      >
        {(mine) => {
          const running = mine.running;
          const lastEnded = mine.history.find((p) => p.state === 'ended');
          return running ? (
            <>
              <Current mine={mine} running={running} />
              <Unlocks mine={mine} active />
              <History periods={mine.history} />
              <Plans renewing />
            </>
          ) : (
            <>
              <section className={styles.card} aria-labelledby="subscription-none" data-testid="subscription-none">
                <h2 id="subscription-none" className={styles.h2}>
                  {t('subscription.none')}
                </h2>
                <p className={styles.lead}>{lastEnded ? t('subscription.ended', { date: formatDateTimeLong(lastEnded.endsAt, locale) }) : t('subscription.noneText')}</p>
              </section>
              <Plans renewing={false} />
              <Unlocks mine={mine} active={false} />
              {mine.history.length > 0 && <History periods={mine.history} />}
            </>
          );
        }}
      </ResourceView>
    </div>
  );
});

export default SubscriptionPage;
