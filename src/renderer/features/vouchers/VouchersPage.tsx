/**
 * /user/voucherqu (spec 2 voucherqu, spec 7 "Points and vouchers"): three tabs kept in `?tab=` —
 * the student's usable vouchers, the points catalogue's voucher offers (exchanged in PoinQu) and
 * the history (`?filter=` all, used, expired; `?page=`). A card opens the voucher's detail
 * (G vouchers/{id}?type) in a dialog: code with copy, terms, validity in Jakarta time, and "use
 * now", which opens /cart?voucher=CODE (the cart applies it to the first line it fits).
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { PointExchangeView } from '../../../common/contract/points';
import type { HeldVoucher } from '../../../common/contract/vouchers';
import { formatDateTimeLong, formatNumber } from '../../../common/format';
import { PAGE_PATTERNS } from '../../../common/routes';
import { HeldVoucherStatus, VOUCHER_HISTORY_FILTERS, type VoucherHistoryFilter } from '../../../common/vouchers';
import { useStores } from '../../stores/context';
import { RouterButton } from '../../components/links';
import { Pager } from '../../components/Pager';
import { PillTabs } from '../../components/PillTabs';
import { ResourceView, showing } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { CloseIcon } from '../../components/icons';
import { mediaUp } from '../../components/useBreakpoint';
import { useLocale } from '../../components/useLocale';
import { palette } from '../../components/theme';
import { historyFilter, historyPage, voucherTab, VOUCHER_TABS, type VoucherTab } from './loaders';
import { voucherBenefit, voucherRulesOf } from './rules';
import { vouchersOf } from './store';

const useStyles = makeStyles({
  page: {
    maxWidth: '1120px',
    margin: '0 auto',
    padding: '16px 16px 40px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    [mediaUp('md')]: { padding: '24px 24px 56px' },
  },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  filters: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'center' },
  filtersLabel: { fontWeight: 600, color: tokens.colorNeutralForeground2 },
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `6px solid ${palette.teal}`,
    borderRadius: '14px',
    padding: '16px',
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
  },
  cardOff: { borderLeftColor: tokens.colorNeutralStroke1 },
  cardTop: { display: 'flex', justifyContent: 'space-between', gap: '8px', alignItems: 'flex-start' },
  name: { margin: 0, fontSize: '16px', lineHeight: '22px', fontWeight: 700 },
  benefit: { margin: 0, fontSize: '20px', fontWeight: 800, color: palette.tealDark },
  meta: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: '13px' },
  code: { fontFamily: tokens.fontFamilyMonospace, fontWeight: 700, letterSpacing: '0.04em' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap', justifyContent: 'flex-end', marginTop: 'auto' },
  codeRow: {
    display: 'flex',
    gap: '8px',
    alignItems: 'center',
    flexWrap: 'wrap',
    padding: '10px 12px',
    borderRadius: '10px',
    border: `1px dashed ${palette.teal}`,
    backgroundColor: palette.tealSoft,
  },
  codeValue: { fontFamily: tokens.fontFamilyMonospace, fontSize: '18px', fontWeight: 800, flexGrow: 1, color: palette.indigoDeep },
  rules: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '4px' },
  subTitle: { margin: '8px 0 4px', fontSize: '15px', fontWeight: 700 },
});

function tabHref(tab: VoucherTab, filter: VoucherHistoryFilter = 'all', page = 1): string {
  const q = new URLSearchParams();
  if (tab !== 'mine') q.set('tab', tab);
  if (tab === 'history' && filter !== 'all') q.set('filter', filter);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '?';
}

const cartHrefFor = (code: string) => `${PAGE_PATTERNS.cart}?voucher=${encodeURIComponent(code)}`;

/** The dialog's subject: a held voucher (type 1) or an offer (type 2). */
type Opened = { id: number; type: 1 | 2; name: string } | null;

function statusColor(status: number): 'success' | 'informative' | 'danger' {
  return status === HeldVoucherStatus.USABLE ? 'success' : status === HeldVoucherStatus.USED ? 'informative' : 'danger';
}

function HeldCard({ v, onOpen }: { v: HeldVoucher; onOpen: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const usable = v.status === HeldVoucherStatus.USABLE;
  return (
    <li className={mergeClasses(styles.card, !usable && styles.cardOff)} data-testid="voucher-card" data-code={v.voucherCode} data-status={v.status}>
      <div className={styles.cardTop}>
        <h2 className={styles.name}>{v.name}</h2>
        <Badge appearance="tint" color={statusColor(v.status)} data-testid="voucher-status">
          {t(`vouchers.status.${v.status}`)}
        </Badge>
      </div>
      <p className={styles.benefit}>{voucherBenefit(v, t)}</p>
      <p className={styles.meta}>
        <span className={styles.code}>{v.voucherCode}</span> ·{' '}
        {v.source === 'exchange' ? t('vouchers.source.exchange', { points: formatNumber(v.points) }) : t(`vouchers.source.${v.source}`)}
      </p>
      <p className={styles.meta}>
        {v.usedAt
          ? t('vouchers.usedAt', { date: formatDateTimeLong(v.usedAt, locale) })
          : v.endsAt
            ? t('vouchers.endsAt', { date: formatDateTimeLong(v.endsAt, locale) })
            : t('vouchers.rules.noEnd')}
      </p>
      <div className={styles.actions}>
        <Button appearance="secondary" onClick={onOpen} aria-label={t('vouchers.detailsLabel', { name: v.name })} data-testid="voucher-details">
          {t('vouchers.details')}
        </Button>
        {usable && (
          <RouterButton appearance="primary" to={cartHrefFor(v.voucherCode)} aria-label={t('vouchers.useNowLabel', { name: v.name })} data-testid="voucher-use">
            {t('vouchers.useNow')}
          </RouterButton>
        )}
      </div>
    </li>
  );
}

function OfferCard({ o, onOpen }: { o: PointExchangeView; onOpen: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <li className={styles.card} data-testid="voucher-offer" data-offer-id={o.id}>
      <div className={styles.cardTop}>
        <h2 className={styles.name}>{o.name}</h2>
        <Badge appearance="tint" color={o.affordable ? 'success' : 'informative'}>
          {t('vouchers.points', { points: formatNumber(o.points) })}
        </Badge>
      </div>
      {o.voucher && <p className={styles.benefit}>{voucherBenefit(o.voucher, t)}</p>}
      <p className={styles.meta}>{o.description}</p>
      <p className={styles.meta}>{o.affordable ? t('vouchers.affordable') : t('vouchers.notAffordable')}</p>
      <div className={styles.actions}>
        <Button appearance="secondary" onClick={onOpen} aria-label={t('vouchers.detailsLabel', { name: o.name })}>
          {t('vouchers.details')}
        </Button>
        <RouterButton appearance="primary" to={PAGE_PATTERNS.poinqu} aria-label={t('vouchers.exchangeLabel', { name: o.name })} data-testid="voucher-exchange">
          {t('vouchers.exchange')}
        </RouterButton>
      </div>
    </li>
  );
}

function ListSkeleton() {
  const styles = useStyles();
  return (
    <div className={styles.grid} data-testid="vouchers-skeleton">
      {[0, 1].map((i) => (
        <div key={i} className={styles.card}>
          <Shimmer width="60%" height={20} />
          <Shimmer width="40%" height={24} />
          <Shimmer height={16} />
        </div>
      ))}
    </div>
  );
}

const DetailDialog = observer(function DetailDialog({ opened, onClose }: { opened: Opened; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const { ui } = useStores();
  const vouchers = vouchersOf(useStores());
  const resource = vouchers.detail;
  const data = opened && resource.isFor(`${locale}:${opened.type}:${opened.id}`) ? resource.data : null;
  const held = data?.held ?? null;
  const offer = data?.offer ?? null;
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      ui.success(t('vouchers.copied'));
    } catch {
      ui.error(t('vouchers.copyFailed'));
    }
  };
  const terms = held ? voucherRulesOf(held, t, locale) : offer?.voucher ? voucherRulesOf({ ...offer.voucher }, t, locale) : [];
  return (
    <Dialog open={opened !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined} data-testid="voucher-dialog">
        <DialogBody>
          <DialogTitle
            action={
              <DialogTrigger action="close">
                <Button appearance="subtle" aria-label={t('vouchers.close')} icon={<CloseIcon />} />
              </DialogTrigger>
            }
          >
            {held?.name ?? offer?.name ?? opened?.name}
          </DialogTitle>
          <DialogContent>
            <ResourceView resource={showing(resource, data)} what={t('vouchers.what')} loadingLabel={t('vouchers.loading')} layout="inline" skeleton={<Shimmer height={80} />}>
              {() => (
                <>
                  {held && (
                    <>
                      <p className={styles.benefit}>{voucherBenefit(held, t)}</p>
                      <div className={styles.codeRow}>
                        <span className={styles.meta}>{t('vouchers.code')}</span>
                        <span className={styles.codeValue} data-testid="voucher-dialog-code">
                          {held.voucherCode}
                        </span>
                        <Button
                          appearance="secondary"
                          onClick={() => void copy(held.voucherCode)}
                          aria-label={t('vouchers.copyLabel', { code: held.voucherCode })}
                          data-testid="voucher-copy"
                        >
                          {t('vouchers.copy')}
                        </Button>
                      </div>
                      <p className={styles.meta}>
                        <Badge appearance="tint" color={statusColor(held.status)}>
                          {t(`vouchers.status.${held.status}`)}
                        </Badge>{' '}
                        {held.usedAt ? t('vouchers.usedAt', { date: formatDateTimeLong(held.usedAt, locale) }) : null}
                      </p>
                    </>
                  )}
                  {offer && (
                    <>
                      {offer.voucher && <p className={styles.benefit}>{voucherBenefit(offer.voucher, t)}</p>}
                      <p className={styles.meta}>{offer.description}</p>
                      <p className={styles.meta}>
                        {t('vouchers.points', { points: formatNumber(offer.points) })} · {offer.affordable ? t('vouchers.affordable') : t('vouchers.notAffordable')}
                      </p>
                    </>
                  )}
                  {terms.length > 0 && (
                    <>
                      <h3 className={styles.subTitle}>{t('vouchers.rulesTitle')}</h3>
                      <ul className={styles.rules} data-testid="voucher-rules">
                        {terms.map((r) => (
                          <li key={r}>{r}</li>
                        ))}
                      </ul>
                    </>
                  )}
                </>
              )}
            </ResourceView>
          </DialogContent>
          <DialogActions>
            {held?.status === HeldVoucherStatus.USABLE && (
              <RouterButton appearance="primary" to={cartHrefFor(held.voucherCode)} data-testid="voucher-dialog-use">
                {t('vouchers.useNow')}
              </RouterButton>
            )}
            {offer && (
              <RouterButton appearance="primary" to={PAGE_PATTERNS.poinqu}>
                {t('vouchers.exchange')}
              </RouterButton>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});

const VouchersPage = observer(function VouchersPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const vouchers = vouchersOf(useStores());
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const tab = voucherTab(search);
  const filter = historyFilter(search);
  const page = historyPage(search);
  const [opened, setOpened] = useState<Opened>(null);
  const open = (next: NonNullable<Opened>) => {
    setOpened(next);
    void vouchers.loadDetail(next.id, next.type);
  };

  const toPoinqu = (
    <RouterButton appearance="primary" to={PAGE_PATTERNS.poinqu}>
      {t('vouchers.toPoinqu')}
    </RouterButton>
  );

  const tabs = VOUCHER_TABS.map((name) => ({ value: name, label: t(`vouchers.tabs.${name}`), testId: `vouchers-tab-${name}` }));
  const filters = VOUCHER_HISTORY_FILTERS.map((f) => ({ value: f, label: t(`vouchers.filters.${f}`), testId: `vouchers-filter-${f}` }));
  const common = { what: t('vouchers.what'), loadingLabel: t('vouchers.loading'), skeleton: <ListSkeleton /> };
  const offers = (vouchers.offers.data ?? []).filter((o) => o.kind === 'voucher');
  const history = vouchers.history;

  let body;
  if (tab === 'mine') {
    body = (
      <ResourceView
        {...common}
        resource={vouchers.mine}
        isEmpty={(list) => list.length === 0}
        empty={{
          title: t('vouchers.emptyMineTitle'),
          text: t('vouchers.emptyMineText'),
          action: (
            <>
              {toPoinqu}
              <RouterButton appearance="secondary" to={tabHref('offers')}>
                {t('vouchers.seeOffers')}
              </RouterButton>
            </>
          ),
        }}
      >
        {(list) => (
          <ul className={styles.grid} data-testid="vouchers-mine">
            {list.map((v) => (
              <HeldCard key={v.id} v={v} onOpen={() => open({ id: v.id, type: 1, name: v.name })} />
            ))}
          </ul>
        )}
      </ResourceView>
    );
  } else if (tab === 'offers') {
    body = (
      <ResourceView
        {...common}
        resource={vouchers.offers}
        isEmpty={() => offers.length === 0}
        empty={{ title: t('vouchers.emptyOffersTitle'), text: t('vouchers.emptyOffersText'), action: toPoinqu }}
      >
        {() => (
          <ul className={styles.grid} data-testid="vouchers-offers">
            {offers.map((o) => (
              <OfferCard key={o.id} o={o} onOpen={() => open({ id: o.id, type: 2, name: o.name })} />
            ))}
          </ul>
        )}
      </ResourceView>
    );
  } else {
    body = (
      <>
        <div className={styles.filters}>
          <span className={styles.filtersLabel} aria-hidden="true">
            {t('vouchers.filters.label')}
          </span>
          <PillTabs tabs={filters} selectedValue={filter} hrefFor={(f) => tabHref('history', f)} aria-label={t('vouchers.filters.label')} />
        </div>
        <ResourceView
          {...common}
          resource={history}
          isEmpty={(data) => data.items.length === 0}
          empty={{ title: t('vouchers.emptyHistoryTitle'), text: t('vouchers.emptyHistoryText'), action: toPoinqu }}
        >
          {(data) => (
            <ul className={styles.grid} data-testid="vouchers-history">
              {data.items.map((v) => (
                <HeldCard key={v.id} v={v} onOpen={() => open({ id: v.id, type: 1, name: v.name })} />
              ))}
            </ul>
          )}
        </ResourceView>
        {/* Also under an empty page past the end, to go back. */}
        {history.data && <Pager page={page} totalPages={history.data.totalPages} hrefFor={(p) => tabHref('history', filter, p)} />}
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="vouchers-page">
      <h1 className={styles.title}>{t('vouchers.title')}</h1>
      <p className={styles.intro}>{t('vouchers.intro')}</p>
      <PillTabs tabs={tabs} selectedValue={tab} hrefFor={(name) => tabHref(name)} aria-label={t('vouchers.tabs.label')} />
      {body}
      <DetailDialog opened={opened} onClose={() => setOpened(null)} />
    </div>
  );
});

export default VouchersPage;
