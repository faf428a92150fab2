/**
 * /events/{url-or-id}: G events/{id} (agenda, venue, schedule, host, rating summary),
 * G contents/{id}/similar-contents, banners. Event calls answer client errors softly (spec 8);
 * MainApi.get turns them into ApiError, so a 404 still shows the not-found page. The reviews list
 * is G events/{id}/reviews (none yet: "Belum ada ulasan"). A registered visitor gets the session box (LiveSessionDetail):
 * the Zoom button live in the join window (G event-application/sessions/{id}/zoom-join-url) and
 * the e-ticket of an offline or hybrid event.
 */
import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '../../../common/catalog';
import { useStores } from '../../stores/context';
import { commonSections } from './common';
import { DetailShell } from './DetailShell';
import { LiveSessionDetail } from './LiveSessionDetail';
import { EventChatPanel } from '../event-chat';
import { RelatedRow } from './later';
import type { Crumb } from './ui';
import { productsOf } from './store';

const EventView = observer(function EventView({ item, crumbs, idOrUrl }: { item: ContentDetail; crumbs: Crumb[]; idOrUrl: string }) {
  const { t } = useTranslation();
  return (
    <LiveSessionDetail
      testId="event-detail"
      item={item}
      crumbs={crumbs}
      endedText={t('products.buy.endedEvent')}
      sections={() => commonSections(item, t, { reviews: { family: 'events', url: idOrUrl } })}
      rows={
        <>
          <Suspense fallback={null}>
            <EventChatPanel contentId={item.contentId} />
          </Suspense>
          <RelatedRow id="similar" title={t('products.rows.similarEvents')} row={{ kind: 'similar', contentId: item.contentId }} showDateBadge />
        </>
      }
    />
  );
});

const EventDetailPage = observer(function EventDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const products = productsOf(useStores());
  const resource = products.detail.get({ family: 'events', url: id });
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: '/' }, { label: t('products.titles.events') }];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.event')}>
      {(item) => <EventView key={item.contentId} item={item} crumbs={crumbs} idOrUrl={id} />}
    </DetailShell>
  );
});

export default EventDetailPage;
