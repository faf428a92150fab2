/**
 * Category pages live at the site root (/sales-marketing, /language …). The routes list the
 * category urls the server knows (home/categories + home/categories/other); any other single
 * segment is checked with categories/by-url by the catch-all route before the not-found page.
 */
import { CATEGORY_SEGMENTS } from '../../../common/enums';

export const CATEGORY_URLS: readonly string[] = [...CATEGORY_SEGMENTS, 'teknologi', 'desain', 'pengembangan-diri', 'kesehatan'];
