/** /careers: the open positions of G careers (newest first), each with its details and how to apply. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDateLong } from '../../../common/format';
import { useStores } from '../../stores/context';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { useLocale } from '../../components/useLocale';
import { useDocumentTitle } from '../../components/listing';
import { InfoLayout } from './InfoLayout';
import { StateMessage } from '../../components/StateMessage';
import { infoOf } from './store';
import a11y from '../../components/a11y.module.css';
import info from './InfoLayout.module.css';
import styles from './CareersPage.module.css';

const CareersPage = observer(function CareersPage() {
  const { t } = useTranslation();
  const infoStore = infoOf(useStores());
  const locale = useLocale();
  // Filled by the route loader (loaders.ts).
  const jobs = infoStore.careers;
  useDocumentTitle(t('discovery.titles.careers'));
  const title = t('discovery.titles.careers');

  let body;
  if (jobs.error !== null) body = <StateMessage kind="error" what={title} message={jobs.error} onRetry={() => void jobs.reload()} layout="block" />;
  else if (!jobs.data)
    body = (
      <ShimmerGroup label={t('listing.loading', { title })}>
        {[0, 1, 2].map((i) => (
          <Shimmer key={i} height={130} style={{ borderRadius: 12, marginBottom: 14 }} />
        ))}
      </ShimmerGroup>
    );
  else if (jobs.data.length === 0) body = <StateMessage kind="empty" title={t('info.careers.none')} text={t('info.careers.noneText')} layout="block" />;
  else
    body = (
      <ul className={styles.list} data-testid="careers">
        {jobs.data.map((job) => (
          <li key={job.id} className={styles.job}>
            <h2 className={styles.jobTitle}>{job.title}</h2>
            <ul className={styles.badges} aria-label={t('info.careers.details')}>
              {[job.department, job.location, job.employmentType, job.workMode].filter(Boolean).map((b) => (
                <li key={b} className={styles.badge}>
                  {t(`info.careers.kinds.${b}`, { defaultValue: b })}
                </li>
              ))}
            </ul>
            <p className={styles.summary}>{job.summary}</p>
            <details className={styles.more}>
              <summary>{t('info.careers.more')}</summary>
              <div className={styles.cols}>
                <div>
                  <h3 className={styles.colTitle}>{t('info.careers.responsibilities')}</h3>
                  <ul className={styles.ul}>
                    {job.responsibilities.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className={styles.colTitle}>{t('info.careers.requirements')}</h3>
                  <ul className={styles.ul}>
                    {job.requirements.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </details>
            <div className={styles.foot}>
              <span>
                {t('info.careers.posted', { date: formatDateLong(job.postedAt, locale) })}
                {job.closesAt ? ` · ${t('info.careers.closes', { date: formatDateLong(job.closesAt, locale) })}` : ''}
              </span>
              <a className={styles.apply} href={job.applyUrl} target={/^https?:/i.test(job.applyUrl) ? '_blank' : undefined} rel="noopener noreferrer">
                {t('info.careers.apply')}
                <span className={a11y.srOnly}> — {job.title}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <InfoLayout crumb={title} testId="careers-page">
      <h1 className={info.title}>{title}</h1>
      <p className={info.lead}>{t('info.careers.lead')}</p>
      {body}
    </InfoLayout>
  );
});

export default CareersPage;
