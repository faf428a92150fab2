/**
 * A feature's store accessor: `export const productsOf = featureStore((root) => new ProductsStore(…))`
 * in features/<x>/store.ts. The store is made on the first call for a RootStore and kept by it
 * (RootStore.feature), so a feature's store code comes with the page chunks that use it instead of
 * the app's entry, and each server render (its own RootStore) gets its own.
 */
import { useEffect, useState } from 'react';
import type { RootStore } from './RootStore';

export const featureStore =
  <T>(create: (root: RootStore) => T) =>
  (root: RootStore): T =>
    root.feature(create);

/**
 * A feature's store whose module loads on demand: null until `load` (a dynamic import resolving
 * to the feature's accessor) has arrived, and while `enabled` is false. For parts of a page only a
 * signed-in student needs, so the feature's code stays out of the page's first load.
 */
export function useLazyFeature<T>(root: RootStore, load: () => Promise<(root: RootStore) => T>, enabled = true): T | null {
  const [store, setStore] = useState<T | null>(null);
  useEffect(() => {
    if (!enabled || store !== null) return;
    let current = true;
    void load().then((of) => current && setStore(of(root)));
    return () => void (current = false);
  }, [root, load, enabled, store]);
  return enabled ? store : null;
}
