/**
 * /user — the signed-in student's account overview (issue 25): classes in progress with their
 * progress, the points balance and today's check-in, usable vouchers, certificates and the latest
 * transactions. Each section links to its full page and says when it has nothing. Filled by the
 * route loader (loaders.ts); guests are sent to sign in by the shell (route handle `auth`). Drawn
 * without Fluent (plain stylesheet), like the public pages.
 */
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '../../../common/contract/certificates';
import type { ClassItem } from '../../../common/contract/lecture';
import type { Order } from '../../../common/contract/orders';
import type { HeldVoucher } from '../../../common/contract/vouchers';
import { PaymentStatus } from '../../../common/enums';
import { formatDateLong, formatDateTimeLong, formatNumber, formatRupiah } from '../../../common/format';
import { useStores } from '../../stores/context';
import type { Resource } from '../../stores/Resource';
import { RouterButton } from '../../components/links';
import { ResourceView, type ResourceEmpty } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { StateMessage } from '../../components/StateMessage';
import { useLocale } from '../../components/useLocale';
import { ArrowRightIcon } from '../../components/firstLoadIcons';
import { cx } from '../../components/classNames';
import { OVERVIEW_SHORT_LIST, overviewOf } from './store';
import styles from './OverviewPage.module.css';
import { LocalImage } from '../../components/LocalImage';

/** A section: its heading, the link to its full page, and its body (ResourceView: loading, error, empty). */
function Section<T>({
  id,
  title,
  to,
  linkText,
  resource,
  className,
  isEmpty,
  empty,
  children,
}: {
  id: string;
  title: string;
  to: string;
  linkText: string;
  resource: Resource<T>;
  className?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ResourceEmpty;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={cx(styles.section, className)} aria-labelledby={`overview-${id}-title`} data-testid={`overview-${id}`}>
      <div className={styles.sectionHead}>
        <h2 id={`overview-${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        <Link className={styles.more} to={to} data-testid={`overview-${id}-all`}>
          {linkText}
          <ArrowRightIcon size={14} aria-hidden="true" />
        </Link>
      </div>
      <ResourceView
        resource={resource}
        what={t(`overview.${id}.what`)}
        loadingLabel={t('listing.loading', { title })}
        layout="inline"
        skeleton={
          <div className={styles.skeleton}>
            <Shimmer width="60%" height={18} />
            <Shimmer width="90%" height={14} />
            <Shimmer width="75%" height={14} />
          </div>
        }
        isEmpty={isEmpty}
        empty={empty}
      >
        {children}
      </ResourceView>
    </section>
  );
}

function ClassCard({ item }: { item: ClassItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const withLessons = item.totalMaterials > 0;
  return (
    <li className={styles.classCard} data-testid="overview-class" data-url={item.url} data-percent={item.progressPercent}>
      {item.imageUrl ? <LocalImage className={styles.classImage} src={item.imageUrl} alt="" width={160} height={90} /> : <span className={styles.classImage} aria-hidden="true" />}
      <div className={styles.classBody}>
        <span className={cx(styles.state, item.classProgress === 'ONGOING' && styles.stateOngoing)}>{t(`overview.classes.state.${item.classProgress}`)}</span>
        <h3 className={styles.classTitle}>
          <Link className={styles.cardLink} to={item.href}>
            {item.title}
          </Link>
        </h3>
        {item.instructorName && <p className={styles.muted}>{t('overview.classes.by', { name: item.instructorName })}</p>}
        {withLessons ? (
          <>
            <div
              className={styles.progress}
              role="progressbar"
              aria-label={t('overview.classes.progressLabel', { title: item.title })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.progressPercent}
              aria-valuetext={`${item.progressPercent}%`}
            >
              <span className={styles.progressFill} style={{ width: `${Math.max(0, Math.min(100, item.progressPercent))}%` }} />
            </div>
            <p className={styles.muted} data-testid="overview-class-progress">
              {t('overview.classes.progress', { finished: item.finishedMaterials, total: item.totalMaterials, percent: item.progressPercent })}
            </p>
          </>
        ) : (
          item.startAt && <p className={styles.muted}>{t('overview.classes.starts', { date: formatDateTimeLong(item.startAt, locale) })}</p>
        )}
      </div>
    </li>
  );
}

const Classes = observer(function Classes() {
  const { t } = useTranslation();
  const overview = overviewOf(useStores());
  const items = overview.classes;
  const counts = overview.ongoing.data?.counts;
  return (
    <Section id="classes" title={t('overview.classes.title')} to="/user/classqu" linkText={t('overview.classes.all')} resource={overview.ongoing} className={styles.wide}>
      {() => (
        <>
          {counts && counts.ALL > 0 && (
            <p className={styles.muted} data-testid="overview-classes-summary">
              {t('overview.classes.summary', { all: counts.ALL, ongoing: counts.ONGOING, notStarted: counts.NOTSTARTED, finished: counts.FINISHED })}
            </p>
          )}
          {items.length === 0 ? (
            <StateMessage
              kind="empty"
              title={t('overview.classes.emptyTitle')}
              text={t('overview.classes.emptyText')}
              actions={
                <RouterButton appearance="primary" to="/courses">
                  {t('overview.classes.browse')}
                </RouterButton>
              }
              testId="overview-classes-empty"
            />
          ) : (
            <ul className={styles.classGrid}>
              {items.map((item) => (
                <ClassCard key={`${item.contentType}-${item.contentId}`} item={item} />
              ))}
            </ul>
          )}
        </>
      )}
    </Section>
  );
});

const Points = observer(function Points() {
  const { t } = useTranslation();
  const overview = overviewOf(useStores());
  return (
    <Section id="points" title={t('overview.points.title')} to="/user/poinqu" linkText={t('overview.points.all')} resource={overview.points}>
      {(about) => (
        <div className={styles.points}>
          <p className={styles.balance}>
            <span className={styles.balanceLabel}>{t('overview.points.balanceLabel')}</span>
            <span className={styles.balanceValue} data-testid="overview-points-balance">
              {t('overview.points.balance', { formatted: formatNumber(about.balance) })}
            </span>
          </p>
          {about.held > 0 && <p className={styles.muted}>{t('overview.points.held', { formatted: formatNumber(about.held) })}</p>}
          <p className={styles.muted} data-testid="overview-points-checkin">
            {about.checkIn.checkedInToday ? t('overview.points.checkedIn', { count: about.checkIn.streak }) : t('overview.points.checkIn', { points: about.checkIn.points })}
          </p>
        </div>
      )}
    </Section>
  );
});

function VoucherRow({ v }: { v: HeldVoucher }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className={styles.row} data-testid="overview-voucher" data-code={v.voucherCode}>
      <span className={styles.rowTitle}>{v.name}</span>
      <span className={styles.muted}>
        {t('overview.vouchers.code', { code: v.voucherCode })} · {v.endsAt ? t('overview.vouchers.until', { date: formatDateLong(v.endsAt, locale) }) : t('overview.vouchers.noEnd')}
      </span>
    </li>
  );
}

const Vouchers = observer(function Vouchers() {
  const { t } = useTranslation();
  const overview = overviewOf(useStores());
  return (
    <Section
      id="vouchers"
      title={t('overview.vouchers.title')}
      to="/user/voucherqu"
      linkText={t('overview.vouchers.all')}
      resource={overview.vouchers}
      isEmpty={(list) => list.length === 0}
      empty={{ title: t('overview.vouchers.emptyTitle'), text: t('overview.vouchers.emptyText'), testId: 'overview-vouchers-empty' }}
    >
      {(list) => (
        <>
          <p className={styles.muted} data-testid="overview-vouchers-count">
            {t('overview.vouchers.count', { count: list.length })}
          </p>
          <ul className={styles.rows}>
            {list.slice(0, OVERVIEW_SHORT_LIST).map((v) => (
              <VoucherRow key={v.id} v={v} />
            ))}
          </ul>
        </>
      )}
    </Section>
  );
});

function CertificateRow({ c }: { c: Certificate }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className={styles.row} data-testid="overview-certificate" data-number={c.number}>
      <span className={styles.rowTitle}>{c.contentTitle}</span>
      <span className={styles.muted}>
        {t('overview.certificates.issued', { date: formatDateLong(c.issuedAt, locale) })} · {t('overview.certificates.number', { number: c.number })}
      </span>
    </li>
  );
}

const Certificates = observer(function Certificates() {
  const { t } = useTranslation();
  const overview = overviewOf(useStores());
  return (
    <Section
      id="certificates"
      title={t('overview.certificates.title')}
      to="/user/certificatequ"
      linkText={t('overview.certificates.all')}
      resource={overview.certificates}
      isEmpty={(list) => list.length === 0}
      empty={{ title: t('overview.certificates.emptyTitle'), text: t('overview.certificates.emptyText'), testId: 'overview-certificates-empty' }}
    >
      {(list) => (
        <>
          <p className={styles.muted} data-testid="overview-certificates-count">
            {t('overview.certificates.count', { count: list.length })}
          </p>
          <ul className={styles.rows}>
            {list.slice(0, OVERVIEW_SHORT_LIST).map((c) => (
              <CertificateRow key={c.number} c={c} />
            ))}
          </ul>
        </>
      )}
    </Section>
  );
});

/** PENDING 1 → waiting payment, SUCCESS 2 → success, anything else (expired, cancelled) → fail. */
const statusKey = (status: number) => (status === PaymentStatus.SUCCESS || status === PaymentStatus.PENDING ? status : PaymentStatus.EXPIRED);

function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [first, ...rest] = order.items;
  const title = order.donation ? t('overview.orders.donation', { title: order.donation.title }) : (first?.title ?? '');
  const status = statusKey(order.paymentStatus);
  // A pending order is paid on its payment page; every other one opens its details.
  const to = status === PaymentStatus.PENDING ? `/payment/${order.id}` : `/history/${order.id}`;
  return (
    <li className={styles.orderRow} data-testid="overview-order" data-order={order.id}>
      <div className={styles.orderMain}>
        <Link className={styles.rowLink} to={to} aria-label={t('overview.orders.openLabel', { id: order.id, title })}>
          {t('overview.orders.order', { id: order.id })}
        </Link>
        <span className={styles.rowTitle}>
          {title}
          {rest.length > 0 && ` ${t('overview.orders.more', { count: rest.length })}`}
        </span>
        <span className={styles.muted}>{formatDateLong(order.createdAt, locale)}</span>
      </div>
      <div className={styles.orderSide}>
        <span className={styles.total}>{formatRupiah(order.total)}</span>
        <span
          className={cx(styles.badge, status === PaymentStatus.SUCCESS ? styles.badgeSuccess : status === PaymentStatus.PENDING ? styles.badgePending : styles.badgeFail)}
          data-testid="overview-order-status"
          data-status={status}
        >
          {t(`overview.orders.status.${status}`)}
        </span>
      </div>
    </li>
  );
}

const Orders = observer(function Orders() {
  const { t } = useTranslation();
  const overview = overviewOf(useStores());
  return (
    <Section
      id="orders"
      title={t('overview.orders.title')}
      to="/history"
      linkText={t('overview.orders.all')}
      resource={overview.orders}
      className={styles.wide}
      isEmpty={(page) => page.items.length === 0}
      empty={{ title: t('overview.orders.emptyTitle'), text: t('overview.orders.emptyText'), testId: 'overview-orders-empty' }}
    >
      {(page) => (
        <ul className={styles.rows}>
          {page.items.map((o) => (
            <OrderRow key={o.id} order={o} />
          ))}
        </ul>
      )}
    </Section>
  );
});

const OverviewPage = observer(function OverviewPage() {
  const { t } = useTranslation();
  const overview = overviewOf(useStores());
  const profile = overview.profile.data;
  return (
    <div className={styles.page} data-testid="overview-page">
      <header className={styles.header}>
        {profile?.avatarUrl ? (
          <img className={styles.avatar} src={profile.avatarUrl} alt="" width={64} height={64} />
        ) : (
          <span className={cx(styles.avatar, styles.avatarFallback)} aria-hidden="true">
            {(profile?.fullName ?? '').charAt(0)}
          </span>
        )}
        <div className={styles.identity}>
          <h1 className={styles.title}>{t('overview.title')}</h1>
          <p className={styles.greeting} data-testid="overview-greeting">
            {profile ? t('overview.greeting', { name: profile.fullName }) : <Shimmer width={200} height={18} />}
          </p>
          <p className={styles.lead}>{t('overview.lead')}</p>
        </div>
        <RouterButton appearance="secondary" to="/user/edit-profile" className={styles.edit}>
          {t('overview.editProfile')}
        </RouterButton>
      </header>
      <div className={styles.grid}>
        <Classes />
        <Points />
        <Vouchers />
        <Certificates />
        <Orders />
      </div>
    </div>
  );
});

export default OverviewPage;
