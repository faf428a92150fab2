/**
 * The part of DOMParser the renderer uses (features/info/SafeHtml: body.childNodes, nodeType,
 * tagName, childNodes, getAttribute, textContent), for the server render where Node has none.
 * Only a fragment of trusted, simple server HTML (the information pages) goes through it; SafeHtml
 * then keeps only its allow-list, exactly as in the browser, so both render the same markup and
 * hydration matches. Not a full HTML parser: no implied end tags beyond void elements and a
 * repeated <p>/<li>, which is what those pages use.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Content kept as text (never parsed as tags). */
const RAW = new Set(['script', 'style', 'textarea', 'title']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

class TextNode {
  readonly nodeType = 3;
  constructor(readonly textContent: string) {}
}

class ElementNode {
  readonly nodeType = 1;
  readonly childNodes: (ElementNode | TextNode)[] = [];
  constructor(
    readonly tagName: string,
    private readonly attributes: Map<string, string>,
  ) {}

  getAttribute(name: string): string | null {
    return this.attributes.get(name.toLowerCase()) ?? null;
  }

  get textContent(): string {
    return this.childNodes.map((c) => c.textContent).join('');
  }
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of source.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = (m[1] ?? '').toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, decode(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attributes;
}

/** Parses `<body>…</body>` (what SafeHtml hands to DOMParser) into a body element. */
function parseBody(html: string): ElementNode {
  const body = new ElementNode('BODY', new Map());
  const open: ElementNode[] = [body];
  const inner = html.replace(/^<body>/i, '').replace(/<\/body>$/i, '');
  const token = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|[^<]+|</g;
  let m: RegExpExecArray | null;
  while ((m = token.exec(inner))) {
    const current = open[open.length - 1] ?? body;
    const [whole, closing, opening, attrs = ''] = m;
    if (whole.startsWith('<!--')) continue;
    if (closing) {
      const tag = closing.toUpperCase();
      const at = open.map((e) => e.tagName).lastIndexOf(tag);
      if (at > 0) open.length = at;
      continue;
    }
    if (opening) {
      const tag = opening.toLowerCase();
      // A new paragraph or item closes the open one, as the HTML parser does.
      if ((tag === 'p' || tag === 'li') && current.tagName === tag.toUpperCase()) open.pop();
      const element = new ElementNode(tag.toUpperCase(), attributesOf(attrs));
      (open[open.length - 1] ?? body).childNodes.push(element);
      if (RAW.has(tag)) {
        const end = inner.toLowerCase().indexOf(`</${tag}`, token.lastIndex);
        const stop = end === -1 ? inner.length : end;
        element.childNodes.push(new TextNode(inner.slice(token.lastIndex, stop)));
        token.lastIndex = stop;
      } else if (!VOID.has(tag) && !/\/\s*$/.test(attrs)) open.push(element);
      continue;
    }
    current.childNodes.push(new TextNode(decode(whole)));
  }
  return body;
}

/** The DOMParser subset the server render installs when the platform has none. */
export class FragmentDomParser {
  parseFromString(html: string): { body: ElementNode } {
    return { body: parseBody(html) };
  }
}
