/**
 * /s/{linkCode}: G shortUrl/{linkCode} → a site path (navigate, replacing the short link in the
 * history) or an absolute URL (leave the site). Unknown codes show the not-found page.
 */
import { Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { PageSkeleton } from '../../components/PageSkeleton';
import { StateMessage } from '../../components/StateMessage';
import { NotFoundPage } from '../system';
import { stripLocale, switchLocalePath } from '../../../common/localeUrl';
import { infoOf } from './store';
import a11y from '../../components/a11y.module.css';

/** Where a short link answer leads: a same-site path, an http(s) URL, or nothing usable. */
export function shortLinkTarget(result: unknown, origin: string): { path: string } | { url: string } | null {
  if (!result || typeof result !== 'object') return null;
  const { url, path } = result as { url?: unknown; path?: unknown };
  // Paths go through the router, whose basename already carries the page's language: /en is dropped.
  if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) return { path: switchLocalePath(path, 'id') };
  if (typeof url !== 'string') return null;
  try {
    const target = new URL(url, origin);
    if (target.origin === origin) return { path: `${stripLocale(target.pathname)}${target.search}${target.hash}` };
    return target.protocol === 'https:' || target.protocol === 'http:' ? { url: target.href } : null;
  } catch {
    return null;
  }
}

const ShortLinkPage = observer(function ShortLinkPage() {
  const { t } = useTranslation();
  const info = infoOf(useStores());
  const { linkCode = '' } = useParams();
  const navigate = useNavigate();
  // Asked by the route loader (loaders.ts); this page only goes where it leads.
  const resource = info.shortLinks.get(linkCode);
  const target = resource.data ? shortLinkTarget(resource.data, window.location.origin) : null;

  const path = target && 'path' in target ? target.path : null;
  const url = target && 'url' in target ? target.url : null;
  useEffect(() => {
    if (path) navigate(path, { replace: true });
    else if (url) window.location.replace(url);
  }, [path, url, navigate]);

  const status = resource.errorStatus;
  const missing = (resource.data !== null && !target) || (status !== null && status >= 400 && status < 500);
  if (missing) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (resource.error !== null) {
    return (
      <div style={{ maxWidth: 720, margin: '32px auto', padding: '0 16px' }}>
        <StateMessage kind="error" what={t('discovery.titles.shortLink')} message={null} onRetry={() => void resource.reload()} layout="block" />
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite" data-testid="short-link-loading">
      <span className={a11y.srOnly}>{t('info.shortLink.redirecting')}</span>
      <PageSkeleton />
    </div>
  );
});

export default ShortLinkPage;
