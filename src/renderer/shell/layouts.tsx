/** Per-page layouts, picked by a route's `handle.layout`. */
import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Header } from './Header';
import { hydrateWhenSeen } from '../ssr/hydrateWhenSeen';
import { Logo } from '../components/Logo';
import { LanguageSwitch } from './LanguageSwitch';
import { palette } from '../components/theme';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flexGrow: 1, width: '100%', outline: 'none' },
  skip: {
    position: 'absolute',
    left: '-9999px',
    top: '8px',
    zIndex: 1000,
    padding: '8px 12px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    ':focus': { left: '8px' },
  },
  bare: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    background: `linear-gradient(160deg, ${palette.tealSoft} 0%, #FFFFFF 45%, ${palette.indigoSoft} 100%)`,
  },
  bareTop: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '16px 24px' },
  logoLink: { textDecoration: 'none', color: 'inherit', display: 'inline-flex' },
  bareMain: { flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '24px 16px 48px' },
});

/** The footer is below every page's first screen: it hydrates (and its code loads) when seen. */
const LaterFooter = hydrateWhenSeen(() => import('./Footer'));

export function DefaultLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
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
  const styles = useStyles();
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
