/**
 * Server HTML of the information pages rendered as React elements through an allow-list: only
 * text-level and block tags survive, `id` only on headings (for anchors such as #benefit), links
 * only to site paths, http(s), mailto: and tel: (site paths navigate with the router). Everything
 * else (scripts, styles, event handlers, iframes, images …) is dropped.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

const BLOCK = new Set(['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'blockquote', 'strong', 'b', 'em', 'i', 'br', 'code', 'small', 'span']);
const HEADINGS = new Set(['h2', 'h3', 'h4']);
const DROP_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'head', 'title']);

/** A link target we keep: site path, http(s), mailto or tel. */
export function safeHref(href: string | null): { internal: boolean; href: string } | null {
  if (!href) return null;
  const h = href.trim();
  if (h.startsWith('/') && !h.startsWith('//')) return { internal: true, href: h };
  if (h.startsWith('#')) return { internal: false, href: h };
  if (/^(https?:|mailto:|tel:)/i.test(h)) return { internal: false, href: h };
  return null;
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(el.childNodes).map((c, i) => convert(c, `${key}.${i}`));
  if (tag === 'a') {
    const target = safeHref(el.getAttribute('href'));
    if (!target) return <Fragment key={key}>{children}</Fragment>;
    if (target.internal) {
      return (
        <Link key={key} to={target.href}>
          {children}
        </Link>
      );
    }
    const external = /^https?:/i.test(target.href);
    return (
      <a key={key} href={target.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  if (!BLOCK.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  const Tag = tag as 'p';
  const id = HEADINGS.has(tag) ? el.getAttribute('id') : null;
  const safeId = id && /^[A-Za-z][\w-]{0,63}$/.test(id) ? id : undefined;
  if (tag === 'br') return <br key={key} />;
  return (
    <Tag key={key} id={safeId}>
      {children}
    </Tag>
  );
}

/** Parses HTML (inert: a DOMParser document runs no scripts and loads nothing) into element nodes. */
export function parseHtml(html: string): Element[] {
  if (typeof DOMParser === 'undefined') return [];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return Array.from(doc.body.childNodes).filter((n): n is Element => n.nodeType === 1);
}

export function renderNodes(nodes: Node[], prefix = 'n'): ReactNode[] {
  return nodes.map((n, i) => convert(n, `${prefix}${i}`));
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{renderNodes(parseHtml(html))}</div>;
}

export interface FaqItem {
  question: string;
  answer: Element[];
}

/**
 * Splits an FAQ page: every h3 is a question whose answer is what follows until the next
 * heading; content before the first question is the intro (its h2 included).
 */
export function splitFaq(html: string): { intro: Element[]; items: FaqItem[] } {
  const intro: Element[] = [];
  const items: FaqItem[] = [];
  for (const el of parseHtml(html)) {
    const tag = el.tagName.toLowerCase();
    const current = items.at(-1); // the question being answered, if any yet
    if (tag === 'h3') items.push({ question: el.textContent?.trim() ?? '', answer: [] });
    else if (current === undefined || tag === 'h2') intro.push(el);
    else current.answer.push(el);
  }
  return { intro, items };
}
