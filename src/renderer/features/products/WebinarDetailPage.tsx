/**
 * /webinars/{url}: G webinars/{url} (schedule, agenda, platform, quota, isPast, form ids),
 * G forms/{registrationFormId} (shown read-only: no submit call on the server yet),
 * G webinars/{url}/reviews, G webinars/by-content-id/{id}/similar-webinars, banners.
 * Upcoming, live and past webinars differ in the status badge and the actions.
 */
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '../../../common/catalog';
import { useStores } from '../../stores/context';
import { commonSections } from './common';
import { DetailShell } from './DetailShell';
import { LiveSessionDetail } from './LiveSessionDetail';
import { RelatedRow } from './Related';
import { FormPreviewSection } from './sections';
import type { Crumb } from './ui';

const RegistrationForm = observer(function RegistrationForm({ id }: { id: number }) {
  const { products } = useStores();
  const resource = products.forms.get(id);
  // The form is a preview: while it loads, or if it cannot be read, the page simply goes without it.
  if (!resource.data) return null;
  return <FormPreviewSection form={resource.data} />;
});

const WebinarView = observer(function WebinarView({ item, crumbs, url }: { item: ContentDetail; crumbs: Crumb[]; url: string }) {
  const { t } = useTranslation();
  const formId = typeof item.detail.registrationFormId === 'number' ? item.detail.registrationFormId : null;
  return (
    <LiveSessionDetail
      testId="webinar-detail"
      item={item}
      crumbs={crumbs}
      endedText={t('products.buy.endedWebinar')}
      sections={(state) => {
        // The registration form is offered until the webinar is over.
        const showForm = formId !== null && state !== 'past';
        return commonSections(item, t, {
          reviews: { family: 'webinars', url },
          end: showForm ? { nav: [{ id: 'registration', label: t('products.sections.registration') }], node: <RegistrationForm id={formId} /> } : undefined,
        });
      }}
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
  const { products } = useStores();
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
