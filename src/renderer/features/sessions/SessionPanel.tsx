/**
 * The enrolled visitor's session box on a webinar or event page (`#session`; my classes link
 * here): the state, the date (static, for screen readers) and a countdown on the server's clock
 * (aria-live off), the join button live only in the join window (a webinar's room, an event's
 * Zoom link), the calendar file, the e-ticket of an offline or hybrid session (its QR code and
 * PNG), the feedback form when feedback is what comes next, the certificate and the recording.
 * The data is sessionsOf(root).mine (the page's loader asked it); at the window's edges it is asked
 * again, so the buttons follow the server.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { MySession } from '../../../common/contract/sessions';
import { FEEDBACK_RATING, FEEDBACK_TEXT_MAX, hasEnded, isInJoinWindow } from '../../../common/sessions';
import { formatDateLong, formatDateTimeLong } from '../../../common/format';
import { ContentType, VenueType, type Locale } from '../../../common/enums';
import { useStores } from '../../stores/context';
import { useLocale } from '../../components/useLocale';
import { useQrDataUrl } from '../../components/useQrDataUrl';
import { AwardIcon, CalendarIcon, ClockIcon, PlayCircleIcon, VideoIcon } from '../../components/icons';
import { palette } from '../../components/theme';
import { countdownText, useServerNow } from './useServerNow';
import type { Refused } from './store';
import { certificatesOf } from '../certificates';
import { sessionsOf } from './store';
import { withFluentScope } from '../../components/FluentScope';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: '14px', scrollMarginTop: '96px' },
  heading: { margin: 0, fontSize: '18px', lineHeight: '24px', fontWeight: 800, color: palette.indigoDeep },
  state: {
    alignSelf: 'flex-start',
    padding: '3px 10px',
    borderRadius: '999px',
    fontSize: '13px',
    fontWeight: 700,
    backgroundColor: '#ECFDF5',
    color: '#065F46',
  },
  date: { margin: 0, display: 'flex', gap: '8px', alignItems: 'flex-start', fontSize: '14px', lineHeight: '20px', color: tokens.colorNeutralForeground2 },
  countdown: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: '10px 12px',
    borderRadius: '10px',
    backgroundColor: '#EEF2FF',
    color: palette.indigoDeep,
  },
  countdownLabel: { fontSize: '13px', fontWeight: 600 },
  countdownValue: { fontSize: '22px', lineHeight: '28px', fontWeight: 800, fontVariantNumeric: 'tabular-nums' },
  actions: { display: 'flex', flexDirection: 'column', gap: '10px' },
  primary: { minHeight: '44px', fontWeight: 700 },
  note: { margin: 0, fontSize: '13px', lineHeight: '19px', color: tokens.colorNeutralForeground2 },
  hint: { margin: 0, fontSize: '13px', lineHeight: '19px', color: '#991B1B' },
  block: {
    display: 'flex',
    flexDirection: 'column',
    gap: '10px',
    padding: '12px',
    borderRadius: '12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    scrollMarginTop: '96px',
  },
  blockTitle: { margin: 0, fontSize: '15px', fontWeight: 800, color: tokens.colorNeutralForeground1 },
  qr: { alignSelf: 'center', width: '200px', height: '200px', borderRadius: '8px', backgroundColor: '#FFFFFF' },
  fieldset: { margin: 0, padding: 0, border: 'none', display: 'flex', flexDirection: 'column', gap: '6px' },
  legend: { padding: 0, fontSize: '14px', fontWeight: 700, marginBottom: '4px' },
  stars: { display: 'flex', flexWrap: 'wrap', gap: '6px' },
  star: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    minHeight: '36px',
    padding: '4px 10px',
    borderRadius: '8px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    fontSize: '14px',
    cursor: 'pointer',
    ':focus-within': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  label: { fontSize: '14px', fontWeight: 700 },
  field: { display: 'flex', flexDirection: 'column', gap: '4px' },
  control: {
    font: 'inherit',
    fontSize: '14px',
    padding: '8px 10px',
    minHeight: '40px',
    borderRadius: '8px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  textarea: { minHeight: '96px', resize: 'vertical' },
  counter: { alignSelf: 'flex-end', fontSize: '12px', color: tokens.colorNeutralForeground3 },
});

export interface SessionPanelProps {
  contentId: number;
  /** The page's title (the QR code's alt text). */
  title: string;
}

/** "30 November 2026 19:00 WIB – 21:00 WIB" (one day), else both dates in full. */
export function sessionDate(s: Pick<MySession, 'startAt' | 'endAt'>, locale: Locale): string {
  const start = formatDateTimeLong(s.startAt, locale);
  const end = formatDateTimeLong(s.endAt, locale);
  const sameDay = formatDateLong(s.startAt, locale) === formatDateLong(s.endAt, locale);
  return `${start} – ${sameDay ? end.split(' ').slice(-2).join(' ') : end}`;
}

/** A refusal as one line: the server's message, and when the room opens if it said so. */
function useRefusalText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (r: Refused) => (r.opensAt ? `${r.message} ${t('sessions.opensAt', { time: formatDateTimeLong(r.opensAt, locale) })}` : r.message);
}

/** The e-ticket's QR code (qrcode, loaded with this panel only), as in PaymentPage. */
function QrImage({ value, alt }: { value: string; alt: string }) {
  const styles = useStyles();
  const src = useQrDataUrl(value, 400);
  if (!src) return <div className={styles.qr} role="img" aria-label={alt} />;
  return <img className={styles.qr} src={src} alt={alt} width={200} height={200} data-testid="session-qr" />;
}

const Eticket = observer(function Eticket({ mine, title }: { mine: MySession; title: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const sessions = sessionsOf(useStores());
  const [failed, setFailed] = useState<string | null>(null);
  if (!mine.ticket) return null;
  const busy = sessions.busy.has(`ticket:${mine.contentId}`);
  return (
    <section className={styles.block} id="session-eticket" aria-labelledby="session-eticket-title">
      <h3 className={styles.blockTitle} id="session-eticket-title">
        {t('sessions.eticket.title')}
      </h3>
      <p className={styles.note}>{t('sessions.eticket.text')}</p>
      <QrImage value={mine.ticket.qrText} alt={t('sessions.eticket.alt', { title })} />
      <Button
        appearance="secondary"
        disabled={busy}
        onClick={() => {
          setFailed(null);
          void sessions.downloadTicket(mine).then((r) => {
            if (!r.ok) setFailed(r.message);
          });
        }}
        data-testid="session-eticket-download"
      >
        {t('sessions.eticket.download')}
      </Button>
      {failed && (
        <p className={styles.hint} role="alert">
          {failed}
        </p>
      )}
    </section>
  );
});

const FeedbackForm = observer(function FeedbackForm({ mine }: { mine: MySession }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const sessions = sessionsOf(useStores());
  const id = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [source, setSource] = useState('');
  const [category, setCategory] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  useEffect(() => {
    void sessions.ensureMasters();
  }, [sessions]);
  const busy = sessions.busy.has(`feedback:${mine.contentId}`);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (rating < FEEDBACK_RATING.min || !source || !category) {
      setHint(t('sessions.feedback.required'));
      return;
    }
    setHint(null);
    const outcome = await sessions.sendFeedback(mine.url, mine.contentId, { rating, text: text.trim(), referralSourceId: Number(source), categoryId: Number(category) });
    if (outcome.ok) ui.success(t('sessions.feedback.sent'));
    else setHint(outcome.message);
  };
  const stars = Array.from({ length: FEEDBACK_RATING.max - FEEDBACK_RATING.min + 1 }, (_, i) => FEEDBACK_RATING.min + i);
  return (
    <form className={styles.block} id="session-feedback" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h3 className={styles.blockTitle} id={`${id}-title`}>
        {t('sessions.feedback.title')}
      </h3>
      <p className={styles.note}>{t(mine.isCertificate ? 'sessions.feedback.textCertificate' : 'sessions.feedback.text')}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sessions.feedback.rating')}</legend>
        <div className={styles.stars}>
          {stars.map((n) => (
            <label key={n} className={styles.star}>
              <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} required />
              {t('sessions.feedback.stars', { count: n })}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-text`}>
          {t('sessions.feedback.comment')}
        </label>
        <textarea
          id={`${id}-text`}
          className={`${styles.control} ${styles.textarea}`}
          value={text}
          maxLength={FEEDBACK_TEXT_MAX}
          onChange={(e) => setText(e.target.value.slice(0, FEEDBACK_TEXT_MAX))}
          aria-describedby={`${id}-counter`}
        />
        <span className={styles.counter} id={`${id}-counter`}>
          {t('sessions.feedback.counter', { count: text.length, max: FEEDBACK_TEXT_MAX })}
        </span>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-source`}>
          {t('sessions.feedback.source')}
        </label>
        <select id={`${id}-source`} className={styles.control} value={source} onChange={(e) => setSource(e.target.value)} required>
          <option value="">{t('sessions.feedback.choose')}</option>
          {(sessions.referralSources.data ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-category`}>
          {t('sessions.feedback.category')}
        </label>
        <select id={`${id}-category`} className={styles.control} value={category} onChange={(e) => setCategory(e.target.value)} required>
          <option value="">{t('sessions.feedback.choose')}</option>
          {(sessions.categories.data ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      {hint && (
        <p className={styles.hint} role="alert" data-testid="session-feedback-hint">
          {hint}
        </p>
      )}
      <Button className={styles.primary} appearance="primary" type="submit" disabled={busy} data-testid="session-feedback-submit">
        {t('sessions.feedback.send')}
      </Button>
    </form>
  );
});

const Certificate = observer(function Certificate({ number }: { number: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const certificates = certificatesOf(useStores());
  const [failed, setFailed] = useState(false);
  const busy = certificates.downloading.has(number);
  return (
    <section className={styles.block} id="session-certificate" aria-labelledby="session-certificate-title">
      <h3 className={styles.blockTitle} id="session-certificate-title">
        {t('sessions.certificate.title')}
      </h3>
      <p className={styles.note}>{t('sessions.certificate.number', { number })}</p>
      <Button
        appearance="primary"
        icon={<AwardIcon size={18} />}
        disabled={busy}
        onClick={() => {
          setFailed(false);
          void certificates.download(number).then((r) => {
            if (!r.ok && !r.cancelled) setFailed(true);
          });
        }}
        data-testid="session-certificate-download"
      >
        {busy ? t('sessions.certificate.downloading') : t('sessions.certificate.download')}
      </Button>
      {failed && (
        <p className={styles.hint} role="alert">
          {t('sessions.certificate.failed')}
        </p>
      )}
    </section>
  );
});

/** Asks my session again when the join window opens or closes on the server's clock. */
function useWindowEdges(mine: MySession, now: Date) {
  const sessions = sessionsOf(useStores());
  const edge = `${isInJoinWindow(mine, now)}:${hasEnded(mine, now)}`;
  const last = useRef(edge);
  useEffect(() => {
    if (last.current === edge) return;
    last.current = edge;
    void sessions.load(mine.contentId);
  }, [edge, mine.contentId, sessions]);
}

export const SessionPanel = observer(function SessionPanel({ contentId, title }: SessionPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const sessions = sessionsOf(useStores());
  const now = useServerNow();
  const refusalText = useRefusalText();
  const [hint, setHint] = useState<string | null>(null);
  // The room's link after a join: a popup blocker may stop the new tab, so a plain link stays.
  const [room, setRoom] = useState<string | null>(null);
  const mine = sessions.of(contentId);
  // Hooks run before any early return: the edges follow whatever answer there is.
  useWindowEdges(mine ?? ({ contentId, startAt: '', endAt: '', opensAt: '' } as MySession), now);
  if (!mine || !mine.enrolled) return null;

  const isEvent = mine.contentType === ContentType.EVENT;
  const inWindow = isInJoinWindow(mine, now);
  const ended = hasEnded(mine, now);
  const started = now.getTime() >= Date.parse(mine.startAt);
  const online = mine.venueType !== VenueType.OFFLINE;
  const joinKey = isEvent ? `zoom:${contentId}` : `join:${contentId}`;
  const joining = sessions.busy.has(joinKey);
  const join = async () => {
    setHint(null);
    const outcome = isEvent ? await sessions.zoom(contentId) : await sessions.join(mine.url, contentId);
    if (!outcome.ok) setHint(refusalText(outcome));
    else setRoom(outcome.url);
  };
  const calendarBusy = sessions.busy.has(`calendar:${contentId}`);
  const date = sessionDate(mine, locale);
  const watchRecording = ended && mine.hasRecording && !isEvent;

  return (
    <section className={styles.panel} id="session" aria-labelledby="session-title" data-testid="session-panel" data-state={mine.state} data-next={mine.nextAction}>
      <h2 className={styles.heading} id="session-title">
        {t(isEvent ? 'sessions.titleEvent' : 'sessions.title')}
      </h2>
      <span className={styles.state} data-testid="session-state">
        {t(`sessions.state.${mine.state}`)}
      </span>
      <p className={styles.date}>
        <CalendarIcon size={16} />
        <span>{date}</span>
      </p>
      {!started && (
        <div className={styles.countdown}>
          <span className={styles.countdownLabel}>{t(inWindow ? 'sessions.countdown.startsIn' : online ? 'sessions.countdown.opensIn' : 'sessions.countdown.startsIn')}</span>
          {/* Ticks every second: not announced (the date above is the accessible text). */}
          <span className={styles.countdownValue} role="timer" aria-live="off" aria-atomic="false" data-testid="session-countdown">
            {countdownText(inWindow || !online ? mine.startAt : mine.opensAt, now, (days) => t('sessions.countdown.days', { count: days }))}
          </span>
        </div>
      )}
      {started && !ended && (
        <p className={styles.note}>
          <ClockIcon size={14} /> {t('sessions.liveNow')}
        </p>
      )}
      <div className={styles.actions}>
        {online && !ended && (
          <>
            <Button
              id="session-join"
              className={styles.primary}
              appearance="primary"
              size="large"
              icon={<VideoIcon size={18} />}
              disabled={!inWindow || joining}
              onClick={() => void join()}
              aria-describedby={!inWindow ? 'session-join-note' : undefined}
            >
              {t(isEvent ? 'sessions.joinZoom' : 'sessions.join')}
            </Button>
            {!inWindow && (
              <p className={styles.note} id="session-join-note">
                {t('sessions.opensAt', { time: formatDateTimeLong(mine.opensAt, locale) })}
              </p>
            )}
          </>
        )}
        {watchRecording && (
          <Button className={styles.primary} appearance="primary" icon={<PlayCircleIcon size={18} />} disabled={joining} onClick={() => void join()} data-testid="session-recording">
            {t('sessions.recording')}
          </Button>
        )}
        {ended && !watchRecording && mine.state === 'NOTJOINED' && <p className={styles.note}>{t('sessions.missed')}</p>}
        {room && (
          <p className={styles.note}>
            <a href={room} target="_blank" rel="noopener noreferrer" data-testid="session-room-link">
              {t('sessions.roomLink')}
            </a>
          </p>
        )}
        {hint && (
          <p className={styles.hint} role="alert" data-testid="session-hint">
            {hint}
          </p>
        )}
        {!ended && (
          <Button
            appearance="secondary"
            icon={<CalendarIcon size={18} />}
            disabled={calendarBusy}
            onClick={() => {
              setHint(null);
              void sessions.downloadCalendar(mine).then((r) => {
                if (!r.ok) setHint(r.message);
              });
            }}
            data-testid="session-calendar"
          >
            {t('sessions.calendar')}
          </Button>
        )}
      </div>
      {mine.ticket && !ended && <Eticket mine={mine} title={title} />}
      {mine.nextAction === 'feedback' && <FeedbackForm mine={mine} />}
      {mine.certificate && <Certificate number={mine.certificate.number} />}
    </section>
  );
});

// Loaded by pages drawn without Fluent (a course, a webinar): it brings Fluent's providers along.
export default withFluentScope(SessionPanel);
