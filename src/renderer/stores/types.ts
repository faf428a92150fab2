/** Renderer-side shapes. API result shapes live in src/common/types.ts (shared with the server). */

/** A header/drawer menu entry, normalised from the server's menu payload. */
export interface NavItem {
  id: string;
  label: string;
  /** Internal path ('/webinars') or absolute URL; '' when the entry only groups children. */
  href: string;
  external: boolean;
  children: NavItem[];
}
