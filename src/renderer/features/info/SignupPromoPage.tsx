/** /signup-promo: G signup-promo → the welcome offer, its voucher code (copyable) and the sign-up button. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDateLong } from '../../../common/format';
import { useStores } from '../../stores/context';
import { Shimmer } from '../../components/Shimmer';
import { ResourceView } from '../../components/ResourceView';
import { useLocale } from '../../components/useLocale';
import { PageContainer, Breadcrumbs, useDocumentTitle } from '../../components/listing';
import { RouterButton } from '../../components/links';
import { PlainButton } from '../../components/PlainButton';
import { StateMessage } from '../../components/StateMessage';
import { infoOf } from './store';
import styles from './SignupPromoPage.module.css';
import { LocalImage } from '../../components/LocalImage';

const SignupPromoPage = observer(function SignupPromoPage() {
  const { t } = useTranslation();
  const info = infoOf(useStores());
  const locale = useLocale();
  // Filled by the route loader (loaders.ts).
  const resource = info.signupPromo;
  const [copied, setCopied] = useState(false);
  const title = t('discovery.titles.signupPromo');
  useDocumentTitle(resource.data?.title ?? title);

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  };

  return (
    <PageContainer testId="signup-promo-page">
      <Breadcrumbs items={[{ label: title }]} />
      <ResourceView
        resource={resource}
        what={title}
        skeleton={<Shimmer height={320} style={{ borderRadius: 20 }} />}
        notFound={
          <StateMessage
            kind="empty"
            layout="block"
            title={t('info.promo.none')}
            text={t('info.promo.noneText')}
            actions={
              <RouterButton appearance="primary" to="/signup">
                {t('info.promo.signupAnyway')}
              </RouterButton>
            }
          />
        }
      >
        {(p) => (
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
                  <PlainButton size="small" onClick={() => void copy(p.voucherCode)} aria-live="polite">
                    {copied ? t('info.promo.copied') : t('info.promo.copy')}
                  </PlainButton>
                </div>
              )}
              <Link className={styles.cta} to={p.ctaUrl.startsWith('/') ? p.ctaUrl : '/signup'}>
                {p.ctaLabel || t('info.promo.cta')}
              </Link>
              {p.validUntil && <p className={styles.valid}>{t('info.promo.validUntil', { date: formatDateLong(p.validUntil, locale) })}</p>}
            </div>
            {p.imageUrl && <LocalImage className={styles.image} src={p.imageUrl} alt="" width={560} height={420} />}
          </section>
        )}
      </ResourceView>
    </PageContainer>
  );
});

export default SignupPromoPage;
