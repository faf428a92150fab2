/**
 * /bootcamps/{url-or-id}: G bootcamps/{id} (syllabus, schedule plan, batch, seats, career support,
 * instalment), G bootcamps/{id}/packages (price tiers; the chosen tier prices the buy box),
 * G bootcamps/by-content-id/{id}/similar-bootcamps, banners. The server has no bootcamp reviews
 * call: the rating summary is shown without the list.
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BootcampPackage, ContentDetail } from '../../../common/catalog';
import { formatRupiah } from '../../../common/format';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { useLocale } from '../../components/useLocale';
import { cx } from '../../components/classNames';
import type { Resource } from '../../stores/Resource';
import { commonSections, includesOf } from './common';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './hooks';
import { DetailShell } from './DetailShell';
import { liveState, priceView, sessionLabel } from './helpers';
import { CheckIcon, WalletIcon } from '../../components/icons';
import { PriceLine, ProductDetail, type BuyMode } from './ProductDetail';
import { RelatedRow } from './later';
import { StatusBadge } from './StatusBadge';
import { Section, type Crumb } from './ui';
import { StateMessage } from '../../components/StateMessage';
import { productsOf } from './store';
import { bootcampPackagesOf } from './families/bootcamps';
import a11y from '../../components/a11y.module.css';
import styles from './BootcampDetailPage.module.css';

function TiersSection({ resource, selected, onSelect }: { resource: Resource<BootcampPackage[]> | null; selected: BootcampPackage | null; onSelect: (p: BootcampPackage) => void }) {
  const { t } = useTranslation();
  let body;
  if (resource?.error) body = <StateMessage kind="error" what={t('products.sections.packages')} message={resource.error} onRetry={() => void resource.reload()} />;
  else if (!resource?.data)
    body = (
      <ShimmerGroup label={t('products.loadingSection', { title: t('products.sections.packages') })}>
        <div className={styles.tiers}>
          {[0, 1, 2].map((i) => (
            <Shimmer key={i} height={220} style={{ borderRadius: 14 }} />
          ))}
        </div>
      </ShimmerGroup>
    );
  else if (resource.data.length === 0) body = <StateMessage kind="empty" testId="product-empty" text={t('products.bootcamp.noPackages')} />;
  else
    body = (
      <fieldset className={styles.tiers} data-testid="bootcamp-packages">
        <legend className={a11y.srOnly}>{t('products.bootcamp.choose')}</legend>
        {resource.data.map((p) => {
          const isSelected = selected?.id === p.id;
          const price = priceView({ price: p.price, finalPrice: p.finalPrice });
          return (
            <label key={p.id} className={cx(styles.tier, isSelected && styles.tierSelected)}>
              {p.isRecommended && <span className={styles.recommended}>{t('products.bootcamp.recommended')}</span>}
              <span className={styles.tierHead}>
                <input className={styles.radio} type="radio" name="bootcamp-package" value={p.id} checked={isSelected} onChange={() => onSelect(p)} />
                <span className={styles.tierName}>{p.name}</span>
              </span>
              <span className={styles.tierPrice}>
                <PriceLine price={price} />
              </span>
              {p.installment && (
                <span className={styles.installment}>
                  <WalletIcon size={16} />
                  {t('products.bootcamp.installment', { months: p.installment.months, amount: formatRupiah(p.installment.perMonth) })}
                </span>
              )}
              {p.description && <p className={styles.tierDesc}>{p.description}</p>}
              <ul className={styles.features}>
                {p.features.map((f) => (
                  <li key={f} className={styles.feature}>
                    <CheckIcon size={15} />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
            </label>
          );
        })}
      </fieldset>
    );
  return (
    <Section id="packages" title={t('products.sections.packages')} subtitle={t('products.bootcamp.packagesSub')}>
      {body}
    </Section>
  );
}

const BootcampView = observer(function BootcampView({ item, crumbs, idOrUrl }: { item: ContentDetail; crumbs: Crumb[]; idOrUrl: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(item.title);
  const packages = bootcampPackagesOf(useStores()).get(idOrUrl);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = packages?.data ?? [];
  const selected = list.find((p) => p.id === chosenId) ?? list.find((p) => p.isRecommended) ?? list[0] ?? null;
  const state = liveState(item.startAt, item.endAt, false);
  const seatsLeft = typeof item.detail.seatsLeft === 'number' ? item.detail.seatsLeft : null;
  const installment = selected?.installment ?? (item.detail.installment as { months: number; perMonth: number } | null | undefined) ?? null;
  const { nav, node } = commonSections(item, t, {
    reviews: { family: 'bootcamps', url: idOrUrl },
    middle: {
      nav: [{ id: 'packages', label: t('products.sections.packages') }],
      node: <TiersSection resource={packages} selected={selected} onSelect={(p) => setChosenId(p.id)} />,
    },
  });
  const price = selected ? priceView({ price: selected.price, finalPrice: selected.finalPrice }) : priceView(item.price);
  let mode: BuyMode = price.isFree ? 'join' : 'purchase';
  let closedText: string | undefined;
  if (state !== 'upcoming') {
    mode = 'closed';
    closedText = t('products.buy.batchStarted');
  } else if (seatsLeft === 0) {
    mode = 'closed';
    closedText = t('products.buy.full');
  }
  const notes: string[] = [];
  if (installment) notes.push(t('products.bootcamp.installment', { months: installment.months, amount: formatRupiah(installment.perMonth) }));
  if (seatsLeft !== null && seatsLeft > 0 && state === 'upcoming') notes.push(t('products.buy.seatsLeft', { count: seatsLeft }));
  return (
    <ProductDetail
      testId="bootcamp-detail"
      item={item}
      crumbs={[...crumbs, { label: item.title }]}
      status={<StatusBadge state={state === 'live' ? 'live' : state} startAt={item.startAt} />}
      dateText={sessionLabel(item.startAt, item.endAt, locale) || null}
      nav={nav}
      buy={{
        price,
        priceLabel: selected ? t('products.bootcamp.packageLabel', { name: selected.name }) : null,
        priceNote: notes.join(' · ') || null,
        mode,
        closedText,
        promo: item.detail.promoTerms,
        includes: includesOf(item, t, locale),
      }}
      rows={
        <>
          <RelatedRow
            id="similar"
            title={t('products.rows.similarBootcamps')}
            row={{ kind: 'similarBootcamps', contentId: item.contentId }}
            seeAll={{ to: '/bootcamps', label: t('products.seeAll') }}
          />
        </>
      }
    >
      {node}
    </ProductDetail>
  );
});

const BootcampDetailPage = observer(function BootcampDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const products = productsOf(useStores());
  const resource = products.detail.get({ family: 'bootcamps', url: id });
  const crumbs: Crumb[] = [
    { label: t('nav.home'), to: '/' },
    { label: t('pages.bootcamps'), to: '/bootcamps' },
  ];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.bootcamp')} listPath="/bootcamps" listLabel={t('products.seeAllBootcamps')}>
      {(item) => <BootcampView key={item.contentId} item={item} crumbs={crumbs} idOrUrl={id} />}
    </DetailShell>
  );
});

export default BootcampDetailPage;
