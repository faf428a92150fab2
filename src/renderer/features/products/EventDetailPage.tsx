/**
 * /events/{url-or-id}: G events/{id} (agenda, venue, schedule, host, rating summary),
 * G contents/{id}/similar-contents, banners. Event calls answer client errors softly (spec 8);
 * MainApi.get turns them into ApiError, so a 404 still shows the not-found page. The server has no
 * event reviews call: summary only.
 */
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '../../../common/catalog';
import { PAGE_SIZE } from '../../../common/constants';
import { formatNumber } from '../../../common/format';
import { useLocale } from '../../components/useLocale';
import { commonSections } from './common';
import { useDocumentTitle, useProductResource } from './data';
import { DetailShell } from './DetailShell';
import { liveState, priceView, sessionLabel } from './helpers';
import { ProductDetail, type BuyMode } from './ProductDetail';
import { RelatedRow } from './Related';
import { StatusBadge } from './StatusBadge';
import type { Crumb } from './ui';

const EventView = observer(function EventView({ item, crumbs }: { item: ContentDetail; crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(item.title);
  const state = liveState(item.startAt, item.endAt, item.detail.isPast === true);
  const { nav, node } = commonSections(item, t, { reviewsPath: null });
  const price = priceView(item.price);
  const mode: BuyMode = state === 'past' ? 'ended' : price.isFree ? 'join' : 'purchase';
  const quota = typeof item.detail.quota === 'number' ? item.detail.quota : null;
  return (
    <ProductDetail
      testId="event-detail"
      item={item}
      crumbs={[...crumbs, { label: item.title }]}
      status={<StatusBadge state={state} startAt={item.startAt} />}
      dateText={sessionLabel(item.startAt, item.endAt, locale) || null}
      nav={nav}
      buy={{
        price,
        mode,
        closedText: t('products.buy.endedEvent'),
        promo: item.detail.promoTerms,
        priceNote: quota && state !== 'past' ? t('products.buy.quota', { count: quota, formatted: formatNumber(quota) }) : null,
      }}
      rows={
        <>
          <RelatedRow id="similar" title={t('products.rows.similarEvents')} path={`contents/${item.contentId}/similar-contents`} params={{ pageSize: PAGE_SIZE.similarContents }} showDateBadge />
        </>
      }
    >
      {node}
    </ProductDetail>
  );
});

const EventDetailPage = observer(function EventDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const resource = useProductResource<ContentDetail>(`events/${encodeURIComponent(id)}`);
  const crumbs: Crumb[] = [
    { label: t('nav.home'), to: '/' },
    { label: t('products.titles.events') },
  ];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.event')}>
      {(item) => <EventView key={item.contentId} item={item} crumbs={crumbs} />}
    </DetailShell>
  );
});

export default EventDetailPage;
