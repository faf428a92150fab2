/**
 * Information pages (spec 7 "Info", "Careers"): about us, terms, privacy, support, contact,
 * careers, app download, sign-up promo, short links and sitemaps, filled by the info pages'
 * loaders (features/info/loaders.ts). Pages by slug and sitemaps by kind are kept per language
 * (ResourceMap); the single pages remember their language (Resource.ensureFor).
 */
import type { Locale } from '../../../common/enums';
import type { ContactInfo, DownloadApps, JobOpening, SignupPromo, SitemapKind } from '../../../common/discovery';
import type { InfoPage } from '../../../common/types';
import type { BodyOf, ResultOf } from '../../../common/contract/endpoint';
import { info } from '../../../common/contract/info';
import { infoExtra } from '../../../common/contract/info-extra';
import { sitemaps } from '../../../common/contract/sitemaps';
import type { ContractClient } from '../../api/contract';
import { Resource } from '../../stores/Resource';
import { ResourceMap } from '../../stores/ResourceMap';
import { featureStore } from '../../stores/feature';

export type ContactMessage = BodyOf<typeof infoExtra.contact>;
/** Where a short link leads: `url` (absolute), `path` (the same-site path, or null for another site). */
export type ShortLink = ResultOf<typeof infoExtra.shortLink>;
export type Sitemap = ResultOf<typeof sitemaps.kind>;

export class InfoStore {
  /** G info/aboutus, or G info/{slug} (terms, privacy, support …). */
  readonly pages: ResourceMap<string, InfoPage>;
  readonly contactInfo = new Resource<ContactInfo>();
  readonly careers = new Resource<JobOpening[]>();
  readonly downloadApps = new Resource<DownloadApps>();
  readonly signupPromo = new Resource<SignupPromo>();
  /** G shortUrl/{linkCode} → { url (absolute), path (site path or null) }. */
  readonly shortLinks: ResourceMap<string, ShortLink>;
  readonly sitemaps: ResourceMap<SitemapKind, Sitemap>;

  constructor(
    private readonly client: ContractClient,
    private readonly locale: () => Locale,
  ) {
    this.pages = new ResourceMap({
      scope: locale,
      key: (slug: string) => slug,
      fetch: (slug) => (slug === 'aboutus' ? this.client.call(info.aboutUs) : this.client.call(info.page, { params: { slug } })),
    });
    this.shortLinks = new ResourceMap({
      scope: locale,
      key: (code: string) => code,
      fetch: (linkCode) => this.client.call(infoExtra.shortLink, { params: { linkCode } }),
    });
    this.sitemaps = new ResourceMap({
      scope: locale,
      key: (kind: SitemapKind) => kind,
      fetch: (kind) => this.client.call(sitemaps.kind, { params: { kind } }),
    });
  }

  loadContactInfo() {
    return this.contactInfo.ensureFor(this.locale(), () => this.client.call(infoExtra.contactInfo));
  }
  loadCareers() {
    return this.careers.ensureFor(this.locale(), () => this.client.call(infoExtra.careers));
  }
  loadDownloadApps() {
    return this.downloadApps.ensureFor(this.locale(), () => this.client.call(infoExtra.downloadApps));
  }
  loadSignupPromo() {
    return this.signupPromo.ensureFor(this.locale(), () => this.client.call(infoExtra.signupPromo));
  }

  /** P info/contacts; ApiError 400 (validation) and 429 (too many messages) carry the server message. */
  sendContact(message: ContactMessage) {
    const body: ContactMessage = { ...message };
    if (!body.phone) delete body.phone;
    return this.client.call(infoExtra.contact, { body });
  }
}

/** The info store of a RootStore, made on first use (stores/feature.ts). */
export const infoOf = featureStore((root) => new InfoStore(root.client, root.locale));
