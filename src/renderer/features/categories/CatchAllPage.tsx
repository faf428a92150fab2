/**
 * The catch-all route: a single unknown path segment may still be a category the route list does
 * not name (G categories/by-url/{segment}); anything else is the not-found page. The server makes
 * the same decision for the HTTP status (src/common/routes.ts, src/server/web/plugin.ts).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { isApiError } from '../../api/errors';
import { PageSkeleton } from '../../components/PageSkeleton';
import { categoryCandidate } from '../../../common/routes';
import { NotFoundPage } from '../system';

const CategoryPage = lazy(() => import('./CategoryPage'));

export default function CatchAllPage() {
  const { discovery } = useStores();
  const { pathname } = useLocation();
  const candidate = categoryCandidate(pathname);
  const [found, setFound] = useState<{ path: string; category: boolean } | null>(null);

  useEffect(() => {
    if (!candidate) return;
    let live = true;
    discovery.categoryByUrl(candidate).then(
      () => live && setFound({ path: pathname, category: true }),
      // 404 (and any failure) → not found; a category that exists but failed to load is retried by its page.
      (err: unknown) => live && setFound({ path: pathname, category: isApiError(err) && err.status >= 500 }),
    );
    return () => {
      live = false;
    };
  }, [candidate, pathname, discovery]);

  const checking = candidate !== null && found?.path !== pathname;
  return (
    <Suspense fallback={<PageSkeleton />}>
      {checking ? <PageSkeleton /> : candidate && found?.category ? <CategoryPage url={candidate} /> : <NotFoundPage />}
    </Suspense>
  );
}
