import { useEffect } from 'react';
import { useStores } from '../stores/context';

/** Suspense fallback that keeps the top progress bar visible while a lazy chunk loads. */
export function ProgressTask() {
  const { ui } = useStores();
  useEffect(() => ui.beginProgress(), [ui]);
  return null;
}
