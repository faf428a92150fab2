/** Route loaders of the home feature (see stores/loader.ts). */
import type { PageLoader } from '../../stores/loader';
import { homeOf } from './store';

/** `/`: every home section asked for; the page shows once the first screen is there. */
export const homeLoader: PageLoader = (root) => homeOf(root).loadFirstScreen();
