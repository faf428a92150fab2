/**
 * /donations/{url}: G donations/{url} (campaign, target, collected, donors, days left, latest
 * donors) and G donations/{id}/content-recommendations. A signed-in student donates with the
 * donations feature's form (P donations/{url}/donate → the payment page → /donations/{id}/result);
 * a guest is sent to sign in and back. The raised total and donors move while the page is open,
 * for every visitor (features/donations useLiveTotals: G donations/{url}/totals, polled).
 */
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DonationCampaign } from '../../../common/catalog';
import { formatDateLong, formatNumber, formatRupiah } from '../../../common/format';
import { useLocale } from '../../components/useLocale';
import { showsBelow, showsFrom, useClientBreakpoint, useMediaVisibility } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { RouterButton } from '../../components/links';
import { PlainButton } from '../../components/PlainButton';
import { useStores } from '../../stores/context';
import { useDocumentTitle, useProductActions } from './hooks';
import { DetailShell } from './DetailShell';
import { paragraphs, progressWidth } from './helpers';
import { ClockIcon, GiftIcon, HeartIcon, InfoIcon, UsersIcon } from '../../components/icons';
import { RelatedRow } from './later';
import { Breadcrumbs, Chip, Page, Section, type Crumb } from './ui';
import { StateMessage } from '../../components/StateMessage';
import { DonateForm, useLiveTotals } from '../donations';
import { donationOf } from './families/donations';
import styles from './DonationPage.module.css';
import { LocalImage } from '../../components/LocalImage';

const DonateBox = observer(function DonateBox({ campaign }: { campaign: DonationCampaign }) {
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
          <PlainButton className={styles.donateButton} appearance="primary" disabled>
            {t('products.donation.closed')}
          </PlainButton>
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
          {campaign.imageUrl && <LocalImage className={styles.cover} src={campaign.imageUrl} alt="" width={1200} height={400} fetchPriority="high" />}
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
  const campaigns = donationOf(useStores());
  const resource = campaigns.get(url);
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: '/' }, { label: t('products.titles.donations') }];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.donation')}>
      {(campaign) => <DonationView key={campaign.id} campaign={campaign} crumbs={crumbs} />}
    </DetailShell>
  );
});

export default DonationPage;
