/**
 * Home data (spec 7 "Home"): one Resource per call, filled by the home page's loader
 * (features/home/loaders.ts). Each Resource remembers the language it was loaded in: the loader
 * run again (back to the page) shows what is there at once, and after a language change it asks
 * again while the old texts stay on screen. Banners and categories use Basic credentials (spec 6);
 * the rest use Both so the server can personalise for signed-in students.
 */
import type { Locale } from '../../../common/enums';
import type { ResultOf } from '../../../common/contract/endpoint';
import { home } from '../../../common/contract/home';
import type { ContractClient } from '../../api/contract';
import { Resource } from '../../stores/Resource';
import { featureStore } from '../../stores/feature';

type Of<E extends keyof typeof home> = ResultOf<(typeof home)[E]>;

export class HomeStore {
  readonly topBanners = new Resource<Of<'topBanners'>>();
  readonly categories = new Resource<Of<'categories'>>();
  readonly otherCategories = new Resource<Of<'otherCategories'>>();
  readonly sections = new Resource<Of<'sections'>>();
  readonly sectionSuggestion = new Resource<Of<'sectionSuggestion'>>();
  readonly currentWebinars = new Resource<Of<'currentWebinars'>>();
  readonly featureImage = new Resource<Of<'featureImage'>>();
  readonly featureBanner = new Resource<Of<'featureBanners'>>();
  readonly featureVideo = new Resource<Of<'featureVideo'>>();
  readonly proudlyFeaturedIn = new Resource<Of<'partners'>>();
  /** The suggestion filter the visitor chose (null: the server's default). */
  private suggestionFilter: string | null = null;

  constructor(
    private readonly client: ContractClient,
    private readonly locale: () => Locale,
  ) {}

  /** Categories (also shown by the search and category pages). */
  loadCategories() {
    return this.categories.ensureFor(this.locale(), () => this.client.call(home.categories, { credential: 'basic' }));
  }

  /** Items of a suggestion filter (a visitor's choice): asked now, kept when the page is visited again. */
  chooseSuggestion(filter: string) {
    this.suggestionFilter = filter;
    return this.sectionSuggestion.load(() => this.fetchSuggestion(filter), this.suggestionKey());
  }

  /** Every call not made yet in this language (or failed before), most visible first; resolves when all settled. */
  /** Asks for every section; resolves when all have answered (what a server render waits for). */
  async load(): Promise<void> {
    await this.start().all;
  }

  /**
   * Asks for every section; resolves when the first screen (top banners, categories) has
   * answered. The route loader waits only for this, so the page shows without waiting for the
   * sections below the fold, which fill in as they arrive.
   */
  async loadFirstScreen(): Promise<void> {
    await this.start().firstScreen;
  }

  private start(): { firstScreen: Promise<unknown>; all: Promise<unknown> } {
    const locale = this.locale();
    const firstScreen = [this.topBanners.ensureFor(locale, () => this.client.call(home.topBanners)), this.loadCategories()];
    const rest = [
      this.sections.ensureFor(locale, () => this.client.call(home.sections)),
      this.currentWebinars.ensureFor(locale, () => this.client.call(home.currentWebinars)),
      this.otherCategories.ensureFor(locale, () => this.client.call(home.otherCategories, { credential: 'basic' })),
      this.sectionSuggestion.ensureFor(this.suggestionKey(), () => this.fetchSuggestion(this.suggestionFilter)),
      this.featureBanner.ensureFor(locale, () => this.client.call(home.featureBanners, { credential: 'basic' })),
      this.featureImage.ensureFor(locale, () => this.client.call(home.featureImage)),
      this.featureVideo.ensureFor(locale, () => this.client.call(home.featureVideo)),
      this.proudlyFeaturedIn.ensureFor(locale, () => this.client.call(home.partners)),
    ];
    return { firstScreen: Promise.allSettled(firstScreen), all: Promise.allSettled([...firstScreen, ...rest]) };
  }

  get resources(): Resource<unknown>[] {
    return [
      this.topBanners,
      this.categories,
      this.otherCategories,
      this.sections,
      this.sectionSuggestion,
      this.currentWebinars,
      this.featureImage,
      this.featureBanner,
      this.featureVideo,
      this.proudlyFeaturedIn,
    ] as Resource<unknown>[];
  }

  private suggestionKey(): string {
    return `${this.locale()}|${this.suggestionFilter ?? ''}`;
  }

  private fetchSuggestion(filter: string | null) {
    return this.client.call(home.sectionSuggestion, filter ? { query: { filter } } : {});
  }
}

/** The home store of a RootStore, made on first use (stores/feature.ts). */
export const homeOf = featureStore((root) => new HomeStore(root.client, root.locale));
