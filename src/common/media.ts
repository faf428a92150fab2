import type { Locale } from './enums.js';

/**
 * The demo catalogue's generated images in the reader's language (issue 25). The database keeps
 * one URL per image, the Indonesian SVG the seed has always stored (`/media/covers/<name>.svg`,
 * `/media/banners/<key>.svg`, `/media/donations/<url>.svg`), so databases seeded before need no
 * migration; scripts/generate-media.ts draws every such image once per language from the same
 * data and rasterises it:
 *   <folder>/<name>.svg      the Indonesian drawing (the stored URL; a source, never shown)
 *   <folder>/<name>.en.svg   the English drawing (a source, never shown)
 *   <folder>/<name>.<lang>.webp   the raster the pages show (`<source type="image/webp">`)
 *   <folder>/<name>.<lang>.png    its fallback in the `<img src>`, same size (a palette PNG)
 *   og/<prefix><name>.<lang>.png  1200×630 share card (covers and donations only), title in the language
 * Any other URL (an uploaded image, an avatar, a logo) carries no text and is shown as stored.
 */
const GENERATED = /^\/media\/(covers|banners|donations)\/([a-z0-9][a-z0-9-]*)\.svg$/;

/** The folders whose images are drawn per language. */
export const LOCALIZED_MEDIA_FOLDERS = ['covers', 'banners', 'donations'] as const;

/** Size of the share cards (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export interface LocalImage {
  /** The `<img src>`: the PNG raster in the language (or the stored URL when not generated). */
  src: string;
  /** The WebP raster of it for `<source type="image/webp">`; null when there is none. */
  webp: string | null;
}

/** The image at a stored URL as the reader of `locale` should see it. */
export function localImage(url: string, locale: Locale): LocalImage {
  const match = GENERATED.exec(url);
  if (!match) return { src: url, webp: null };
  const [, folder, name] = match;
  const base = `/media/${folder}/${name}`;
  return { src: `${base}.${locale}.png`, webp: `${base}.${locale}.webp` };
}

/** The share card (og:image, PNG 1200×630) of a product whose stored image is `url`; null when it has none. */
export function shareImage(url: string | null | undefined, locale: Locale): string | null {
  const match = GENERATED.exec(url ?? '');
  if (!match || match[1] === 'banners') return null;
  const [, folder, name] = match;
  return `/media/og/${shareImageName(folder === 'donations' ? `donation-${name}` : `${name}`, locale)}`;
}

/** File name of a drawing of `name` in a language: the Indonesian one is the stored `<name>.svg` (the generator writes what this names). */
export const drawingName = (name: string, locale: Locale) => (locale === 'id' ? `${name}.svg` : `${name}.${locale}.svg`);

/** File name of a share card under resources/og (the generator writes what this names). */
export const shareImageName = (key: string, locale: Locale) => `${key}.${locale}.png`;

/** Whether an image URL (relative or absolute) is one of the share cards (so its size is SHARE_IMAGE). */
export const isShareImage = (url: string) => /\/media\/og\/[a-z0-9][a-z0-9-]*\.[a-z]{2}\.png$/.test(url);
