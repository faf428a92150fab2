import type { Locale } from '../../../common/enums.js';
import type { MenuItem, MenuVersion } from '../../../common/contract/menus.js';
import type { Database } from '../../db/index.js';

/** The header menu of a version as a tree (children under their parent, in sort order). */
export async function menuTree(db: Database, version: MenuVersion, locale: Locale): Promise<MenuItem[]> {
  const rows = await db.selectFrom('menus').selectAll().where('version', '=', version).orderBy('sort_order').orderBy('id').execute();
  const nodes = new Map<number, MenuItem>();
  for (const r of rows) nodes.set(r.id, { id: r.id, label: locale === 'en' ? r.label_en : r.label_id, url: r.url, icon: r.icon, children: [] });
  const roots: MenuItem[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id == null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
