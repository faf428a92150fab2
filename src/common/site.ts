/** Public site address helpers (spec 9) and slugs for seeds and URLs. */

/**
 * "A public site address helper strips one leading slash and joins the path to the site root."
 * Exactly one leading slash is removed from the path ("//x" keeps one: root + "//x"), and the
 * root is joined with a single "/" whether or not it ends with one (exactly one trailing slash
 * of the root is dropped). An empty path or "/" gives the root with a trailing slash.
 * Query strings and fragments in the path are kept as they are.
 */
export function siteUrl(root: string, path: string): string {
  const base = root.endsWith('/') ? root.slice(0, -1) : root;
  const rest = path.startsWith('/') ? path.slice(1) : path;
  return `${base}/${rest}`;
}

/**
 * Lower-case ASCII slug with dashes: accents are removed ("é" -> "e"), apostrophes are dropped
 * ("Don't" -> "dont"), every other run of non-alphanumerics becomes one dash, and leading or
 * trailing dashes are trimmed. "Sales & Marketing" -> "sales-marketing". May return "".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019\u2018`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
