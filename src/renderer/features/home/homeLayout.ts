/**
 * Order of the home page blocks. The server decides the order of its sections (home/sections);
 * the client-side blocks (hero, categories, upcoming webinars, suggestions, feature media,
 * partners) are slotted around them. While home/sections is still loading the default order is
 * used so skeletons sit where the sections will appear and nothing jumps when they arrive.
 */
import type { HomeSectionKey } from '../../../common/types';

export type ClientBlockKey =
  | 'top-banners'
  | 'categories'
  | 'other-categories'
  | 'upcoming-webinars'
  | 'suggestions'
  | 'feature-banner'
  /** Feature image and feature video side by side. */
  | 'feature-media'
  | 'featured-in';

export type HomeBlock = { kind: 'client'; key: ClientBlockKey } | { kind: 'server'; key: string; index: number };

export const DEFAULT_SERVER_ORDER: readonly HomeSectionKey[] = ['top-products', 'dont-miss', 'bootcamps', 'prakerja', 'microlearning', 'testimonials'];

/** Client blocks placed right after a server section. */
const AFTER: Readonly<Record<string, readonly ClientBlockKey[]>> = {
  'top-products': ['upcoming-webinars'],
  'dont-miss': ['feature-banner'],
  prakerja: ['feature-media'],
  microlearning: ['suggestions'],
};
const ANCHORED: readonly ClientBlockKey[] = ['upcoming-webinars', 'feature-banner', 'feature-media', 'suggestions'];

/**
 * The blocks in page order for the given server section keys. Client blocks whose anchor the
 * server did not send are placed before the testimonials (or at the end), in their default order.
 */
export function homeLayout(serverKeys: readonly string[]): HomeBlock[] {
  const out: HomeBlock[] = [
    { kind: 'client', key: 'top-banners' },
    { kind: 'client', key: 'categories' },
    { kind: 'client', key: 'other-categories' },
  ];
  const placed = new Set<ClientBlockKey>();
  const flushMissing = () => {
    for (const key of ANCHORED) {
      if (!placed.has(key)) {
        placed.add(key);
        out.push({ kind: 'client', key });
      }
    }
  };
  serverKeys.forEach((key, index) => {
    if (key === 'testimonials') flushMissing();
    out.push({ kind: 'server', key, index });
    for (const extra of AFTER[key] ?? []) {
      if (!placed.has(extra)) {
        placed.add(extra);
        out.push({ kind: 'client', key: extra });
      }
    }
  });
  flushMissing();
  out.push({ kind: 'client', key: 'featured-in' });
  return out;
}

/** The i18n key of a server section's fallback title (when the server sends none). */
export const SECTION_TITLE_KEYS: Readonly<Record<string, string>> = {
  'top-products': 'home.sections.topProducts',
  'dont-miss': 'home.sections.dontMiss',
  bootcamps: 'home.sections.bootcamps',
  prakerja: 'home.sections.prakerja',
  microlearning: 'home.sections.microlearning',
  testimonials: 'home.sections.testimonials',
};
