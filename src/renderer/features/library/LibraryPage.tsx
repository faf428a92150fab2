/**
 * /user/library (issue 22, desktop only): every invoice and certificate saved on this computer,
 * listed from the disk through the bridge (no API call, so it opens with no network): title, kind,
 * size and date, Open and Show in folder; a file moved or deleted since is marked "Missing from
 * disk" with "Download again" (online only). The downloads folder with "Change folder". On the
 * website the page says it belongs to the desktop app.
 */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Badge, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LibraryEntry } from '../../../common/bridge';
import { isLocale } from '../../../common/enums';
import { formatDateLong, formatFileSize } from '../../../common/format';
import { useStores } from '../../stores/context';
import { RouterButton } from '../../components/links';
import { ResourceView } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { StateMessage } from '../../components/StateMessage';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { DownloadProgressText } from './SavedFile';
import { libraryOf } from './store';

const useStyles = makeStyles({
  page: { maxWidth: '1120px', margin: '0 auto', padding: '16px 16px 40px', display: 'flex', flexDirection: 'column', gap: '16px', [mediaUp('md')]: { padding: '24px 24px 56px' } },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  folder: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    flexWrap: 'wrap',
    padding: '12px 16px',
    borderRadius: '12px',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  folderText: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flex: '1 1 240px' },
  folderLabel: { fontSize: '12px', fontWeight: 600, color: tokens.colorNeutralForeground2, textTransform: 'uppercase', letterSpacing: '0.04em' },
  folderPath: { fontFamily: tokens.fontFamilyMonospace, fontSize: '13px', overflowWrap: 'anywhere' },
  offline: { margin: 0, padding: '8px 12px', borderRadius: '8px', backgroundColor: '#FEF3C7', color: '#92400E', fontSize: '13px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '8px 16px',
    padding: '16px',
    borderRadius: '14px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  },
  missingCard: { border: `1px dashed ${tokens.colorPaletteRedBorder2}`, backgroundColor: tokens.colorNeutralBackground2 },
  info: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 },
  name: { margin: 0, fontSize: '16px', lineHeight: '22px', fontWeight: 700, overflowWrap: 'anywhere' },
  meta: { margin: 0, fontSize: '13px', color: tokens.colorNeutralForeground2, display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'center' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'center' },
  hint: { margin: 0, fontSize: '12px', color: tokens.colorNeutralForeground2 },
});

const EntryCard = observer(function EntryCard({ entry }: { entry: LibraryEntry }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { ui } = useStores();
  const library = libraryOf(useStores());
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const busy = library.refetching.has(entry.id);
  const hintId = `library-offline-${entry.id}`;
  const open = async () => {
    if (!(await library.open(entry.id))) ui.error(t('library.openFailed'));
  };
  const show = async () => {
    if (!(await library.showInFolder(entry.id))) ui.error(t('library.openFailed'));
  };
  const again = async () => {
    const outcome = await library.downloadAgain(entry);
    if (outcome.ok) ui.success(t('library.restored', { title: entry.title }));
    else if (!outcome.cancelled) ui.error(t('library.downloadFailed', { message: outcome.message }));
  };
  return (
    <li className={mergeClasses(styles.card, !entry.present && styles.missingCard)} data-testid="library-entry" data-kind={entry.kind} data-present={String(entry.present)}>
      <div className={styles.info}>
        <h2 className={styles.name}>{entry.title}</h2>
        <p className={styles.meta}>
          <Badge appearance="tint" color={entry.kind === 'invoice' ? 'brand' : 'success'}>
            {t(`library.kind.${entry.kind}`)}
          </Badge>
          <span>{entry.fileName}</span>
          <span>{formatFileSize(entry.size, locale)}</span>
          <span>{t('library.saved', { date: formatDateLong(entry.savedAt, locale) })}</span>
          {!entry.present && (
            <Badge appearance="filled" color="danger" data-testid="library-missing">
              {t('library.missing')}
            </Badge>
          )}
        </p>
      </div>
      <div className={styles.actions}>
        {entry.present ? (
          <>
            <Button appearance="primary" onClick={() => void open()} aria-label={t('library.openLabel', { title: entry.title })} data-testid="library-open">
              {t('library.open')}
            </Button>
            <Button appearance="secondary" onClick={() => void show()} aria-label={t('library.showInFolderLabel', { title: entry.title })} data-testid="library-show">
              {t('library.showInFolder')}
            </Button>
          </>
        ) : (
          <>
            <Button
              appearance="primary"
              disabled={busy || !library.online}
              onClick={() => void again()}
              aria-label={t('library.downloadAgainLabel', { title: entry.title })}
              aria-describedby={library.online ? undefined : hintId}
              data-testid="library-download-again"
            >
              {busy ? t('library.downloadingAgain') : t('library.downloadAgain')}
            </Button>
            {busy && <DownloadProgressText url={entry.url} />}
            {!library.online && (
              <p className={styles.hint} id={hintId}>
                {t('library.offlineHint')}
              </p>
            )}
          </>
        )}
      </div>
    </li>
  );
});

const FolderRow = observer(function FolderRow() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const library = libraryOf(useStores());
  const [busy, setBusy] = useState(false);
  const change = async () => {
    setBusy(true);
    try {
      const chosen = await library.changeFolder();
      if (chosen) ui.success(t('library.folderChanged', { folder: chosen }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.folder} aria-labelledby="library-folder-label">
      <div className={styles.folderText}>
        <span className={styles.folderLabel} id="library-folder-label">
          {t('library.folder')}
        </span>
        <span className={library.folder ? styles.folderPath : styles.text} data-testid="library-folder">
          {library.folder ?? t('library.noFolder')}
        </span>
      </div>
      <Button appearance="secondary" disabled={busy} onClick={() => void change()} data-testid="library-change-folder">
        {library.folder ? t('library.changeFolder') : t('library.chooseFolder')}
      </Button>
    </section>
  );
});

export const LibraryPage = observer(function LibraryPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const library = libraryOf(useStores());

  if (!library.available) {
    return (
      <div className={styles.page} data-testid="library-page">
        <StateMessage
          kind="empty"
          layout="block"
          title={t('library.webOnlyTitle')}
          text={t('library.webOnlyText')}
          testId="library-web-only"
          actions={
            <RouterButton appearance="primary" to="/download-apps">
              {t('library.getApp')}
            </RouterButton>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="library-page">
      <h1 className={styles.title}>{t('library.title')}</h1>
      <p className={styles.text}>{t('library.intro')}</p>
      {!library.online && (
        <p className={styles.offline} role="status" data-testid="library-offline">
          {t('library.offline')}
        </p>
      )}
      <FolderRow />
      <ResourceView
        resource={library.entries}
        what={t('library.what')}
        loadingLabel={t('library.loading')}
        layout="inline"
        skeleton={
          <>
            <Shimmer height={88} />
            <Shimmer height={88} />
          </>
        }
        onRetry={() => void library.load()}
        isEmpty={(list) => list.length === 0}
        empty={{ title: t('library.emptyTitle'), text: t('library.emptyText') }}
      >
        {(list) => (
          <ul className={styles.list} aria-label={t('library.documents')}>
            {list.map((entry) => (
              <EntryCard key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </ResourceView>
    </div>
  );
});

export default LibraryPage;
