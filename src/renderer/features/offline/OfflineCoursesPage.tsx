/**
 * /user/offline (desktop only, issue 22): the courses kept on this computer for offline study, with
 * their state; a course whose access ended says why. Opening it syncs the reports recorded offline.
 */
import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { OfflineCourseSummary } from '../../../common/bridge';
import { formatFileSize } from '../../../common/format';
import { OFFLINE_REASON_MEMORY_KEY } from '../../../common/offline';
import { RouterButton } from '../../components/links';
import { useStores } from '../../stores/context';
import { lectureOf } from '../lecture';

const useStyles = makeStyles({
  page: { maxWidth: '880px', margin: '0 auto', padding: '20px 16px 48px', display: 'flex', flexDirection: 'column', gap: '12px' },
  title: { margin: 0, fontSize: '24px', fontWeight: 800 },
  hint: { margin: 0, fontSize: '13px', color: tokens.colorNeutralForeground2 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  item: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: '12px', padding: '12px 14px', display: 'flex', flexDirection: 'column', gap: '6px' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px', justifyContent: 'space-between' },
  name: { margin: 0, fontSize: '16px', fontWeight: 700 },
  actions: { display: 'flex', gap: '8px' },
});

const STATE_COLOR = { downloading: 'informative', ready: 'success', failed: 'danger', revoked: 'warning' } as const;

export default function OfflineCoursesPage() {
  const { platform } = useStores();
  const lecture = lectureOf(useStores());
  const offline = platform.kind === 'desktop' ? platform.offline : undefined;
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [courses, setCourses] = useState<OfflineCourseSummary[] | null>(null);

  const refresh = useCallback(async () => {
    if (offline) setCourses(await offline.courses().catch(() => []));
  }, [offline]);

  useEffect(() => {
    if (!offline) return;
    lecture.useOffline(offline);
    void lecture.syncOffline().then(refresh);
  }, [offline, lecture, refresh]);

  const locale = i18n.language === 'en' ? 'en' : 'id';
  return (
    <div className={styles.page} data-testid="offline-page">
      <h1 className={styles.title}>{t('offline.pageTitle')}</h1>
      <p className={styles.hint}>{t('offline.pageIntro')}</p>
      {!offline && <p data-testid="offline-desktop-only">{t('offline.desktopOnly')}</p>}
      {courses && courses.length === 0 && <p data-testid="offline-empty">{t('offline.empty')}</p>}
      <ul className={styles.list}>
        {(courses ?? []).map((c) => (
          <li key={c.courseId} className={styles.item} data-testid={`offline-course-${c.courseId}`}>
            <div className={styles.head}>
              <h2 className={styles.name}>{c.title}</h2>
              <Badge appearance="tint" color={STATE_COLOR[c.state]}>
                {t(`offline.states.${c.state}`)}
              </Badge>
            </div>
            {c.state === 'ready' && (
              <p className={styles.hint}>
                {t('offline.availableDetail', { count: c.lectureIds.length, size: formatFileSize(c.bytes, locale) })} ·{' '}
                {t('offline.savedAt', { date: new Date(c.savedAt).toLocaleDateString(locale === 'en' ? 'en-GB' : 'id-ID') })}
              </p>
            )}
            {c.state === 'revoked' && <p role="note">{t('offline.revokedWhy', { reason: c.reason ?? '' })}</p>}
            {c.state === 'failed' && <p role="note">{t('offline.failed', { reason: c.reason ?? '' })}</p>}
            {c.reason === OFFLINE_REASON_MEMORY_KEY && <p className={styles.hint}>{t('offline.memoryKey')}</p>}
            <div className={styles.actions}>
              {c.state === 'ready' && (
                <RouterButton size="small" appearance="primary" to={`/courses/${c.courseId}/lecture`}>
                  {t('offline.open')}
                </RouterButton>
              )}
              <Button size="small" onClick={() => void offline?.remove(c.courseId).then(refresh)}>
                {t('offline.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
