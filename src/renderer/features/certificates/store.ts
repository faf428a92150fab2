/**
 * Certificates (issue 12; screen certificatequ and the public verification page): the signed-in
 * student's list (G certificates/my-certificates), the PDF of one saved through the platform
 * (web: a blob download; desktop: the main process through the bridge, with the bearer token),
 * and the verification of a number (G certificates/verify/:number, anyone).
 */
import { observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { certificates, type Certificate, type CertificateVerification } from '../../../common/contract/certificates';
import { fillPath } from '../../../common/contract/endpoint';
import { libraryTitle } from '../../../common/library';
import type { ContractClient } from '../../api/contract';
import type { Platform } from '../../platform/types';
import { Resource } from '../../stores/Resource';
import { ResourceMap } from '../../stores/ResourceMap';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

/** ok: where the desktop app saved it and its library entry (the web saves through the browser: neither). */
export type DownloadOutcome = { ok: true; path?: string; entryId?: string } | { ok: false; message: string; cancelled: boolean };

export class CertificatesStore {
  readonly mine = new Resource<Certificate[]>();
  /** The verification of a number, per language. */
  readonly verification: ResourceMap<string, CertificateVerification>;
  /** Numbers whose PDF is being downloaded. */
  readonly downloading = observable.set<string>();
  private readonly disposer: IReactionDisposer;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
    private readonly platform: Platform,
    private readonly locale: () => string,
    /** The API's origin ('' = this site): the PDF URL the platform fetches. */
    private readonly baseURL: () => string,
  ) {
    this.verification = new ResourceMap<string, CertificateVerification>({
      scope: () => this.locale(),
      key: (n) => n,
      fetch: (number) => this.client.call(certificates.verify, { params: { number } }),
    });
    // Another student must never see this list.
    this.disposer = reaction(
      () => `${this.session.isSignedIn}:${this.session.userId ?? ''}`,
      () => this.reset(),
    );
  }

  /** Always asks again: a certificate may have been issued since (finishing a course elsewhere). */
  loadMine(): Promise<Certificate[] | null> {
    return this.mine.load(() => this.client.call(certificates.mine), this.locale());
  }

  verify(number: string): Promise<CertificateVerification | null> {
    return this.verification.ensure(number);
  }

  pdfUrl(number: string): string {
    return `${this.baseURL()}${fillPath(certificates.download.path, { number })}?${new URLSearchParams({ lang: this.locale() }).toString()}`;
  }

  /**
   * Saves the certificate's PDF (named by the server; the name here is the fallback). An expired
   * access token is refreshed once by asking the list again through the client, then retried.
   */
  async download(number: string, courseTitle?: string): Promise<DownloadOutcome> {
    runInAction(() => this.downloading.add(number));
    try {
      // Desktop: filed in the offline library under its number, titled with the course.
      const title = courseTitle ?? this.mine.data?.find((c) => c.number === number)?.contentTitle ?? `Certificate ${number}`;
      const library = { kind: 'certificate' as const, ref: number, title: libraryTitle(title) };
      const attempt = () => this.platform.download(this.pdfUrl(number), `certificate-${number}.pdf`, { accessToken: this.session.accessToken ?? undefined, library });
      let result = await attempt();
      if (!result.ok && /\b401\b/.test(result.error ?? '')) {
        await this.client.call(certificates.mine).catch(() => null);
        result = await attempt();
      }
      if (result.ok) return { ok: true, ...(result.path ? { path: result.path } : {}), ...(result.entryId ? { entryId: result.entryId } : {}) };
      return { ok: false, cancelled: result.error === 'cancelled', message: result.error ?? '' };
    } finally {
      runInAction(() => this.downloading.delete(number));
    }
  }

  reset(): void {
    this.mine.reset();
    this.downloading.clear();
  }

  dispose(): void {
    this.disposer();
  }
}

/** The certificates store of a RootStore, made on first use (stores/feature.ts). */
export const certificatesOf = featureStore((root) => new CertificatesStore(root.client, root.session, root.platform, root.locale, root.baseURL));
