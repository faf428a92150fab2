/**
 * /donations/{url}: G donations/{url} (campaign, target, collected, donors, days left, latest
 * donors) and G donations/{id}/content-recommendations. A signed-in student donates with the
 * donations feature's form (P donations/{url}/donate → the payment page → /donations/{id}/result);
 * a guest is sent to sign in and back. The raised total and donors move while the page is open,
 * for every visitor (features/donations useLiveTotals: G donations/{url}/totals, polled).
 */
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DonationCampaign } from '../../../common/catalog';
import { formatDateLong, formatNumber, formatRupiah } from '../../../common/format';
import { useLocale } from '../../components/useLocale';
import { mediaUp, showsBelow, showsFrom, useClientBreakpoint, useMediaVisibility } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { RouterButton } from '../../components/links';
import { useStores } from '../../stores/context';
import { useDocumentTitle, useProductActions } from './hooks';
import { DetailShell } from './DetailShell';
import { paragraphs, progressWidth } from './helpers';
import { ClockIcon, GiftIcon, HeartIcon, InfoIcon, UsersIcon } from '../../components/icons';
import { RelatedRow } from './later';
import { Breadcrumbs, Chip, Page, Section, type Crumb } from './ui';
import { StateMessage } from '../../components/StateMessage';
import { DonateForm, useLiveTotals } from '../donations';
import { productsOf } from './store';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: '24px',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 380px', gap: '32px' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: '28px', minWidth: 0 },
  cover: { width: '100%', height: 'auto', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: '16px', backgroundColor: '#E5E7EB', display: 'block' },
  head: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '10px' },
  title: { margin: 0, fontSize: '24px', lineHeight: '31px', fontWeight: 800, color: palette.indigoDeep, [mediaUp('md')]: { fontSize: '32px', lineHeight: '40px' } },
  summary: { margin: 0, fontSize: '16px', lineHeight: '24px', color: tokens.colorNeutralForeground2 },
  organizer: { margin: 0, fontSize: '14px', color: tokens.colorNeutralForeground2 },
  box: {
    position: 'sticky',
    top: '84px',
    display: 'flex',
    flexDirection: 'column',
    gap: '14px',
    padding: '20px',
    borderRadius: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: '0 8px 28px rgba(16, 24, 40, 0.10)',
  },
  collected: { margin: 0, fontSize: '26px', lineHeight: '32px', fontWeight: 800, color: palette.tealDark },
  target: { margin: 0, fontSize: '14px', color: tokens.colorNeutralForeground2 },
  track: { height: '10px', borderRadius: '999px', backgroundColor: '#E5E7EB', overflow: 'hidden' },
  fill: { height: '100%', borderRadius: '999px', background: `linear-gradient(90deg, ${palette.teal}, #34D399)` },
  stats: { margin: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '8px' },
  stat: { display: 'flex', flexDirection: 'column', gap: '2px', alignItems: 'flex-start' },
  statValue: { margin: 0, fontSize: '18px', fontWeight: 800, color: tokens.colorNeutralForeground1 },
  statLabel: { fontSize: '12px', color: tokens.colorNeutralForeground3, display: 'inline-flex', alignItems: 'center', gap: '4px' },
  amounts: { display: 'flex', flexWrap: 'wrap', gap: '6px' },
  amount: { padding: '5px 10px', borderRadius: '8px', border: `1px solid ${tokens.colorNeutralStroke1}`, fontSize: '13px', fontWeight: 600, color: tokens.colorNeutralForeground2 },
  note: {
    display: 'flex',
    gap: '8px',
    alignItems: 'flex-start',
    margin: 0,
    fontSize: '13px',
    lineHeight: '19px',
    color: tokens.colorNeutralForeground2,
    '& > svg': { flexShrink: 0, marginTop: '1px' },
  },
  donateButton: { minHeight: '44px', fontWeight: 700 },
  prose: { display: 'flex', flexDirection: 'column', gap: '12px', fontSize: '15px', lineHeight: '25px' },
  p: { margin: 0 },
  donors: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' },
  donor: {
    display: 'grid',
    gridTemplateColumns: '40px minmax(0, 1fr) auto',
    gap: '12px',
    alignItems: 'start',
    padding: '12px 0',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    ':first-child': { borderTop: 'none', paddingTop: 0 },
  },
  avatar: {
    width: '40px',
    height: '40px',
    borderRadius: '50%',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: palette.tealSoft,
    color: palette.tealDark,
  },
  donorName: { fontWeight: 700, fontSize: '14px' },
  donorMessage: { margin: '2px 0 0', fontSize: '14px', lineHeight: '20px', color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  donorAmount: { fontWeight: 800, fontSize: '14px', color: palette.tealDark, whiteSpace: 'nowrap', textAlign: 'right' },
  donorDate: { display: 'block', fontSize: '12px', fontWeight: 400, color: tokens.colorNeutralForeground3 },
});

const DonateBox = observer(function DonateBox({ campaign }: { campaign: DonationCampaign }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const { signedIn, signInHref } = useProductActions();
  const totals = useLiveTotals(campaign.url, campaign) ?? campaign;
  const width = progressWidth(totals.collectedAmount, totals.targetAmount);
  return (
    <section className={styles.box} aria-label={t('products.donation.boxLabel')} data-testid="donate-box">
      <div>
        <p className={styles.collected} data-testid="donation-collected" aria-live="polite">
          {formatRupiah(totals.collectedAmount)}
        </p>
        <p className={styles.target}>{t('products.donation.ofTarget', { target: formatRupiah(totals.targetAmount) })}</p>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, totals.progressPercent)}
        aria-valuetext={t('products.donation.progress', { percent: totals.progressPercent })}
        aria-label={t('products.donation.progressLabel')}
      >
        <div className={styles.fill} style={{ width: `${width}%` }} />
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('products.donation.reached')}</dt>
          <dd className={styles.statValue}>{totals.progressPercent}%</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <UsersIcon size={13} />
            {t('products.donation.donors')}
          </dt>
          <dd className={styles.statValue} data-testid="donation-donors">
            {formatNumber(totals.donorsCount)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <ClockIcon size={13} />
            {t('products.donation.daysLeftLabel')}
          </dt>
          <dd className={styles.statValue}>{campaign.daysLeft === null ? '∞' : formatNumber(campaign.daysLeft)}</dd>
        </div>
      </dl>
      {campaign.endsAt && <p className={styles.note}>{t('products.donation.endsOn', { date: formatDateLong(campaign.endsAt, locale) })}</p>}
      {!signedIn && campaign.suggestedAmounts.length > 0 && (
        <div>
          <p className={styles.note} style={{ marginBottom: 6 }}>
            {t('products.donation.suggested')}
          </p>
          <ul className={styles.amounts} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {campaign.suggestedAmounts.map((a) => (
              <li key={a} className={styles.amount}>
                {formatRupiah(a)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {!campaign.isActive ? (
        <>
          <Button className={styles.donateButton} appearance="primary" disabled>
            {t('products.donation.closed')}
          </Button>
          <p className={styles.note}>
            <InfoIcon size={16} />
            {t('products.donation.closedNote')}
          </p>
        </>
      ) : signedIn ? (
        <DonateForm url={campaign.url} suggested={campaign.suggestedAmounts} />
      ) : (
        <>
          <RouterButton className={styles.donateButton} appearance="primary" icon={<HeartIcon size={18} />} to={signInHref}>
            {t('products.donation.signInToDonate')}
          </RouterButton>
          <p className={styles.note}>
            <InfoIcon size={16} />
            {t('products.donation.guestNote')}
          </p>
        </>
      )}
    </section>
  );
});

const DonationView = observer(function DonationView({ campaign, crumbs }: { campaign: DonationCampaign; crumbs: Crumb[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  // The donate box under the header on phones, in the side column from lg up: CSS while the
  // width is unknown (server, hydration) with both rendered, then JS renders only the one that applies.
  const media = useMediaVisibility();
  const bp = useClientBreakpoint();
  useDocumentTitle(campaign.title);
  return (
    <Page testId="donation-page">
      <Breadcrumbs items={[...crumbs, { label: campaign.title }]} />
      <div className={styles.grid}>
        <div className={styles.main}>
          {campaign.imageUrl && <img className={styles.cover} src={campaign.imageUrl} alt="" width={1200} height={400} fetchPriority="high" />}
          <header className={styles.head}>
            {campaign.category && <Chip color={{ background: palette.tealSoft, text: palette.tealDark }}>{campaign.category.name}</Chip>}
            <h1 className={styles.title}>{campaign.title}</h1>
            {campaign.summary && <p className={styles.summary}>{campaign.summary}</p>}
            <p className={styles.organizer}>{t('products.donation.organizer', { name: campaign.organizer })}</p>
          </header>
          {showsBelow(bp, 'lg') && (
            <div className={media.belowLg}>
              <DonateBox campaign={campaign} />
            </div>
          )}
          <Section id="story" title={t('products.donation.story')} card>
            <div className={styles.prose}>
              {paragraphs(campaign.description).map((p, i) => (
                <p key={i} className={styles.p}>
                  {p}
                </p>
              ))}
            </div>
          </Section>
          <Section
            id="donors"
            title={t('products.donation.recent')}
            subtitle={t('products.donation.total', { count: campaign.donorsCount, formatted: formatNumber(campaign.donorsCount) })}
            card
          >
            {campaign.recentDonors.length === 0 ? (
              <StateMessage kind="empty" testId="product-empty" text={t('products.donation.noDonors')} />
            ) : (
              <ul className={styles.donors} data-testid="donors">
                {campaign.recentDonors.map((d, i) => (
                  <li key={`${i}-${d.createdAt}`} className={styles.donor}>
                    <span className={styles.avatar} aria-hidden="true">
                      <GiftIcon size={18} />
                    </span>
                    <div>
                      <span className={styles.donorName}>{d.name}</span>
                      {d.message && <p className={styles.donorMessage}>{d.message}</p>}
                    </div>
                    <span className={styles.donorAmount}>
                      {formatRupiah(d.amount)}
                      <time className={styles.donorDate} dateTime={d.createdAt}>
                        {formatDateLong(d.createdAt, locale)}
                      </time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
        {showsFrom(bp, 'lg') && (
          <aside className={media.fromLg}>
            <DonateBox campaign={campaign} />
          </aside>
        )}
      </div>
      <RelatedRow
        id="recommendations"
        title={t('products.donation.recommendations')}
        subtitle={t('products.donation.recommendationsSub')}
        row={{ kind: 'donationRecommendations', campaignId: campaign.id }}
      />
    </Page>
  );
});

const DonationPage = observer(function DonationPage() {
  const { url = '' } = useParams();
  const { t } = useTranslation();
  const products = productsOf(useStores());
  const resource = products.donation.get(url);
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: '/' }, { label: t('products.titles.donations') }];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.donation')}>
      {(campaign) => <DonationView key={campaign.id} campaign={campaign} crumbs={crumbs} />}
    </DetailShell>
  );
});

export default DonationPage;
