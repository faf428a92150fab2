/**
 * /user/classqu and /my-class — my classes (issues 12 and 18): "continue where you left off", then
 * every product the student owns, filtered by class state (`?state=`) and type (`?type=`), a page at
 * a time. A card per kind: courses with their progress, webinars and events with their session
 * state and next action (a link to the session panel on their page), bundles with their courses,
 * bootcamps and microlearning with a link to their page.
 */
import { observer } from 'mobx-react-lite';
import { Button, ProgressBar, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useState } from 'react';
import { CLASS_TYPES, type ClassTypeId } from '../../../common/classes';
import { formatDateTimeLong } from '../../../common/format';
import { clock, type ClassProgressId } from '../../../common/lecture';
import type { ClassItem } from '../../../common/contract/lecture';
import { useStores } from '../../stores/context';
import { RouterButton } from '../../components/links';
import { Pager } from '../../components/Pager';
import { PillTabs, type PillTab } from '../../components/PillTabs';
import { ResourceView } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { PlayCircleIcon } from '../../components/icons';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { classState, classType } from './loaders';
import { certificatesOf } from '../certificates';
import { classesOf } from './store';
import { LocalImage } from '../../components/LocalImage';

const STATES: readonly ClassProgressId[] = ['NOTSTARTED', 'ONGOING', 'FINISHED'];

const useStyles = makeStyles({
  page: { maxWidth: '1280px', margin: '0 auto', padding: '16px 16px 40px', display: 'flex', flexDirection: 'column', gap: '16px', [mediaUp('md')]: { padding: '24px 24px 56px' } },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  cont: {
    display: 'flex',
    flexDirection: 'column',
    gap: '10px',
    padding: '16px',
    borderRadius: '14px',
    backgroundColor: palette.indigoSoft,
    [mediaUp('md')]: { flexDirection: 'row', alignItems: 'center' },
  },
  contImg: { width: '100%', maxWidth: '220px', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: '10px', backgroundColor: tokens.colorNeutralBackground3 },
  contText: { display: 'flex', flexDirection: 'column', gap: '4px', flexGrow: 1, minWidth: 0 },
  contLabel: { margin: 0, fontSize: '13px', fontWeight: 700, color: palette.indigo, textTransform: 'uppercase', letterSpacing: '0.04em' },
  contTitle: { margin: 0, fontSize: '18px', fontWeight: 700 },
  muted: { fontSize: '13px', color: tokens.colorNeutralForeground2 },
  grid: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    borderRadius: '12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  img: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', backgroundColor: tokens.colorNeutralBackground3, display: 'block' },
  body: { display: 'flex', flexDirection: 'column', gap: '8px', padding: '12px', flexGrow: 1 },
  cardTitle: { margin: 0, fontSize: '16px', lineHeight: '22px', fontWeight: 700 },
  badge: { alignSelf: 'flex-start', fontSize: '12px', fontWeight: 700, padding: '2px 8px', borderRadius: '999px', backgroundColor: tokens.colorNeutralBackground3 },
  badgeDone: { backgroundColor: palette.tealSoft, color: palette.tealDark },
  badgeOn: { backgroundColor: '#FEF3C7', color: '#7C2D12' },
  push: { marginTop: 'auto', display: 'flex', gap: '8px', flexWrap: 'wrap' },
  courses: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  courseRow: { display: 'flex', flexDirection: 'column', gap: '4px' },
  sub: { margin: 0, fontSize: '14px', fontWeight: 700 },
});

function hrefOf(state: ClassProgressId | null, type: ClassTypeId | null, page = 1): string {
  const q = new URLSearchParams();
  if (state) q.set('state', state);
  if (type) q.set('type', type);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '?';
}

const lessonHref = (c: { url: string }, materialId: number | null) => `/courses/${c.url}/lecture${materialId ? `/${materialId}` : ''}`;

/** "Starts in 3 days" in the page's language, on the server's time; null once started. */
function startsIn(startAt: string | null, now: Date, lang: string): string | null {
  if (!startAt) return null;
  const ms = Date.parse(startAt) - now.getTime();
  if (!(ms > 0)) return null;
  const minutes = Math.ceil(ms / 60_000);
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (minutes < 60) return rtf.format(minutes, 'minute');
  if (minutes < 48 * 60) return rtf.format(Math.round(minutes / 60), 'hour');
  return rtf.format(Math.round(minutes / 1440), 'day');
}

/** The session panel anchor each next action opens on the webinar or event page. */
const ACTION_ANCHOR: Record<string, string> = { join: '#session-join', feedback: '#session-feedback', eticket: '#session-eticket', certificate: '#session-certificate' };

function CourseCardBody({ item }: { item: ClassItem }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const action = item.classProgress === 'FINISHED' ? 'review' : item.classProgress === 'ONGOING' ? 'continue' : 'start';
  return (
    <>
      <ProgressBar value={item.progressPercent / 100} thickness="large" aria-label={t('classes.progressLabel', { title: item.title })} aria-valuetext={`${item.progressPercent}%`} />
      <span className={styles.muted}>{t('classes.progress', { finished: item.finishedMaterials, total: item.totalMaterials, percent: item.progressPercent })}</span>
      <div className={styles.push}>
        {/* A completed course: its certificate (issue 25), the server's, never guessed here. */}
        {item.classProgress === 'FINISHED' && item.certificate && (
          <RouterButton appearance="primary" to={item.certificate.verificationPath} aria-label={t('classes.certificateLabel', { title: item.title })} data-testid="class-certificate">
            {t('classes.certificate')}
          </RouterButton>
        )}
        <RouterButton
          appearance={action === 'review' ? 'secondary' : 'primary'}
          to={lessonHref(item, item.continueMaterialId)}
          aria-label={`${t(`classes.${action}`)}: ${item.title}`}
          data-testid="class-continue"
        >
          {t(`classes.${action}`)}
        </RouterButton>
      </div>
    </>
  );
}

const SessionCardBody = observer(function SessionCardBody({ item }: { item: ClassItem }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const classes = classesOf(useStores());
  const certificates = certificatesOf(useStores());
  const [message, setMessage] = useState<string | null>(null);
  const lang = i18n.language === 'en' ? 'en' : 'id';
  const session = item.session;
  const base = item.href.split('#')[0] ?? item.href;
  const action = session?.nextAction ?? 'none';
  const when = item.startAt ? formatDateTimeLong(item.startAt, lang) : null;
  const soon = startsIn(item.startAt, classes.now(), lang);
  const number = session?.certificateNumber ?? null;
  const label = `${t(`classes.action.${action}`, { defaultValue: t('classes.action.none') })}: ${item.title}`;
  return (
    <>
      {session && (
        <span className={styles.muted} data-testid="class-session-state" data-session-state={session.state}>
          {`${t('classes.sessionState')}: ${t(`sessionState.${session.state}`)}`}
        </span>
      )}
      {when && <span className={styles.muted}>{t('classes.schedule', { date: when })}</span>}
      {soon && <span className={styles.muted}>{t('classes.startsIn', { time: soon })}</span>}
      <div className={styles.push}>
        {action === 'certificate' && number ? (
          <Button
            appearance="primary"
            aria-label={label}
            disabled={certificates.downloading.has(number)}
            data-testid="class-session-action"
            data-action={action}
            onClick={() => {
              setMessage(null);
              void certificates.download(number).then((r) => {
                if (!r.ok && !r.cancelled) setMessage(r.message);
              });
            }}
          >
            {certificates.downloading.has(number) ? t('classes.downloading') : t('classes.action.certificate')}
          </Button>
        ) : (
          <RouterButton
            appearance={ACTION_ANCHOR[action] ? 'primary' : 'secondary'}
            to={`${base}${ACTION_ANCHOR[action] ?? '#session'}`}
            aria-label={label}
            data-testid="class-session-action"
            data-action={action}
          >
            {t(`classes.action.${action}`, { defaultValue: t('classes.action.none') })}
          </RouterButton>
        )}
      </div>
      {message && (
        <span role="alert" className={styles.muted}>
          {message}
        </span>
      )}
    </>
  );
});

function BundleCardBody({ item }: { item: ClassItem }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const headingId = `class-${item.contentId}-courses`;
  return (
    <>
      {item.kind === 'bundle' && (
        <>
          <ProgressBar value={item.progressPercent / 100} thickness="large" aria-label={t('classes.progressLabel', { title: item.title })} aria-valuetext={`${item.progressPercent}%`} />
          <span className={styles.muted}>{t('classes.bundleProgress', { finished: item.finishedMaterials, total: item.totalMaterials, percent: item.progressPercent })}</span>
        </>
      )}
      {(item.kind === 'bundle' || item.courses.length > 0) && (
        <section aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.sub}>
            {t('classes.bundleCourses')}
          </h3>
          {item.courses.length === 0 ? (
            <span className={styles.muted}>{t('classes.bundleEmpty')}</span>
          ) : (
            <ul className={styles.courses} data-testid="class-bundle-courses">
              {item.courses.map((c) => (
                <li key={c.contentId} className={styles.courseRow} data-testid="class-bundle-course" data-url={c.url} data-state={c.classProgress}>
                  <Link to={c.href}>{c.title}</Link>
                  <ProgressBar value={c.progressPercent / 100} aria-label={t('classes.progressLabel', { title: c.title })} aria-valuetext={`${c.progressPercent}%`} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {item.kind !== 'bundle' && (
        <div className={styles.push}>
          {item.startAt && <span className={styles.muted}>{t('classes.schedule', { date: formatDateTimeLong(item.startAt, i18n.language === 'en' ? 'en' : 'id') })}</span>}
          <RouterButton appearance="primary" to={item.href} aria-label={`${t('classes.open')}: ${item.title}`} data-testid="class-open">
            {t('classes.open')}
          </RouterButton>
        </div>
      )}
    </>
  );
}

function ClassCard({ item }: { item: ClassItem }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <li
      className={styles.card}
      id={`class-${item.contentId}`}
      data-testid="class-item"
      data-url={item.url}
      data-kind={item.kind}
      data-type={item.classType}
      data-state={item.classProgress}
      data-percent={item.progressPercent}
    >
      {item.imageUrl ? <LocalImage className={styles.img} src={item.imageUrl} alt="" loading="lazy" /> : <div className={styles.img} />}
      <div className={styles.body}>
        <span className={mergeClasses(styles.badge, item.classProgress === 'FINISHED' && styles.badgeDone, item.classProgress === 'ONGOING' && styles.badgeOn)}>
          {`${t(`classes.type.${item.classType}`)} · ${t(`classes.state.${item.classProgress}`)}`}
        </span>
        <h2 className={styles.cardTitle}>{item.title}</h2>
        {item.instructorName && <span className={styles.muted}>{item.instructorName}</span>}
        {item.kind === 'course' && <CourseCardBody item={item} />}
        {item.kind === 'session' && <SessionCardBody item={item} />}
        {(item.kind === 'bundle' || item.kind === 'bootcamp' || item.kind === 'microlearning') && <BundleCardBody item={item} />}
      </div>
    </li>
  );
}

const ClassesPage = observer(function ClassesPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const classes = classesOf(useStores());
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const state = classState(search);
  const type = classType(search);
  const list = classes.list;
  const cont = classes.continueLearning.data;
  const counts = list.data?.counts;
  const typeCounts = list.data?.typeCounts;
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
  const stateTabs: PillTab<'all' | ClassProgressId>[] = [
    { value: 'all', label: withCount(t('classes.all'), counts?.ALL), testId: 'classes-tab-all' },
    ...STATES.map((s) => ({ value: s, label: withCount(t(`classes.state.${s}`), counts?.[s]), testId: `classes-tab-${s}` })),
  ];
  const typeTabs: PillTab<'all' | ClassTypeId>[] = [
    { value: 'all', label: withCount(t('classes.allTypes'), typeCounts?.ALL), testId: 'classes-type-all' },
    ...CLASS_TYPES.filter((k) => k === type || !typeCounts || typeCounts[k] > 0).map((k) => ({
      value: k,
      label: withCount(t(`classes.type.${k}`), typeCounts?.[k]),
      testId: `classes-type-${k}`,
    })),
  ];

  return (
    <div className={styles.page} data-testid="classes-page">
      <h1 className={styles.title}>{t('classes.title')}</h1>
      {cont && (
        <section className={styles.cont} aria-labelledby="classes-continue" data-testid="classes-continue">
          {cont.imageUrl ? <LocalImage className={styles.contImg} src={cont.imageUrl} alt="" /> : null}
          <div className={styles.contText}>
            <h2 id="classes-continue" className={styles.contLabel}>
              {t('classes.continueTitle')}
            </h2>
            <p className={styles.contTitle}>{cont.title}</p>
            <span className={styles.muted}>{t('classes.continueAt', { lesson: cont.materialTitle, time: clock(cont.positionSecond) })}</span>
            <ProgressBar value={cont.progressPercent / 100} thickness="large" aria-label={t('classes.progressLabel', { title: cont.title })} aria-valuetext={`${cont.progressPercent}%`} />
          </div>
          <RouterButton appearance="primary" icon={<PlayCircleIcon />} to={lessonHref(cont, cont.materialId)} data-testid="classes-continue-button">
            {t('classes.continue')}
          </RouterButton>
        </section>
      )}
      <PillTabs tabs={stateTabs} selectedValue={state ?? 'all'} hrefFor={(v) => hrefOf(v === 'all' ? null : v, type)} aria-label={t('classes.filters')} />
      <PillTabs tabs={typeTabs} selectedValue={type ?? 'all'} hrefFor={(v) => hrefOf(state, v === 'all' ? null : v)} aria-label={t('classes.typeFilters')} />
      <ResourceView
        resource={list}
        what={t('classes.what')}
        loadingLabel={t('classes.loading')}
        skeleton={
          <div className={styles.grid} data-testid="classes-skeleton">
            {[0, 1, 2].map((i) => (
              <Shimmer key={i} height={280} />
            ))}
          </div>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={{
          title: t('classes.emptyTitle'),
          text: (state || type) && (typeCounts?.ALL || counts?.ALL) ? t('classes.emptyStateText') : t('classes.emptyText'),
          action: (
            <RouterButton appearance="primary" to="/courses">
              {t('classes.browse')}
            </RouterButton>
          ),
        }}
      >
        {(data) => (
          <>
            <ul className={styles.grid} data-testid="classes-items">
              {data.items.map((item) => (
                <ClassCard key={item.contentId} item={item} />
              ))}
            </ul>
            <Pager page={data.page} totalPages={data.totalPages} hrefFor={(p) => hrefOf(state, type, p)} />
          </>
        )}
      </ResourceView>
    </div>
  );
});

export default ClassesPage;
