/**
 * /notification and /user/notification (one page; spec 3 Notification, 7 G notifications,
 * U notifications/mark-read): the student's notifications newest first with a type icon each,
 * unread ones in bold with a dot and a spoken "unread"; a click marks the row read and opens its
 * page; "mark all read"; a type filter kept in `?type=`; "load more"; empty, error (retry) and
 * loading states. New rows come in live (NotificationsStore). Below the list, the notification
 * settings: per kind a push and an e-mail switch (the server keeps them and sets the
 * notification_policy cookie), and the button that turns on browser notifications — the browser
 * is asked only when the student presses it, never on load.
 */
import { useEffect, type ChangeEvent, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Select, Switch, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BusySpinner } from '../../components/BusySpinner';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { NotificationView } from '../../../common/contract/notifications';
import { formatDateTimeLong } from '../../../common/format';
import { NOTIFICATION_TYPES, POLICY_CHANNELS, isNotificationType, type NotificationType } from '../../../common/notifications';
import { useStores } from '../../stores/context';
import { ResourceView } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { useErrorText } from '../../components/StateMessage';
import { AlertIcon, AwardIcon, CalendarIcon, CheckCircleIcon, ClockIcon, GiftIcon, MailIcon, QuoteIcon, VideoIcon, type IconProps } from '../../components/icons';
import { mediaUp } from '../../components/useBreakpoint';
import { useLocale } from '../../components/useLocale';
import { palette } from '../../components/theme';
import { notificationsOf } from './store';
import a11y from '../../components/a11y.module.css';

/** The icon of each kind. */
const TYPE_ICONS: Record<NotificationType, (p: IconProps) => ReactElement> = {
  payment_paid: CheckCircleIcon,
  payment_expired: AlertIcon,
  order_expiring: ClockIcon,
  certificate_issued: AwardIcon,
  question_answered: QuoteIcon,
  comment_reply: MailIcon,
  webinar_starting: VideoIcon,
  points_earned: GiftIcon,
  subscription_ending: CalendarIcon,
  submission_reviewed: CheckCircleIcon,
};

const useStyles = makeStyles({
  page: {
    maxWidth: '880px',
    margin: '0 auto',
    padding: '16px 16px 40px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    [mediaUp('md')]: { padding: '24px 24px 56px' },
  },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  toolbar: { display: 'flex', gap: '12px', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between' },
  filter: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: '220px' },
  label: { fontWeight: 600, color: tokens.colorNeutralForeground2 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  row: {
    width: '100%',
    display: 'flex',
    gap: '12px',
    alignItems: 'flex-start',
    textAlign: 'start',
    padding: '12px 14px',
    borderRadius: '12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  unreadRow: { backgroundColor: palette.tealSoft, border: `1px solid ${palette.teal}` },
  icon: { flexShrink: 0, color: palette.teal, marginTop: '2px' },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', flexGrow: 1, minWidth: 0 },
  rowTitle: { fontWeight: 500, fontSize: '15px', lineHeight: '22px', overflowWrap: 'anywhere' },
  bold: { fontWeight: 800 },
  body: { color: tokens.colorNeutralForeground2, fontSize: '14px', lineHeight: '20px', overflowWrap: 'anywhere' },
  time: { color: tokens.colorNeutralForeground2, fontSize: '12px' },
  dot: { flexShrink: 0, width: '10px', height: '10px', borderRadius: '50%', backgroundColor: palette.red, marginTop: '8px' },
  more: { display: 'flex', justifyContent: 'center', gap: '12px', alignItems: 'center', flexWrap: 'wrap' },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '16px',
    borderRadius: '14px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  h2: { margin: 0, fontSize: '18px', lineHeight: '26px', fontWeight: 800, color: palette.indigoDeep },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  table: { width: '100%', borderCollapse: 'collapse' },
  th: { textAlign: 'start', padding: '6px 4px', fontWeight: 700, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  rowHead: { fontWeight: 500, textAlign: 'start' },
  td: { padding: '4px', borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  error: { margin: 0, color: '#B91C1C' },
  success: { margin: 0, color: palette.tealDark },
});

const NotificationRow = observer(function NotificationRow({ n }: { n: NotificationView }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const root = useStores();
  const notifications = notificationsOf(root);
  const Icon = TYPE_ICONS[n.type] ?? MailIcon;
  const open = async () => {
    if (!n.read) await notifications.markRead([n.id]);
    if (n.route) navigate(n.route);
  };
  return (
    <li data-testid="notification-row" data-id={n.id} data-read={n.read}>
      <button type="button" className={mergeClasses(styles.row, !n.read && styles.unreadRow)} onClick={() => void open()}>
        <Icon size={22} className={styles.icon} aria-hidden="true" />
        <span className={styles.text}>
          <span className={mergeClasses(styles.rowTitle, !n.read && styles.bold)}>
            {!n.read && <span className={a11y.srOnly}>{t('notifications.unread')}: </span>}
            {n.title}
          </span>
          <span className={styles.body}>{n.body}</span>
          <span className={styles.time}>
            {t(`notifications.types.${n.type}`)} · {formatDateTimeLong(n.createdAt, locale)}
          </span>
        </span>
        {!n.read && <span className={styles.dot} aria-hidden="true" />}
      </button>
    </li>
  );
});

const NotificationList = observer(function NotificationList() {
  const styles = useStyles();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const root = useStores();
  const notifications = notificationsOf(root);
  return (
    <ResourceView
      resource={notifications.first}
      what={t('notifications.what')}
      loadingLabel={t('notifications.loading')}
      skeleton={[0, 1, 2].map((i) => (
        <Shimmer key={i} height={72} />
      ))}
      onRetry={() => void notifications.load()}
      isEmpty={() => notifications.items.length === 0}
      empty={{ testId: 'notifications-empty', title: notifications.type ? t('notifications.emptyTypeTitle') : t('notifications.emptyTitle'), text: t('notifications.emptyText') }}
    >
      {() => (
        <>
          <ul className={styles.list} aria-label={t('notifications.listLabel')} data-testid="notification-list">
            {notifications.items.map((n) => (
              <NotificationRow key={n.id} n={n} />
            ))}
          </ul>
          {(notifications.hasMore || notifications.moreError) && (
            <div className={styles.more}>
              {notifications.moreError && <p className={styles.error}>{errorText(notifications.moreError)}</p>}
              <Button onClick={() => void notifications.loadMore()} disabled={notifications.loadingMore} icon={notifications.loadingMore ? <BusySpinner /> : undefined}>
                {t('notifications.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </ResourceView>
  );
});

const PushButton = observer(function PushButton() {
  const styles = useStyles();
  const { t } = useTranslation();
  const root = useStores();
  const notifications = notificationsOf(root);
  useEffect(() => {
    void notifications.checkPush();
  }, [notifications]);
  const outcome = notifications.pushOutcome;
  const offer = notifications.pushState === 'default' || notifications.pushState === 'denied';
  if (!offer && outcome === null) return null;
  return (
    <div className={styles.section} data-testid="push-enable">
      <h3 className={styles.h2}>{t('notifications.push.title')}</h3>
      <p className={styles.note}>{t('notifications.push.text')}</p>
      {offer && (
        <div>
          <Button appearance="primary" onClick={() => void notifications.enablePush()} disabled={notifications.enabling}>
            {t('notifications.push.button')}
          </Button>
        </div>
      )}
      <div role="status">
        {outcome === 'enabled' && <p className={styles.success}>{t('notifications.push.enabled')}</p>}
        {outcome === 'denied' && <p className={styles.error}>{t('notifications.push.denied')}</p>}
        {outcome === 'failed' && <p className={styles.error}>{t('notifications.push.failed')}</p>}
      </div>
    </div>
  );
});

const PolicySettings = observer(function PolicySettings() {
  const styles = useStyles();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const root = useStores();
  const notifications = notificationsOf(root);
  const policy = notifications.policy;
  return (
    <section className={styles.section} aria-labelledby="notification-settings" data-testid="notification-settings">
      <h2 id="notification-settings" className={styles.h2}>
        {t('notifications.settings.title')}
      </h2>
      <p className={styles.note}>{t('notifications.settings.text')}</p>
      <ResourceView
        resource={policy}
        what={t('notifications.settings.what')}
        loadingLabel={t('notifications.settings.loading')}
        layout="inline"
        skeleton={<Shimmer height={160} />}
        onRetry={() => void notifications.loadPolicy()}
      >
        {(data) => (
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  {t('notifications.settings.kind')}
                </th>
                {POLICY_CHANNELS.map((c) => (
                  <th key={c} className={styles.th} scope="col">
                    {t(`notifications.settings.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_TYPES.map((type) => (
                <tr key={type}>
                  <th className={mergeClasses(styles.td, styles.rowHead)} scope="row">
                    {t(`notifications.types.${type}`)}
                  </th>
                  {POLICY_CHANNELS.map((c) => (
                    <td key={c} className={styles.td}>
                      <Switch
                        checked={data[type][c]}
                        disabled={notifications.savingPolicy === `${type}:${c}`}
                        aria-label={t('notifications.settings.switchLabel', { kind: t(`notifications.types.${type}`), channel: t(`notifications.settings.${c}`) })}
                        data-testid={`policy-${type}-${c}`}
                        onChange={(_e, d) => void notifications.setPolicy(type, c, d.checked)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ResourceView>
      {notifications.policyError && (
        <p className={styles.error} role="alert">
          {errorText(notifications.policyError)}
        </p>
      )}
      <PushButton />
    </section>
  );
});

export const NotificationsPage = observer(function NotificationsPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const root = useStores();
  const notifications = notificationsOf(root);
  const [search, setSearch] = useSearchParams();
  const raw = search.get('type');
  const type = isNotificationType(raw) ? raw : '';
  const unread = notifications.unread ?? 0;
  const onType = (e: ChangeEvent<HTMLSelectElement>) => {
    const next = new URLSearchParams(search);
    if (e.target.value) next.set('type', e.target.value);
    else next.delete('type');
    setSearch(next);
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('notifications.title')}</h1>
      <div className={styles.toolbar}>
        <div className={styles.filter}>
          <label htmlFor="notification-type" className={styles.label}>
            {t('notifications.filter')}
          </label>
          <Select id="notification-type" value={type} onChange={onType} data-testid="notification-type">
            <option value="">{t('notifications.allTypes')}</option>
            {NOTIFICATION_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`notifications.types.${k}`)}
              </option>
            ))}
          </Select>
        </div>
        <Button onClick={() => void notifications.markRead('all')} disabled={unread === 0 || notifications.marking !== null} data-testid="mark-all-read">
          {t('notifications.markAll')}
        </Button>
      </div>
      <NotificationList />
      <PolicySettings />
    </div>
  );
});

export default NotificationsPage;
