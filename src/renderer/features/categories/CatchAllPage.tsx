/**
 * The catch-all route: a single unknown path segment may still be a category the route list does
 * not name (G categories/by-url/{segment}); anything else is the not-found page.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { isApiError } from '../../api/errors';
import { PageSkeleton } from '../../shell/PageSkeleton';

const NotFoundPage = lazy(() => import('../system/NotFoundPage'));
const CategoryPage = lazy(() => import('./CategoryPage'));

/** The category url a path could be: one lower-case slug segment. */
export function categoryCandidate(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length !== 1) return null;
  const segment = parts[0];
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment) && segment.length <= 100 ? segment : null;
}

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
