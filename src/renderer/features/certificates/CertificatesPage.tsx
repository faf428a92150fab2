/**
 * /user/certificatequ (spec 2; guests are sent to /signin?from=/user/certificatequ by the shell):
 * the student's certificates, newest first, each with the month badge of its issue month (spec 4
 * colours, src/common monthBadgeColor and MONTH_BADGE_COLORS), its number and date, the PDF
 * download through the platform (web: a browser download; desktop: through the bridge) and the
 * link to its public verification page.
 */
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router-dom';
import { MONTH_BADGE_COLORS } from '../../../common/colors';
import { isLocale } from '../../../common/enums';
import { formatDateLong, monthBadgeColor } from '../../../common/format';
import type { Certificate } from '../../../common/contract/certificates';
import { useStores } from '../../stores/context';
import { RouterButton } from '../../components/links';
import { ResourceView } from '../../components/ResourceView';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { useState } from 'react';
import { DownloadProgressText, SavedFileRow } from '../library';
import { certificatesOf } from './store';
import { libraryOf } from '../library';

const useStyles = makeStyles({
  page: { maxWidth: '1120px', margin: '0 auto', padding: '16px 16px 40px', display: 'flex', flexDirection: 'column', gap: '16px', [mediaUp('md')]: { padding: '24px 24px 56px' } },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '12px',
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: '12px 16px',
    padding: '16px',
    borderRadius: '14px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  badge: {
    width: '64px',
    height: '64px',
    borderRadius: '12px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 800,
    lineHeight: '18px',
  },
  badgeMonth: { fontSize: '13px', textTransform: 'uppercase' },
  badgeYear: { fontSize: '12px', fontWeight: 600 },
  info: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 },
  name: { margin: 0, fontSize: '16px', lineHeight: '22px', fontWeight: 700 },
  nameLink: { color: tokens.colorNeutralForeground1, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  meta: { margin: 0, fontSize: '13px', color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: '8px', flexWrap: 'wrap' },
  error: { gridColumn: '1 / -1', margin: 0, color: '#991B1B', fontSize: '13px' },
});

const CertificateCard = observer(function CertificateCard({ cert }: { cert: Certificate }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const root = useStores();
  const [failed, setFailed] = useState<string | null>(null);
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const colour = MONTH_BADGE_COLORS[monthBadgeColor(cert.month)];
  const issued = new Date(cert.issuedAt);
  const monthName = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'id-ID', { month: 'short', timeZone: 'Asia/Jakarta' }).format(issued);
  const year = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(issued);
  const busy = certificatesOf(root).downloading.has(cert.number);
  const [saved, setSaved] = useState<{ path: string; entryId?: string } | null>(null);
  const download = async () => {
    setFailed(null);
    setSaved(null);
    libraryOf(root).forget(certificatesOf(root).pdfUrl(cert.number));
    const outcome = await certificatesOf(root).download(cert.number, cert.contentTitle);
    if (!outcome.ok && !outcome.cancelled) setFailed(t('certificates.downloadFailed'));
    // Desktop: where it went, with Open and Show in folder.
    if (outcome.ok && outcome.path) setSaved({ path: outcome.path, entryId: outcome.entryId });
  };
  return (
    <li className={styles.card} data-testid="certificate" data-number={cert.number}>
      <div className={styles.badge} style={{ backgroundColor: colour.background, color: colour.text }} data-badge={monthBadgeColor(cert.month)}>
        <span className={styles.badgeMonth}>{monthName}</span>
        <span className={styles.badgeYear}>{year}</span>
      </div>
      <div className={styles.info}>
        <h2 className={styles.name}>
          <Link className={styles.nameLink} to={`/courses/${encodeURIComponent(cert.contentUrl)}`}>
            {cert.contentTitle}
          </Link>
        </h2>
        <p className={styles.meta}>{t('certificates.issued', { date: formatDateLong(cert.issuedAt, locale) })}</p>
        <p className={styles.meta} data-testid="certificate-number">
          {t('certificates.number', { number: cert.number })}
        </p>
      </div>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          onClick={() => void download()}
          disabled={busy}
          aria-label={busy ? undefined : t('certificates.downloadLabel', { title: cert.contentTitle })}
          data-testid="certificate-download"
        >
          {busy ? t('certificates.downloading') : t('certificates.download')}
        </Button>
        <RouterButton appearance="secondary" to={cert.verificationPath} aria-label={t('certificates.verifyLabel', { title: cert.contentTitle })}>
          {t('certificates.verify')}
        </RouterButton>
        {busy && <DownloadProgressText url={certificatesOf(root).pdfUrl(cert.number)} />}
      </div>
      {!busy && saved && (
        <div className={styles.actions}>
          <SavedFileRow path={saved.path} entryId={saved.entryId} />
        </div>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      )}
    </li>
  );
});

export const CertificatesPage = observer(function CertificatesPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const root = useStores();
  const revalidator = useRevalidator();

  return (
    <div className={styles.page} data-testid="certificates-page">
      <h1 className={styles.title}>{t('certificates.title')}</h1>
      <p className={styles.text}>{t('certificates.intro')}</p>
      <ResourceView
        resource={certificatesOf(root).mine}
        what={t('certificates.what')}
        loadingLabel={t('certificates.loading')}
        layout="inline"
        onRetry={() => void revalidator.revalidate()}
        isEmpty={(list) => list.length === 0}
        empty={{
          title: t('certificates.emptyTitle'),
          text: t('certificates.emptyText'),
          action: (
            <RouterButton appearance="primary" to="/user/classqu">
              {t('certificates.myClasses')}
            </RouterButton>
          ),
        }}
      >
        {(list) => (
          <ul className={styles.list}>
            {list.map((c) => (
              <CertificateCard key={c.number} cert={c} />
            ))}
          </ul>
        )}
      </ResourceView>
    </div>
  );
});

export default CertificatesPage;
