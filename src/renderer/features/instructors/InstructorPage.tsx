/**
 * /instructor/{url} (spec 2 "instructors (profile, reviews, contents by type, upcoming and past
 * webinars)"): G instructors/by-url/{url}; contents by type (G …/content-types/{type}/contents,
 * page size 8, rating filter and sort with the listing kit, ?type= tabs, ?status= for live
 * sessions); P …/upcoming-webinars and …/past-webinars; rating summary and reviews.
 */
import { Suspense, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../../common/constants';
import type { InstructorPage as InstructorData } from '../../../common/discovery';
import { formatNumber } from '../../../common/format';
import { useStores } from '../../stores/context';
import { CardRow } from '../../components/CardRow';
import { ContentCard, ContentCardSkeleton } from '../../components/ContentCard';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { Stars } from '../../components/Stars';
import { formatRating, useLocale } from '../../components/useLocale';
import { Breadcrumbs, ChipNav, ListingView, PageContainer, PageSection, hrefWithParam, useDocumentTitle, useListing, type ChipNavItem } from '../../components/listing';
import { InstructorReviews } from './InstructorReviews';
import { instructorList } from './loaders';
import { StateMessage } from '../../components/StateMessage';
import { contentTypeLabelKey } from '../../components/contentPath';
import { NotFoundPage } from '../system';
import { instructorsOf } from './store';
import { cx } from '../../components/classNames';
import styles from './InstructorPage.module.css';

function ProfileHeader({ data }: { data: InstructorData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <header className={styles.profile} data-testid="instructor-profile">
      {data.avatarUrl ? (
        <img className={styles.avatar} src={data.avatarUrl} alt="" width={128} height={128} />
      ) : (
        <span className={cx(styles.avatar, styles.avatarFallback)} aria-hidden="true">
          {data.name.charAt(0)}
        </span>
      )}
      <div className={styles.identity}>
        <p className={styles.eyebrow}>{t('instructor.eyebrow')}</p>
        <h1 className={styles.name}>{data.name}</h1>
        <p className={styles.headline}>{[data.headline, data.company].filter(Boolean).join(' · ')}</p>
      </div>
      <ul className={styles.stats}>
        <li className={styles.stat}>
          <span className={styles.statValue}>
            {formatRating(data.rating.average, locale)}
            <Stars rating={data.rating.average} size={13} />
          </span>
          <span className={styles.statLabel}>{t('instructor.reviewCount', { count: data.rating.total, formatted: formatNumber(data.rating.total) })}</span>
        </li>
        <li className={styles.stat}>
          <span className={styles.statValue}>{formatNumber(data.totalStudents)}</span>
          <span className={styles.statLabel}>{t('instructor.students')}</span>
        </li>
        <li className={styles.stat}>
          <span className={styles.statValue}>{formatNumber(data.totalContents)}</span>
          <span className={styles.statLabel}>{t('instructor.contents')}</span>
        </li>
      </ul>
      {data.bio && <p className={styles.bio}>{data.bio}</p>}
    </header>
  );
}

const InstructorContents = observer(function InstructorContents({ data }: { data: InstructorData }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const list = instructorList(data, params);
  if (list === null) {
    return (
      <PageSection id="instructor-contents" title={t('instructor.contentsTitle')}>
        <StateMessage kind="empty" title={t('instructor.noContents')} />
      </PageSection>
    );
  }
  return <ContentsOfType data={data} list={list} />;
});

/** The contents of one type (filled by the route loader), with the type chips and the upcoming / finished switch. */
const ContentsOfType = observer(function ContentsOfType({ data, list }: { data: InstructorData; list: NonNullable<ReturnType<typeof instructorList>> }) {
  const { t } = useTranslation();
  const instructors = instructorsOf(useStores());
  const location = useLocation();
  const [params] = useSearchParams();
  const listing = useListing({ store: instructors.contents.get(list) });
  const { type, live, isFinished } = list;
  const types = data.contentTypes.filter((c) => c.count > 0);
  const title = t('instructor.contentsTitle');
  const typeChips: ChipNavItem[] = types.map((c) => ({
    key: String(c.type),
    label: t(contentTypeLabelKey(c.type)),
    count: c.count,
    // Another type starts from its own defaults.
    to: `${location.pathname}?type=${c.type}`,
    active: c.type === type,
    testId: `instructor-type-${c.type}`,
  }));
  const statusChips: ChipNavItem[] = [
    { key: 'all', label: t('instructor.statusAll'), to: hrefWithParam(location.pathname, params, 'status', null), active: isFinished === undefined },
    { key: 'upcoming', label: t('instructor.statusUpcoming'), to: hrefWithParam(location.pathname, params, 'status', 'upcoming'), active: isFinished === false },
    { key: 'finished', label: t('instructor.statusFinished'), to: hrefWithParam(location.pathname, params, 'status', 'finished'), active: isFinished === true },
  ];
  return (
    <PageSection id="instructor-contents" title={title} testId="instructor-contents">
      <ChipNav label={t('listing.facetsLabel')} items={typeChips} />
      <ListingView
        key={type}
        listing={listing}
        label={t('instructor.contentsOfType', { type: t(contentTypeLabelKey(type)), name: data.name })}
        toolbarStart={live ? <ChipNav label={t('instructor.statusLabel')} items={statusChips} /> : undefined}
        skeletonCount={PAGE_SIZE.instructorContents}
        showDateBadge={live}
        emptyText={t('instructor.noContentsOfType')}
      />
    </PageSection>
  );
});

const Webinars = observer(function Webinars({ instructorId, which }: { instructorId: number; which: 'upcoming' | 'past' }) {
  const { t } = useTranslation();
  const instructors = instructorsOf(useStores());
  const resource = instructors.webinars.get({ instructorId, when: which });
  const title = t(which === 'upcoming' ? 'instructor.upcomingWebinars' : 'instructor.pastWebinars');
  let body;
  if (resource.error !== null) body = <StateMessage kind="error" what={title} message={resource.error} onRetry={() => void resource.reload()} />;
  else if (!resource.data)
    body = (
      <ShimmerGroup label={t('listing.loading', { title })}>
        <CardRow label={title}>
          {[0, 1, 2, 3].map((i) => (
            <ContentCardSkeleton key={i} />
          ))}
        </CardRow>
      </ShimmerGroup>
    );
  else if (resource.data.items.length === 0) body = <StateMessage kind="empty" title={t(which === 'upcoming' ? 'instructor.noUpcoming' : 'instructor.noPast')} />;
  else
    body = (
      <CardRow label={title}>
        {resource.data.items.map((item) => (
          <ContentCard key={item.contentId} item={item} showDateBadge />
        ))}
      </CardRow>
    );
  return (
    <PageSection id={`instructor-${which}-webinars`} title={title} testId={`instructor-${which}-webinars`}>
      {body}
    </PageSection>
  );
});

const InstructorPage = observer(function InstructorPage() {
  const { t } = useTranslation();
  const instructors = instructorsOf(useStores());
  const { url = '' } = useParams();
  // Filled by the route loader (loaders.ts), with the lists and reviews below.
  const profile = instructors.profile.get(url);
  const data = profile.data?.url === url ? profile.data : null;
  useDocumentTitle(data?.name ?? null);
  const crumbs = useMemo(() => [{ label: t('pages.instructor'), to: '/instructor' }, { label: data?.name ?? '…' }], [data, t]);

  if (profile.errorStatus === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <PageContainer testId="instructor-page">
      <Breadcrumbs items={crumbs} />
      {profile.error !== null ? (
        <StateMessage kind="error" what={t('instructor.profile')} message={profile.error} onRetry={() => void profile.reload()} layout="block" />
      ) : !data ? (
        <div role="status" aria-label={t('listing.loading', { title: t('instructor.profile') })}>
          <Shimmer className={styles.skeleton} height="auto" />
        </div>
      ) : (
        <>
          <ProfileHeader data={data} />
          <InstructorContents data={data} />
          <Webinars instructorId={data.id} which="upcoming" />
          <Webinars instructorId={data.id} which="past" />
          <InstructorReviews instructorId={data.id} />
        </>
      )}
    </PageContainer>
  );
});

export default InstructorPage;
