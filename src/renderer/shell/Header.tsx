/**
 * Site header: logo, v2 menu (≥ md; folded into one menu below xl), search, language switch,
 * cart, notifications/account or sign-in. Below md a hamburger opens the drawer with the v1 menu.
 * Which parts show at which width is CSS (useMediaVisibility), so the server's HTML has a phone's
 * layout on a phone; once the width is known, JS leaves out the parts that do not apply.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import { HeaderMenu } from './HeaderMenu';
import { SearchInput } from '../components/SearchInput';
import { LanguageSwitch } from './LanguageSwitch';
import { AccountMenu } from './AccountMenu';
import { Logo } from '../components/Logo';
import { RouterButton } from '../components/links';
import { PlainButton } from '../components/PlainButton';
import { MenuIcon, SearchIcon } from '../components/firstLoadIcons';
import { NotificationBell } from './NotificationBell';
import { CartButton } from './CartButton';
import { showsBelow, showsFrom, useClientBreakpoint, useMediaVisibility } from '../components/useBreakpoint';
import { ProgressTask } from './ProgressTask';
import { HeaderBell, HeaderCart } from '../featureSlots';
import { cx } from '../components/classNames';
import styles from './Header.module.css';

const MobileDrawer = lazy(() => import('./MobileDrawer'));

export const Header = observer(function Header() {
  const { t } = useTranslation();
  const { menu, session } = useStores();
  const media = useMediaVisibility();
  // null on the server and while hydrating: then both forms of a part render, CSS shows one.
  const bp = useClientBreakpoint();
  const desktop = showsFrom(bp, 'md');
  const phone = showsBelow(bp, 'md');
  // The full v2 menu needs ≈ 720 px (English): from xl up; between md and xl one "Explore" menu.
  const wide = showsFrom(bp, 'xl');
  const narrow = showsBelow(bp, 'xl');
  const roomy = bp !== null && showsFrom(bp, '2xl');
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);

  useEffect(() => {
    if (bp === null) return;
    if (showsFrom(bp, 'md')) {
      void menu.ensureV2();
      setDrawerOpen(false);
    } else {
      void menu.ensureV1();
    }
  }, [bp, menu]);

  useEffect(() => setDrawerOpen(false), [location.pathname, location.search]);

  const from = `${location.pathname}${location.search}`;
  const signInTo = location.pathname === '/signin' ? location.pathname + location.search : `/signin?${new URLSearchParams({ from })}`;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {phone && (
          <PlainButton
            className={media.belowMd}
            appearance="subtle"
            icon={<MenuIcon />}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerRequested(true);
              setDrawerOpen(true);
            }}
          />
        )}
        <Link to="/" className={styles.logoLink} aria-label={`${t('app.name')} — ${t('nav.home')}`}>
          <Logo size={34} />
        </Link>
        {desktop && narrow && <HeaderMenu compact className={wide ? media.mdToXl : media.fromMd} />}
        {wide && <HeaderMenu compact={false} className={media.fromXl} />}
        {desktop && (
          <div className={cx(styles.search, media.fromMd)}>
            <SearchInput />
          </div>
        )}
        {phone && <span className={cx(styles.spacer, media.belowMd)} />}
        <div className={styles.actions}>
          {phone && <RouterButton className={media.belowMd} appearance="subtle" icon={<SearchIcon />} to="/search" aria-label={t('header.searchLabel')} title={t('header.searchLabel')} />}
          {desktop && (
            <span className={cx(styles.contents, media.fromMd)}>
              <LanguageSwitch />
            </span>
          )}
          {/* Signed in: the counts come with their features' chunks (featureSlots.tsx); meanwhile the plain icons. */}
          {session.isSignedIn ? (
            <Suspense fallback={<CartButton />}>
              <HeaderCart />
            </Suspense>
          ) : (
            <CartButton />
          )}
          {/* The bell on every width: its unread badge is news a phone needs too. */}
          {session.isSignedIn && (
            <Suspense fallback={<NotificationBell count={0} />}>
              <HeaderBell />
            </Suspense>
          )}
          {session.isSignedIn ? (
            desktop && (
              <span className={cx(styles.contents, media.fromMd)}>
                <AccountMenu compact={!roomy} />
              </span>
            )
          ) : (
            <RouterButton appearance="primary" shape="circular" to={signInTo}>
              {t('header.signIn')}
            </RouterButton>
          )}
        </div>
      </div>
      {drawerRequested && (
        <Suspense fallback={<ProgressTask />}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} signInTo={signInTo} />
        </Suspense>
      )}
    </header>
  );
});
