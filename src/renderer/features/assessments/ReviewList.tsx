/**
 * Questions after the fact (a passed quiz, one out of attempts, an assessment result): each
 * option marked right or chosen, whether the student's answer was right, and the explanation.
 * Shown only with what the server sends once it allows it.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ReviewedQuestion } from '../../../common/contract/quizzes';
import { palette } from '../../components/theme';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  card: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: '12px', padding: '16px', display: 'flex', flexDirection: 'column', gap: '8px' },
  head: { display: 'flex', justifyContent: 'space-between', gap: '8px', alignItems: 'baseline' },
  text: { margin: 0, fontSize: '15px', lineHeight: '22px', fontWeight: 600 },
  verdict: { fontSize: '13px', fontWeight: 700, borderRadius: '999px', padding: '2px 10px', whiteSpace: 'nowrap' },
  right: { backgroundColor: '#DCFCE7', color: '#166534' },
  wrong: { backgroundColor: '#FEE2E2', color: '#991B1B' },
  options: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  option: { display: 'flex', gap: '8px', alignItems: 'baseline', padding: '6px 8px', borderRadius: '8px', fontSize: '14px' },
  optionRight: { backgroundColor: '#ECFDF5', color: '#065F46', fontWeight: 600 },
  optionWrongPick: { backgroundColor: '#FEF2F2', color: '#991B1B' },
  mark: { width: '1.2em', flexShrink: 0, textAlign: 'center' },
  tags: { fontSize: '12px', color: 'inherit' },
  explanation: { margin: 0, fontSize: '14px', lineHeight: '21px', color: tokens.colorNeutralForeground2 },
  explanationLabel: { fontWeight: 700, color: palette.tealDark },
});

export function ReviewList({ questions }: { questions: readonly ReviewedQuestion[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <ol className={styles.list} data-testid="quiz-review">
      {questions.map((q, i) => (
        <li key={q.id} className={styles.card} data-testid="review-question" data-correct={q.isCorrect}>
          <div className={styles.head}>
            <p className={styles.text}>
              {i + 1}. {q.text}
            </p>
            <span className={mergeClasses(styles.verdict, q.isCorrect ? styles.right : styles.wrong)}>{q.isCorrect ? t('quiz.correct') : t('quiz.wrong')}</span>
          </div>
          <ul className={styles.options}>
            {q.options.map((o) => {
              const picked = q.chosen.includes(o.id);
              const tags = [o.isCorrect ? t('quiz.rightAnswer') : null, picked ? t('quiz.yourAnswer') : null].filter(Boolean).join(' · ');
              return (
                <li key={o.id} className={mergeClasses(styles.option, o.isCorrect && styles.optionRight, picked && !o.isCorrect && styles.optionWrongPick)}>
                  <span className={styles.mark} aria-hidden="true">
                    {o.isCorrect ? '✓' : picked ? '✗' : '·'}
                  </span>
                  <span>
                    {o.text}
                    {tags && <span className={styles.tags}> ({tags})</span>}
                  </span>
                </li>
              );
            })}
          </ul>
          {q.explanation && (
            <p className={styles.explanation}>
              <span className={styles.explanationLabel}>{t('quiz.explanation')}: </span>
              {q.explanation}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
