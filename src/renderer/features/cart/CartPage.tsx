/**
 * /cart (spec 2, spec 3 Cart): the student's lines newest first, a voucher code per line (checked
 * by the server, its refusal shown as the server words it), and the totals — the server's, or with
 * vouchers src/common/cart.ts `cartTotals` of the lines (CartStore.selectedTotals). Each line has a
 * tick (all ticked at first); Checkout opens /checkout with the ticked lines and their vouchers in
 * the URL (features/checkout links.ts). Each line also lists the student's own vouchers that fit it
 * (G cart/vouchers) to pick from; `?voucher=CODE` (voucherqu's "use now") applies a code to the
 * first line it fits (cart loader).
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatRupiah } from '../../../common/format';
import { useStores } from '../../stores/context';
import { contentPath, contentTypeLabelKey } from '../../components/contentPath';
import { RouterButton } from '../../components/links';
import { ResourceView } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { TotalsList } from '../../components/TotalsList';
import { TrashIcon } from '../../components/icons';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import type { CartLineView } from './store';
import { checkoutHref } from '../checkout';
import { cartOf } from './store';
import { LocalImage } from '../../components/LocalImage';

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
  count: { margin: 0, color: tokens.colorNeutralForeground2 },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '16px',
    alignItems: 'start',
    [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' },
  },
  lines: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '14px',
    padding: '16px',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
  },
  lineTop: { display: 'grid', gridTemplateColumns: '96px minmax(0, 1fr)', gap: '12px', [mediaUp('md')]: { gridTemplateColumns: '160px minmax(0, 1fr) auto' } },
  cover: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: '8px', backgroundColor: tokens.colorNeutralBackground3 },
  info: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 },
  type: { fontSize: '12px', fontWeight: 700, color: palette.tealDark, textTransform: 'uppercase' },
  name: { margin: 0, fontSize: '16px', lineHeight: '22px', fontWeight: 700 },
  nameLink: { color: tokens.colorNeutralForeground1, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  prices: {
    display: 'flex',
    gap: '8px',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    gridColumn: '1 / -1',
    [mediaUp('md')]: { gridColumn: 'auto', flexDirection: 'column', alignItems: 'flex-end' },
  },
  final: { fontWeight: 800, fontSize: '16px', color: palette.indigoDeep },
  list: { color: tokens.colorNeutralForeground3, fontSize: '13px' },
  voucherRow: { display: 'flex', gap: '8px', alignItems: 'flex-end', flexWrap: 'wrap' },
  voucherField: { flex: '1 1 180px', minWidth: 0 },
  applied: { color: palette.tealDark, fontWeight: 700, margin: 0 },
  actions: { display: 'flex', gap: '8px', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' },
  select: { marginRight: 'auto' },
  summary: { position: 'sticky', top: '84px' },
  summaryTitle: { margin: 0, fontSize: '18px', fontWeight: 800 },
});

function CartSkeleton() {
  const styles = useStyles();
  return (
    <div className={styles.layout} data-testid="cart-skeleton">
      <div className={styles.lines}>
        {[0, 1].map((i) => (
          <div key={i} className={styles.card}>
            <Shimmer width="60%" height={20} />
            <Shimmer width="40%" height={16} />
            <Shimmer height={32} />
          </div>
        ))}
      </div>
      <div className={styles.card}>
        <Shimmer width="50%" height={20} />
        <Shimmer height={16} />
        <Shimmer height={40} />
      </div>
    </div>
  );
}

const Line = observer(function Line({ view }: { view: CartLineView }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const root = useStores();
  const { ui } = root;
  const cart = cartOf(root);
  const [code, setCode] = useState('');
  const { line, voucher, totals } = view;
  const title = line.content.title;
  const busy = cart.busy.has(line.contentId);
  const error = cart.voucherErrors.get(line.contentId);
  const inputId = `voucher-${line.contentId}`;
  const mine = cart.vouchersFor(line.contentId);
  const apply = async () => {
    const outcome = await cart.applyVoucher(line.contentId, code);
    if (outcome.ok) setCode('');
  };
  const remove = async () => {
    const failure = await cart.remove(line.contentId, line.packageId);
    if (failure) ui.error(failure);
    else ui.success(t('cart.removed'));
  };
  return (
    <li className={styles.card} data-testid="cart-line" data-content-id={line.contentId}>
      <div className={styles.lineTop}>
        {line.content.imageUrl ? (
          <LocalImage className={styles.cover} src={line.content.imageUrl} alt="" width={160} height={90} decoding="async" />
        ) : (
          <div className={styles.cover} aria-hidden="true" />
        )}
        <div className={styles.info}>
          <span className={styles.type}>{t(contentTypeLabelKey(line.content.type))}</span>
          <h2 className={styles.name}>
            <Link className={styles.nameLink} to={contentPath(line.content)}>
              {title}
            </Link>
          </h2>
          {line.package && <span>{t('cart.package', { name: line.package.name })}</span>}
        </div>
        <div className={styles.prices} data-testid="cart-line-price">
          <span className={styles.final}>{formatRupiah(totals.totalPayable)}</span>
          {totals.grossTotal > totals.totalPayable && <del className={styles.list}>{formatRupiah(totals.grossTotal)}</del>}
        </div>
      </div>
      {voucher ? (
        <div className={styles.voucherRow}>
          <p className={styles.applied} data-testid="cart-voucher-applied">
            {t('cart.voucherApplied', { code: voucher.voucherCode, amount: formatRupiah(voucher.discount) })}
          </p>
          <Button appearance="subtle" onClick={() => cart.removeVoucher(line.contentId)}>
            {t('cart.voucherRemove')}
          </Button>
        </div>
      ) : (
        <>
          {mine.length > 0 && (
            <Field className={styles.voucherField} label={t('cart.myVouchers', { title })} data-testid="cart-my-vouchers">
              <Select
                id={`my-vouchers-${line.contentId}`}
                value=""
                disabled={busy}
                onChange={(_, d) => {
                  if (d.value) void cart.applyVoucher(line.contentId, d.value);
                }}
                data-testid="cart-my-vouchers-select"
              >
                <option value="">{t('cart.myVouchersPick', { count: mine.length })}</option>
                {mine.map((v) => (
                  <option key={v.id} value={v.voucherCode}>
                    {t('cart.myVoucherOption', { code: v.voucherCode, name: v.name, amount: formatRupiah(v.discount) })}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <form
            className={styles.voucherRow}
            onSubmit={(e) => {
              e.preventDefault();
              void apply();
            }}
          >
            <Field
              className={styles.voucherField}
              label={t('cart.voucherLabel', { title })}
              validationState={error ? 'error' : 'none'}
              validationMessage={error}
              data-testid="cart-voucher-field"
            >
              <Input id={inputId} value={code} placeholder={t('cart.voucherPlaceholder')} onChange={(_, d) => setCode(d.value)} data-testid="cart-voucher-input" />
            </Field>
            <Button type="submit" appearance="secondary" disabled={busy || !code.trim()} data-testid="cart-voucher-apply">
              {t('cart.apply')}
            </Button>
          </form>
        </>
      )}
      <div className={styles.actions}>
        <Checkbox
          className={styles.select}
          checked={cart.isSelected(line.contentId)}
          onChange={() => cart.toggleSelected(line.contentId)}
          label={t('cart.select')}
          aria-label={t('cart.selectLabel', { title })}
          data-testid="cart-select"
        />
        <Button appearance="subtle" icon={<TrashIcon size={18} />} onClick={() => void remove()} disabled={busy} aria-label={t('cart.removeLabel', { title })} data-testid="cart-remove">
          {t('cart.remove')}
        </Button>
      </div>
    </li>
  );
});

const Summary = observer(function Summary() {
  const styles = useStyles();
  const { t } = useTranslation();
  const root = useStores();
  const cart = cartOf(root);
  const navigate = useNavigate();
  const totals = cart.selectedTotals;
  const count = cart.selectedLines.length;
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        {t('cart.summary')}
      </h2>
      <TotalsList totals={totals} labels={{ totalPrice: t('cart.totalPrice'), totalDiscount: t('cart.totalDiscount'), totalPayment: t('cart.totalPayment') }} testIdPrefix="cart" />
      <Button appearance="primary" size="large" disabled={count === 0} onClick={() => navigate(checkoutHref(cart.selection()))} data-testid="cart-checkout">
        {count > 0 ? t('cart.checkoutCount', { count }) : t('cart.checkout')}
      </Button>
    </section>
  );
});

const CartPage = observer(function CartPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const root = useStores();
  const cart = cartOf(root);
  return (
    <div className={styles.page} data-testid="cart-page">
      <h1 className={styles.title}>{t('cart.title')}</h1>
      <ResourceView
        resource={cart.cart}
        what={t('cart.what')}
        loadingLabel={t('cart.loading')}
        skeleton={<CartSkeleton />}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          title: t('cart.emptyTitle'),
          text: t('cart.emptyText'),
          action: (
            <RouterButton appearance="primary" to="/courses">
              {t('cart.browse')}
            </RouterButton>
          ),
        }}
      >
        {(data) => (
          <>
            <p className={styles.count} data-testid="cart-count">
              {t('cart.items', { count: data.items.length })}
            </p>
            {cart.linkVoucherError && (
              <MessageBar intent="warning" data-testid="cart-link-voucher-error">
                <MessageBarBody>{cart.linkVoucherError}</MessageBarBody>
              </MessageBar>
            )}
            <div className={styles.layout}>
              <ul className={styles.lines}>
                {cart.lines.map((view) => (
                  <Line key={view.line.contentId} view={view} />
                ))}
              </ul>
              <Summary />
            </div>
          </>
        )}
      </ResourceView>
    </div>
  );
});

export default CartPage;
