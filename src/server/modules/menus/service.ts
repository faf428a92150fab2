import type { Locale } from '../../../common/enums.js';
import type { MenuItem, MenuVersion } from '../../../common/contract/menus.js';
import type { Database } from '../../db/index.js';
import { inLanguage } from '../../http/locale.js';

/** The header's Categories entry (version 2): its children are the categories table's, not menu rows. */
export const CATEGORIES_MENU_URL = '/categories';

/**
 * The header menu of a version as a tree (children under their parent, in sort order). The
 * Categories entry lists every category of the database (issue 25: the "other" ones too), the
 * main ones first, read at request time so a category added later is in the menu as well; an
 * entry's id there is its category's id.
 */
export async function menuTree(db: Database, version: MenuVersion, locale: Locale): Promise<MenuItem[]> {
  const rows = await db.selectFrom('menus').selectAll().where('version', '=', version).orderBy('sort_order').orderBy('id').execute();
  const nodes = new Map<number, MenuItem>();
  for (const r of rows) nodes.set(r.id, { id: r.id, label: inLanguage(r, 'label', locale), url: r.url, icon: r.icon, children: [] });
  const roots: MenuItem[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id == null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  const categoriesEntry = version === 2 ? roots.find((r) => r.url === CATEGORIES_MENU_URL) : undefined;
  if (categoriesEntry) categoriesEntry.children = await categoryEntries(db, locale);
  return roots;
}

/** Every category as a menu entry: main ones first, then by sort order. */
async function categoryEntries(db: Database, locale: Locale): Promise<MenuItem['children']> {
  const rows = await db.selectFrom('categories').select(['id', 'url', 'name_id', 'name_en', 'icon']).orderBy('is_main', 'desc').orderBy('sort_order').orderBy('id').execute();
  return rows.map((c) => ({ id: c.id, label: inLanguage(c, 'name', locale), url: `/${c.url}`, icon: c.icon, children: [] }));
}
