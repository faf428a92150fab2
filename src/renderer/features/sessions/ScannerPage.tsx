/**
 * /webinars/scan/event (staff; guests are sent to sign in by the shell): check a participant in
 * at the venue. The session comes from the staff's sessions (a 403: this account is not staff);
 * the e-ticket is pasted (its code or the link its QR code opens: a phone's camera app lands
 * here with ?token=, which fills the field) or, where the browser has a BarcodeDetector for QR
 * codes, read by the camera. The result card shows the masked name, the session and the first
 * check-in; "Check in" records it once (a second one says when the first was).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDateTimeLong } from '../../../common/format';
import { useStores } from '../../stores/context';
import { useLocale } from '../../components/useLocale';
import { ResourceView } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { StateMessage } from '../../components/StateMessage';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { CameraIcon, CheckCircleIcon } from '../../components/icons';
import { ScannerModel } from './scanner';
import { sessionsOf } from './store';

const useStyles = makeStyles({
  page: {
    maxWidth: '720px',
    margin: '0 auto',
    padding: '16px 16px 40px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    [mediaUp('md')]: { padding: '24px 24px 56px' },
  },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  text: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: '14px', lineHeight: '20px' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '16px',
    borderRadius: '14px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  field: { display: 'flex', flexDirection: 'column', gap: '4px' },
  label: { fontSize: '14px', fontWeight: 700 },
  control: {
    font: 'inherit',
    fontSize: '15px',
    padding: '9px 10px',
    minHeight: '44px',
    borderRadius: '8px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    minWidth: 0,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  button: { minHeight: '44px', fontWeight: 700 },
  hint: { margin: 0, fontSize: '13px', color: tokens.colorNeutralForeground3 },
  error: { margin: 0, fontSize: '14px', color: '#991B1B' },
  video: { width: '100%', maxHeight: '320px', borderRadius: '10px', backgroundColor: '#111827', objectFit: 'cover' },
  result: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '6px 12px', margin: 0, fontSize: '14px' },
  term: { fontWeight: 700, color: tokens.colorNeutralForeground2 },
  def: { margin: 0, overflowWrap: 'anywhere' },
  done: { display: 'flex', gap: '8px', alignItems: 'flex-start', margin: 0, fontWeight: 700, color: '#065F46' },
  already: { display: 'flex', gap: '8px', alignItems: 'flex-start', margin: 0, fontWeight: 700, color: '#92400E' },
});

interface DetectedCode {
  rawValue: string;
}
interface Detector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The browser's BarcodeDetector when it reads QR codes (Chromium on Android and macOS …), else null. */
async function qrDetector(): Promise<DetectorClass | null> {
  if (typeof window === 'undefined' || !('BarcodeDetector' in window)) return null;
  const D = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
  try {
    const formats = D.getSupportedFormats ? await D.getSupportedFormats() : ['qr_code'];
    return formats.includes('qr_code') ? D : null;
  } catch {
    return null;
  }
}

/** The camera preview: reads QR codes twice a second; every track is stopped when it goes. */
function Camera({ onCode, onFail }: { onCode: (text: string) => void; onFail: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const found = useRef(onCode);
  found.current = onCode;
  const failed = useRef(onFail);
  failed.current = onFail;
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let live = true;
    void (async () => {
      const D = await qrDetector();
      if (!D || !navigator.mediaDevices?.getUserMedia) {
        failed.current();
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        if (live) failed.current();
        return;
      }
      if (!live || !video.current) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const detector = new D({ formats: ['qr_code'] });
      let reading = false;
      timer = setInterval(() => {
        if (reading || !video.current) return;
        reading = true;
        void detector
          .detect(video.current)
          .then((codes) => {
            const code = codes[0]?.rawValue;
            if (code && live) found.current(code);
          })
          .catch(() => undefined)
          .finally(() => (reading = false));
      }, 500);
    })();
    return () => {
      live = false;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return <video ref={video} className={styles.video} muted playsInline aria-label={t('sessions.scanner.cameraLabel')} />;
}

export const ScannerView = observer(function ScannerView({ model, cameraAvailable }: { model: ScannerModel; cameraAvailable: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const sessions = sessionsOf(useStores());
  const id = useId();
  const [camera, setCamera] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const list = sessions.staffSessions;

  const notStaff = list.errorStatus === 403;
  const picker = notStaff ? (
    <StateMessage kind="empty" layout="block" title={t('sessions.scanner.notStaff')} testId="scanner-not-staff" />
  ) : (
    <ResourceView
      resource={list}
      what={t('sessions.scanner.session')}
      loadingLabel={t('sessions.scanner.loading')}
      skeleton={<Shimmer height={64} />}
      onRetry={() => void sessions.loadStaffSessions()}
      isEmpty={(data) => data.length === 0}
      empty={{ title: t('sessions.scanner.noSessions') }}
    >
      {(items) => (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-session`}>
            {t('sessions.scanner.session')}
          </label>
          <select
            id={`${id}-session`}
            className={styles.control}
            value={model.contentId ?? ''}
            onChange={(e) => model.setSession(e.target.value ? Number(e.target.value) : null)}
            data-testid="scanner-session"
          >
            <option value="">{t('sessions.scanner.chooseSession')}</option>
            {items.map((s) => (
              <option key={s.contentId} value={s.contentId}>
                {t('sessions.scanner.sessionOption', { title: s.title, date: formatDateTimeLong(s.startAt, locale), checkedIn: s.checkedIn, enrolled: s.enrolled })}
              </option>
            ))}
          </select>
        </div>
      )}
    </ResourceView>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void model.read();
  };
  const scan = model.scan;
  const problem = model.problem;

  return (
    <div className={styles.page} data-testid="scanner-page">
      <h1 className={styles.title}>{t('sessions.scanner.title')}</h1>
      <p className={styles.text}>{t('sessions.scanner.intro')}</p>
      <div className={styles.card}>{picker}</div>
      {!notStaff && (
        <form className={styles.card} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-ticket`}>
              {t('sessions.scanner.ticket')}
            </label>
            <input
              id={`${id}-ticket`}
              className={styles.control}
              value={model.text}
              onChange={(e) => model.setText(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-ticket-help`}
              aria-invalid={problem?.kind === 'invalid' || undefined}
              data-testid="scanner-ticket"
            />
            <p className={styles.hint} id={`${id}-ticket-help`}>
              {t('sessions.scanner.ticketHelp')}
            </p>
          </div>
          <div className={styles.row}>
            <Button className={styles.button} appearance="primary" type="submit" disabled={model.busy} data-testid="scanner-read">
              {t('sessions.scanner.read')}
            </Button>
            {cameraAvailable && !cameraFailed && (
              <Button className={styles.button} appearance="secondary" icon={<CameraIcon size={18} />} aria-pressed={camera} onClick={() => setCamera(!camera)} data-testid="scanner-camera">
                {camera ? t('sessions.scanner.stopCamera') : t('sessions.scanner.camera')}
              </Button>
            )}
          </div>
          {camera && (
            <Camera
              onCode={(text) => {
                setCamera(false);
                model.setText(text);
                void model.read();
              }}
              onFail={() => {
                setCamera(false);
                setCameraFailed(true);
              }}
            />
          )}
          {cameraFailed && <p className={styles.hint}>{t('sessions.scanner.cameraFailed')}</p>}
        </form>
      )}
      <div role="status" aria-live="polite" data-testid="scanner-status">
        {problem && (
          <p className={styles.error} data-testid="scanner-problem">
            {problem.kind === 'invalid' ? t('sessions.scanner.invalid') : problem.message}
          </p>
        )}
        {scan && (
          <section className={styles.card} aria-label={t('sessions.scanner.result')} data-testid="scanner-result">
            <dl className={styles.result}>
              <dt className={styles.term}>{t('sessions.scanner.holder')}</dt>
              <dd className={styles.def} data-testid="scanner-holder">
                {scan.holderName}
              </dd>
              <dt className={styles.term}>{t('sessions.scanner.sessionName')}</dt>
              <dd className={styles.def}>{scan.title}</dd>
              <dt className={styles.term}>{t('sessions.scanner.when')}</dt>
              <dd className={styles.def}>{formatDateTimeLong(scan.startAt, locale)}</dd>
            </dl>
            {model.attendance ? (
              <p className={model.attendance.alreadyCheckedIn ? styles.already : styles.done} data-testid="scanner-attendance">
                <CheckCircleIcon size={18} />
                {model.attendance.alreadyCheckedIn
                  ? t('sessions.scanner.already', { time: formatDateTimeLong(model.attendance.checkedInAt, locale) })
                  : t('sessions.scanner.checkedIn', { name: model.attendance.holderName, time: formatDateTimeLong(model.attendance.checkedInAt, locale) })}
              </p>
            ) : (
              <p className={scan.checkedInAt ? styles.already : styles.text}>
                {scan.checkedInAt ? t('sessions.scanner.checkedInAt', { time: formatDateTimeLong(scan.checkedInAt, locale) }) : t('sessions.scanner.notCheckedIn')}
              </p>
            )}
            <Button className={styles.button} appearance="primary" disabled={model.busy} onClick={() => void model.checkIn()} data-testid="scanner-checkin">
              {t('sessions.scanner.checkIn')}
            </Button>
          </section>
        )}
      </div>
    </div>
  );
});

const ScannerPage = observer(function ScannerPage() {
  const { platform } = useStores();
  const sessions = sessionsOf(useStores());
  const [params] = useSearchParams();
  const [model] = useState(() => new ScannerModel(sessions));
  const [cameraAvailable, setCameraAvailable] = useState(false);
  const token = params.get('token');
  useEffect(() => {
    let live = true;
    if (platform.kind === 'web') void qrDetector().then((d) => live && setCameraAvailable(d !== null));
    return () => {
      live = false;
    };
  }, [platform]);
  // A phone's camera app opened the QR code's link: the ticket is read at once (reading changes nothing).
  useEffect(() => {
    if (!token) return;
    model.setText(token);
    void model.read();
  }, [token, model]);
  return <ScannerView model={model} cameraAvailable={cameraAvailable} />;
});

export default ScannerPage;
