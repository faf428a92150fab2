/** Per-page layouts, picked by a route's `handle.layout`. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Header } from './Header';
import { hydrateWhenSeen } from '../ssr/hydrateWhenSeen';
import { Logo } from '../components/Logo';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './layouts.module.css';

/** The footer is below every page's first screen: it hydrates (and its code loads) when seen. */
const LaterFooter = hydrateWhenSeen(() => import('./Footer'));

export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
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
