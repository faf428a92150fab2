/**
 * Site header: logo, v2 menu (≥ md; folded into one menu below xl), search, language switch,
 * cart, notifications/account or sign-in. Below md a hamburger opens the drawer with the v1 menu.
 * Which parts show at which width is CSS (useMediaVisibility), so the server's HTML has a phone's
 * layout on a phone; once the width is known, JS leaves out the parts that do not apply.
 * Search: from md the box, whose typeahead loads when it gets focus (SearchInput lazySuggestions);
 * below md the search icon opens the full-screen search (components/SearchDialog.tsx, loaded
 * when pressed; before the app runs, or with a modifier key, the icon is a link to /search).
 */
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
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
const SearchDialog = lazy(() => import('../components/SearchDialog'));

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
  const [searchOpen, setSearchOpen] = useState(false);
  const searchIcon = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (bp === null) return;
    if (showsFrom(bp, 'md')) {
      void menu.ensureV2();
      setDrawerOpen(false);
      setSearchOpen(false);
    } else {
      void menu.ensureV1();
    }
  }, [bp, menu]);

  useEffect(() => {
    setDrawerOpen(false);
    setSearchOpen(false);
  }, [location.pathname, location.search]);

  const openSearch = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setSearchOpen(true);
  };

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
            <SearchInput lazySuggestions />
          </div>
        )}
        {phone && <span className={cx(styles.spacer, media.belowMd)} />}
        <div className={styles.actions}>
          {phone && (
            <RouterButton
              ref={searchIcon}
              className={media.belowMd}
              appearance="subtle"
              icon={<SearchIcon />}
              to="/search"
              aria-label={t('header.searchLabel')}
              aria-haspopup="dialog"
              title={t('header.searchLabel')}
              onClick={openSearch}
              data-testid="header-search-icon"
            />
          )}
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
      {searchOpen && (
        <Suspense fallback={<ProgressTask />}>
          <SearchDialog
            onClose={(returnFocus) => {
              setSearchOpen(false);
              if (returnFocus) searchIcon.current?.focus();
            }}
          />
        </Suspense>
      )}
      {drawerRequested && (
        <Suspense fallback={<ProgressTask />}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} signInTo={signInTo} />
        </Suspense>
      )}
    </header>
  );
});
