import type { PrakerjaSection } from '../../../common/catalog.js';
import type { Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { PRAKERJA_LANDING_KEY } from '../../db/settings-keys.js';
import { localize } from '../../catalogue/detail.js';
import { topContents } from '../../catalogue/list.js';
import { PRODUCTS, productListScope } from '../../catalogue/products.js';
import { scopeIn, scopeWhere, type ListScope } from '../../catalogue/scopes.js';

const prakerja = PRODUCTS.prakerja;
/** Classes shown in a class section of the landing page. */
const SECTION_ITEMS = 8;

/** Prakerja classes of a learning method. */
export const byMethod = (method: number): ListScope => [...productListScope(prakerja), scopeIn('learning_method', method)];

interface SectionSetting {
  key: string;
  kind: 'classes' | 'steps' | 'faq';
  learningMethod?: number;
  title?: string;
  subtitle?: string;
  seeAllUrl?: string;
  entries?: { title: string; body: string }[];
}

/** The landing page's sections (settings 'prakerja_landing'); class sections carry their top classes. */
export async function landingSections(ctx: AppContext, locale: Locale): Promise<PrakerjaSection[]> {
  const row = await ctx.db.selectFrom('settings').select('value').where('key', '=', PRAKERJA_LANDING_KEY).executeTakeFirst();
  const sections = localize<{ sections?: SectionSetting[] }>(row?.value ?? {}, locale).sections ?? [];
  return Promise.all(
    sections.map(async (s) => ({
      key: s.key,
      title: s.title ?? '',
      subtitle: s.subtitle ?? '',
      items: s.kind === 'classes' && s.learningMethod ? await topContents(ctx, scopeWhere(byMethod(s.learningMethod)), 'popular', locale, SECTION_ITEMS) : [],
      entries: s.entries ?? [],
      seeAllUrl: s.seeAllUrl ?? null,
    })),
  );
}
