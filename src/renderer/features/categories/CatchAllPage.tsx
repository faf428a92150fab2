/**
 * The catch-all route: a single unknown path segment may still be a category the route list does
 * not name (G categories/by-url/{segment}, asked by the route loader); anything else is the
 * not-found page. The server makes the same decision for the HTTP status (src/common/routes.ts,
 * src/server/web/plugin.ts).
 */
import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { PageSkeleton } from '../../components/PageSkeleton';
import { categoryCandidate } from '../../../common/routes';
import { NotFoundPage } from '../system';
import { categoriesOf } from './store';

const CategoryPage = lazy(() => import('./CategoryPage'));

const CatchAllPage = observer(function CatchAllPage() {
  const categories = categoriesOf(useStores());
  const { pathname } = useLocation();
  const candidate = categoryCandidate(pathname);
  const detail = candidate ? categories.detail.get(candidate) : null;
  // 404 (and any client error) → not found; a category that exists but failed to load is retried by its page.
  const isCategory = detail !== null && (detail.data !== null || (detail.errorStatus ?? 0) >= 500);
  const checking = detail !== null && !detail.loaded && detail.error === null;
  return <Suspense fallback={<PageSkeleton />}>{checking ? <PageSkeleton /> : candidate && isCategory ? <CategoryPage url={candidate} /> : <NotFoundPage />}</Suspense>;
});

export default CatchAllPage;
