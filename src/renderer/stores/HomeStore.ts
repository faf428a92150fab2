/**
 * Home data (spec 7 "Home"): one Resource per call, results read from `result`.
 * Banners and categories use Basic credentials (spec 6); the rest use Both so the server can
 * personalise for signed-in students.
 */
import type { MainApi } from '../api/mainApi';
import { Resource } from './Resource';
import type { Banner, Category, ContentItem, FeatureMedia, HomeSection, Partner, SectionSuggestion } from '../../common/types';

export class HomeStore {
  readonly topBanners = new Resource<Banner[]>();
  readonly categories = new Resource<Category[]>();
  readonly otherCategories = new Resource<Category[]>();
  readonly sections = new Resource<HomeSection[]>();
  readonly sectionSuggestion = new Resource<SectionSuggestion>();
  readonly currentWebinars = new Resource<ContentItem[]>();
  readonly featureImage = new Resource<FeatureMedia | null>();
  readonly featureBanner = new Resource<FeatureMedia[]>();
  readonly featureVideo = new Resource<FeatureMedia | null>();
  readonly proudlyFeaturedIn = new Resource<Partner[]>();

  constructor(private readonly api: MainApi) {}

  loadTopBanners() {
    return this.topBanners.load(() => this.api.get<Banner[]>('home/topbanners', { credential: 'basic' }));
  }
  loadCategories() {
    return this.categories.load(() => this.api.get<Category[]>('home/categories', { credential: 'basic' }));
  }
  loadOtherCategories() {
    return this.otherCategories.load(() => this.api.get<Category[]>('home/categories/other', { credential: 'basic' }));
  }
  loadSections() {
    return this.sections.load(() => this.api.get<HomeSection[]>('home/sections'));
  }
  /** `params` carries the selected suggestion filter(s), passed as query parameters. */
  loadSectionSuggestion(params?: Record<string, unknown>) {
    return this.sectionSuggestion.load(() => this.api.get<SectionSuggestion>('home/section-suggestion', { params }));
  }
  loadCurrentWebinars() {
    return this.currentWebinars.load(() => this.api.get<ContentItem[]>('home/current-webinars'));
  }
  loadFeatureImage() {
    return this.featureImage.load(() => this.api.get<FeatureMedia | null>('home/feature-image'));
  }
  loadFeatureBanner() {
    return this.featureBanner.load(() => this.api.get<FeatureMedia[]>('home/feature-banner', { credential: 'basic' }));
  }
  loadFeatureVideo() {
    return this.featureVideo.load(() => this.api.get<FeatureMedia | null>('home/feature-video'));
  }
  loadProudlyFeaturedIn() {
    return this.proudlyFeaturedIn.load(() => this.api.get<Partner[]>('home/proudly-featured-in'));
  }

  /**
   * Starts every call not made yet (or failed before), most visible first. The shell calls it
   * while the home page chunk is still loading (AppShell, booting on "/"), so the data and the
   * page code download in parallel; HomePage calls it again on mount.
   */
  startLoads(): void {
    const calls: Array<[Resource<unknown>, () => unknown]> = [
      [this.topBanners, () => this.loadTopBanners()],
      [this.categories, () => this.loadCategories()],
      [this.sections, () => this.loadSections()],
      [this.currentWebinars, () => this.loadCurrentWebinars()],
      [this.otherCategories, () => this.loadOtherCategories()],
      [this.sectionSuggestion, () => this.loadSectionSuggestion()],
      [this.featureBanner, () => this.loadFeatureBanner()],
      [this.featureImage, () => this.loadFeatureImage()],
      [this.featureVideo, () => this.loadFeatureVideo()],
      [this.proudlyFeaturedIn, () => this.loadProudlyFeaturedIn()],
    ];
    for (const [resource, load] of calls) if (!resource.started || resource.error !== null) void load();
  }

  /** Loads every home resource in parallel; resolves when all settled. */
  async loadAll(): Promise<void> {
    await Promise.all([
      this.loadTopBanners(),
      this.loadCategories(),
      this.loadOtherCategories(),
      this.loadSections(),
      this.loadSectionSuggestion(),
      this.loadCurrentWebinars(),
      this.loadFeatureImage(),
      this.loadFeatureBanner(),
      this.loadFeatureVideo(),
      this.loadProudlyFeaturedIn(),
    ]);
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

  /** Re-runs every load that already happened (after a language change). */
  async reloadLoaded(): Promise<void> {
    await Promise.all(this.resources.filter((r) => r.started).map((r) => r.reload()));
  }
}
