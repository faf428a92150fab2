/**
 * /webinars/{url}: G webinars/{url} (schedule, agenda, platform, quota),
 * G sessions/{id}/my-session (every visitor), G webinars/{url}/reviews,
 * G webinars/by-content-id/{id}/similar-webinars, banners. A guest or a visitor who is not
 * registered gets the buy or free-registration box; a registered one the session box
 * (LiveSessionDetail). Upcoming, live and past webinars differ in the status badge and the actions.
 */
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '../../../common/catalog';
import { useStores } from '../../stores/context';
import { commonSections } from './common';
import { DetailShell } from './DetailShell';
import { LiveSessionDetail } from './LiveSessionDetail';
import { RelatedRow } from './later';
import type { Crumb } from './ui';
import { productsOf } from './store';

const WebinarView = observer(function WebinarView({ item, crumbs, url }: { item: ContentDetail; crumbs: Crumb[]; url: string }) {
  const { t } = useTranslation();
  return (
    <LiveSessionDetail
      testId="webinar-detail"
      item={item}
      crumbs={crumbs}
      endedText={t('products.buy.endedWebinar')}
      sections={() => commonSections(item, t, { reviews: { family: 'webinars', url } })}
      rows={
        <RelatedRow
          id="similar"
          title={t('products.rows.similarWebinars')}
          row={{ kind: 'similarWebinars', contentId: item.contentId }}
          emptyText={t('products.rows.noUpcomingWebinars')}
          seeAll={{ to: '/webinars', label: t('products.seeAll') }}
          showDateBadge
        />
      }
    />
  );
});

const WebinarDetailPage = observer(function WebinarDetailPage() {
  const { url = '' } = useParams();
  const { t } = useTranslation();
  const products = productsOf(useStores());
  const resource = products.detail.get({ family: 'webinars', url });
  const crumbs: Crumb[] = [
    { label: t('nav.home'), to: '/' },
    { label: t('pages.webinars'), to: '/webinars' },
  ];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.webinar')} listPath="/webinars" listLabel={t('products.seeAllWebinars')}>
      {(item) => <WebinarView key={item.contentId} item={item} crumbs={crumbs} url={url} />}
    </DetailShell>
  );
});

export default WebinarDetailPage;
