/**
 * /assessments/:url (spec 2 "assessment pages by url slug with a quiz view, a submit step and a
 * result view identified by resultId"): the questions for anyone; Submit for a signed-in student
 * (a guest is sent to sign in and comes back with the answers still chosen); the server grades
 * and the page opens the result's own link.
 */
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useRevalidator } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { RouterButton } from '../../components/links';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { StateMessage } from '../../components/StateMessage';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { QuestionList } from './QuestionList';
import { useState } from 'react';
import { assessmentsOf } from './store';

const useStyles = makeStyles({
  page: { maxWidth: '840px', margin: '0 auto', padding: '16px 16px 40px', display: 'flex', flexDirection: 'column', gap: '16px', [mediaUp('md')]: { padding: '24px 24px 56px' } },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: '22px' },
  chips: { display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none', margin: 0, padding: 0 },
  chip: { fontSize: '13px', padding: '4px 10px', borderRadius: '999px', backgroundColor: palette.tealSoft, color: palette.tealDark, fontWeight: 600 },
  footer: { display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap', position: 'sticky', bottom: 0, padding: '12px 0', backgroundColor: tokens.colorNeutralBackground2 },
  count: { color: tokens.colorNeutralForeground2 },
});

export const AssessmentPage = observer(function AssessmentPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { url = '' } = useParams();
  const root = useStores();
  const store = assessmentsOf(root);
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const resource = store.quiz.get(url);
  const a = resource.data;

  if (!a) {
    if (resource.errorStatus === 404) return <StateMessage kind="notFound" title={resource.error ?? undefined} />;
    if (resource.error) return <StateMessage kind="error" layout="page" what={t('assessments.what')} message={resource.error} onRetry={() => void revalidator.revalidate()} />;
    return (
      <div className={styles.page}>
        <ShimmerGroup label={t('assessments.loading')}>
          <Shimmer height={32} width="70%" />
          <Shimmer height={18} />
          <Shimmer height={160} />
          <Shimmer height={160} />
        </ShimmerGroup>
      </div>
    );
  }

  const answered = a.questions.filter((q) => store.chosen(url, q.id).length > 0).length;
  const submit = async () => {
    setError(null);
    const outcome = await store.submit(url);
    if (outcome.ok) navigate(`/assessments/${encodeURIComponent(url)}/results/${outcome.result.resultId}`);
    else setError(outcome.message);
  };

  return (
    <div className={styles.page} data-testid="assessment-page">
      <h1 className={styles.title}>{a.title}</h1>
      <p className={styles.text}>{a.description}</p>
      <ul className={styles.chips}>
        <li className={styles.chip}>{t('quiz.questionCount', { count: a.questionCount })}</li>
        <li className={styles.chip}>{t('quiz.passMark', { percent: a.passPercent })}</li>
        <li className={styles.chip}>{t('assessments.minutes', { minutes: a.estimatedMinutes })}</li>
      </ul>
      <p className={styles.text}>{t('assessments.intro')}</p>
      <QuestionList
        questions={a.questions}
        chosen={(q) => store.chosen(url, q)}
        onChoose={(q, o, m) => store.choose(url, q, o, m)}
        disabled={store.submitting}
        idPrefix={`assessment-${url}`}
      />
      {error && <StateMessage kind="error" layout="inline" title={t('assessments.submitError')} text={error} />}
      <div className={styles.footer}>
        {root.session.isSignedIn ? (
          <Button appearance="primary" size="large" onClick={() => void submit()} disabled={store.submitting} data-testid="assessment-submit">
            {store.submitting ? t('quiz.submitting') : t('quiz.submit')}
          </Button>
        ) : (
          <RouterButton appearance="primary" size="large" to={`/signin?${new URLSearchParams({ from: location.pathname })}`}>
            {t('assessments.signInToSubmit')}
          </RouterButton>
        )}
        <span className={styles.count} aria-live="polite">
          {t('quiz.answered', { answered, total: a.questions.length })}
        </span>
      </div>
    </div>
  );
});

export default AssessmentPage;
