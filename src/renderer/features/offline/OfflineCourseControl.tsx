/**
 * The lecture page's offline control (desktop only, issue 22): "Download for offline" opens a dialog
 * choosing the videos (all by default, with their length), then the download's progress, then
 * "Available offline" with "Remove". On the website (no platform.offline) it renders nothing.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OfflineCourseSummary, OfflineDownloadProgress } from '../../../common/bridge';
import type { Chapter } from '../../../common/contract/lecture';
import { formatFileSize } from '../../../common/format';
import { clock, LessonItemType } from '../../../common/lecture';
import { OFFLINE_REASON_MEMORY_KEY } from '../../../common/offline';
import { useStores } from '../../stores/context';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  hint: { fontSize: '13px', color: tokens.colorNeutralForeground2, margin: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px', maxHeight: '50vh', overflowY: 'auto' },
  progress: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: '240px' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: '13px', margin: 0 },
});

export interface OfflineCourseControlProps {
  courseUrl: string;
  chapters: Chapter[];
}

export const OfflineCourseControl = observer(function OfflineCourseControl({ courseUrl, chapters }: OfflineCourseControlProps) {
  const { platform, session } = useStores();
  const offline = platform.kind === 'desktop' ? platform.offline : undefined;
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const locale = i18n.language === 'en' ? 'en' : 'id';
  const [summary, setSummary] = useState<OfflineCourseSummary | null>(null);
  const [progress, setProgress] = useState<OfflineDownloadProgress | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const videos = useMemo(() => chapters.flatMap((c) => c.materials).filter((m) => m.itemType === LessonItemType.VIDEO && !m.locked), [chapters]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());

  const refresh = useCallback(async () => {
    if (!offline) return;
    const all = await offline.courses().catch(() => []);
    setSummary(all.find((c) => c.courseId === courseUrl) ?? null);
  }, [offline, courseUrl]);

  useEffect(() => {
    void refresh();
    if (!offline) return;
    return offline.onProgress((p) => {
      if (p.courseId === courseUrl) setProgress(p);
    });
  }, [offline, courseUrl, refresh]);

  if (!offline) return null;

  const openDialog = () => {
    setChosen(new Set(videos.map((v) => v.id)));
    setOpen(true);
  };

  const start = async () => {
    const token = session.accessToken;
    if (!token) return;
    setOpen(false);
    setBusy(true);
    setError(null);
    setProgress({ courseId: courseUrl, received: 0, total: null });
    const result = await offline.download({ courseId: courseUrl, lectureIds: [...chosen].map(String), accessToken: token }).catch((e: unknown) => ({ ok: false, error: String(e) }));
    setBusy(false);
    setProgress(null);
    if (!result.ok) setError(result.error ?? '');
    await refresh();
  };

  const remove = async () => {
    await offline.remove(courseUrl).catch(() => undefined);
    await refresh();
  };

  const toggle = (id: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const ready = summary?.state === 'ready' && !busy;
  const failedReason = error ?? (summary?.state === 'failed' ? summary.reason : null);

  return (
    <div className={styles.row} data-testid="offline-control">
      {busy && progress ? (
        <div className={styles.progress} role="status" aria-live="polite">
          <span className={styles.hint}>{t('offline.downloading')}</span>
          <ProgressBar value={progress.total ? progress.received / progress.total : undefined} aria-label={t('offline.downloading')} data-testid="offline-progress" />
          <span className={styles.hint}>
            {progress.total
              ? t('offline.progress', { received: formatFileSize(progress.received, locale), total: formatFileSize(progress.total, locale) })
              : t('offline.progressUnknown', { received: formatFileSize(progress.received, locale) })}
          </span>
        </div>
      ) : ready ? (
        <>
          <Badge appearance="tint" color="success" data-testid="offline-available">
            {t('offline.available')}
          </Badge>
          <span className={styles.hint}>{t('offline.availableDetail', { count: summary.lectureIds.length, size: formatFileSize(summary.bytes, locale) })}</span>
          <Button size="small" onClick={() => void remove()} data-testid="offline-remove">
            {t('offline.remove')}
          </Button>
          <Button size="small" appearance="subtle" onClick={openDialog}>
            {t('offline.downloadAgain')}
          </Button>
          <Link to="/user/offline" className={styles.hint}>
            {t('offline.link')}
          </Link>
          {summary.reason === OFFLINE_REASON_MEMORY_KEY && <p className={styles.hint}>{t('offline.memoryKey')}</p>}
        </>
      ) : (
        <Button size="small" onClick={openDialog} disabled={busy || !session.accessToken} data-testid="offline-download">
          {t('offline.download')}
        </Button>
      )}
      {failedReason !== null && failedReason !== undefined && !busy && (
        <p className={styles.error} role="alert">
          {t('offline.failed', { reason: failedReason })}
        </p>
      )}
      <Dialog open={open} onOpenChange={(_e, d) => setOpen(d.open)}>
        <DialogSurface aria-describedby="offline-dialog-intro">
          <DialogBody>
            <DialogTitle>{t('offline.dialogTitle')}</DialogTitle>
            <DialogContent>
              <p id="offline-dialog-intro" className={styles.hint}>
                {t('offline.dialogIntro')}
              </p>
              {videos.length === 0 ? (
                <p>{t('offline.noVideos')}</p>
              ) : (
                <fieldset style={{ border: 0, padding: 0, margin: '8px 0 0' }}>
                  <legend style={{ fontWeight: 600 }}>{t('offline.videos')}</legend>
                  <div className={styles.row}>
                    <Button size="small" appearance="subtle" onClick={() => setChosen(new Set(videos.map((v) => v.id)))}>
                      {t('offline.selectAll')}
                    </Button>
                    <Button size="small" appearance="subtle" onClick={() => setChosen(new Set())}>
                      {t('offline.selectNone')}
                    </Button>
                  </div>
                  <ul className={styles.list}>
                    {videos.map((v) => (
                      <li key={v.id}>
                        <Checkbox
                          checked={chosen.has(v.id)}
                          onChange={(_e, d) => toggle(v.id, d.checked === true)}
                          label={`${v.title} · ${clock(v.durationSeconds)}`}
                          data-testid={`offline-video-${v.id}`}
                        />
                      </li>
                    ))}
                  </ul>
                </fieldset>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setOpen(false)}>
                {t('offline.cancel')}
              </Button>
              <Button appearance="primary" onClick={() => void start()} data-testid="offline-start">
                {t('offline.start')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
});

/** The lecture page's "Offline" badge while the lesson plays from the saved copy. */
export function OfflineBadge() {
  const { t } = useTranslation();
  return (
    <Badge appearance="filled" color="warning" title={t('offline.badgeHint')} data-testid="offline-badge">
      {t('offline.badge')}
    </Badge>
  );
}

/** Shown instead of the player when the lesson is offline and its video was not downloaded. */
export function OfflineNotDownloaded() {
  const { t } = useTranslation();
  return (
    <p style={{ margin: 0, fontSize: '13px' }} data-testid="offline-not-downloaded">
      {t('offline.notDownloaded')}
    </p>
  );
}
