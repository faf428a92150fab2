/**
 * Information pages (spec 7 "Info", "Careers"): about us, terms, privacy, support, contact,
 * careers, app download, sign-up promo, short links and sitemaps.
 */
import type { MainApi } from '../api/mainApi';
import type { ContactInfo, DownloadApps, JobOpening, SignupPromo, SitemapEntry, SitemapKind } from '../../common/discovery';
import { info } from '../../common/contract/info';
import type { ContractClient } from '../api/contract';

export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export class InfoStore {
  constructor(
    private readonly api: MainApi,
    private readonly client: ContractClient,
  ) {}

  /** G info/aboutus, or G info/{slug} (terms, privacy, support …). */
  page(slug: string) {
    return slug === 'aboutus' ? this.client.call(info.aboutUs) : this.client.call(info.page, { params: { slug } });
  }
  contactInfo() {
    return this.api.get<ContactInfo>('info/contactus');
  }
  /** P info/contacts; ApiError 400 (validation) and 429 (too many messages) carry the server message. */
  sendContact(message: ContactMessage) {
    const body: ContactMessage = { ...message };
    if (!body.phone) delete body.phone;
    return this.api.post<{ id: number; createdAt: string }>('info/contacts', body);
  }
  careers() {
    return this.api.get<JobOpening[]>('careers');
  }
  downloadApps() {
    return this.api.get<DownloadApps>('download-apps');
  }
  signupPromo() {
    return this.api.get<SignupPromo>('signup-promo');
  }
  /** G shortUrl/{linkCode} → { url (absolute), path (site path or null) }. */
  shortLink(code: string) {
    return this.api.get<{ url: string; path: string | null }>(`shortUrl/${encodeURIComponent(code)}`);
  }
  sitemap(kind: SitemapKind) {
    return this.api.get<{ kind: SitemapKind; page: number; totalPages: number; items: SitemapEntry[] }>(`sitemaps/${kind}`);
  }
}
