/**
 * The product pages' parts below the first screen (issue 23): reviews, promotional banners and the
 * rows of related items hydrate when seen, and their code (the reviews model, the card row and
 * cards) loads then; the server's HTML stands until that. See ssr/hydrateWhenSeen.tsx.
 */
import type { ComponentProps } from 'react';
import { hydrateWhenSeen } from '../../ssr/hydrateWhenSeen';
import type * as Related from './Related';
import type * as Reviews from './Reviews';

export const RelatedRow = hydrateWhenSeen<ComponentProps<typeof Related.RelatedRow>>(() => import('./Related').then((m) => ({ default: m.RelatedRow })));
export const DetailBanners = hydrateWhenSeen<ComponentProps<typeof Related.DetailBanners>>(() => import('./Related').then((m) => ({ default: m.DetailBanners })));
export const ReviewsSection = hydrateWhenSeen<ComponentProps<typeof Reviews.ReviewsSection>>(() => import('./Reviews').then((m) => ({ default: m.ReviewsSection })));
