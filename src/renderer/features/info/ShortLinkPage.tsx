/**
 * /s/{linkCode}: G shortUrl/{linkCode} → a site path (navigate, replacing the short link in the
 * history) or an absolute URL (leave the site). Unknown codes show the not-found page.
 */
import { Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { isApiError } from '../../api/errors';
import { PageSkeleton } from '../../components/PageSkeleton';
import { StateMessage } from '../../components/StateMessage';
import { NotFoundPage } from '../system';


/** Where a short link answer leads: a same-site path, an http(s) URL, or nothing usable. */
export function shortLinkTarget(result: unknown, origin: string): { path: string } | { url: string } | null {
  if (!result || typeof result !== 'object') return null;
  const { url, path } = result as { url?: unknown; path?: unknown };
  if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) return { path };
  if (typeof url !== 'string') return null;
  try {
    const target = new URL(url, origin);
    if (target.origin === origin) return { path: `${target.pathname}${target.search}${target.hash}` };
    return target.protocol === 'https:' || target.protocol === 'http:' ? { url: target.href } : null;
  } catch {
    return null;
  }
}

export default function ShortLinkPage() {
  const { t } = useTranslation();
  const { info } = useStores();
  const { linkCode = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<'loading' | 'missing' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState('loading');
    info.shortLink(linkCode).then(
      (result) => {
        if (!live) return;
        const target = shortLinkTarget(result, window.location.origin);
        if (!target) setState('missing');
        else if ('path' in target) navigate(target.path, { replace: true });
        else window.location.replace(target.url);
      },
      (err: unknown) => live && setState(isApiError(err) && err.status >= 400 && err.status < 500 ? 'missing' : 'error'),
    );
    return () => {
      live = false;
    };
  }, [info, linkCode, navigate, attempt]);

  if (state === 'missing') {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (state === 'error') {
    return (
      <div style={{ maxWidth: 720, margin: '32px auto', padding: '0 16px' }}>
        <StateMessage kind="error" what={t('discovery.titles.shortLink')} message={null} onRetry={() => setAttempt((a) => a + 1)} layout="block" />
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite" data-testid="short-link-loading">
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('info.shortLink.redirecting')}</span>
      <PageSkeleton />
    </div>
  );
}
