/**
 * /courses/:url/lecture[/:materialId] (issue 12, spec 2 "lecture player"): the course's chapters
 * with progress ticks (a sidebar on desktop, a section that opens on phone), the lesson — video
 * with transcript, reading, link or quiz (H5's QuizView) — with previous/next, and the tabs: the
 * student's notes, and H6's Q&A, reviews, comments and study assistant. Progress shown is the
 * server's. `?t=` opens a video at a second (notes, assistant links).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, ProgressBar, Tab, TabList, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Chapter, MaterialDetail, MaterialItem } from '../../../common/contract/lecture';
import { LessonProgress } from '../../../common/enums';
import { lessonLength, LessonItemType, notesAreTimed } from '../../../common/lecture';
import { useLocale } from '../../components/useLocale';
import { useStores } from '../../stores/context';
import { StateMessage } from '../../components/StateMessage';
import { ResourceView } from '../../components/ResourceView';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { RouterButton } from '../../components/links';
import { ArrowLeftIcon, BookIcon, CheckCircleIcon, ChevronLeftIcon, ChevronRightIcon, LinkIcon, LockIcon, QuizIcon, VideoIcon } from '../../components/icons';
import { isAtLeast, mediaUp, showsBelow, showsFrom, useClientBreakpoint, useMediaVisibility } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { OfflineBadge, OfflineCourseControl, OfflineNotDownloaded } from '../offline';
import { QuizView } from './quiz/QuizView';
import { AssistantPanel, CommentsTab, QnaTab, ReviewsTab } from './social/tabs';
import { NotesTab } from './NotesTab';
import { CompletionPanel } from './CompletionPanel';
import { VideoPlayer, type PlayerApi } from './VideoPlayer';
import { materialIdOf } from './loaders';
import { lectureOf } from './store';

const useStyles = makeStyles({
  page: { maxWidth: '1360px', margin: '0 auto', padding: '12px 12px 40px', display: 'flex', flexDirection: 'column', gap: '12px', [mediaUp('md')]: { padding: '20px 24px 56px' } },
  header: { display: 'flex', flexDirection: 'column', gap: '6px' },
  back: { display: 'inline-flex', alignItems: 'center', gap: '6px', color: palette.tealText, fontWeight: 600, textDecoration: 'none', width: 'fit-content' },
  title: { margin: 0, fontSize: '20px', lineHeight: '28px', fontWeight: 800, color: palette.indigoDeep, [mediaUp('md')]: { fontSize: '24px', lineHeight: '32px' } },
  progressText: { fontSize: '13px', color: tokens.colorNeutralForeground2 },
  layout: { display: 'grid', gap: '16px', gridTemplateColumns: 'minmax(0, 1fr)', [mediaUp('lg')]: { gridTemplateColumns: '320px minmax(0, 1fr)', alignItems: 'start' } },
  sidebar: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    [mediaUp('lg')]: { position: 'sticky', top: '72px', maxHeight: 'calc(100vh - 96px)', overflowY: 'auto' },
  },
  // Takes no box: only there to hide the chapter list on phones until it is opened.
  chapterListBox: { display: 'contents' },
  sideHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '10px 12px', gap: '8px' },
  sideTitle: { margin: 0, fontSize: '16px', fontWeight: 700 },
  chapter: { borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  chapterTitle: { margin: 0, padding: '10px 12px 4px', fontSize: '14px', fontWeight: 700, color: palette.indigoDeep },
  lessons: { listStyle: 'none', margin: 0, padding: '0 6px 8px' },
  lesson: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    padding: '8px',
    borderRadius: '8px',
    textDecoration: 'none',
    color: tokens.colorNeutralForeground1,
    fontSize: '14px',
    lineHeight: '20px',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  lessonOn: { backgroundColor: palette.tealSoft, fontWeight: 700 },
  lessonLocked: { color: tokens.colorNeutralForeground3, cursor: 'not-allowed' },
  lessonText: { flexGrow: 1, minWidth: 0 },
  lessonMeta: { display: 'block', fontSize: '12px', color: tokens.colorNeutralForeground2, fontWeight: 400 },
  tick: { flexShrink: 0, display: 'inline-flex', width: '18px', justifyContent: 'center' },
  done: { color: palette.tealText },
  ongoing: { color: palette.amber },
  main: { display: 'flex', flexDirection: 'column', gap: '16px', minWidth: 0 },
  lessonHead: { display: 'flex', flexDirection: 'column', gap: '2px' },
  chapterName: { fontSize: '13px', color: tokens.colorNeutralForeground2 },
  lessonTitle: { margin: 0, fontSize: '18px', lineHeight: '26px', fontWeight: 700 },
  reading: { whiteSpace: 'pre-wrap', lineHeight: '24px', fontSize: '15px', padding: '16px', borderRadius: '12px', border: `1px solid ${tokens.colorNeutralStroke2}`, margin: 0 },
  hint: { margin: 0, fontSize: '13px', color: tokens.colorNeutralForeground2 },
  linkBox: { display: 'flex', flexDirection: 'column', gap: '8px', padding: '16px', borderRadius: '12px', border: `1px solid ${tokens.colorNeutralStroke2}` },
  nav: { display: 'flex', justifyContent: 'space-between', gap: '8px', flexWrap: 'wrap' },
  tabs: { display: 'flex', flexDirection: 'column', gap: '12px' },
  tabList: { overflowX: 'auto' },
  panel: { minHeight: '120px' },
  completedRow: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  completedBadge: { display: 'inline-flex', alignItems: 'center', gap: '4px', fontWeight: 700, color: palette.tealText },
});

const TABS = ['notes', 'qna', 'reviews', 'comments', 'assistant'] as const;
type TabName = (typeof TABS)[number];

function TypeIcon({ type }: { type: number }) {
  if (type === LessonItemType.QUIZ) return <QuizIcon />;
  if (type === LessonItemType.EXTERNAL_URL) return <LinkIcon />;
  if (type === LessonItemType.TEXT) return <BookIcon />;
  return <VideoIcon />;
}

const ChapterList = observer(function ChapterList(props: { url: string; chapters: Chapter[]; current: number | null; onPick(): void }) {
  const { url, chapters, current, onPick } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const statusText = (m: MaterialItem) => (m.locked ? t('lecture.status.locked') : t(`lecture.status.${m.status}`));
  return (
    <>
      {chapters.map((c) => (
        <section key={c.id} className={styles.chapter} aria-labelledby={`chapter-${c.id}`}>
          <h3 id={`chapter-${c.id}`} className={styles.chapterTitle}>
            {`${t('lecture.chapterN', { n: c.position })}: ${c.title}`}
          </h3>
          <ol className={styles.lessons}>
            {c.materials.map((m) => {
              const on = m.id === current;
              const tick =
                m.status === LessonProgress.FINISHED ? (
                  <CheckCircleIcon className={styles.done} />
                ) : m.locked ? (
                  <LockIcon />
                ) : (
                  <span className={m.status === LessonProgress.ONGOING ? styles.ongoing : undefined}>
                    <TypeIcon type={m.itemType} />
                  </span>
                );
              const inner = (
                <>
                  <span className={styles.tick}>{tick}</span>
                  <span className={styles.lessonText}>
                    {m.title}
                    <span className={styles.lessonMeta}>{`${t(`lecture.type.${m.itemType}`)} · ${lessonLength(m.itemType, m.durationSeconds, locale)} · ${statusText(m)}`}</span>
                  </span>
                </>
              );
              return (
                <li key={m.id} data-testid="lecture-lesson" data-material-id={m.id} data-status={m.status} data-locked={m.locked ? 'true' : 'false'}>
                  {m.locked ? (
                    <span className={mergeClasses(styles.lesson, styles.lessonLocked)} aria-disabled="true">
                      {inner}
                    </span>
                  ) : (
                    <Link className={mergeClasses(styles.lesson, on && styles.lessonOn)} to={`/courses/${url}/lecture/${m.id}`} aria-current={on ? 'page' : undefined} onClick={onPick}>
                      {inner}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </>
  );
});

const LecturePage = observer(function LecturePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const lecture = lectureOf(useStores());
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const url = params.url ?? '';
  const summary = lecture.summaryInfo;
  const chapters = lecture.chapters;
  const materialId = materialIdOf(params) ?? summary.data?.continueMaterialId ?? null;
  const detail = materialId !== null ? lecture.materialsDetail.get({ url, id: materialId }) : null;
  const material: MaterialDetail | null = detail?.data ?? null;
  const startAtParam = Number(new URLSearchParams(location.search).get('t'));
  const startAt = Number.isFinite(startAtParam) && startAtParam > 0 ? startAtParam : null;
  // The chapters are a sidebar from lg up, a section that opens below: CSS while the width is
  // unknown (server, hydration), then JS renders only what applies.
  const media = useMediaVisibility();
  const bp = useClientBreakpoint();
  const wide = bp !== null && isAtLeast(bp, 'lg');
  const [chaptersOpen, setChaptersOpen] = useState(false);
  const [tab, setTab] = useState<TabName>('notes');
  const [autoplayNext, setAutoplayNext] = useState(true);
  const player = useRef<PlayerApi | null>(null);

  // Another lesson opened (the route's, not the summary's "continue" that a refresh may move): the
  // completion panel gives the page back to it.
  // The first run is the page's opening: a panel the store just opened stays.
  const routeMaterial = params.materialId;
  const shownRoute = useRef(`${url}/${routeMaterial ?? ''}`);
  useEffect(() => {
    const here = `${url}/${routeMaterial ?? ''}`;
    if (shownRoute.current === here) return;
    shownRoute.current = here;
    lecture.closeCompletion();
  }, [lecture, url, routeMaterial]);

  // A lesson opened without a route loader (the page's own links) is asked here.
  useEffect(() => {
    if (materialId !== null && url) void lecture.material(url, materialId);
  }, [lecture, url, materialId]);

  const report = useCallback((id: number, position: number, watched: number) => lecture.reportPosition(id, position, watched), [lecture]);
  const mediaUrl = useCallback((path: string) => lecture.mediaUrl(path), [lecture]);

  const openLesson = useCallback(
    (id: number, second: number) => {
      if (id === materialId && material?.video) player.current?.seek(second);
      else navigate(`/courses/${url}/lecture/${id}${second > 0 ? `?t=${Math.floor(second)}` : ''}`);
    },
    [materialId, material, navigate, url],
  );

  const goNext = async () => {
    if (materialId === null) return;
    const outcome = await lecture.next(materialId);
    if (!outcome.ok) {
      if (outcome.message) ui.error(outcome.message);
      return;
    }
    const { nextMaterialId, nextUnlocked } = outcome.value;
    // The end of the course: the completion panel (the certificate, or what is still left).
    if (nextMaterialId === null) {
      await lecture.refreshProgress();
      lecture.openCompletion();
    } else if (!nextUnlocked) ui.error(t('lecture.nextLocked'));
    else navigate(`/courses/${url}/lecture/${nextMaterialId}`);
  };

  if (!summary.data && summary.error) {
    const notEnrolled = summary.errorStatus === 403;
    return (
      <div className={styles.page} data-testid="lecture-page">
        <StateMessage
          kind="error"
          layout="block"
          title={notEnrolled ? t('lecture.notEnrolledTitle') : undefined}
          what={t('lecture.what')}
          message={notEnrolled ? `${summary.error} ${t('lecture.enrolHint')}` : summary.error}
          onRetry={notEnrolled ? undefined : () => void lecture.refreshProgress()}
          actions={
            <RouterButton appearance="primary" to={`/courses/${url}`}>
              {t('lecture.toCourse')}
            </RouterButton>
          }
        />
      </div>
    );
  }

  const s = summary.data;
  const chapterList = (
    <ResourceView
      resource={chapters}
      what={t('lecture.chapters')}
      loadingLabel={t('lecture.loading')}
      layout="inline"
      skeleton={
        <div style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Shimmer key={i} height={36} />
          ))}
        </div>
      }
      onRetry={() => void lecture.refreshProgress()}
    >
      {(list) => <ChapterList url={url} chapters={list} current={materialId} onPick={() => setChaptersOpen(false)} />}
    </ResourceView>
  );

  let lessonBody;
  if (detail && !material && detail.error) {
    lessonBody = <StateMessage kind="error" layout="block" what={t('lecture.lessonWhat')} message={detail.error} onRetry={() => void detail.reload()} />;
  } else if (!material) {
    lessonBody = (
      <ShimmerGroup label={t('lecture.loading')}>
        <Shimmer height={wide ? 420 : 200} />
      </ShimmerGroup>
    );
  } else {
    let content;
    if (material.itemType === LessonItemType.VIDEO && material.video) {
      content = (
        <VideoPlayer
          key={material.id}
          material={material}
          mediaUrl={mediaUrl}
          startAt={startAt}
          report={report}
          onEnded={() => void goNext()}
          apiRef={player}
          autoplayNext={autoplayNext}
          setAutoplayNext={setAutoplayNext}
        />
      );
    } else if (material.itemType === LessonItemType.VIDEO && lecture.offlineMode) {
      content = <OfflineNotDownloaded />;
    } else if (material.itemType === LessonItemType.QUIZ) {
      content = (
        <>
          <p className={styles.hint}>{t('lecture.quizHint')}</p>
          <QuizView courseUrl={url} materialId={material.id} onFinished={() => void lecture.refreshProgress()} />
        </>
      );
    } else if (material.itemType === LessonItemType.EXTERNAL_URL && material.externalUrl) {
      const href = material.externalUrl;
      content = (
        <div className={styles.linkBox}>
          {material.body && <p style={{ margin: 0 }}>{material.body}</p>}
          <div>
            <Button
              as="a"
              appearance="primary"
              icon={<LinkIcon />}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => void lecture.visit(material.id)}
              data-testid="lecture-open-link"
            >
              {t('lecture.openLink')}
            </Button>
          </div>
          <p className={styles.hint}>{t('lecture.linkHint')}</p>
        </div>
      );
    } else {
      content = (
        <>
          <p className={styles.reading} data-testid="lecture-reading">
            {material.body}
          </p>
          <p className={styles.hint}>{t('lecture.readDone')}</p>
        </>
      );
    }
    lessonBody = (
      <>
        <div className={styles.lessonHead}>
          <span className={styles.chapterName}>{material.chapterTitle}</span>
          <h2 className={styles.lessonTitle} data-testid="lecture-lesson-title">
            {material.title}
          </h2>
        </div>
        {content}
        <div className={styles.nav}>
          {material.prevMaterialId !== null ? (
            <RouterButton appearance="secondary" icon={<ChevronLeftIcon />} to={`/courses/${url}/lecture/${material.prevMaterialId}`}>
              {t('lecture.prev')}
            </RouterButton>
          ) : (
            <span />
          )}
          <Button appearance="primary" icon={<ChevronRightIcon />} iconPosition="after" onClick={() => void goNext()} data-testid="lecture-next">
            {t('lecture.next')}
          </Button>
        </div>
      </>
    );
  }

  const tabProps = { courseUrl: url, contentId: s?.contentId ?? 0, materialId, onOpenLesson: openLesson };
  const panel: Record<TabName, () => React.ReactNode> = {
    notes: () => (
      <NotesTab materialId={materialId} timed={material !== null && notesAreTimed(material.itemType)} currentTime={() => player.current?.currentTime() ?? 0} onOpen={openLesson} />
    ),
    qna: () => <QnaTab {...tabProps} />,
    reviews: () => <ReviewsTab {...tabProps} />,
    comments: () => <CommentsTab {...tabProps} />,
    assistant: () => <AssistantPanel {...tabProps} />,
  };

  return (
    <div className={styles.page} data-testid="lecture-page">
      <header className={styles.header}>
        <Link className={styles.back} to={`/courses/${url}`}>
          <ArrowLeftIcon size={16} />
          {t('lecture.backToCourse')}
        </Link>
        {s ? (
          <>
            <h1 className={styles.title}>
              {s.title} {lecture.offlineMode && <OfflineBadge />}
            </h1>
            <ProgressBar value={s.progressPercent / 100} thickness="large" aria-label={t('lecture.progressLabel')} aria-valuetext={`${s.progressPercent}%`} data-testid="lecture-progress" />
            <span className={styles.progressText} data-testid="lecture-progress-text">
              {t('lecture.progress', { finished: s.finishedMaterials, total: s.totalMaterials, percent: s.progressPercent })}
            </span>
            {lecture.completed && (
              <div className={styles.completedRow} data-testid="lecture-completed">
                <span className={styles.completedBadge}>
                  <CheckCircleIcon size={16} />
                  {t('lecture.completedBadge')}
                </span>
                {!lecture.completionOpen && (
                  <Button size="small" appearance="secondary" onClick={() => lecture.openCompletion()} data-testid="lecture-see-completion">
                    {t('lecture.seeCompletion')}
                  </Button>
                )}
              </div>
            )}
            {chapters.data && !lecture.offlineMode && <OfflineCourseControl courseUrl={url} chapters={chapters.data} />}
          </>
        ) : (
          <ShimmerGroup label={t('lecture.loading')}>
            <Shimmer height={28} width="60%" />
          </ShimmerGroup>
        )}
      </header>
      <div className={styles.layout}>
        <nav className={styles.sidebar} aria-label={t('lecture.chapters')} data-testid="lecture-chapters">
          <div className={styles.sideHead}>
            <h2 className={styles.sideTitle}>{t('lecture.chapters')}</h2>
            {showsBelow(bp, 'lg') && (
              <Button className={media.belowLg} size="small" aria-expanded={chaptersOpen} onClick={() => setChaptersOpen((o) => !o)} data-testid="lecture-chapters-toggle">
                {chaptersOpen ? t('lecture.hideChapters') : t('lecture.showChapters')}
              </Button>
            )}
          </div>
          {(showsFrom(bp, 'lg') || chaptersOpen) && <div className={mergeClasses(styles.chapterListBox, !chaptersOpen && media.fromLg)}>{chapterList}</div>}
        </nav>
        {lecture.completionOpen && s ? (
          <section className={styles.main} aria-label={t('lecture.completion.label')}>
            <CompletionPanel summary={s} onBack={() => lecture.closeCompletion()} />
          </section>
        ) : (
          <section className={styles.main} aria-label={material?.title ?? t('lecture.lessonWhat')}>
            {lessonBody}
            <div className={styles.tabs}>
              <TabList className={styles.tabList} selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value as TabName)} aria-label={t('lecture.tabs.label')}>
                {TABS.map((name) => (
                  <Tab key={name} value={name} id={`lecture-tab-${name}`} aria-controls="lecture-tab-panel" data-testid={`lecture-tab-${name}`}>
                    {t(`lecture.tabs.${name}`)}
                  </Tab>
                ))}
              </TabList>
              <div id="lecture-tab-panel" role="tabpanel" aria-labelledby={`lecture-tab-${tab}`} className={styles.panel}>
                {panel[tab]()}
              </div>
            </div>
          </section>
        )}
      </div>
    </div>
  );
});

export default LecturePage;
