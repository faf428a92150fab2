/** Route loaders of the home feature (see stores/loader.ts). */
import type { PageLoader } from '../../stores/loader';

/** `/`: every home section asked for; the page shows once the first screen is there. */
export const homeLoader: PageLoader = (root) => root.home.loadFirstScreen();
