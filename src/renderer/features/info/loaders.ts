/** Route loaders of the information pages (see stores/loader.ts). */
import { SITEMAP_KINDS } from '../../../common/discovery';
import type { PageLoader } from '../../stores/loader';
import { all } from '../../stores/loader';

/** An information page by slug: `aboutus`, `terms`, `privacy`, `support`. */
export const infoPageLoader =
  (slug: string): PageLoader =>
  async (root) => {
    await root.info.pages.ensure(slug);
  };

export const contactLoader: PageLoader = async (root) => {
  await root.info.loadContactInfo();
};

export const careersLoader: PageLoader = async (root) => {
  await root.info.loadCareers();
};

export const downloadAppsLoader: PageLoader = async (root) => {
  await root.info.loadDownloadApps();
};

export const signupPromoLoader: PageLoader = async (root) => {
  await root.info.loadSignupPromo();
};

/** `/s/:linkCode`: where the short link leads (the page then goes there). */
export const shortLinkLoader: PageLoader = async (root, { params }) => {
  if (params.linkCode) await root.info.shortLinks.ensure(params.linkCode);
};

/** `/sitemap`: every kind. */
export const sitemapLoader: PageLoader = (root) => all(SITEMAP_KINDS.map((kind) => root.info.sitemaps.ensure(kind)));
