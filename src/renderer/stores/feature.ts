/**
 * A feature's store accessor: `export const productsOf = featureStore((root) => new ProductsStore(…))`
 * in features/<x>/store.ts. The store is made on the first call for a RootStore and kept by it
 * (RootStore.feature), so a feature's store code comes with the page chunks that use it instead of
 * the app's entry, and each server render (its own RootStore) gets its own.
 */
import type { RootStore } from './RootStore';

export const featureStore =
  <T>(create: (root: RootStore) => T) =>
  (root: RootStore): T =>
    root.feature(create);
