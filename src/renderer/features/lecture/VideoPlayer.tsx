/**
 * The lesson video (issue 12): HTML5 video from the signed URL (the server answers Range requests,
 * so seeking downloads only what is needed), resume at the server's position, playback speed,
 * captions id/en (<track>), a transcript that follows the video and seeks on click, keyboard
 * shortcuts (documented in the help popover; not while typing in a field), autoplay of the next
 * lesson. Reports the position and the seconds really played every POSITION_REPORT_SECONDS, and
 * on pause, seek, end and leaving; the server decides when the lesson is finished.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { Button, Popover, PopoverSurface, PopoverTrigger, Select, Switch, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { MaterialDetail } from '../../../common/contract/lecture';
import { activeCueIndex, clock, parseVtt, PLAYBACK_RATES, POSITION_REPORT_SECONDS, type CaptionCue } from '../../../common/lecture';
import { InfoIcon } from '../../components/icons';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';

export interface PlayerApi {
  currentTime(): number;
  seek(second: number): void;
}

type Lang = 'id' | 'en';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: '8px' },
  frame: { position: 'relative', backgroundColor: '#000', borderRadius: '12px', overflow: 'hidden', aspectRatio: '16 / 9' },
  video: { width: '100%', height: '100%', display: 'block', backgroundColor: '#000' },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px' },
  field: { display: 'flex', alignItems: 'center', gap: '6px', fontSize: '14px' },
  select: { minWidth: '96px' },
  help: { maxWidth: '320px' },
  helpList: { margin: '8px 0 0', paddingLeft: '18px', display: 'flex', flexDirection: 'column', gap: '4px', fontSize: '14px' },
  status: { fontSize: '13px', color: tokens.colorNeutralForeground2 },
  transcript: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '12px',
    padding: '8px',
    maxHeight: '220px',
    overflowY: 'auto',
    position: 'relative',
    [mediaUp('lg')]: { maxHeight: '260px' },
  },
  transcriptTitle: { margin: '0 0 4px 4px', fontSize: '15px', fontWeight: 700 },
  cues: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  cue: {
    display: 'flex',
    gap: '10px',
    width: '100%',
    textAlign: 'left',
    padding: '6px 8px',
    border: 'none',
    borderRadius: '8px',
    background: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontSize: '14px',
    lineHeight: '20px',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  cueOn: { backgroundColor: palette.tealSoft, fontWeight: 600 },
  cueTime: { color: palette.tealText, fontVariantNumeric: 'tabular-nums', flexShrink: 0 },
});

/** Whether a key press belongs to a field the student is typing in. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

export function VideoPlayer(props: {
  material: MaterialDetail;
  mediaUrl(path: string): string;
  /** Second to start at instead of the saved position (a note or an assistant link). */
  startAt: number | null;
  report(materialId: number, positionSecond: number, watchedSeconds: number): Promise<unknown>;
  onEnded(): void;
  apiRef: MutableRefObject<PlayerApi | null>;
  autoplayNext: boolean;
  setAutoplayNext(on: boolean): void;
  onTime?(second: number): void;
}) {
  const { material, mediaUrl, startAt, report, onEnded, apiRef, autoplayNext, setAutoplayNext, onTime } = props;
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const video = useRef<HTMLVideoElement | null>(null);
  const transcriptRef = useRef<HTMLDivElement | null>(null);
  const [rate, setRate] = useState(1);
  const [captions, setCaptions] = useState<Lang | 'off'>(i18n.language === 'en' ? 'en' : 'id');
  const lastCaptions = useRef<Lang>(i18n.language === 'en' ? 'en' : 'id');
  const [cues, setCues] = useState<Record<Lang, CaptionCue[]>>({ id: [], en: [] });
  const [now, setNow] = useState(0);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  // Seconds really played since the last report, and the playhead last seen while playing.
  const played = useRef(0);
  const lastSeen = useRef<number | null>(null);
  const source = material.video;

  // The playhead last known, for the report sent while the lesson is being left (the element may be gone).
  const lastTime = useRef<number | null>(null);
  const flush = useCallback(() => {
    const v = video.current;
    // Before its metadata the element says 0: never report that over the saved position.
    const position = v && v.readyState >= 1 ? v.currentTime : lastTime.current;
    if (position === null || !Number.isFinite(position)) return;
    const watched = played.current;
    played.current = 0;
    void report(material.id, position, watched);
  }, [material.id, report]);

  apiRef.current = {
    currentTime: () => video.current?.currentTime ?? 0,
    seek: (second) => {
      const v = video.current;
      if (v) v.currentTime = Math.max(0, second);
    },
  };

  // The transcript of both languages, from the same signed caption URLs as the tracks.
  useEffect(() => {
    let live = true;
    setCues({ id: [], en: [] });
    for (const track of source?.captions ?? []) {
      fetch(mediaUrl(track.src))
        .then((r) => (r.ok ? r.text() : ''))
        .then((text) => {
          if (live) setCues((c) => ({ ...c, [track.lang]: parseVtt(text) }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [source, mediaUrl]);

  // Periodic reports while the page is open; one more when leaving the lesson or hiding the page.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (played.current > 0) flush();
    }, POSITION_REPORT_SECONDS * 1000);
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  // Captions: the chosen track showing, the others off.
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    for (const track of Array.from(v.textTracks)) track.mode = captions !== 'off' && track.language === captions ? 'showing' : 'disabled';
    if (captions !== 'off') lastCaptions.current = captions;
  }, [captions, source]);

  useEffect(() => {
    if (video.current) video.current.playbackRate = rate;
  }, [rate]);

  // Keyboard shortcuts, anywhere on the page but in a field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const v = video.current;
      if (!v || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      // A focused button or link keeps its own Space and Enter.
      if (e.key === ' ' && e.target instanceof HTMLElement && e.target.closest('button, a, [role="tab"]')) return;
      const skip = (d: number) => {
        v.currentTime = Math.max(0, Math.min(v.duration || Infinity, v.currentTime + d));
      };
      switch (e.key) {
        case ' ':
        case 'k':
        case 'K':
          if (v.paused) void v.play().catch(() => undefined);
          else v.pause();
          break;
        case 'j':
        case 'J':
          skip(-10);
          break;
        case 'l':
        case 'L':
          skip(10);
          break;
        case 'ArrowLeft':
          skip(-5);
          break;
        case 'ArrowRight':
          skip(5);
          break;
        case 'ArrowUp':
          v.volume = Math.min(1, v.volume + 0.1);
          break;
        case 'ArrowDown':
          v.volume = Math.max(0, v.volume - 0.1);
          break;
        case 'f':
        case 'F':
          if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
          else void v.parentElement?.requestFullscreen().catch(() => undefined);
          break;
        case 'c':
        case 'C':
          setCaptions((c) => (c === 'off' ? lastCaptions.current : 'off'));
          break;
        default:
          return;
      }
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const transcriptLang: Lang = captions === 'off' ? (i18n.language === 'en' ? 'en' : 'id') : captions;
  const list = cues[transcriptLang];
  const active = useMemo(() => activeCueIndex(list, now), [list, now]);

  // Keep the active cue in view inside the panel (never scrolls the page).
  useEffect(() => {
    const panel = transcriptRef.current;
    const item = panel?.querySelector<HTMLElement>(`[data-cue="${active}"]`);
    if (!panel || !item) return;
    const top = item.offsetTop - panel.offsetTop;
    if (top < panel.scrollTop || top + item.offsetHeight > panel.scrollTop + panel.clientHeight) panel.scrollTop = Math.max(0, top - panel.clientHeight / 3);
  }, [active]);

  if (!source) return null;

  const onLoaded = () => {
    const v = video.current;
    if (!v) return;
    v.playbackRate = rate;
    const saved = material.progress.positionSecond;
    const at = startAt ?? (saved > 1 && saved < (v.duration || material.durationSeconds) - 1 ? saved : 0);
    if (at > 0) {
      v.currentTime = at;
      if (startAt === null) setResumedAt(at);
    }
    lastSeen.current = null;
  };

  const onTimeUpdate = () => {
    const v = video.current;
    if (!v) return;
    const cur = v.currentTime;
    if (!v.paused && !v.seeking && lastSeen.current !== null) {
      const d = cur - lastSeen.current;
      // A normal step of playback (a seek jumps further and counts nothing).
      if (d > 0 && d < 1.5 * Math.max(1, v.playbackRate)) played.current += d;
    }
    lastSeen.current = cur;
    lastTime.current = cur;
    setNow(cur);
    onTime?.(cur);
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.frame}>
        <video
          key={material.id}
          ref={video}
          className={styles.video}
          controls
          preload="metadata"
          playsInline
          crossOrigin="anonymous"
          aria-label={t('lecture.player.video', { title: material.title })}
          data-testid="lecture-video"
          onLoadedMetadata={onLoaded}
          onTimeUpdate={onTimeUpdate}
          onPause={flush}
          onSeeking={() => {
            lastSeen.current = null;
          }}
          onSeeked={() => {
            lastSeen.current = video.current?.currentTime ?? null;
            flush();
          }}
          onEnded={() => {
            flush();
            if (autoplayNext) onEnded();
          }}
        >
          <source src={mediaUrl(source.src)} type={source.mime} />
          {source.captions.map((c) => (
            <track key={c.lang} kind="captions" srcLang={c.lang} label={c.label} src={mediaUrl(c.src)} default={c.lang === captions} />
          ))}
        </video>
      </div>
      <div className={styles.bar}>
        <label className={styles.field}>
          {t('lecture.player.speed')}
          <Select className={styles.select} value={String(rate)} onChange={(_e, d) => setRate(Number(d.value))} data-testid="lecture-speed">
            {PLAYBACK_RATES.map((r) => (
              <option key={r} value={String(r)}>{`${r}×`}</option>
            ))}
          </Select>
        </label>
        <label className={styles.field}>
          {t('lecture.player.captions')}
          <Select className={styles.select} value={captions} onChange={(_e, d) => setCaptions(d.value as Lang | 'off')} data-testid="lecture-captions">
            <option value="off">{t('lecture.player.captionsOff')}</option>
            <option value="id">Bahasa Indonesia</option>
            <option value="en">English</option>
          </Select>
        </label>
        <Switch checked={autoplayNext} onChange={(_e, d) => setAutoplayNext(d.checked)} label={t('lecture.player.autoplay')} />
        <Popover withArrow>
          <PopoverTrigger disableButtonEnhancement>
            <Button appearance="subtle" icon={<InfoIcon size={18} />} data-testid="lecture-shortcuts">
              {t('lecture.player.shortcuts')}
            </Button>
          </PopoverTrigger>
          <PopoverSurface className={styles.help} aria-label={t('lecture.player.help.title')}>
            <strong>{t('lecture.player.help.title')}</strong>
            <ul className={styles.helpList}>
              {(['play', 'back', 'forward', 'arrows', 'volume', 'fullscreen', 'captions'] as const).map((k) => (
                <li key={k}>{t(`lecture.player.help.${k}`)}</li>
              ))}
            </ul>
            <p className={styles.status}>{t('lecture.player.help.note')}</p>
          </PopoverSurface>
        </Popover>
      </div>
      <p className={styles.status} aria-live="polite" data-testid="lecture-watch-status">
        {resumedAt !== null ? `${t('lecture.player.resumed', { time: clock(resumedAt) })} · ` : ''}
        {material.progress.status === 3
          ? t('lecture.finishedBadge')
          : t('lecture.watched', { watched: clock(material.progress.watchedSeconds), need: clock(material.progress.secondsToFinish) })}
      </p>
      <section className={styles.transcript} ref={transcriptRef} aria-labelledby="lecture-transcript-title" data-testid="lecture-transcript">
        <h2 id="lecture-transcript-title" className={styles.transcriptTitle}>
          {t('lecture.transcript.title')}
        </h2>
        {list.length === 0 ? (
          <p className={styles.status}>{t('lecture.transcript.empty')}</p>
        ) : (
          <ol className={styles.cues}>
            {list.map((c, i) => (
              <li key={`${transcriptLang}-${c.start}`}>
                <button
                  type="button"
                  className={mergeClasses(styles.cue, i === active && styles.cueOn)}
                  data-cue={i}
                  aria-current={i === active ? 'true' : undefined}
                  onClick={() => {
                    const v = video.current;
                    if (v) v.currentTime = c.start;
                  }}
                >
                  <span className={styles.cueTime}>{clock(c.start)}</span>
                  <span>{c.text}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
