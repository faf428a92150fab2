/**
 * /bootcamps/{id}/lecture (issue 21; spec 2 "Bootcamp detail and lecture", 7 G bootcamps/{id}/lecture):
 * the enrolled student's bootcamp. A header (bootcamp, price tier, mentor); the sessions timeline
 * with the next one first (date and time in Asia/Jakarta, a countdown to the join window on the
 * server's clock, "live now", Join only while the window is open, attended, the recording after
 * the end); the assignments (due date, late, status, the mentor's comment, the submitted file or
 * link, a file upload with progress and cancel or a link form); the certificate item (locked with
 * what is missing, Claim when unlocked, then the certificate). Not enrolled (403): a message and
 * a link to the bootcamp page; guests are sent to sign in by the shell (auth route).
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  ASSIGNMENT_UPLOAD_MAX_BYTES,
  SUBMISSION_LINK_MAX,
  type Assignment,
  type BootcampCertificateItem,
  type BootcampLecture,
  type BootcampSession,
  type Submission,
} from '../../../common/contract/bootcamp-lecture';
import { formatDateLong, formatDateTimeLong } from '../../../common/format';
import { PAGE_PATTERNS } from '../../../common/routes';
import type { Locale } from '../../../common/enums';
import { useStores } from '../../stores/context';
import { useLocale } from '../../components/useLocale';
import { StateMessage } from '../../components/StateMessage';
import { ResourceView } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { RouterButton, RouterLink } from '../../components/links';
import { AwardIcon, CalendarIcon, CheckCircleIcon, ClockIcon, LinkIcon, LockIcon, PlayCircleIcon, VideoIcon } from '../../components/icons';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { countdownText } from '../sessions';
import { ASSIGNMENT_ACCEPT, assignmentFileProblem, linkProblem, megabytes, orderSessions, sessionStateAt } from './lecture';
import type { BootcampLectureStore, Refused } from './store';
import { bootcampLectureOf } from './store';
import a11y from '../../components/a11y.module.css';
import { LocalImage } from '../../components/LocalImage';

const useStyles = makeStyles({
  page: {
    maxWidth: '960px',
    margin: '0 auto',
    padding: '16px 16px 40px',
    display: 'flex',
    flexDirection: 'column',
    gap: '20px',
    [mediaUp('md')]: { padding: '24px 24px 56px' },
  },
  header: { display: 'flex', gap: '14px', alignItems: 'center', flexWrap: 'wrap' },
  cover: { width: '96px', height: '64px', objectFit: 'cover', borderRadius: '10px', flexShrink: 0 },
  headerText: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0, flex: '1 1 240px' },
  title: { margin: 0, fontSize: '22px', lineHeight: '28px', fontWeight: 800, color: palette.indigoDeep, overflowWrap: 'anywhere' },
  meta: { margin: 0, fontSize: '14px', lineHeight: '20px', color: tokens.colorNeutralForeground2, display: 'flex', gap: '8px', flexWrap: 'wrap' },
  section: { display: 'flex', flexDirection: 'column', gap: '12px' },
  sectionTitle: { margin: 0, fontSize: '18px', lineHeight: '24px', fontWeight: 800, color: palette.indigoDeep },
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '12px' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '10px',
    padding: '14px',
    borderRadius: '12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  cardNext: { border: `2px solid ${palette.teal}` },
  cardHead: { display: 'flex', gap: '8px', alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' },
  cardTitle: { margin: 0, fontSize: '16px', lineHeight: '22px', fontWeight: 700, overflowWrap: 'anywhere' },
  badges: { display: 'flex', gap: '6px', flexWrap: 'wrap' },
  badge: { padding: '2px 10px', borderRadius: '999px', fontSize: '12px', lineHeight: '18px', fontWeight: 700, backgroundColor: '#EEF2FF', color: palette.indigoDeep },
  badgeLive: { backgroundColor: '#FEE2E2', color: '#991B1B' },
  badgeGood: { backgroundColor: '#ECFDF5', color: '#065F46' },
  badgeWarn: { backgroundColor: '#FEF3C7', color: '#78350F' },
  badgeMuted: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2 },
  line: {
    margin: 0,
    display: 'flex',
    gap: '6px',
    alignItems: 'flex-start',
    fontSize: '14px',
    lineHeight: '20px',
    color: tokens.colorNeutralForeground2,
    '& > svg': { flexShrink: 0, marginTop: '2px' },
  },
  countdown: { fontVariantNumeric: 'tabular-nums', fontWeight: 700, color: palette.indigoDeep },
  actions: { display: 'flex', gap: '10px', flexWrap: 'wrap', alignItems: 'center' },
  primary: { minHeight: '44px', fontWeight: 700 },
  note: { margin: 0, fontSize: '13px', lineHeight: '19px', color: tokens.colorNeutralForeground2 },
  hint: { margin: 0, fontSize: '13px', lineHeight: '19px', color: '#991B1B' },
  instructions: { margin: 0, fontSize: '14px', lineHeight: '21px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  feedback: {
    margin: 0,
    padding: '10px 12px',
    borderRadius: '10px',
    backgroundColor: tokens.colorNeutralBackground2,
    fontSize: '14px',
    lineHeight: '21px',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  feedbackBy: { display: 'block', marginTop: '4px', fontSize: '12px', color: tokens.colorNeutralForeground2 },
  form: { display: 'flex', flexDirection: 'column', gap: '8px' },
  label: { fontSize: '14px', fontWeight: 700 },
  control: {
    font: 'inherit',
    fontSize: '14px',
    padding: '8px 10px',
    minHeight: '40px',
    borderRadius: '8px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    maxWidth: '100%',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  progress: { width: '100%', height: '10px', accentColor: palette.teal },
  pick: {
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    minHeight: '44px',
    padding: '0 16px',
    borderRadius: '8px',
    border: `1px solid ${palette.teal}`,
    color: palette.tealDark,
    backgroundColor: tokens.colorNeutralBackground1,
    fontSize: '14px',
    fontWeight: 700,
    cursor: 'pointer',
    ':hover': { backgroundColor: '#F4FBFA' },
    ':focus-within': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  pickOff: { opacity: 0.6, cursor: 'default' },
  fileLink: { overflowWrap: 'anywhere' },
});

/** "30 November 2026 19:00 WIB – 21:00 WIB" (one day), else both in full. */
function sessionDate(s: Pick<BootcampSession, 'startAt' | 'endAt'>, locale: Locale): string {
  const start = formatDateTimeLong(s.startAt, locale);
  const end = formatDateTimeLong(s.endAt, locale);
  const sameDay = formatDateLong(s.startAt, locale) === formatDateLong(s.endAt, locale);
  return `${start} – ${sameDay ? end.split(' ').slice(-2).join(' ') : end}`;
}

/** The server's time, ticking every second while the page is mounted (BootcampLectureStore.now()). */
function useLectureNow(store: BootcampLectureStore): Date {
  const [now, setNow] = useState(() => store.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(store.now()), 1000);
    return () => clearInterval(timer);
  }, [store]);
  return now;
}

/** A refused join as text: its reason in the UI language when known, else the server's message. */
function useRefusalText() {
  const { t } = useTranslation();
  return (r: Refused) => (r.reason === 'notOpenYet' ? t('bootcampLecture.join.notOpenYet') : r.reason === 'ended' ? t('bootcampLecture.join.ended') : r.message || t('errors.generic'));
}

const SessionItem = observer(function SessionItem({ id, session, now, isNext }: { id: string; session: BootcampSession; now: Date; isNext: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const store = bootcampLectureOf(useStores());
  const refusalText = useRefusalText();
  const [hint, setHint] = useState<string | null>(null);
  const [room, setRoom] = useState<string | null>(null);
  const state = sessionStateAt(session, now);
  const started = now.getTime() >= Date.parse(session.startAt);
  const joining = store.busy.has(`join:${session.id}`);
  const join = async () => {
    setHint(null);
    const outcome = await store.join(id, session.id);
    if (outcome.ok) setRoom(outcome.url);
    else setHint(refusalText(outcome));
  };
  const headingId = `session-${session.id}-title`;
  return (
    <li className={mergeClasses(styles.card, isNext && styles.cardNext)} aria-labelledby={headingId} data-testid="lecture-session" data-state={state}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle} id={headingId}>
          {session.title}
        </h3>
        <span className={styles.badges}>
          {isNext && <span className={styles.badge}>{t('bootcampLecture.sessions.next')}</span>}
          {state === 'open' && started && <span className={mergeClasses(styles.badge, styles.badgeLive)}>{t('bootcampLecture.sessions.liveNow')}</span>}
          {session.attended && (
            <span className={mergeClasses(styles.badge, styles.badgeGood)} data-testid="session-attended">
              {t('bootcampLecture.sessions.attended')}
            </span>
          )}
          {session.required && <span className={mergeClasses(styles.badge, styles.badgeMuted)}>{t('bootcampLecture.sessions.required')}</span>}
        </span>
      </div>
      <p className={styles.line}>
        <CalendarIcon size={16} />
        <span>{sessionDate(session, locale)}</span>
      </p>
      {state === 'upcoming' && (
        <p className={styles.line}>
          <ClockIcon size={16} />
          <span>
            {t('bootcampLecture.sessions.opensIn')} {/* Ticks every second: not announced (the date above is the accessible text). */}
            <span className={styles.countdown} role="timer" aria-live="off" data-testid="session-countdown">
              {countdownText(session.joinOpensAt, now, (days) => t('bootcampLecture.sessions.days', { count: days }))}
            </span>
          </span>
        </p>
      )}
      {state === 'open' && !started && (
        <p className={styles.line}>
          <ClockIcon size={16} />
          <span>
            {t('bootcampLecture.sessions.startsIn')}{' '}
            <span className={styles.countdown} role="timer" aria-live="off">
              {countdownText(session.startAt, now, (days) => t('bootcampLecture.sessions.days', { count: days }))}
            </span>
          </span>
        </p>
      )}
      <div className={styles.actions}>
        {state === 'open' && (
          <Button className={styles.primary} appearance="primary" icon={<VideoIcon size={18} />} disabled={joining} onClick={() => void join()} data-testid="session-join">
            {t('bootcampLecture.sessions.join')}
          </Button>
        )}
        {state === 'upcoming' && <p className={styles.note}>{t('bootcampLecture.sessions.opensAt', { time: formatDateTimeLong(session.joinOpensAt, locale) })}</p>}
        {state === 'ended' && session.recordingUrl && (
          <a className={styles.fileLink} href={session.recordingUrl} target="_blank" rel="noopener noreferrer" data-testid="session-recording">
            <PlayCircleIcon size={16} /> {t('bootcampLecture.sessions.recording')}
          </a>
        )}
        {state === 'ended' && !session.recordingUrl && <p className={styles.note}>{t('bootcampLecture.sessions.noRecording')}</p>}
      </div>
      {room && (
        <p className={styles.note}>
          <a href={room} target="_blank" rel="noopener noreferrer" data-testid="session-room-link">
            {t('bootcampLecture.sessions.roomLink')}
          </a>
        </p>
      )}
      {hint && (
        <p className={styles.hint} role="alert" data-testid="session-hint">
          {hint}
        </p>
      )}
    </li>
  );
});

function statusBadge(styles: ReturnType<typeof useStyles>, s: Submission['status']) {
  return s === 'accepted' ? mergeClasses(styles.badge, styles.badgeGood) : s === 'changes_requested' ? mergeClasses(styles.badge, styles.badgeWarn) : styles.badge;
}

/** The submitted file or link, and the mentor's review. */
export function SubmissionView({ submission }: { submission: Submission }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <p className={styles.line}>
        <CheckCircleIcon size={16} />
        <span>{t('bootcampLecture.assignments.submittedAt', { time: formatDateTimeLong(submission.submittedAt, locale) })}</span>
      </p>
      {submission.file && (
        <p className={styles.line}>
          <LinkIcon size={16} />
          <a className={styles.fileLink} href={submission.file.url} target="_blank" rel="noopener noreferrer" data-testid="submission-file">
            {submission.file.name} ({megabytes(submission.file.bytes)})
          </a>
        </p>
      )}
      {submission.link && (
        <p className={styles.line}>
          <LinkIcon size={16} />
          <a className={styles.fileLink} href={submission.link} target="_blank" rel="noopener noreferrer" data-testid="submission-link">
            {submission.link}
          </a>
        </p>
      )}
      {submission.review && (
        <blockquote className={styles.feedback} data-testid="submission-feedback">
          {submission.review.comment || t(`bootcampLecture.status.${submission.review.decision}`)}
          <span className={styles.feedbackBy}>
            {t('bootcampLecture.assignments.reviewedBy', { name: submission.review.reviewerName, time: formatDateTimeLong(submission.review.reviewedAt, locale) })}
          </span>
        </blockquote>
      )}
    </>
  );
}

const FileForm = observer(function FileForm({ id, assignment }: { id: string; assignment: Assignment }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const store = bootcampLectureOf(useStores());
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [hint, setHint] = useState<string | null>(null);
  const upload = store.uploads.get(assignment.id);
  const uploading = upload?.status === 'uploading';
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const problem = assignmentFileProblem(file);
    if (problem) {
      setHint(t(`bootcampLecture.upload.${problem}`, { max: megabytes(ASSIGNMENT_UPLOAD_MAX_BYTES) }));
      e.target.value = '';
      return;
    }
    setHint(null);
    await store.submitFile(id, assignment.id, file);
    if (input.current) input.current.value = '';
  };
  const percent = upload && upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : 0;
  return (
    <div className={styles.form}>
      {/* A button-like label in the page's language (the native control speaks the browser's); the input stays focusable. */}
      <label className={mergeClasses(styles.pick, uploading && styles.pickOff)}>
        <input
          ref={input}
          id={inputId}
          className={a11y.srOnly}
          type="file"
          accept={ASSIGNMENT_ACCEPT}
          disabled={uploading}
          onChange={(e) => void choose(e)}
          aria-describedby={`${inputId}-hint`}
          data-testid="assignment-file"
        />
        {t(assignment.submission ? 'bootcampLecture.upload.replace' : 'bootcampLecture.upload.choose')}
      </label>
      <p className={styles.note} id={`${inputId}-hint`}>
        {t('bootcampLecture.upload.hint', { max: megabytes(ASSIGNMENT_UPLOAD_MAX_BYTES) })}
      </p>
      {uploading && upload && (
        <div className={styles.form} data-testid="upload-progress">
          <progress className={styles.progress} max={100} value={percent} aria-label={t('bootcampLecture.upload.progressLabel', { name: upload.name })} />
          <div className={styles.actions}>
            <span className={styles.note} aria-live="polite">
              {t('bootcampLecture.upload.progress', { percent, sent: megabytes(upload.loaded), total: megabytes(upload.total) })}
            </span>
            <Button appearance="secondary" onClick={() => store.cancelUpload(assignment.id)} data-testid="upload-cancel">
              {t('bootcampLecture.upload.cancel')}
            </Button>
          </div>
        </div>
      )}
      {upload?.status === 'cancelled' && <p className={styles.note}>{t('bootcampLecture.upload.cancelled')}</p>}
      {upload?.status === 'done' && (
        <p className={styles.note} role="status">
          {t('bootcampLecture.upload.done', { name: upload.name })}
        </p>
      )}
      {(hint ?? (upload?.status === 'failed' ? upload.message || t('errors.generic') : null)) && (
        <p className={styles.hint} role="alert" data-testid="upload-hint">
          {hint ?? upload?.message ?? t('errors.generic')}
        </p>
      )}
    </div>
  );
});

const LinkForm = observer(function LinkForm({ id, assignment }: { id: string; assignment: Assignment }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const store = bootcampLectureOf(useStores());
  const inputId = useId();
  const [link, setLink] = useState(assignment.submission?.link ?? '');
  const [hint, setHint] = useState<string | null>(null);
  const busy = store.busy.has(`link:${assignment.id}`);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = linkProblem(link, SUBMISSION_LINK_MAX);
    if (problem) {
      setHint(t(`bootcampLecture.link.${problem}`, { max: SUBMISSION_LINK_MAX }));
      return;
    }
    setHint(null);
    const outcome = await store.submitLink(id, assignment.id, link.trim());
    if (!outcome.ok) setHint(outcome.message || t('errors.generic'));
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <label className={styles.label} htmlFor={inputId}>
        {t('bootcampLecture.link.label')}
      </label>
      <input
        id={inputId}
        className={styles.control}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={link}
        maxLength={SUBMISSION_LINK_MAX}
        onChange={(e) => setLink(e.target.value)}
        aria-invalid={hint ? true : undefined}
        aria-describedby={`${inputId}-hint`}
        data-testid="assignment-link"
      />
      <p className={hint ? styles.hint : styles.note} id={`${inputId}-hint`} role={hint ? 'alert' : undefined}>
        {hint ?? t('bootcampLecture.link.hint')}
      </p>
      <div className={styles.actions}>
        <Button className={styles.primary} appearance="primary" type="submit" disabled={busy} data-testid="assignment-link-submit">
          {t(assignment.submission ? 'bootcampLecture.link.resubmit' : 'bootcampLecture.link.submit')}
        </Button>
      </div>
    </form>
  );
});

const AssignmentItem = observer(function AssignmentItem({ id, assignment, now }: { id: string; assignment: Assignment; now: Date }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const s = assignment.submission;
  const overdue = !s && now.getTime() > Date.parse(assignment.dueAt);
  const headingId = `assignment-${assignment.id}-title`;
  // Accepted work is final; anything else may be handed in again (it replaces the earlier one).
  const canSubmit = s?.status !== 'accepted';
  return (
    <li className={styles.card} aria-labelledby={headingId} data-testid="lecture-assignment" data-status={s?.status ?? 'none'}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle} id={headingId}>
          {assignment.title}
        </h3>
        <span className={styles.badges}>
          {s && (
            <span className={statusBadge(styles, s.status)} data-testid="assignment-status">
              {t(`bootcampLecture.status.${s.status}`)}
            </span>
          )}
          {!s && <span className={mergeClasses(styles.badge, styles.badgeMuted)}>{t('bootcampLecture.status.none')}</span>}
          {(s?.late || overdue) && <span className={mergeClasses(styles.badge, styles.badgeWarn)}>{t('bootcampLecture.assignments.late')}</span>}
        </span>
      </div>
      <p className={styles.line}>
        <CalendarIcon size={16} />
        <span>{t('bootcampLecture.assignments.due', { time: formatDateTimeLong(assignment.dueAt, locale) })}</span>
      </p>
      {assignment.instructions && <p className={styles.instructions}>{assignment.instructions}</p>}
      {s && <SubmissionView submission={s} />}
      {canSubmit && (assignment.kind === 'file' ? <FileForm id={id} assignment={assignment} /> : <LinkForm id={id} assignment={assignment} />)}
    </li>
  );
});

const CertificateItem = observer(function CertificateItem({ id, item }: { id: string; item: BootcampCertificateItem }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const store = bootcampLectureOf(useStores());
  const [hint, setHint] = useState<string | null>(null);
  const busy = store.busy.has(`certificate:${id}`);
  const claim = async () => {
    setHint(null);
    const outcome = await store.claimCertificate(id);
    if (!outcome.ok) setHint(outcome.message || t('errors.generic'));
  };
  const missingSessions = item.requiredSessions.total - item.requiredSessions.attended;
  const missingAssignments = item.assignments.total - item.assignments.accepted;
  return (
    <section className={mergeClasses(styles.card, styles.section)} aria-labelledby="lecture-certificate-title" data-testid="lecture-certificate" data-state={item.state}>
      <h2 className={styles.sectionTitle} id="lecture-certificate-title">
        {t('bootcampLecture.certificate.title')}
      </h2>
      <p className={styles.line}>
        <CheckCircleIcon size={16} />
        <span>{t('bootcampLecture.certificate.sessions', { attended: item.requiredSessions.attended, total: item.requiredSessions.total })}</span>
      </p>
      <p className={styles.line}>
        <CheckCircleIcon size={16} />
        <span>{t('bootcampLecture.certificate.assignments', { accepted: item.assignments.accepted, total: item.assignments.total })}</span>
      </p>
      {item.state === 'locked' && (
        <p className={styles.line}>
          <LockIcon size={16} />
          <span>
            {[
              missingSessions > 0 ? t('bootcampLecture.certificate.missingSessions', { count: missingSessions }) : null,
              missingAssignments > 0 ? t('bootcampLecture.certificate.missingAssignments', { count: missingAssignments }) : null,
            ]
              .filter(Boolean)
              .join(' ') || t('bootcampLecture.certificate.locked')}
          </span>
        </p>
      )}
      {item.state === 'unlocked' && (
        <div className={styles.actions}>
          <Button className={styles.primary} appearance="primary" icon={<AwardIcon size={18} />} disabled={busy} onClick={() => void claim()} data-testid="certificate-claim">
            {t('bootcampLecture.certificate.claim')}
          </Button>
        </div>
      )}
      {item.certificate && (
        <p className={styles.line}>
          <AwardIcon size={16} />
          <span>
            {t('bootcampLecture.certificate.issued', { date: formatDateLong(item.certificate.issuedAt, locale) })}{' '}
            <span data-testid="certificate-link">
              <RouterLink to={item.certificate.verificationPath}>{t('bootcampLecture.certificate.number', { number: item.certificate.number })}</RouterLink>
            </span>
          </span>
        </p>
      )}
      {hint && (
        <p className={styles.hint} role="alert">
          {hint}
        </p>
      )}
    </section>
  );
});

/** Asks the lecture again when a session's window opens or closes on the server's clock. */
function useWindowEdges(id: string, lecture: BootcampLecture | null, now: Date) {
  const store = bootcampLectureOf(useStores());
  const edge = lecture ? lecture.sessions.map((s) => sessionStateAt(s, now)).join(',') : '';
  const last = useRef(edge);
  useEffect(() => {
    if (last.current === edge) return;
    const first = last.current === '';
    last.current = edge;
    if (!first) void store.load(id);
  }, [edge, id, store]);
}

const LectureView = observer(function LectureView({ id, lecture }: { id: string; lecture: BootcampLecture }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const store = bootcampLectureOf(useStores());
  const now = useLectureNow(store);
  useWindowEdges(id, lecture, now);
  const sessions = orderSessions(lecture.sessions, now);
  const nextId = sessions.find((s) => sessionStateAt(s, now) !== 'ended')?.id ?? null;
  const b = lecture.bootcamp;
  return (
    <>
      <header className={styles.header}>
        {b.imageUrl && <LocalImage className={styles.cover} src={b.imageUrl} alt="" width={96} height={64} />}
        <div className={styles.headerText}>
          <h1 className={styles.title}>{b.title}</h1>
          <p className={styles.meta}>
            {b.packageName && <span data-testid="lecture-tier">{t('bootcampLecture.tier', { name: b.packageName })}</span>}
            <span data-testid="lecture-mentor">{t('bootcampLecture.mentor', { name: b.mentor.name })}</span>
          </p>
        </div>
        <RouterButton appearance="secondary" to={b.url ? PAGE_PATTERNS.bootcamp.replace(':id', b.url) : PAGE_PATTERNS.bootcamps}>
          {t('bootcampLecture.details')}
        </RouterButton>
      </header>
      <section className={styles.section} aria-labelledby="lecture-sessions-title">
        <h2 className={styles.sectionTitle} id="lecture-sessions-title">
          {t('bootcampLecture.sessions.title')}
        </h2>
        {sessions.length === 0 ? (
          <StateMessage kind="empty" text={t('bootcampLecture.sessions.empty')} />
        ) : (
          <ol className={styles.list}>
            {sessions.map((s) => (
              <SessionItem key={s.id} id={id} session={s} now={now} isNext={s.id === nextId} />
            ))}
          </ol>
        )}
      </section>
      <section className={styles.section} aria-labelledby="lecture-assignments-title">
        <h2 className={styles.sectionTitle} id="lecture-assignments-title">
          {t('bootcampLecture.assignments.title')}
        </h2>
        {lecture.assignments.length === 0 ? (
          <StateMessage kind="empty" text={t('bootcampLecture.assignments.empty')} />
        ) : (
          <ol className={styles.list}>
            {lecture.assignments.map((a) => (
              <AssignmentItem key={a.id} id={id} assignment={a} now={now} />
            ))}
          </ol>
        )}
      </section>
      <CertificateItem id={id} item={lecture.certificate} />
    </>
  );
});

const BootcampLecturePage = observer(function BootcampLecturePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const store = bootcampLectureOf(useStores());
  const resource = store.of(id);
  const notEnrolled = resource.data === null && resource.errorStatus === 403;
  return (
    <div className={styles.page} data-testid="bootcamp-lecture">
      {notEnrolled ? (
        <StateMessage
          kind="empty"
          layout="page"
          testId="lecture-not-enrolled"
          title={t('bootcampLecture.notEnrolled.title')}
          text={t('bootcampLecture.notEnrolled.text')}
          actions={
            <RouterButton appearance="primary" to={PAGE_PATTERNS.bootcamp.replace(':id', id)}>
              {t('bootcampLecture.notEnrolled.action')}
            </RouterButton>
          }
        />
      ) : (
        <ResourceView
          resource={resource}
          what={t('bootcampLecture.what')}
          loadingLabel={t('bootcampLecture.loading')}
          layout="page"
          skeleton={
            <>
              <Shimmer height={64} />
              <Shimmer height={140} />
              <Shimmer height={140} />
            </>
          }
          notFound={<StateMessage kind="notFound" title={t('bootcampLecture.notFound')} />}
          onRetry={() => void store.load(id)}
        >
          {(lecture) => <LectureView id={id} lecture={lecture} />}
        </ResourceView>
      )}
    </div>
  );
});

export default BootcampLecturePage;
