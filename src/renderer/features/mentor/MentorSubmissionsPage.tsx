/**
 * /mentor/submissions (issue 21): the mentor's queue of assignment submissions, by tab (waiting,
 * reviewed, all: `?status=`) and page (`?page=`). Each item: the student, the bootcamp, the
 * assignment, when it was handed in, late, the file or the link, and the review: Accept, or
 * Request changes with a comment (required, 2,000 characters at most, with a counter). The item
 * updates with the server's answer. An account that teaches no bootcamp (403) sees a message.
 */
import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { REVIEW_COMMENT_MAX, type MentorSubmission, type ReviewDecision } from '../../../common/contract/bootcamp-lecture';
import { formatDateTimeLong } from '../../../common/format';
import { PAGE_PATTERNS } from '../../../common/routes';
import { useStores } from '../../stores/context';
import { useLocale } from '../../components/useLocale';
import { StateMessage } from '../../components/StateMessage';
import { Shimmer } from '../../components/Shimmer';
import { Pager } from '../../components/Pager';
import { PillTabs } from '../../components/PillTabs';
import { ResourceView } from '../../components/ResourceView';
import { CalendarIcon, LinkIcon, PersonIcon } from '../../components/icons';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { QUEUE_STATUSES, isQueueStatus, reviewProblem, type QueueStatus } from './store';
import { pageOf } from './loaders';
import { mentorOf } from './store';

const useStyles = makeStyles({
  page: {
    maxWidth: '880px',
    margin: '0 auto',
    padding: '16px 16px 40px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    [mediaUp('md')]: { padding: '24px 24px 56px' },
  },
  title: { margin: 0, fontSize: '22px', lineHeight: '28px', fontWeight: 800, color: palette.indigoDeep },
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '12px' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    padding: '14px',
    borderRadius: '12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  head: { display: 'flex', gap: '8px', justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' },
  cardTitle: { margin: 0, fontSize: '16px', lineHeight: '22px', fontWeight: 700, overflowWrap: 'anywhere' },
  badges: { display: 'flex', gap: '6px', flexWrap: 'wrap' },
  badge: { padding: '2px 10px', borderRadius: '999px', fontSize: '12px', lineHeight: '18px', fontWeight: 700, backgroundColor: '#EEF2FF', color: palette.indigoDeep },
  badgeGood: { backgroundColor: '#ECFDF5', color: '#065F46' },
  badgeWarn: { backgroundColor: '#FEF3C7', color: '#78350F' },
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
  link: { overflowWrap: 'anywhere' },
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
  form: { display: 'flex', flexDirection: 'column', gap: '6px' },
  label: { fontSize: '14px', fontWeight: 700 },
  textarea: {
    font: 'inherit',
    fontSize: '14px',
    padding: '8px 10px',
    minHeight: '96px',
    resize: 'vertical',
    borderRadius: '8px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  counter: { alignSelf: 'flex-end', fontSize: '12px', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: '10px', flexWrap: 'wrap', alignItems: 'center' },
  primary: { minHeight: '40px', fontWeight: 700 },
  hint: { margin: 0, fontSize: '13px', lineHeight: '19px', color: '#991B1B' },
});

/** The review form of one submission: Accept at once, or Request changes with a required comment. */
export const ReviewForm = observer(function ReviewForm({ item }: { item: MentorSubmission }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const root = useStores();
  const { ui } = root;
  const mentor = mentorOf(root);
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const busy = mentor.busy.has(item.submission.id);
  const send = async (decision: ReviewDecision) => {
    const problem = reviewProblem(decision, comment);
    if (problem) {
      setHint(t(`mentor.review.${problem}`, { max: REVIEW_COMMENT_MAX }));
      return;
    }
    setHint(null);
    const outcome = await mentor.review(item.submission.id, decision, decision === 'changes_requested' ? comment : '');
    if (!outcome.ok) setHint(outcome.message || t('errors.generic'));
    else {
      ui.success(t(decision === 'accepted' ? 'mentor.review.accepted' : 'mentor.review.changesSent'));
      setAsking(false);
      setComment('');
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send('changes_requested');
  };
  if (!asking)
    return (
      <div className={styles.form}>
        <div className={styles.actions}>
          <Button className={styles.primary} appearance="primary" disabled={busy} onClick={() => void send('accepted')} data-testid="review-accept">
            {t('mentor.review.accept')}
          </Button>
          <Button className={styles.primary} appearance="secondary" disabled={busy} onClick={() => setAsking(true)} data-testid="review-changes">
            {t('mentor.review.requestChanges')}
          </Button>
        </div>
        {hint && (
          <p className={styles.hint} role="alert">
            {hint}
          </p>
        )}
      </div>
    );
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="review-form">
      <label className={styles.label} htmlFor={`${id}-comment`}>
        {t('mentor.review.comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        className={styles.textarea}
        value={comment}
        maxLength={REVIEW_COMMENT_MAX}
        required
        autoFocus
        onChange={(e) => setComment(e.target.value.slice(0, REVIEW_COMMENT_MAX))}
        aria-invalid={hint ? true : undefined}
        aria-describedby={`${id}-counter${hint ? ` ${id}-hint` : ''}`}
        data-testid="review-comment"
      />
      <span className={styles.counter} id={`${id}-counter`}>
        {t('mentor.review.counter', { count: comment.length, max: REVIEW_COMMENT_MAX })}
      </span>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`} role="alert" data-testid="review-hint">
          {hint}
        </p>
      )}
      <div className={styles.actions}>
        <Button className={styles.primary} appearance="primary" type="submit" disabled={busy} data-testid="review-send">
          {t('mentor.review.send')}
        </Button>
        <Button
          appearance="secondary"
          disabled={busy}
          onClick={() => {
            setAsking(false);
            setHint(null);
          }}
        >
          {t('mentor.review.cancel')}
        </Button>
      </div>
    </form>
  );
});

const SubmissionItem = observer(function SubmissionItem({ item }: { item: MentorSubmission }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const s = item.submission;
  const headingId = `mentor-submission-${s.id}`;
  const statusClass = s.status === 'accepted' ? mergeClasses(styles.badge, styles.badgeGood) : s.status === 'changes_requested' ? mergeClasses(styles.badge, styles.badgeWarn) : styles.badge;
  return (
    <li className={styles.card} aria-labelledby={headingId} data-testid="mentor-submission" data-status={s.status}>
      <div className={styles.head}>
        <h2 className={styles.cardTitle} id={headingId}>
          {item.assignment.title}
        </h2>
        <span className={styles.badges}>
          <span className={statusClass} data-testid="mentor-status">
            {t(`mentor.status.${s.status}`)}
          </span>
          {s.late && <span className={mergeClasses(styles.badge, styles.badgeWarn)}>{t('mentor.late')}</span>}
        </span>
      </div>
      <p className={styles.line}>
        <PersonIcon size={16} />
        <span>{t('mentor.student', { name: item.studentName, bootcamp: item.bootcamp.title })}</span>
      </p>
      <p className={styles.line}>
        <CalendarIcon size={16} />
        <span>{t('mentor.submittedAt', { time: formatDateTimeLong(s.submittedAt, locale), due: formatDateTimeLong(item.assignment.dueAt, locale) })}</span>
      </p>
      {s.file && (
        <p className={styles.line}>
          <LinkIcon size={16} />
          <a className={styles.link} href={s.file.url} target="_blank" rel="noopener noreferrer" data-testid="mentor-file">
            {s.file.name}
          </a>
        </p>
      )}
      {s.link && (
        <p className={styles.line}>
          <LinkIcon size={16} />
          <a className={styles.link} href={s.link} target="_blank" rel="noopener noreferrer">
            {s.link}
          </a>
        </p>
      )}
      {s.review && (
        <blockquote className={styles.feedback} data-testid="mentor-review">
          {s.review.comment || t(`mentor.status.${s.review.decision}`)}
        </blockquote>
      )}
      {s.status === 'submitted' && <ReviewForm item={item} />}
    </li>
  );
});

const MentorSubmissionsPage = observer(function MentorSubmissionsPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const root = useStores();
  const mentor = mentorOf(root);
  const [search] = useSearchParams();
  const raw = search.get('status');
  const status: QueueStatus = isQueueStatus(raw) ? raw : 'submitted';
  const page = pageOf(search);
  const href = (s: QueueStatus, p = 1) => `${PAGE_PATTERNS.mentorSubmissions}?status=${s}${p > 1 ? `&page=${p}` : ''}`;
  const q = mentor.queue;
  const tabs = QUEUE_STATUSES.map((s) => ({ value: s, label: t(`mentor.tab.${s}`), testId: `mentor-tab-${s}` }));
  return (
    <div className={styles.page} data-testid="mentor-page">
      <h1 className={styles.title}>{t('mentor.title')}</h1>
      {q.errorStatus === 403 ? (
        <StateMessage kind="empty" testId="mentor-forbidden" title={t('mentor.forbidden.title')} text={t('mentor.forbidden.text')} />
      ) : (
        <>
          <PillTabs tabs={tabs} selectedValue={status} hrefFor={(s) => href(s)} aria-label={t('mentor.tabs')} />
          <ResourceView
            resource={q}
            what={t('mentor.what')}
            loadingLabel={t('mentor.loading')}
            layout="inline"
            skeleton={
              <>
                <Shimmer height={160} />
                <Shimmer height={160} />
              </>
            }
            onRetry={() => void mentor.load(status, page)}
            isEmpty={(data) => data.items.length === 0}
            empty={{ text: t(`mentor.empty.${status}`) }}
          >
            {(data) => (
              <>
                <ul className={styles.list}>
                  {data.items.map((item) => (
                    <SubmissionItem key={item.submission.id} item={item} />
                  ))}
                </ul>
                <Pager page={data.page} totalPages={data.totalPages} hrefFor={(p) => href(status, p)} label={t('mentor.pages')} />
              </>
            )}
          </ResourceView>
        </>
      )}
    </div>
  );
});

export default MentorSubmissionsPage;
