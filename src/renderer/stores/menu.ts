/**
 * Normalises menu payloads (master/menus v1/v2, student headerMenu) into NavItem trees.
 * Accepted item fields: label from title | name | label | menuName; link from url | link | href |
 * path | slug; children from children | subMenus | submenus | items | menus.
 */
import type { NavItem } from './types';

type Raw = Record<string, unknown>;

function pick(item: Raw, keys: string[]): unknown {
  for (const k of keys) if (item[k] !== undefined && item[k] !== null && item[k] !== '') return item[k];
  return undefined;
}

function toHref(value: unknown): { href: string; external: boolean } {
  if (typeof value !== 'string' || !value.trim()) return { href: '', external: false };
  const v = value.trim();
  if (/^(https?:)?\/\//i.test(v) || /^mailto:/i.test(v)) return { href: v, external: true };
  return { href: v.startsWith('/') ? v : `/${v}`, external: false };
}

function listOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (raw && typeof raw === 'object') {
    const r = raw as Raw;
    for (const k of ['menus', 'items', 'data', 'children']) if (Array.isArray(r[k])) return r[k] as unknown[];
  }
  return [];
}

export function normaliseMenus(raw: unknown, parentId = 'm'): NavItem[] {
  const out: NavItem[] = [];
  listOf(raw).forEach((entry, index) => {
    if (!entry || typeof entry !== 'object') return;
    const item = entry as Raw;
    const label = pick(item, ['title', 'name', 'label', 'menuName']);
    if (typeof label !== 'string' || !label.trim()) return;
    const idValue = pick(item, ['id', 'menuId', 'key']);
    const id = `${parentId}.${idValue !== undefined ? String(idValue) : index}`;
    const { href, external } = toHref(pick(item, ['url', 'link', 'href', 'path', 'slug']));
    const childrenRaw = pick(item, ['children', 'subMenus', 'submenus', 'items', 'menus']);
    out.push({ id, label: label.trim(), href, external, children: childrenRaw ? normaliseMenus(childrenRaw, id) : [] });
  });
  return out;
}
