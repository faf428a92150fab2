/**
 * The header's Fluent Menu pieces (menu, popover, positioning, tabster). Not part of the first
 * load: DeferredMenu.tsx loads this chunk on the first hover/focus/click of a menu button (or
 * when the browser is idle) and swaps the placeholder button for the real menu.
 */
import { Fragment, useEffect, type MouseEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Menu, MenuDivider, MenuGroup, MenuGroupHeader, MenuItem, MenuItemLink, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { PlainButton, type PlainButtonProps } from '../components/PlainButton';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale } from '../../common/enums';
import { useStores } from '../stores/context';
import { loadLanguage } from '../i18n';
import { switchLocalePath } from '../../common/localeUrl';
import { hasLanguageUrls } from '../platform/locale';
import type { NavItem } from '../stores/types';
import { SignOutIcon } from '../components/icons';
import { useAccountLinks, useSignOut } from './accountLinks';
import { PAGE_PATTERNS } from '../../common/routes';
import { loadMentorOf } from '../featureSlots';
import { useLazyFeature } from '../stores/feature';
/** The header is outside the page's FluentScope: DeferredMenu renders each menu inside this one. */
export { FluentScope } from '../components/FluentScope';

export interface MenuRouteLinkProps {
  to: string;
  external?: boolean;
  children?: ReactNode;
  icon?: ReactNode;
}

/** A menu entry that is a real link: router navigation in-app, a new tab for external URLs. */
export function MenuRouteLink({ to, external = false, children, icon }: MenuRouteLinkProps) {
  const href = useHref(external ? '/' : to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  if (external) {
    return (
      <MenuItemLink href={to} target="_blank" rel="noopener noreferrer" icon={icon as never}>
        {children}
      </MenuItemLink>
    );
  }
  return (
    <MenuItemLink href={href} icon={icon as never} onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}>
      {children}
    </MenuItemLink>
  );
}

/** Props every deferred menu gets: the trigger button (same props as the placeholder) and whether to open at once. */
export interface DeferredMenuProps {
  button: PlainButtonProps;
  defaultOpen: boolean;
}

function MenuLinks({ items }: { items: NavItem[] }) {
  return (
    <>
      {items
        .filter((child) => child.href)
        .map((child) => (
          <MenuRouteLink key={child.id} to={child.href} external={child.external}>
            {child.label}
          </MenuRouteLink>
        ))}
    </>
  );
}

/** One top-level header entry with children. */
export function NavItemMenu({ item, button, defaultOpen }: DeferredMenuProps & { item: NavItem }) {
  return (
    <Menu hasIcons={false} defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        <PlainButton {...button} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {item.href && <MenuLinks items={[{ ...item, children: [] }]} />}
          {item.href && <MenuDivider />}
          <MenuLinks items={item.children} />
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** All items folded into one "Explore" menu (between md and lg). */
export function NavCompactMenu({ items, button, defaultOpen }: DeferredMenuProps & { items: NavItem[] }) {
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        <PlainButton {...button} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item, i) =>
            item.children.length === 0 ? (
              <Fragment key={item.id}>
                {(items[i - 1]?.children.length ?? 0) > 0 && <MenuDivider />}
                <MenuLinks items={[item]} />
              </Fragment>
            ) : (
              <Fragment key={item.id}>
                {i > 0 && <MenuDivider />}
                <MenuGroup>
                  <MenuGroupHeader>{item.label}</MenuGroupHeader>
                  <MenuLinks items={item.children} />
                </MenuGroup>
              </Fragment>
            ),
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/**
 * id/en radio menu: persists the choice; on the website it then opens the same page's URL in that
 * language (English under /en) with a full load, so the server renders it; in the desktop app it
 * re-renders everything in the new language.
 */
export const LanguageMenu = observer(function LanguageMenu({ button, defaultOpen }: DeferredMenuProps) {
  const { settings, ui, platform } = useStores();
  const { t, i18n } = useTranslation();
  const onChange: MenuProps['onCheckedValueChange'] = (_e, data) => {
    const next = data.checkedItems[0];
    if (!isLocale(next) || next === settings.locale) return;
    if (hasLanguageUrls(platform.kind, window.location.protocol)) {
      settings.rememberLocale(next);
      const { pathname, search, hash } = window.location;
      window.location.assign(switchLocalePath(`${pathname}${search}${hash}`, next));
      return;
    }
    // The other language's messages load first, so the whole screen switches at once.
    loadLanguage(next).then(
      () => {
        settings.setLocale(next);
        ui.success(i18n.t('toasts.languageChanged', { lng: next }));
      },
      () => ui.error(i18n.t('errors.network')),
    );
  };
  return (
    <Menu checkedValues={{ locale: [settings.locale] }} onCheckedValueChange={onChange} defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        <PlainButton {...button} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LOCALES.map((l) => (
            <MenuItemRadio key={l} name="locale" value={l} lang={l}>
              {t(`language.${l}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
});

/** The signed-in student's account menu. */
/** The mentor's review page, for accounts that teach a bootcamp (asked once per sign-in when the menu opens: the profile does not tell). */
const MentorMenuLink = observer(function MentorMenuLink() {
  const { t } = useTranslation();
  const root = useStores();
  const signedIn = root.session.isSignedIn;
  // The mentor store comes with its own chunk (featureSlots.tsx).
  const mentor = useLazyFeature(root, loadMentorOf);
  useEffect(() => {
    if (signedIn && mentor?.isMentor === null) void mentor.probe();
  }, [mentor, signedIn]);
  if (!mentor?.isMentor) return null;
  return <MenuRouteLink to={PAGE_PATTERNS.mentorSubmissions}>{t('header.mentor')}</MenuRouteLink>;
});

export function AccountMenuList({ button, defaultOpen }: DeferredMenuProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const accountLinks = useAccountLinks();
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        <PlainButton {...button} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {accountLinks.map((l) => (
            <MenuRouteLink key={l.to} to={l.to}>
              {t(l.key)}
            </MenuRouteLink>
          ))}
          <MentorMenuLink />
          <MenuDivider />
          <MenuItem icon={<SignOutIcon />} onClick={() => void signOut()}>
            {t('header.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
