/** /sitemap: the site's pages by kind, from G sitemaps/{kind} for every kind. */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SITEMAP_KINDS, type SitemapKind } from '../../../common/discovery';
import { formatNumber } from '../../../common/format';
import { useStores } from '../../stores/context';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { useDocumentTitle } from '../../components/listing';
import { InfoLayout } from './InfoLayout';
import { StateMessage } from '../../components/StateMessage';
import { infoOf } from './store';
import info from './InfoLayout.module.css';
import styles from './SitemapPage.module.css';

/** A site path of a sitemap URL (same site) or null. */
export function sitePath(loc: string): string | null {
  try {
    const u = new URL(loc);
    return `${u.pathname}${u.search}` || '/';
  } catch {
    return loc.startsWith('/') ? loc : null;
  }
}

/** A readable label of a path: its last segment, words capitalised ("/courses/excel-dasar" → "Excel dasar"). */
export function pathLabel(path: string): string {
  const [pathname = ''] = path.split('?'); // split always yields at least one part
  const last = pathname.split('/').filter(Boolean).pop();
  if (!last) return '/';
  const words = decodeURIComponent(last).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const Kind = observer(function Kind({ kind }: { kind: SitemapKind }) {
  const { t } = useTranslation();
  // Filled by the route loader (loaders.ts).
  const infoStore = infoOf(useStores());
  const resource = infoStore.sitemaps.get(kind);
  const title = t(`info.sitemap.kinds.${kind}`);
  const items = resource.data?.items ?? null;
  return (
    <section aria-labelledby={`sitemap-${kind}`} data-testid={`sitemap-${kind}`}>
      <h2 id={`sitemap-${kind}`} className={styles.kindTitle}>
        {title}
        {items && <span className={styles.count}>{formatNumber(items.length)}</span>}
      </h2>
      {resource.error !== null ? (
        <StateMessage kind="error" what={title} message={resource.error} onRetry={() => void resource.reload()} />
      ) : !items ? (
        <ShimmerGroup label={t('listing.loading', { title })}>
          <Shimmer height={60} />
        </ShimmerGroup>
      ) : (
        <ul className={styles.list}>
          {items.map((entry) => {
            const path = sitePath(entry.loc);
            return (
              <li key={entry.loc} className={styles.item}>
                {path ? (
                  <Link className={styles.link} to={path}>
                    {kind === 'pages' ? path : pathLabel(path)}
                  </Link>
                ) : (
                  <a className={styles.link} href={entry.loc}>
                    {entry.loc}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});

export default function SitemapPage() {
  const { t } = useTranslation();
  const title = t('discovery.titles.sitemap');
  useDocumentTitle(title);
  return (
    <InfoLayout crumb={title} testId="sitemap-page">
      <h1 className={info.title}>{title}</h1>
      <div className={styles.kinds}>
        {SITEMAP_KINDS.map((kind) => (
          <Kind key={kind} kind={kind} />
        ))}
      </div>
    </InfoLayout>
  );
}
