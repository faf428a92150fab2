/**
 * Below-the-fold parts of a server-rendered page hydrate when they come near the viewport or are
 * touched, and their code loads only then (issue 23). A phone hydrates the first screen instead of
 * the whole column: the rest is already readable as the server's HTML, its links work as plain
 * links, and React keeps that HTML in place while the part's Suspense boundary waits.
 *
 * How: the part renders inside a Suspense boundary behind a gate. During the document's first
 * hydration the gate is shut, so React leaves the boundary dehydrated (server HTML kept, nothing of
 * the part's code fetched). An IntersectionObserver (200 px ahead) or the first pointer, key
 * or focus event inside opens it; React then loads the part's chunk and hydrates it. On the server
 * and in every later client render (navigations, the desktop app, tests) there is no gate: the
 * part renders as usual (its chunk loads with a Suspense fallback of nothing).
 *
 * The wrapper is memoised (props compared one level deep, so an inline `{ kind, id }` is the same
 * prop): a dehydrated boundary that gets new props before it hydrates is thrown away by React and
 * rendered by the client, so a real change of props (or of the language: the server's HTML is in
 * the old one) opens the gate at once instead of leaving the part empty until seen.
 */
import { Suspense, createContext, lazy, memo, use, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { collectImports } from './moduleKeys';
import styles from './hydrateWhenSeen.module.css';

/**
 * The server's render provides a set here: each part it renders notes its module (a key of the
 * website build's manifest), so the page's head links the part's stylesheet (src/server/web/
 * index-html.ts) and its HTML is styled from the first paint while its script waits until seen.
 * Absent (null) in the browser.
 */
export const RenderedParts = createContext<Set<string> | null>(null);

let firstHydration = false;
let hydrated!: () => void;
const firstHydrationDone = new Promise<void>((resolve) => (hydrated = resolve));

/** main.tsx, just before hydrateRoot: the parts rendered from now on may wait. */
export function beginFirstHydration(): void {
  firstHydration = true;
}

/** App's first effect (after the hydration commit): parts rendered later render at once. */
export function endFirstHydration(): void {
  firstHydration = false;
  hydrated();
}

/**
 * Resolves once the first hydration has committed. The hydration is time-sliced: a store changed
 * before then (the session read, say) renders its observers differently from the server's HTML,
 * and React throws the whole page's HTML away to render it again on the client.
 */
export function whenFirstHydrated(): Promise<void> {
  return firstHydrationDone;
}

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open(): void;
}

/** The gates still shut (parts still dehydrated). */
const shut = new Set<Gate>();

function makeGate(): Gate {
  let release!: () => void;
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((resolve) => (release = resolve)),
    open() {
      gate.opened = true;
      shut.delete(gate);
      release();
    },
  };
  shut.add(gate);
  return gate;
}

/**
 * Opens every part still waiting. main.tsx calls it when the router's state changes: a context
 * change above a dehydrated boundary (every navigation changes the router's) marks the boundary
 * as updated, and a transition (React Router navigates in one) then waits until it can hydrate.
 * A shut gate would hold the navigation forever; opened, it waits only for the part's chunk.
 */
export function openEveryPart(): void {
  for (const gate of [...shut]) gate.open();
}

function Hold({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.opened) use(gate.promise);
  return children;
}

const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Array.isArray(value));
}

/** The same keys, each value equal by `equal`. */
function sameEntries(a: Record<string, unknown>, b: Record<string, unknown>, equal: (x: unknown, y: unknown) => boolean): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => equal(a[k], b[k]));
}

/** Props equal when each is the same value, or a plain object or array with the same entries. */
export function samePartProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return sameEntries(a, b, (x, y) => Object.is(x, y) || (isPlainObject(x) && isPlainObject(y) && sameEntries(x, y, Object.is)));
}

/**
 * A component that renders `load`'s component inside a box (a div) and, on a server-rendered
 * page's first hydration, hydrates it only when seen or touched.
 */
export function hydrateWhenSeen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Part = lazy(load);
  function Later(props: P) {
    // On the server: note the part's module for the head (React's lazy calls `load` only once per
    // process; calling it again per render is a settled import, and is what notes the key).
    const rendered = useContext(RenderedParts);
    if (rendered) void collectImports(rendered, load).catch(() => undefined);
    const box = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => (firstHydration ? makeGate() : null));
    // Subscribed to the language so a change re-renders (and so opens) the part.
    useTranslation();
    const renders = useRef(0);
    renders.current += 1;
    if (gate && !gate.opened && renders.current > 1) gate.open();
    useEffect(() => {
      const element = box.current;
      if (!gate || gate.opened || !element) return;
      // Nothing to wait for when no server HTML was kept (React rendered the part on the client,
      // e.g. after a mismatch above it or new props: an empty box is never seen) or nothing can see.
      if (!element.firstChild || typeof IntersectionObserver !== 'function') return gate.open();
      const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), { rootMargin: '200px 0px' });
      function wake() {
        gate!.open();
        stop();
      }
      function stop() {
        seen.disconnect();
        for (const name of WAKE_EVENTS) element!.removeEventListener(name, wake, true);
      }
      seen.observe(element);
      for (const name of WAKE_EVENTS) element.addEventListener(name, wake, { capture: true, passive: true });
      return stop;
    }, [gate]);
    return (
      <div ref={box} className={styles.box}>
        <Suspense fallback={null}>
          <Hold gate={gate}>
            <Part {...props} />
          </Hold>
        </Suspense>
      </div>
    );
  }
  return memo(Later, (a, b) => samePartProps(a as Record<string, unknown>, b as Record<string, unknown>)) as unknown as ComponentType<P>;
}
