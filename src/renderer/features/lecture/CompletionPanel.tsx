/**
 * The completion moment of a course (issue 25): shown in the lecture player when the server's
 * summary says every lesson is finished (every quiz and the final exam passed), or at the end of the
 * course with what is still left. Congratulations, a preview of the certificate the server issued
 * (its public verification data), the PDF download (web: the browser; desktop: the bridge), sharing
 * the verification link (Web Share where there is one, else copied), rating the course (the
 * lecture's own review form) and what to learn next (next-level classes, else similar ones).
 * Lives in the lecture chunk, never in the shell.
 */
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CertificateRef } from '../../../common/contract/certificates';
import type { LectureSummary } from '../../../common/contract/lecture';
import { formatDateLong } from '../../../common/format';
import { LessonItemType } from '../../../common/lecture';
import { CardRow } from '../../components/CardRow';
import { ContentCard } from '../../components/ContentCard';
import { RouterButton } from '../../components/links';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { ResourceView } from '../../components/ResourceView';
import { Stars } from '../../components/Stars';
import { palette } from '../../components/theme';
import { mediaUp } from '../../components/useBreakpoint';
import { useLocale } from '../../components/useLocale';
import { useStores } from '../../stores/context';
import { certificatesOf } from '../certificates';
import { ReviewForm } from './social/tabs';
import { socialOf } from './social/store';
import { lectureOf } from './store';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: '20px' },
  hero: { display: 'flex', flexDirection: 'column', gap: '6px', padding: '20px', borderRadius: '16px', backgroundColor: palette.tealSoft },
  title: { margin: 0, fontSize: '22px', lineHeight: '30px', fontWeight: 800, color: palette.indigoDeep, ':focus': { outline: 'none' } },
  text: { margin: 0, lineHeight: '22px' },
  h3: { margin: 0, fontSize: '17px', lineHeight: '24px', fontWeight: 700 },
  section: { display: 'flex', flexDirection: 'column', gap: '10px' },
  preview: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: '6px',
    padding: '20px 16px',
    borderRadius: '12px',
    border: `3px double ${palette.indigoDeep}`,
    backgroundColor: tokens.colorNeutralBackground1,
    [mediaUp('md')]: { padding: '28px 32px' },
  },
  previewKicker: { margin: 0, fontSize: '13px', letterSpacing: '0.08em', textTransform: 'uppercase', color: tokens.colorNeutralForeground2 },
  previewName: { margin: 0, fontSize: '22px', lineHeight: '30px', fontWeight: 800, overflowWrap: 'anywhere' },
  previewCourse: { margin: 0, fontSize: '17px', lineHeight: '24px', fontWeight: 700, color: palette.indigoDeep, overflowWrap: 'anywhere' },
  meta: { margin: 0, fontSize: '13px', color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  left: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '4px' },
  error: { margin: 0, color: '#991B1B', fontSize: '13px' },
});

/** The public link of a certificate's verification page: the site's own origin (the desktop app: the API's, which serves the site). */
export function verificationLink(path: string, apiBase: string, pageOrigin: string): string {
  const origin = /^https?:\/\//i.test(apiBase) ? apiBase : pageOrigin;
  return new URL(path, origin).toString();
}

const CertificateBlock = observer(function CertificateBlock({ cert, courseTitle }: { cert: CertificateRef; courseTitle: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const root = useStores();
  const certificates = certificatesOf(root);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  useEffect(() => {
    void certificates.verify(cert.number);
  }, [certificates, cert.number]);
  const verified = certificates.verification.get(cert.number);
  const data = verified.data;
  const busy = certificates.downloading.has(cert.number);
  const link = verificationLink(cert.verificationPath, root.baseURL(), typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

  const download = async () => {
    setMessage(null);
    const outcome = await certificates.download(cert.number, courseTitle);
    if (!outcome.ok && !outcome.cancelled) setMessage({ text: t('lecture.completion.downloadFailed'), failed: true });
    if (outcome.ok && outcome.path) setMessage({ text: t('lecture.completion.savedTo', { path: outcome.path }), failed: false });
  };
  const share = async () => {
    setMessage(null);
    const text = t('lecture.completion.shareText', { title: courseTitle });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: courseTitle, text, url: link });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setMessage({ text: t('lecture.completion.copied'), failed: false });
    } catch {
      setMessage({ text: t('lecture.completion.copyFailed', { link }), failed: true });
    }
  };

  return (
    <section className={styles.section} aria-labelledby="completion-certificate">
      <h3 id="completion-certificate" className={styles.h3}>
        {t('lecture.completion.certificateTitle')}
      </h3>
      <div className={styles.preview} data-testid="completion-certificate" data-number={cert.number}>
        <p className={styles.previewKicker}>{t('lecture.completion.previewKicker')}</p>
        {data ? (
          <>
            <p className={styles.previewName}>{data.studentName}</p>
            <p className={styles.text}>{t('lecture.completion.previewCompleted')}</p>
            <p className={styles.previewCourse}>{data.contentTitle}</p>
            <p className={styles.meta}>{t('lecture.completion.issued', { date: formatDateLong(data.issuedAt, locale) })}</p>
          </>
        ) : verified.error ? (
          <p className={styles.previewCourse}>{courseTitle}</p>
        ) : (
          <ShimmerGroup label={t('lecture.completion.previewLoading')}>
            <Shimmer height={30} width="60%" />
            <Shimmer height={22} width="80%" />
          </ShimmerGroup>
        )}
        <p className={styles.meta} data-testid="completion-certificate-number">
          {t('lecture.completion.number', { number: cert.number })}
        </p>
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void download()} disabled={busy} data-testid="completion-download">
          {busy ? t('lecture.completion.downloading') : t('lecture.completion.download')}
        </Button>
        <Button appearance="secondary" onClick={() => void share()} data-testid="completion-share">
          {t('lecture.completion.share')}
        </Button>
        <RouterButton appearance="secondary" to={cert.verificationPath} data-testid="completion-verify">
          {t('lecture.completion.verify')}
        </RouterButton>
      </div>
      {message && (
        <p className={message.failed ? styles.error : styles.meta} role={message.failed ? 'alert' : 'status'} data-testid="completion-message">
          {message.text}
        </p>
      )}
    </section>
  );
});

/** "Rate this course": the student's review, or the lecture's review form (the same call as the reviews tab). */
const RateCourse = observer(function RateCourse({ courseUrl }: { courseUrl: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const social = socialOf(useStores());
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    void social.loadReviews(courseUrl);
  }, [social, courseUrl]);
  return (
    <section className={styles.section} aria-labelledby="completion-rate" data-testid="completion-rate">
      <h3 id="completion-rate" className={styles.h3}>
        {t('lecture.completion.rateTitle')}
      </h3>
      <ResourceView
        resource={social.myReview}
        what={t('social.reviewsWhat')}
        loadingLabel={t('lecture.loading')}
        layout="inline"
        skeleton={<Shimmer height={80} />}
        onRetry={() => void social.loadReviews(courseUrl, 1, true)}
      >
        {(state) =>
          state.review && !editing ? (
            <div className={styles.section} data-testid="completion-my-review">
              <p className={styles.text}>{t('lecture.completion.reviewed')}</p>
              <Stars rating={state.review.rating} size={16} label={t('social.stars', { count: state.review.rating })} />
              <div className={styles.actions}>
                <Button size="small" onClick={() => setEditing(true)}>
                  {t('social.edit')}
                </Button>
              </div>
            </div>
          ) : state.canReview ? (
            <ReviewForm courseUrl={courseUrl} initial={state.review ?? undefined} onDone={() => setEditing(false)} />
          ) : (
            <p className={styles.meta}>{state.reason}</p>
          )
        }
      </ResourceView>
    </section>
  );
});

const NextCourses = observer(function NextCourses({ contentId }: { contentId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const lecture = lectureOf(useStores());
  useEffect(() => {
    void lecture.loadNextCourses(contentId);
  }, [lecture, contentId]);
  const title = t('lecture.completion.nextTitle');
  const items = lecture.nextCourses.data;
  // Nothing to suggest, or it failed: the section is a suggestion, it stays away.
  if ((items && items.length === 0) || (!items && lecture.nextCourses.error)) return null;
  return (
    <section className={styles.section} aria-labelledby="completion-next" data-testid="completion-next">
      <h3 id="completion-next" className={styles.h3}>
        {title}
      </h3>
      {items ? (
        <CardRow label={title}>
          {items.map((item) => (
            <ContentCard key={`${item.type}-${item.contentId}`} item={item} headingLevel={4} />
          ))}
        </CardRow>
      ) : (
        <ShimmerGroup label={t('lecture.loading')}>
          <Shimmer height={160} />
        </ShimmerGroup>
      )}
    </section>
  );
});

export const CompletionPanel = observer(function CompletionPanel({ summary, onBack }: { summary: LectureSummary; onBack(): void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const lecture = lectureOf(useStores());
  const heading = useRef<HTMLHeadingElement>(null);
  const complete = lecture.completed;
  // The panel replaces the lesson: its heading takes the focus, so it is read out.
  useEffect(() => {
    heading.current?.focus();
  }, [complete]);
  const url = summary.url;
  const back = (
    <Button appearance="secondary" onClick={onBack} data-testid="completion-back">
      {t('lecture.completion.back')}
    </Button>
  );

  if (!complete) {
    // The end of the course with lessons left: what is left, plainly, with a way to each.
    const left = lecture.remaining();
    return (
      <div className={styles.panel} data-testid="completion-panel" data-complete="false">
        <div className={styles.hero}>
          <h2 ref={heading} tabIndex={-1} className={styles.title}>
            {t('lecture.completion.almostTitle')}
          </h2>
          <p className={styles.text}>{t('lecture.completion.almostText', { count: left.length })}</p>
        </div>
        <ul className={styles.left} data-testid="completion-left">
          {left.slice(0, 10).map((m) => (
            <li key={m.id}>
              {m.locked ? (
                m.title
              ) : (
                <Link to={`/courses/${url}/lecture/${m.id}`} onClick={onBack}>
                  {m.title}
                </Link>
              )}
              {m.itemType === LessonItemType.QUIZ && <span className={styles.meta}>{` · ${t('lecture.completion.quizToPass')}`}</span>}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>{back}</div>
      </div>
    );
  }

  const cert = summary.certificate ?? null;
  return (
    <div className={styles.panel} data-testid="completion-panel" data-complete="true">
      <div className={styles.hero}>
        <h2 ref={heading} tabIndex={-1} className={styles.title} data-testid="completion-title">
          {t('lecture.completion.title')}
        </h2>
        <p className={styles.text}>{t('lecture.completion.text', { title: summary.title, total: summary.totalMaterials })}</p>
      </div>
      {cert ? (
        <CertificateBlock cert={cert} courseTitle={summary.title} />
      ) : (
        <section className={styles.section} aria-labelledby="completion-certificate" data-testid="completion-certificate-pending">
          <h3 id="completion-certificate" className={styles.h3}>
            {t('lecture.completion.certificateTitle')}
          </h3>
          <p className={styles.text}>{t('lecture.completion.pending')}</p>
          <div className={styles.actions}>
            <Button appearance="secondary" onClick={() => void lecture.refreshProgress()}>
              {t('lecture.completion.checkAgain')}
            </Button>
          </div>
        </section>
      )}
      <RateCourse courseUrl={url} />
      <NextCourses contentId={summary.contentId} />
      <div className={styles.actions}>
        {back}
        <RouterButton appearance="subtle" to="/user/classqu">
          {t('lecture.completion.myClasses')}
        </RouterButton>
      </div>
    </div>
  );
});
