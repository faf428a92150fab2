/**
 * /competition/:id (issue 21): the competition (title, period in Jakarta time, rules, whether it
 * takes entries now) and, for a signed-in student, their entry (the video on its signed URL, its
 * name, size and date) with the upload of a new video: checked for size and type before sending,
 * a progress bar with the percentage, cancel, the server's message on failure, the entry
 * replaced after success. Guests see a sign-in prompt.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Button, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { Competition } from '../../../common/contract/competition';
import { formatDateTimeLong, formatFileSize } from '../../../common/format';
import { RouterButton } from '../../components/links';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { StateMessage } from '../../components/StateMessage';
import { mediaUp } from '../../components/useBreakpoint';
import { useLocale } from '../../components/useLocale';
import { palette } from '../../components/theme';
import { useStores } from '../../stores/context';
import { competitionIdOf } from './loaders';
import { checkVideo, type CompetitionStore, type LocalRefusal } from './store';
import { competitionOf } from './store';
import { LocalImage } from '../../components/LocalImage';

const useStyles = makeStyles({
  page: { maxWidth: '880px', margin: '0 auto', padding: '16px 16px 40px', display: 'flex', flexDirection: 'column', gap: '16px', [mediaUp('md')]: { padding: '24px 24px 56px' } },
  hero: { width: '100%', aspectRatio: '16 / 6', objectFit: 'cover', borderRadius: '16px', backgroundColor: tokens.colorNeutralBackground3 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '20px',
    borderRadius: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0, fontSize: '26px', lineHeight: '34px', fontWeight: 800, color: palette.indigoDeep },
  h2: { margin: 0, fontSize: '20px', lineHeight: '28px', fontWeight: 700 },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  text: { margin: 0, lineHeight: '24px' },
  rules: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '6px', lineHeight: '22px' },
  video: { width: '100%', maxHeight: '420px', borderRadius: '12px', backgroundColor: '#000' },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px' },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
  field: { display: 'flex', flexDirection: 'column', gap: '6px' },
  label: { fontWeight: 600 },
  file: { maxWidth: '100%', fontSize: '15px', minHeight: '44px' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'center' },
  error: { margin: 0, color: palette.red, fontWeight: 600 },
  ok: { margin: 0, color: palette.tealDark, fontWeight: 600 },
});

const UploadForm = observer(function UploadForm({ store, data }: { store: CompetitionStore; data: Competition }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<LocalRefusal | null>(null);
  const uploading = store.state === 'uploading';
  const max = formatFileSize(data.maxBytes, locale);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    store.reset();
    setFile(chosen);
    setRefusal(chosen ? checkVideo(chosen, data.maxBytes) : null);
  };
  const send = async () => {
    if (!file || refusal) return;
    const entry = await store.upload(file);
    if (entry) {
      setFile(null);
      if (input.current) input.current.value = '';
    }
  };
  const refusalText =
    refusal === 'too-large'
      ? t('competition.tooLarge', { size: formatFileSize(file?.size ?? 0, locale), max })
      : refusal === 'not-video'
        ? t('competition.notVideo')
        : refusal === 'empty'
          ? t('competition.empty')
          : null;

  return (
    <section className={styles.card} aria-labelledby="competition-upload-title" data-testid="competition-upload">
      <h2 id="competition-upload-title" className={styles.h2}>
        {data.entry ? t('competition.replaceTitle') : t('competition.uploadTitle')}
      </h2>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {t('competition.fileLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.file}
          type="file"
          accept="video/mp4,video/webm,video/quicktime"
          aria-describedby={hintId}
          onChange={choose}
          disabled={uploading}
          data-testid="competition-file"
        />
        <p id={hintId} className={styles.muted}>
          {t('competition.hint', { max })}
        </p>
      </div>
      {refusalText && (
        <p className={styles.error} role="alert" data-testid="competition-refusal">
          {refusalText}
        </p>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void send()} disabled={!file || !!refusal || uploading} data-testid="competition-send">
          {t('competition.send')}
        </Button>
        {uploading && (
          <Button onClick={() => store.cancel()} data-testid="competition-cancel">
            {t('competition.cancel')}
          </Button>
        )}
      </div>
      {uploading && (
        <div className={styles.field} data-testid="competition-progress">
          <ProgressBar value={store.percent / 100} thickness="large" aria-label={t('competition.progressLabel')} aria-valuetext={`${store.percent}%`} />
          <p className={styles.muted} aria-live="polite">
            {t('competition.progress', { percent: store.percent })}
          </p>
        </div>
      )}
      {store.state === 'failed' && store.error && (
        <p className={styles.error} role="alert" data-testid="competition-error">
          {store.error}
        </p>
      )}
      {store.state === 'done' && (
        <p className={styles.ok} role="status" data-testid="competition-done">
          {t('competition.done')}
        </p>
      )}
      {store.state === 'cancelled' && (
        <p className={styles.muted} role="status" data-testid="competition-cancelled">
          {t('competition.cancelled')}
        </p>
      )}
    </section>
  );
});

const EntrySection = observer(function EntrySection({ store, data }: { store: CompetitionStore; data: Competition }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const { session } = useStores();
  const location = useLocation();
  if (!session.isSignedIn) {
    const from = `${location.pathname}${location.search}`;
    return (
      <section className={styles.card} aria-labelledby="competition-entry-title" data-testid="competition-guest">
        <h2 id="competition-entry-title" className={styles.h2}>
          {t('competition.yourEntry')}
        </h2>
        <p className={styles.text}>{t('competition.guestText')}</p>
        <div className={styles.actions}>
          <RouterButton appearance="primary" to={`/signin?from=${encodeURIComponent(from)}`}>
            {t('competition.signIn')}
          </RouterButton>
        </div>
      </section>
    );
  }
  const entry = data.entry;
  return (
    <>
      <section className={styles.card} aria-labelledby="competition-entry-title" data-testid="competition-entry">
        <h2 id="competition-entry-title" className={styles.h2}>
          {t('competition.yourEntry')}
        </h2>
        {entry ? (
          <>
            <video key={entry.url} className={styles.video} controls preload="metadata" src={entry.url} aria-label={t('competition.playerLabel')} data-testid="competition-player" />
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('competition.entryName')}</dt>
              <dd className={styles.value} data-testid="competition-entry-name">
                {entry.name}
              </dd>
              <dt className={styles.term}>{t('competition.entrySize')}</dt>
              <dd className={styles.value}>{formatFileSize(entry.bytes, locale)}</dd>
              <dt className={styles.term}>{t('competition.entryDate')}</dt>
              <dd className={styles.value}>{formatDateTimeLong(entry.submittedAt, locale)}</dd>
            </dl>
          </>
        ) : (
          <p className={styles.muted}>{t('competition.noEntry')}</p>
        )}
      </section>
      {data.open ? (
        <UploadForm store={store} data={data} />
      ) : (
        <p className={styles.muted} data-testid="competition-closed">
          {t('competition.closedText')}
        </p>
      )}
    </>
  );
});

const CompetitionPage = observer(function CompetitionPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const competition = competitionOf(useStores());
  const id = competitionIdOf(useParams());
  const res = competition.detail;
  const data = res.data && (String(res.data.id) === id || res.data.url === id) ? res.data : null;
  useEffect(() => {
    document.title = data?.title ?? t('competition.title');
  }, [data?.title, t]);
  useEffect(() => () => competition.cancel(), [competition]);

  let body;
  if (id === null || (!data && (res.errorStatus === 404 || (!res.loading && !res.error && res.loaded)))) {
    body = <StateMessage kind="notFound" layout="block" title={t('competition.notFoundTitle')} text={t('competition.notFoundText')} />;
  } else if (!data && res.error) {
    body = <StateMessage kind="error" layout="block" what={t('competition.what')} message={res.error} onRetry={() => void res.reload()} />;
  } else if (!data) {
    body = (
      <ShimmerGroup label={t('competition.loading')}>
        <Shimmer height={220} />
        <Shimmer height={120} />
      </ShimmerGroup>
    );
  } else {
    const rules = data.rules.split('\n').filter((line) => line.trim() !== '');
    body = (
      <>
        {data.imageUrl && <LocalImage className={styles.hero} src={data.imageUrl} alt="" />}
        <section className={styles.card} aria-labelledby="competition-title" data-testid="competition">
          <h1 id="competition-title" className={styles.title}>
            {data.title}
          </h1>
          <div>
            <Badge appearance="filled" color={data.open ? 'success' : 'informative'} data-testid="competition-state">
              {data.open ? t('competition.open') : t('competition.closed')}
            </Badge>
          </div>
          <p className={styles.muted}>{t('competition.period', { opens: formatDateTimeLong(data.opensAt, locale), closes: formatDateTimeLong(data.closesAt, locale) })}</p>
          <p className={styles.text}>{data.description}</p>
          <h2 className={styles.h2}>{t('competition.rules')}</h2>
          <ul className={styles.rules}>
            {rules.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
        <EntrySection store={competition} data={data} />
      </>
    );
  }
  return <div className={styles.page}>{body}</div>;
});

export default CompetitionPage;
