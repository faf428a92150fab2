/**
 * A course quiz (issue 12): its rules, Start (the server opens a timed attempt), the questions
 * with a timer counting the server's time left (the answers are sent by themselves when it runs
 * out), Submit (graded on the server), the outcome, the attempts so far, Try again while attempts
 * remain, and the right answers with explanations once the server shows them (passed, or no
 * attempt left). The lecture page renders it for QUIZ materials (lecture/quiz/QuizView.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { clock } from '../../../common/lecture';
import { LessonProgress } from '../../../common/enums';
import { useStores } from '../../stores/context';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { StateMessage } from '../../components/StateMessage';
import { palette } from '../../components/theme';
import { QuestionList } from './QuestionList';
import { ReviewList } from './ReviewList';
import { QuizModel } from './quizModel';
import a11y from '../../components/a11y.module.css';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px' },
  head: { display: 'flex', flexDirection: 'column', gap: '6px' },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: '22px' },
  chips: { display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none', margin: 0, padding: 0 },
  chip: { fontSize: '13px', padding: '4px 10px', borderRadius: '999px', backgroundColor: palette.tealSoft, color: palette.tealDark, fontWeight: 600 },
  banner: { borderRadius: '12px', padding: '12px 16px', fontWeight: 700, lineHeight: '22px' },
  good: { backgroundColor: '#DCFCE7', color: '#166534' },
  bad: { backgroundColor: '#FEE2E2', color: '#991B1B' },
  neutral: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground1 },
  timerBar: {
    position: 'sticky',
    top: '0',
    zIndex: 2,
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '12px',
    flexWrap: 'wrap',
    padding: '10px 14px',
    borderRadius: '12px',
    backgroundColor: palette.indigoDeep,
    color: palette.white,
  },
  timer: { fontSize: '20px', fontWeight: 800, fontVariantNumeric: 'tabular-nums' },
  timerLow: { color: '#FDE68A' },
  actions: { display: 'flex', gap: '12px', flexWrap: 'wrap', alignItems: 'center' },
  section: { display: 'flex', flexDirection: 'column', gap: '8px' },
  h3: { margin: 0, fontSize: '16px', fontWeight: 800, color: palette.indigoDeep },
  history: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '4px', color: tokens.colorNeutralForeground1 },
});

export const QuizPanel = observer(function QuizPanel({ courseUrl, materialId, onFinished }: { courseUrl: string; materialId: number; onFinished(): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const root = useStores();
  const [model] = useState(() => new QuizModel(root.client, courseUrl, materialId, () => i18n.language));
  const autoSent = useRef(false);

  useEffect(() => {
    void model.load();
  }, [model, i18n.language]);

  const quiz = model.quiz.data;
  const open = quiz?.attempt ?? null;
  const left = model.secondsLeft;

  // The clock: a tick a second while an attempt is open; at zero the answers go by themselves.
  useEffect(() => {
    if (!open) return;
    autoSent.current = false;
    const timer = setInterval(() => model.tick(), 1000);
    return () => clearInterval(timer);
  }, [model, open]);
  useEffect(() => {
    if (open && left === 0 && !model.busy && !autoSent.current) {
      autoSent.current = true;
      void model.submit().then((ok) => ok && onFinished());
    }
  }, [model, open, left, onFinished]);

  if (!quiz) {
    if (model.quiz.error) return <StateMessage kind="error" what={t('quiz.what')} message={model.quiz.error} onRetry={() => void model.load()} />;
    return (
      <ShimmerGroup label={t('quiz.loading')}>
        <Shimmer height={24} width="60%" />
        <Shimmer height={16} />
        <Shimmer height={120} />
      </ShimmerGroup>
    );
  }

  const result = model.result.data;
  const last = model.lastSubmit;
  const canStart = !open && !quiz.passed && quiz.attemptsLeft !== 0;
  const percent = (n: number) => `${n}`;
  const submit = async () => {
    if (await model.submit()) onFinished();
  };

  let banner: { text: string; tone: 'good' | 'bad' | 'neutral' } | null = null;
  if (last && !open) {
    banner = last.attempt.late
      ? { text: t('quiz.late'), tone: 'bad' }
      : last.attempt.passed
        ? { text: t('quiz.passed', { score: percent(last.attempt.score) }), tone: 'good' }
        : { text: t('quiz.failed', { score: percent(last.attempt.score) }), tone: 'bad' };
  } else if (quiz.passed) banner = { text: t('quiz.passed', { score: percent(quiz.bestScore ?? 0) }), tone: 'good' };
  else if (quiz.attemptsLeft === 0 && !open) banner = { text: t('quiz.noAttemptsLeft'), tone: 'bad' };

  return (
    <section className={styles.root} aria-label={quiz.title} data-testid="quiz-view">
      <div className={styles.head}>
        {quiz.description && <p className={styles.text}>{quiz.description}</p>}
        <ul className={styles.chips}>
          <li className={styles.chip}>{t('quiz.questionCount', { count: quiz.questionCount })}</li>
          <li className={styles.chip}>{t('quiz.passMark', { percent: quiz.passPercent })}</li>
          <li className={styles.chip}>{t('quiz.timeLimit', { minutes: Math.round(quiz.timeLimitSeconds / 60) })}</li>
          <li className={styles.chip}>
            {quiz.maxAttempts === null ? t('quiz.attemptsUnlimited', { used: quiz.attemptsUsed }) : t('quiz.attempts', { used: quiz.attemptsUsed, max: quiz.maxAttempts })}
          </li>
        </ul>
      </div>

      {banner && (
        <div role="status" className={mergeClasses(styles.banner, styles[banner.tone])} data-testid="quiz-outcome">
          {banner.text}
        </div>
      )}
      {model.error && <StateMessage kind="error" layout="inline" title={model.error} text=" " />}

      {open ? (
        <>
          <div className={styles.timerBar} data-testid="quiz-timer">
            <span>
              {t('quiz.timer')}:{' '}
              <span role="timer" aria-label={t('quiz.timerLabel', { time: clock(left ?? 0) })} className={mergeClasses(styles.timer, (left ?? 0) < 60 && styles.timerLow)}>
                {clock(left ?? 0)}
              </span>
            </span>
            <span aria-live="polite">{t('quiz.answered', { answered: model.answeredCount, total: quiz.questions.length })}</span>
            <span className={a11y.srOnly} aria-live="assertive">
              {(left ?? 0) < 60 && (left ?? 0) > 0 ? t('quiz.timeAlmostUp') : ''}
            </span>
          </div>
          <QuestionList questions={quiz.questions} chosen={model.chosen} onChoose={(q, o, m) => model.choose(q, o, m)} disabled={model.busy} idPrefix={`quiz-${materialId}`} />
          <div className={styles.actions}>
            <Button appearance="primary" size="large" onClick={() => void submit()} disabled={model.busy} data-testid="quiz-submit">
              {model.busy ? t('quiz.submitting') : t('quiz.submit')}
            </Button>
            {model.busy && <Spinner size="tiny" aria-label={t('quiz.submitting')} />}
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          {canStart && (
            <Button appearance="primary" size="large" onClick={() => void model.start()} disabled={model.busy} data-testid="quiz-start">
              {quiz.attemptsUsed > 0 && quiz.attemptsLeft !== null ? t('quiz.retry', { left: quiz.attemptsLeft }) : t('quiz.start')}
            </Button>
          )}
          {quiz.status === LessonProgress.FINISHED && (
            <Button appearance="secondary" onClick={onFinished}>
              {t('quiz.next')}
            </Button>
          )}
        </div>
      )}

      {result && result.attempts.length > 0 && (
        <div className={styles.section}>
          <h3 className={styles.h3}>{t('quiz.history')}</h3>
          <ul className={styles.history} data-testid="quiz-history">
            {result.attempts.map((a) => (
              <li key={a.attemptNo}>
                {t('quiz.attemptRow', { n: a.attemptNo, score: a.score, correct: a.correctCount, total: a.totalCount })}
                {a.late ? ` · ${t('quiz.lateShort')}` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}

      {!open && result && (
        <div className={styles.section}>
          <h3 className={styles.h3}>{t('quiz.reviewTitle')}</h3>
          {result.review ? <ReviewList questions={result.review} /> : <p className={styles.text}>{t('quiz.reviewHidden')}</p>}
        </div>
      )}
    </section>
  );
});
