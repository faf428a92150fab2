/**
 * Fluent UI's providers, only around what renders Fluent components (issue 23): the pages of the
 * route table (routes.tsx `page`), the header's menus and drawer, the toaster and the maintenance
 * page. Home and the shell draw with plain stylesheets, so Griffel's runtime and the provider
 * (fluent-core, ≈ 15 KB gzip) load with the first part that needs them instead of with every page.
 *
 * What the provider still gives inside a scope: Griffel's renderer (one per server render, given
 * by entry-server through `ServerStyleRenderer`; one for the whole document in the browser, which
 * adopts the server's style elements), keyboard focus rings (`data-fui-focus-visible`) and the
 * classes Fluent's portals copy. The theme's variables come from theme.css and theme-fluent.css on :root, and the
 * text's font and colour from #root (global.css), so the provider adds none of its own, and its
 * element inside #root takes no box (global.css: display: contents). Not a class passed to the
 * provider: Fluent copies the provider's classes onto its portals' mount nodes, where
 * display: contents would undo their stacking (a drawer under the sticky header).
 */
import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { createDOMRenderer, FluentProvider, RendererProvider, type GriffelRenderer } from '@fluentui/react-components';
// The theme's variables only Fluent's components read (theme.css, with the entry, has the rest).
import './theme-fluent.css';

/** The server render's Griffel renderer (entry-server.tsx); null in the browser. */
export const ServerStyleRenderer = createContext<GriffelRenderer | null>(null);

/** The theme's variables come from theme.css and theme-fluent.css on :root. */
const THEME_FROM_STYLESHEET = {};

let browserRenderer: GriffelRenderer | undefined;

/**
 * A reference to tabster (Fluent's focus manager) held for the document's life (issue 25). Fluent's
 * hooks each hold one while mounted, and tabster disposes itself with the last: a lazily mounted
 * dialog or drawer (the course's preview, a list's filters) is often that last one, and tabster's
 * dispose drops the restore of the aria-hidden its modal had put on the page around it (due 250 ms
 * after the modal goes), so the page stayed aria-hidden with its links focusable.
 */
let keptCore: unknown;
/** The references kept (one per instance tabster started); never released. */
const keptTabsters: unknown[] = [];

function keepTabster() {
  // Tabster's own record of its running instance (tabster/Tabster.js), read without loading
  // tabster: most Fluent pages never start it, and it is a chunk of its own (11 KB).
  const core = (window as { __tabsterInstance?: unknown }).__tabsterInstance;
  if (!core || core === keptCore) return;
  keptCore = core;
  // Only once a Fluent component has started it, so its configuration stays Fluent's.
  void import('tabster').then(({ createTabster, getTabster }) => {
    if (getTabster(window)) keptTabsters.push(createTabster(window));
  });
}

export function FluentScope({ children }: { children: ReactNode }) {
  const server = useContext(ServerStyleRenderer);
  const renderer = server ?? (browserRenderer ??= createDOMRenderer(document));
  // After each commit: the children's effects (Fluent's start tabster) have run by then.
  useEffect(keepTabster);
  return (
    <RendererProvider renderer={renderer}>
      <FluentProvider theme={THEME_FROM_STYLESHEET}>{children}</FluentProvider>
    </RendererProvider>
  );
}

/** `Component` inside a FluentScope; `inner` names the wrapped component (the budget test reads it). */
export function withFluentScope<P extends object>(Component: ComponentType<P>): ComponentType<P> & { inner: ComponentType<P> } {
  function Scoped(props: P) {
    return (
      <FluentScope>
        <Component {...props} />
      </FluentScope>
    );
  }
  return Object.assign(Scoped, { inner: Component });
}
