import { createHash } from 'node:crypto';
import type { HelmetOptions } from 'helmet';
import { GTM_BOOTSTRAP, GTM_COLLECT_HOSTS, GTM_HOST, GTM_ID_PATTERN, GTM_META_NAME } from '../../common/tagManager.js';

/**
 * The tag manager's part of the served page and of the CSP (issue 20), only when GTM_ID is set.
 * The CSP stays one constant header (http/security-headers.ts): the page's one inline script is
 * always the same bootstrap, allowed by its hash, and the container id travels in a meta tag the
 * renderer reads, so no nonce and no per-request policy. The container may add only tags that load
 * from Google's hosts (no custom-HTML tags: they would need 'unsafe-inline').
 */

/** The CSP source of the bootstrap: 'sha256-…' of the exact text served. */
export const GTM_BOOTSTRAP_HASH = `'sha256-${createHash('sha256').update(GTM_BOOTSTRAP, 'utf8').digest('base64')}'`;

type Directives = Record<string, Iterable<string> | null>;

/** Adds the container's host, the bootstrap's hash and the GA collection hosts to the directives; none without an id. */
export function withTagManagerDirectives(gtmId: string | undefined, options: HelmetOptions): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  if (!gtmId || !GTM_ID_PATTERN.test(gtmId) || !csp || typeof csp !== 'object' || !csp.directives) return options;
  const directives = csp.directives as Directives;
  const add = (name: string, sources: readonly string[]) => {
    const current = directives[name];
    directives[name] = [...(current ? [...current] : ["'self'"]), ...sources];
  };
  add('scriptSrc', [GTM_HOST, GTM_BOOTSTRAP_HASH]);
  add('connectSrc', GTM_COLLECT_HOSTS);
  add('imgSrc', GTM_COLLECT_HOSTS);
  return options;
}

/**
 * The head tags naming the container and running the bootstrap; empty without an id. The id is
 * checked again here (config validated it at start; a test may build a config by hand), so it is
 * only capitals, digits and a hyphen and needs no escaping.
 */
export function tagManagerHead(gtmId: string | undefined): string {
  if (!gtmId || !GTM_ID_PATTERN.test(gtmId)) return '';
  return `<meta name="${GTM_META_NAME}" content="${gtmId}">\n    <script>${GTM_BOOTSTRAP}</script>`;
}
