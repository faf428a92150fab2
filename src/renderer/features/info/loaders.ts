/** Route loaders of the information pages (see stores/loader.ts). */
import { SITEMAP_KINDS } from '../../../common/discovery';
import type { PageLoader } from '../../stores/loader';
import { all } from '../../stores/loader';
import { infoOf } from './store';

/** An information page by slug: `aboutus`, `terms`, `privacy`, `support`. */
export const infoPageLoader =
  (slug: string): PageLoader =>
  async (root) => {
    await infoOf(root).pages.ensure(slug);
  };

export const contactLoader: PageLoader = async (root) => {
  await infoOf(root).loadContactInfo();
};

export const careersLoader: PageLoader = async (root) => {
  await infoOf(root).loadCareers();
};

export const downloadAppsLoader: PageLoader = async (root) => {
  await infoOf(root).loadDownloadApps();
};

export const signupPromoLoader: PageLoader = async (root) => {
  await infoOf(root).loadSignupPromo();
};

/** `/s/:linkCode`: where the short link leads (the page then goes there). */
export const shortLinkLoader: PageLoader = async (root, { params }) => {
  if (params.linkCode) await infoOf(root).shortLinks.ensure(params.linkCode);
};

/** `/sitemap`: every kind. */
export const sitemapLoader: PageLoader = (root) => all(SITEMAP_KINDS.map((kind) => infoOf(root).sitemaps.ensure(kind)));
