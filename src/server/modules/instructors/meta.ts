import { SITE } from '../../../common/constants.js';
import type { Locale } from '../../../common/enums.js';
import { HOME_NAME } from '../../../common/seo/breadcrumbs.js';
import { breadcrumbJsonLd } from '../../../common/seo/structuredData.js';
import type { AppContext } from '../../context.js';
import { metaResolvers, pageUrl, type PageMeta } from '../../web/page-head.js';

/** The list's name (the renderer's `pages.instructor`) and what it offers, per language. */
const LIST = {
  id: { name: 'Instruktur', description: 'Kenali instruktur Belajar: praktisi dan pakar yang mengajar kursus, webinar, dan bootcamp. Cari berdasarkan nama atau keahlian.' },
  en: { name: 'Instructors', description: 'Meet the Belajar instructors: practitioners and experts who teach our courses, webinars and bootcamps. Search by name or expertise.' },
} as const satisfies Record<Locale, { name: string; description: string }>;

const LIST_PATH = '/instructor';

/** /instructor in either language: its title and description, the canonical without the query (search and page), and its breadcrumb. */
export async function resolveInstructorListMeta(ctx: AppContext, pathname: string, locale: Locale): Promise<PageMeta | null> {
  if (pathname.replace(/\/+$/, '').toLowerCase() !== LIST_PATH) return null;
  const { name, description } = LIST[locale];
  const canonical = pageUrl(ctx, locale, LIST_PATH);
  return {
    title: `${name} | ${SITE.name}`,
    description,
    canonical,
    path: LIST_PATH,
    jsonLd: [
      breadcrumbJsonLd([
        { name: HOME_NAME[locale], url: pageUrl(ctx, locale, '/') },
        { name, url: canonical },
      ]),
    ],
  };
}

/** Registers the resolver once per process (buildApp may run many times in tests). */
export function registerInstructorMeta(): void {
  if (!metaResolvers.includes(resolveInstructorListMeta)) metaResolvers.push(resolveInstructorListMeta);
}
