/**
 * Keeps Fluent's Menu/Popover stack (≈ 25 KB gzip with positioning and tabster) out of the first
 * load. A DeferredMenu first renders a PlainButton that looks exactly like the menu trigger;
 * hovering, focusing or touching it starts loading menus.tsx, clicking it opens the real menu as
 * soon as the chunk arrives. After the page has been idle for a while the chunk is fetched anyway
 * so later clicks are instant. Focus stays on the trigger when the placeholder is swapped.
 */
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { PlainButton, type PlainButtonProps } from '../components/PlainButton';
import styles from './DeferredMenu.module.css';
import { afterLoad } from '../platform/afterLoad';

type MenusModule = typeof import('./menus');

let loaded: MenusModule | null = null;
let pending: Promise<MenusModule> | null = null;
const listeners = new Set<() => void>();

/** Starts (once) loading the menus chunk; a failed load may be retried by the next call. */
export function loadMenus(): Promise<MenusModule> {
  pending ??= import('./menus').then(
    (m) => {
      loaded = m;
      listeners.forEach((l) => l());
      return m;
    },
    (err: unknown) => {
      pending = null;
      throw err;
    },
  );
  return pending;
}

const IDLE_PRELOAD_MS = 3500;
let idleScheduled = false;
function scheduleIdlePreload() {
  if (idleScheduled || typeof window === 'undefined') return;
  idleScheduled = true;
  const start = () => {
    const ric = (window as Window & { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback;
    setTimeout(() => (ric ? ric(() => void loadMenus().catch(() => undefined)) : void loadMenus().catch(() => undefined)), IDLE_PRELOAD_MS);
  };
  afterLoad(start);
}

function subscribe(cb: () => void) {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** The menus module once it has loaded, else null. */
export function useMenusModule(): MenusModule | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}

export interface DeferredMenuProps {
  /** The trigger button; the same props render the placeholder and the real trigger. */
  button: PlainButtonProps;
  /** Renders the real menu from the loaded module. */
  render: (menus: MenusModule, props: { button: PlainButtonProps; defaultOpen: boolean }) => ReactNode;
}

export function DeferredMenu({ button, render }: DeferredMenuProps) {
  const menus = useMenusModule();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const wrapRef = useRef<HTMLSpanElement>(null);
  const placeholderFocused = useRef(false);

  useLayoutEffect(() => {
    scheduleIdlePreload();
  }, []);

  // The placeholder had focus when the real menu replaced it: keep focus on the trigger.
  useLayoutEffect(() => {
    if (menus && placeholderFocused.current && !openOnLoad) {
      wrapRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    }
    placeholderFocused.current = false;
  }, [menus, openOnLoad]);

  if (menus) {
    return (
      <span ref={wrapRef} className={styles.contents}>
        <menus.FluentScope>{render(menus, { button, defaultOpen: openOnLoad })}</menus.FluentScope>
      </span>
    );
  }
  const warm = () => void loadMenus().catch(() => undefined);
  return (
    <span ref={wrapRef} className={styles.contents}>
      <PlainButton
        {...button}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={warm}
        onTouchStart={warm}
        onFocus={() => {
          placeholderFocused.current = true;
          warm();
        }}
        onBlur={() => {
          placeholderFocused.current = false;
        }}
        onClick={() => {
          setOpenOnLoad(true);
          warm();
        }}
      />
    </span>
  );
}
