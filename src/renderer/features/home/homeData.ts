/**
 * Starts every home call not made yet (or failed before), most visible first. Tiny on purpose:
 * the shell calls it while the home page chunk is still loading (AppShell, booting on "/"), so
 * the data and the page code download in parallel; HomePage calls it again on mount.
 */
import type { HomeStore } from '../../stores/HomeStore';
import type { Resource } from '../../stores/Resource';

export function startHomeLoads(home: HomeStore): void {
  const calls: Array<[Resource<unknown>, () => unknown]> = [
    [home.topBanners, () => home.loadTopBanners()],
    [home.categories, () => home.loadCategories()],
    [home.sections, () => home.loadSections()],
    [home.currentWebinars, () => home.loadCurrentWebinars()],
    [home.otherCategories, () => home.loadOtherCategories()],
    [home.sectionSuggestion, () => home.loadSectionSuggestion()],
    [home.featureBanner, () => home.loadFeatureBanner()],
    [home.featureImage, () => home.loadFeatureImage()],
    [home.featureVideo, () => home.loadFeatureVideo()],
    [home.proudlyFeaturedIn, () => home.loadProudlyFeaturedIn()],
  ];
  for (const [resource, load] of calls) if (!resource.started || resource.error !== null) void load();
}
