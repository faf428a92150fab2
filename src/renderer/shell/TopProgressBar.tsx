/**
 * Thin progress bar at the top: route changes (router navigation state: the page's chunk and its
 * loader's data), the loaders run again after a language change (revalidation), and lazy loading.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigation, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import styles from './TopProgressBar.module.css';

/** Avoids a flash for instant transitions: shows after `delayMs`. */
function useDelayed(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const id = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(id);
  }, [active, delayMs]);
  return shown;
}

export const TopProgressBar = observer(function TopProgressBar({ force = false }: { force?: boolean }) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const active = force || navigation.state !== 'idle' || revalidator.state !== 'idle' || ui.showProgress;
  const visible = useDelayed(active, 80);
  if (!visible) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label={t('progress.loading')}>
      <div className={styles.stripe} />
    </div>
  );
});
