/**
 * An image of the catalogue (a cover, a banner, a donation's banner) in the reader's language
 * (issue 25): the demo's images carry their title, so an English page shows the English drawing.
 * The WebP raster comes first, a PNG raster of the same size is the fallback in the `<img src>`
 * (common/media.ts names both; the SVG drawings are the generator's sources, never shown); any
 * other URL (an upload, an avatar) is a plain `<img>`. The `<picture>` lays out as its `<img>`
 * (display: contents), so the callers' classes on the image keep working. React does not hoist a
 * preload for an image inside a picture, so a high-priority one preloads its WebP here.
 */
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { localImage } from '../../common/media';
import { useLocale } from './useLocale';

const PICTURE_STYLE = { display: 'contents' } as const;

export type LocalImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & { src: string; alt: string };

export function LocalImage({ src, alt, ...img }: LocalImageProps) {
  const locale = useLocale();
  const image = localImage(src, locale);
  if (!image.webp) return <img src={src} alt={alt} {...img} />;
  if (img.fetchPriority === 'high') preload(image.webp, { as: 'image', type: 'image/webp', fetchPriority: 'high' });
  return (
    <picture style={PICTURE_STYLE}>
      <source type="image/webp" srcSet={image.webp} />
      <img src={image.src} alt={alt} {...img} />
    </picture>
  );
}
