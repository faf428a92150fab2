/** /download-apps: G download-apps → title, description, store links and a QR code of `qrText`. */
import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { useDocumentTitle } from '../../components/listing';
import { InfoLayout } from './InfoLayout';
import { encodeQr, qrPath } from './qr';
import { StateMessage } from '../../components/StateMessage';
import { infoOf } from './store';
import info from './InfoLayout.module.css';
import styles from './DownloadAppsPage.module.css';

function QrCode({ text, label }: { text: string; label: string }) {
  const qr = useMemo(() => {
    try {
      return qrPath(encodeQr(text));
    } catch {
      return null;
    }
  }, [text]);
  if (!qr) return null;
  return (
    <svg className={styles.qrSvg} viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="qr-code">
      <rect width={qr.size} height={qr.size} fill="#FFFFFF" />
      <path d={qr.path} fill="#111827" />
    </svg>
  );
}

const DownloadAppsPage = observer(function DownloadAppsPage() {
  const { t } = useTranslation();
  // Filled by the route loader (loaders.ts).
  const infoStore = infoOf(useStores());
  const resource = infoStore.downloadApps;
  const title = t('discovery.titles.downloadApps');
  useDocumentTitle(title);
  const d = resource.data;
  let body;
  if (resource.error !== null) body = <StateMessage kind="error" what={title} message={resource.error} onRetry={() => void resource.reload()} layout="block" />;
  else if (!d)
    body = (
      <ShimmerGroup label={t('listing.loading', { title })}>
        <Shimmer width="70%" height={34} />
        <Shimmer height={16} style={{ marginTop: 14 }} />
        <Shimmer width={180} height={180} style={{ marginTop: 14 }} />
      </ShimmerGroup>
    );
  else
    body = (
      <div className={styles.hero} data-testid="download-apps">
        <div className={styles.text}>
          <h1 className={info.title}>{d.title}</h1>
          <p className={info.lead}>{d.description}</p>
          <div className={styles.stores}>
            <a className={styles.store} href={d.googlePlay} target="_blank" rel="noopener noreferrer">
              <span className={styles.storeSmall}>{t('info.apps.getItOn')}</span>
              <span className={styles.storeName}>Google Play</span>
            </a>
            <a className={styles.store} href={d.appStore} target="_blank" rel="noopener noreferrer">
              <span className={styles.storeSmall}>{t('info.apps.downloadOn')}</span>
              <span className={styles.storeName}>App Store</span>
            </a>
          </div>
        </div>
        <div className={styles.qr}>
          <QrCode text={d.qrText} label={t('info.apps.qrLabel')} />
          <span className={styles.qrCaption}>{t('info.apps.qrCaption')}</span>
        </div>
      </div>
    );
  return (
    <InfoLayout crumb={title} testId="download-apps-page">
      {body}
    </InfoLayout>
  );
});

export default DownloadAppsPage;
