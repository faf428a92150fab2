/**
 * /assessments/:url/results/:resultId: a result by its unguessable id — anyone with the link
 * reads it (the taker's name masked): the score, passed or not, and every question with the right
 * answers and explanations. The link can be copied to share.
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams, useRevalidator } from 'react-router-dom';
import { formatDateLong } from '../../../common/format';
import { isLocale } from '../../../common/enums';
import { useStores } from '../../stores/context';
import { RouterButton } from '../../components/links';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { StateMessage } from '../../components/StateMessage';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { ReviewList } from './ReviewList';
import { assessmentsOf } from './store';

const useStyles = makeStyles({
  page: { maxWidth: '840px', margin: '0 auto', padding: '16px 16px 40px', display: 'flex', flexDirection: 'column', gap: '16px', [mediaUp('md')]: { padding: '24px 24px 56px' } },
  title: { margin: 0, fontSize: '22px', lineHeight: '30px', fontWeight: 800, color: palette.indigoDeep, [mediaUp('md')]: { fontSize: '26px', lineHeight: '34px' } },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  card: { display: 'flex', alignItems: 'center', gap: '16px', flexWrap: 'wrap', padding: '16px', borderRadius: '14px', border: `1px solid ${tokens.colorNeutralStroke2}` },
  score: { fontSize: '44px', lineHeight: '48px', fontWeight: 800, color: palette.indigoDeep, fontVariantNumeric: 'tabular-nums' },
  scoreLabel: { fontSize: '13px', color: tokens.colorNeutralForeground2, display: 'block' },
  badge: { borderRadius: '999px', padding: '4px 12px', fontWeight: 700 },
  good: { backgroundColor: '#DCFCE7', color: '#166534' },
  bad: { backgroundColor: '#FEE2E2', color: '#991B1B' },
  actions: { display: 'flex', gap: '12px', flexWrap: 'wrap', alignItems: 'center' },
  h2: { margin: 0, fontSize: '18px', fontWeight: 800, color: palette.indigoDeep },
});

export const AssessmentResultPage = observer(function AssessmentResultPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { url = '', resultId = '' } = useParams();
  const root = useStores();
  const revalidator = useRevalidator();
  const [copied, setCopied] = useState(false);
  const resource = assessmentsOf(root).result.get({ url, resultId });
  const r = resource.data;
  const locale = isLocale(i18n.language) ? i18n.language : 'id';

  if (!r) {
    if (resource.errorStatus === 404 || resource.errorStatus === 400) return <StateMessage kind="notFound" title={t('assessments.notFoundTitle')} text={t('assessments.notFoundText')} />;
    if (resource.error) return <StateMessage kind="error" layout="page" what={t('assessments.resultWhat')} message={resource.error} onRetry={() => void revalidator.revalidate()} />;
    return (
      <div className={styles.page}>
        <ShimmerGroup label={t('assessments.loading')}>
          <Shimmer height={32} width="70%" />
          <Shimmer height={96} />
          <Shimmer height={160} />
        </ShimmerGroup>
      </div>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className={styles.page} data-testid="assessment-result">
      <h1 className={styles.title}>{t('assessments.resultTitle', { title: r.title })}</h1>
      <p className={styles.text}>{t('assessments.takenBy', { name: r.studentName, date: formatDateLong(r.submittedAt, locale) })}</p>
      <div className={styles.card}>
        <div>
          <span className={styles.scoreLabel}>{t('assessments.score')}</span>
          <span className={styles.score} data-testid="assessment-score">
            {r.score}
          </span>
        </div>
        <span className={mergeClasses(styles.badge, r.passed ? styles.good : styles.bad)}>{r.passed ? t('assessments.passed') : t('assessments.notPassed')}</span>
        <span className={styles.text}>{t('assessments.scoreOf', { correct: r.correctCount, total: r.totalCount, pass: r.passPercent })}</span>
      </div>
      <div className={styles.actions}>
        <Button appearance="secondary" onClick={() => void copy()}>
          {copied ? t('assessments.copied') : t('assessments.share')}
        </Button>
        <RouterButton appearance="primary" to={`/assessments/${encodeURIComponent(r.url)}`}>
          {t('assessments.again')}
        </RouterButton>
      </div>
      <h2 className={styles.h2}>{t('quiz.reviewTitle')}</h2>
      <ReviewList questions={r.review} />
    </div>
  );
});

export default AssessmentResultPage;
