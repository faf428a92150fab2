/**
 * What other features may use of the system pages: the 404 page, for a page whose content does
 * not exist. Lazy, so it stays in its own chunk.
 */
import { lazy } from 'react';

export const NotFoundPage = lazy(() => import('./NotFoundPage'));
