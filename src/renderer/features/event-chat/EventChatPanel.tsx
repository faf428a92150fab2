/**
 * The live chat on the special event's page (issue 21). Shown only when G events/{id}/chat
 * answers (other events: nothing). Messages oldest first, the newest at the bottom, announced
 * politely (role log); names come masked from the server and bodies are rendered as text.
 * Signed-in students write (Enter sends, Shift+Enter a new line, a 500-character counter) and
 * delete their own; moderators hide any; guests see "Sign in to chat" returning here.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { Button, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CHAT_BODY_MAX } from '../../../common/contract/event-chat';
import { formatDateTimeLong, formatTimeShort } from '../../../common/format';
import { useStores } from '../../stores/context';
import { roomsOf } from '../../api/roomEvents';
import { useLocale } from '../../components/useLocale';
import { RouterButton } from '../../components/links';
import { TrashIcon } from '../../components/icons';
import { palette } from '../../components/theme';
import { EventChatStore } from './store';
import { withFluentScope } from '../../components/FluentScope';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '16px',
    borderRadius: '16px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    maxWidth: '760px',
    width: '100%',
    boxSizing: 'border-box',
    scrollMarginTop: '96px',
  },
  head: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '8px', flexWrap: 'wrap' },
  heading: { margin: 0, fontSize: '18px', lineHeight: '24px', fontWeight: 800, color: palette.indigoDeep },
  live: { fontSize: '13px', fontWeight: 700, color: '#065F46' },
  scroller: { maxHeight: '380px', minHeight: '120px', overflowY: 'auto', borderRadius: '12px', backgroundColor: '#F8FAFC' },
  list: { listStyle: 'none', margin: 0, padding: '4px', display: 'flex', flexDirection: 'column', gap: '8px' },
  item: { display: 'flex', flexDirection: 'column', gap: '2px', padding: '8px 10px', borderRadius: '10px', backgroundColor: tokens.colorNeutralBackground1 },
  mineItem: { backgroundColor: '#EEF2FF' },
  meta: { display: 'flex', alignItems: 'center', gap: '8px', fontSize: '13px', lineHeight: '18px', color: tokens.colorNeutralForeground2 },
  author: { fontWeight: 700, color: tokens.colorNeutralForeground1 },
  you: { fontSize: '12px', fontWeight: 700, color: palette.indigoDeep },
  body: { margin: 0, fontSize: '15px', lineHeight: '22px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  remove: { marginLeft: 'auto', minWidth: 'auto' },
  empty: { margin: 0, padding: '12px', fontSize: '14px', color: tokens.colorNeutralForeground2 },
  form: { display: 'flex', flexDirection: 'column', gap: '6px' },
  label: { fontSize: '14px', fontWeight: 600 },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px', flexWrap: 'wrap' },
  counter: { fontSize: '13px', color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  over: { color: '#991B1B', fontWeight: 700 },
  note: { margin: 0, fontSize: '13px', lineHeight: '19px', color: tokens.colorNeutralForeground2 },
  error: { margin: 0, fontSize: '13px', lineHeight: '19px', color: '#991B1B' },
  send: { minHeight: '40px', minWidth: '96px', fontWeight: 700 },
});

const EventChatPanel = observer(function EventChatPanel({ contentId }: { contentId: number }) {
  const root = useStores();
  const [store] = useState(() => new EventChatStore({ client: root.client, rooms: roomsOf(root) }, contentId));
  const signedIn = root.session.isSignedIn;
  useEffect(() => {
    void store.load();
  }, [store, signedIn]);
  useEffect(() => () => store.dispose(), [store]);

  const data = store.chat.data;
  if (!data) return null; // no chat (404), or not read yet
  return <ChatView store={store} signedIn={signedIn} />;
});

const ChatView = observer(function ChatView({ store, signedIn }: { store: EventChatStore; signedIn: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const headingId = useId();
  const inputId = useId();
  const counterId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const data = store.chat.data!;
  const lastId = store.messages.at(-1)?.id;

  // Follows the newest message while the reader is at the bottom; reading older ones is left alone.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && atBottom.current) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void store.send();
    }
  };
  const over = store.length > CHAT_BODY_MAX;

  return (
    <section className={styles.panel} aria-labelledby={headingId} id="chat" data-testid="event-chat">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {t('eventChat.title')}
        </h2>
        {data.open && <span className={styles.live}>{t('eventChat.live')}</span>}
      </div>
      {store.hasOlder && (
        <Button appearance="subtle" onClick={() => void store.loadOlder()} disabled={store.loadingOlder} data-testid="chat-older">
          {store.loadingOlder ? t('eventChat.loadingOlder') : t('eventChat.older')}
        </Button>
      )}
      {store.olderError && (
        <p className={styles.error} role="alert">
          {store.olderError}
        </p>
      )}
      <div
        ref={listRef}
        className={styles.scroller}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('eventChat.messages')}
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
        data-testid="chat-messages"
      >
        <ol className={styles.list}>
          {store.messages.length === 0 && <li className={styles.empty}>{t('eventChat.empty')}</li>}
          {store.messages.map((m) => (
            <li key={m.id} className={`${styles.item} ${m.mine ? styles.mineItem : ''}`} data-testid="chat-message" data-message-id={m.id}>
              <div className={styles.meta}>
                <span className={styles.author}>{m.authorName}</span>
                {m.mine && <span className={styles.you}>{t('eventChat.you')}</span>}
                <time dateTime={m.createdAt} title={formatDateTimeLong(m.createdAt, locale)}>
                  {formatTimeShort(m.createdAt, locale)}
                </time>
                {(m.mine || data.moderator) && (
                  <Button
                    className={styles.remove}
                    appearance="subtle"
                    size="small"
                    icon={<TrashIcon size={16} />}
                    aria-label={m.mine ? t('eventChat.delete') : t('eventChat.hide')}
                    title={m.mine ? t('eventChat.delete') : t('eventChat.hide')}
                    disabled={store.removing === m.id}
                    onClick={() => void store.remove(m.id)}
                    data-testid="chat-delete"
                  />
                )}
              </div>
              <p className={styles.body}>{m.body}</p>
            </li>
          ))}
        </ol>
      </div>
      {store.removeError && (
        <p className={styles.error} role="alert">
          {store.removeError}
        </p>
      )}
      {store.streamRefused && <p className={styles.note}>{t('eventChat.streamBusy')}</p>}
      {!signedIn ? (
        <div className={styles.row}>
          <p className={styles.note}>{t('eventChat.guest')}</p>
          <RouterButton appearance="primary" to={`/signin?${new URLSearchParams({ from: `${location.pathname}${location.search}` })}`} data-testid="chat-signin">
            {t('eventChat.signIn')}
          </RouterButton>
        </div>
      ) : !data.open ? (
        <p className={styles.note}>{t('eventChat.closed')}</p>
      ) : (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            void store.send();
          }}
        >
          <label htmlFor={inputId} className={styles.label}>
            {t('eventChat.label')}
          </label>
          <Textarea
            id={inputId}
            value={store.draft}
            onChange={(_, d) => store.setDraft(d.value)}
            onKeyDown={onKeyDown}
            resize="vertical"
            rows={2}
            aria-describedby={counterId}
            aria-invalid={over || undefined}
            placeholder={t('eventChat.placeholder')}
            data-testid="chat-input"
          />
          <div className={styles.row}>
            <span id={counterId} className={`${styles.counter} ${over ? styles.over : ''}`}>
              {t('eventChat.counter', { count: store.length, max: CHAT_BODY_MAX })}
            </span>
            <Button type="submit" appearance="primary" className={styles.send} disabled={!store.canSend} data-testid="chat-send">
              {store.sending ? t('eventChat.sending') : t('eventChat.send')}
            </Button>
          </div>
          <p className={styles.note}>{t('eventChat.hint')}</p>
          {store.waitSeconds > 0 && (
            <p className={styles.error} role="status" data-testid="chat-wait">
              {t('eventChat.wait', { count: store.waitSeconds })}
            </p>
          )}
          {store.sendError && (
            <p className={styles.error} role="alert">
              {store.sendError}
            </p>
          )}
        </form>
      )}
    </section>
  );
});

// Mounted by the event page, which draws without Fluent: it brings Fluent's providers along.
export default withFluentScope(EventChatPanel);
