/** Per-page layouts, picked by a route's `handle.layout`. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Header } from './Header';
import { hydrateWhenSeen } from '../ssr/hydrateWhenSeen';
import { Logo } from '../components/Logo';
import { LanguageSwitch } from './LanguageSwitch';
import { SKIP_TARGETS, type SkipTarget } from '../components/routeHandle';
import styles from './layouts.module.css';

/** The footer is below every page's first screen: it hydrates (and its code loads) when seen. */
const LaterFooter = hydrateWhenSeen(() => import('./Footer'));

const SKIP_LABELS: Record<SkipTarget, string> = { results: 'app.skipToResults', purchase: 'app.skipToPurchase' };

/**
 * The first Tabs of a page: to the main content, then (list and product pages, `handle.skipTo`) to
 * the results or the buy box. Plain fragment links: they work in the server's HTML before the app
 * starts (boot-script.ts lets a link's press be the browser's), and their targets take the focus.
 */
export function SkipLinks({ skipTo }: { skipTo?: SkipTarget }) {
  const { t } = useTranslation();
  return (
    <>
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
      {skipTo && (
        <a className={styles.skip} href={`#${SKIP_TARGETS[skipTo]}`} data-testid={`skip-${skipTo}`}>
          {t(SKIP_LABELS[skipTo])}
        </a>
      )}
    </>
  );
}

export function DefaultLayout({ children, skipTo }: { children: ReactNode; skipTo?: SkipTarget }) {
  return (
    <div className={styles.page}>
      <SkipLinks skipTo={skipTo} />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <LaterFooter />
    </div>
  );
}

export function BareLayout({ children, home = true }: { children: ReactNode; home?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.bare}>
      <header className={styles.bareTop}>
        {home ? (
          <Link to="/" className={styles.logoLink} aria-label={`${t('app.name')} — ${t('nav.home')}`}>
            <Logo />
          </Link>
        ) : (
          <Logo />
        )}
        <LanguageSwitch />
      </header>
      <main id="main" className={styles.bareMain}>
        {children}
      </main>
    </div>
  );
}
