/**
 * What the invoice and certificate pages show around a desktop download: its progress while the
 * main process fetches it, then a row saying where it was saved with "Open" and "Show in folder".
 * Renders nothing on the web (the browser shows its own download).
 */
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isLocale } from '../../../common/enums';
import { formatFileSize } from '../../../common/format';
import { useStores } from '../../stores/context';
import { progressPercent } from './store';
import { libraryOf } from './store';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap', fontSize: '13px', color: tokens.colorNeutralForeground2 },
  name: { overflowWrap: 'anywhere', fontWeight: 600, color: tokens.colorNeutralForeground1 },
  bar: { width: '160px', height: '6px' },
});

/** "Downloading… 42%" (or the bytes so far when the length is unknown) while `url` downloads on desktop. */
export const DownloadProgressText = observer(function DownloadProgressText({ url }: { url: string }) {
  const { t, i18n } = useTranslation();
  const library = libraryOf(useStores());
  const styles = useStyles();
  const progress = library.progress.get(url);
  if (!library.available || !progress) return null;
  const percent = progressPercent(progress);
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  return (
    <span className={styles.row} role="status" data-testid="download-progress">
      {percent !== null && <progress className={styles.bar} max={100} value={percent} aria-hidden="true" />}
      {percent !== null ? t('library.progress', { percent }) : t('library.progressBytes', { size: formatFileSize(progress.received, locale) })}
    </span>
  );
});

/** After a desktop download: where it went, with Open and Show in folder (through the library entry). */
export function SavedFileRow({ path, entryId }: { path: string; entryId?: string }) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const library = libraryOf(useStores());
  const styles = useStyles();
  if (!library.available) return null;
  const fileName = path.split(/[\\/]/).pop() ?? path;
  const open = async () => {
    if (entryId && !(await library.open(entryId))) ui.error(t('library.openFailed'));
  };
  const show = async () => {
    if (entryId && !(await library.showInFolder(entryId))) ui.error(t('library.openFailed'));
  };
  return (
    <div className={styles.row} role="status" data-testid="saved-file">
      <span className={styles.name}>{t('library.savedTo', { fileName })}</span>
      {entryId && (
        <>
          <Button size="small" appearance="secondary" onClick={() => void open()} data-testid="saved-file-open">
            {t('library.open')}
          </Button>
          <Button size="small" appearance="subtle" onClick={() => void show()} data-testid="saved-file-show">
            {t('library.showInFolder')}
          </Button>
        </>
      )}
    </div>
  );
}
