/** /signup-promo: G signup-promo → the welcome offer, its voucher code (copyable) and the sign-up button. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDateLong } from '../../../common/format';
import { useStores } from '../../stores/context';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { useLocale } from '../../components/useLocale';
import { PageContainer, Breadcrumbs, useDocumentTitle } from '../../components/listing';
import { mediaUp } from '../../components/useBreakpoint';
import { RouterButton } from '../../components/links';
import { brandTeal, palette } from '../../components/theme';
import { StateMessage } from '../../components/StateMessage';
import { infoOf } from './store';

const useStyles = makeStyles({
  hero: {
    display: 'grid',
    gap: '24px',
    padding: '24px 20px',
    borderRadius: '20px',
    color: '#FFFFFF',
    background: `linear-gradient(135deg, ${palette.tealDark} 0%, ${palette.indigo} 100%)`,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'center',
    [mediaUp('md')]: { padding: '40px', gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)' },
  },
  text: { display: 'flex', flexDirection: 'column', gap: '14px', alignItems: 'flex-start' },
  badge: { padding: '4px 12px', borderRadius: '999px', backgroundColor: 'rgba(255,255,255,0.16)', fontWeight: 800, fontSize: '13px' },
  title: { margin: 0, fontSize: '28px', lineHeight: '36px', fontWeight: 800, [mediaUp('md')]: { fontSize: '38px', lineHeight: '46px' } },
  subtitle: { margin: 0, fontSize: '16px', lineHeight: '24px', opacity: 0.94 },
  benefits: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '6px', fontSize: '15px' },
  voucher: { display: 'flex', alignItems: 'center', gap: '10px', flexWrap: 'wrap', padding: '10px 12px', borderRadius: '12px', border: '2px dashed rgba(255,255,255,0.6)' },
  code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '20px', fontWeight: 800, letterSpacing: '0.08em' },
  cta: {
    padding: '12px 22px',
    borderRadius: '999px',
    backgroundColor: '#FFFFFF',
    color: palette.indigoDeep,
    fontWeight: 800,
    textDecoration: 'none',
    ':hover': { backgroundColor: palette.tealSoft },
    ':focus-visible': { outline: '3px solid #FFFFFF', outlineOffset: '2px' },
  },
  valid: { fontSize: '13px', opacity: 0.85, margin: 0 },
  image: { width: '100%', height: 'auto', borderRadius: '16px', display: 'block' },
  copy: { backgroundColor: brandTeal[160] },
  note: { fontSize: '13px', color: tokens.colorNeutralForeground3 },
});

const SignupPromoPage = observer(function SignupPromoPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const info = infoOf(useStores());
  const locale = useLocale();
  // Filled by the route loader (loaders.ts).
  const resource = info.signupPromo;
  const [copied, setCopied] = useState(false);
  const title = t('discovery.titles.signupPromo');
  const p = resource.data;
  useDocumentTitle(p?.title ?? title);

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  };

  let body;
  if (resource.errorStatus === 404)
    body = (
      <StateMessage
        kind="empty"
        title={t('info.promo.none')}
        text={t('info.promo.noneText')}
        actions={
          <RouterButton appearance="primary" to="/signup">
            {t('info.promo.signupAnyway')}
          </RouterButton>
        }
        layout="block"
      />
    );
  else if (resource.error !== null) body = <StateMessage kind="error" what={title} message={resource.error} onRetry={() => void resource.reload()} layout="block" />;
  else if (!p)
    body = (
      <ShimmerGroup label={t('listing.loading', { title })}>
        <Shimmer height={320} style={{ borderRadius: 20 }} />
      </ShimmerGroup>
    );
  else
    body = (
      <section className={styles.hero} aria-labelledby="promo-title" data-testid="signup-promo">
        <div className={styles.text}>
          {p.discountPercent > 0 && <span className={styles.badge}>{t('info.promo.discount', { percent: p.discountPercent })}</span>}
          <h1 id="promo-title" className={styles.title}>
            {p.title}
          </h1>
          <p className={styles.subtitle}>{p.subtitle}</p>
          {p.benefits.length > 0 && (
            <ul className={styles.benefits}>
              {p.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
          {p.voucherCode && (
            <div className={styles.voucher}>
              <span>{t('info.promo.code')}</span>
              <span className={styles.code}>{p.voucherCode}</span>
              <Button size="small" onClick={() => void copy(p.voucherCode)} aria-live="polite">
                {copied ? t('info.promo.copied') : t('info.promo.copy')}
              </Button>
            </div>
          )}
          <Link className={styles.cta} to={p.ctaUrl.startsWith('/') ? p.ctaUrl : '/signup'}>
            {p.ctaLabel || t('info.promo.cta')}
          </Link>
          {p.validUntil && <p className={styles.valid}>{t('info.promo.validUntil', { date: formatDateLong(p.validUntil, locale) })}</p>}
        </div>
        {p.imageUrl && <img className={styles.image} src={p.imageUrl} alt="" width={560} height={420} />}
      </section>
    );
  return (
    <PageContainer testId="signup-promo-page">
      <Breadcrumbs items={[{ label: title }]} />
      {body}
    </PageContainer>
  );
});

export default SignupPromoPage;
