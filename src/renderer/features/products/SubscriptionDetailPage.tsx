/**
 * /subscriptions/{url-or-id}: G subscriptions/{id} (period, months, benefits) and
 * G subscriptions/{id}/packages (every plan, shortest first, monthly price and saving) drawn as a
 * comparison; the plan of the page is the selected one and prices the buy box.
 */
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '../../../common/catalog';
import { formatRupiah } from '../../../common/format';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { contentPath } from '../../components/contentPath';
import { cx } from '../../components/classNames';
import { commonSections } from './common';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './hooks';
import { DetailShell } from './DetailShell';
import { priceView } from './helpers';
import { CheckIcon } from '../../components/icons';
import { PriceLine, ProductDetail } from './ProductDetail';
import { Section, type Crumb } from './ui';
import { StateMessage } from '../../components/StateMessage';
import { productsOf } from './store';
import { subscriptionPackagesOf } from './families/subscriptions';
import styles from './SubscriptionDetailPage.module.css';

const Plans = observer(function Plans({ idOrUrl }: { idOrUrl: string }) {
  const { t } = useTranslation();
  const resource = subscriptionPackagesOf(useStores()).get(idOrUrl);
  const title = t('products.sections.plans');
  let body;
  if (resource?.error) body = <StateMessage kind="error" what={title} message={resource.error} onRetry={() => void resource.reload()} />;
  else if (!resource?.data)
    body = (
      <ShimmerGroup label={t('products.loadingSection', { title })}>
        <div className={styles.plans}>
          {[0, 1, 2].map((i) => (
            <Shimmer key={i} height={240} style={{ borderRadius: 14 }} />
          ))}
        </div>
      </ShimmerGroup>
    );
  else if (resource.data.length === 0) body = <StateMessage kind="empty" testId="product-empty" text={t('products.subscription.noPlans')} />;
  else
    body = (
      <ul className={styles.plans} data-testid="subscription-plans">
        {resource.data.map((p) => (
          <li key={p.contentId}>
            <article className={cx(styles.plan, p.isSelected && styles.selected)} aria-current={p.isSelected ? 'true' : undefined}>
              {p.isSelected ? (
                <span className={cx(styles.badge, styles.current)}>{t('products.subscription.current')}</span>
              ) : p.savingPercent > 0 ? (
                <span className={cx(styles.badge, styles.saving)}>{t('products.subscription.saving', { percent: p.savingPercent })}</span>
              ) : null}
              <h3 className={styles.name}>{p.title}</h3>
              <PriceLine price={priceView({ price: p.price, finalPrice: p.finalPrice })} />
              <span className={styles.perMonth}>{t('products.subscription.perMonth', { amount: formatRupiah(p.pricePerMonth), count: p.months })}</span>
              <ul className={styles.benefits}>
                {p.benefits.map((b) => (
                  <li key={b} className={styles.benefit}>
                    <CheckIcon size={15} />
                    <span>{b}</span>
                  </li>
                ))}
              </ul>
              {p.isSelected ? (
                <span className={styles.chosen}>{t('products.subscription.viewing')}</span>
              ) : (
                <Link className={styles.choose} to={contentPath({ type: 32, url: p.url })} aria-label={t('products.subscription.choose', { title: p.title })}>
                  {t('products.subscription.chooseShort')}
                </Link>
              )}
            </article>
          </li>
        ))}
      </ul>
    );
  return (
    <Section id="plans" title={title} subtitle={t('products.subscription.plansSub')}>
      {body}
    </Section>
  );
});

const SubscriptionView = observer(function SubscriptionView({ item, crumbs, idOrUrl }: { item: ContentDetail; crumbs: Crumb[]; idOrUrl: string }) {
  const { t } = useTranslation();
  useDocumentTitle(item.title);
  const months = typeof item.detail.months === 'number' && item.detail.months > 0 ? item.detail.months : 1;
  const { nav, node } = commonSections(item, t, {
    reviews: { family: 'subscriptions', url: idOrUrl },
    middle: { nav: [{ id: 'plans', label: t('products.sections.plans') }], node: <Plans idOrUrl={idOrUrl} /> },
  });
  const price = priceView(item.price);
  const notes = [t('products.subscription.perMonth', { amount: formatRupiah(Math.ceil(price.finalPrice / months)), count: months })];
  if (item.detail.autoRenew === false) notes.push(t('products.subscription.noAutoRenew'));
  return (
    <ProductDetail
      testId="subscription-detail"
      item={item}
      crumbs={[...crumbs, { label: item.title }]}
      facts={[]}
      nav={nav}
      buy={{
        price,
        priceLabel: t('products.subscription.period', { count: months }),
        priceNote: notes.join(' · '),
        mode: price.isFree ? 'join' : 'purchase',
        promo: item.detail.promoTerms,
      }}
    >
      {node}
    </ProductDetail>
  );
});

const SubscriptionDetailPage = observer(function SubscriptionDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const products = productsOf(useStores());
  const resource = products.detail.get({ family: 'subscriptions', url: id });
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: '/' }, { label: t('products.titles.subscriptions') }];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.subscription')}>
      {(item) => <SubscriptionView key={item.contentId} item={item} crumbs={crumbs} idOrUrl={id} />}
    </DetailShell>
  );
});

export default SubscriptionDetailPage;
