/**
 * THE pill tabs of the account lists (my classes' states and types, the wishlist's content types,
 * the transactions' statuses): a WAI-ARIA tablist of rounded pills, the selected one filled.
 * Roving focus: only the selected tab is in the Tab order; Left/Right (Up/Down too), Home and End
 * move the focus AND the selection (automatic activation: the list under the tabs is one fetch
 * away). With `hrefFor` each tab is a link to its URL (middle-click, shareable; the selected one is
 * also aria-current="page"), and a keyboard move replaces the history entry instead of adding one
 * per arrow press; else the tabs are buttons and `onSelect` is told. Plain stylesheet, no Fluent.
 * TabBar.tsx is the other tab row: Fluent's look, manual activation, for tabs inside a page.
 */
import { useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { cx } from './classNames';
import styles from './PillTabs.module.css';

export interface PillTab<V extends string> {
  value: V;
  label: string;
  testId?: string;
}

export interface PillTabsProps<V extends string> {
  tabs: readonly PillTab<V>[];
  selectedValue: V;
  /** Told of a selection (a click or a key); with `hrefFor` the router follows the link as well. */
  onSelect?: (value: V) => void;
  /** The URL of a tab: renders links instead of buttons. */
  hrefFor?: (value: V) => string;
  'aria-label': string;
  className?: string;
  testId?: string;
}

const KEY_STEPS: Record<string, 'prev' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'prev',
  ArrowUp: 'prev',
  ArrowRight: 'next',
  ArrowDown: 'next',
  Home: 'first',
  End: 'last',
};

/** The tab a key moves to from tab `at` of `count` (arrows wrap around), or null for another key. */
export function pillTabTarget(key: string, at: number, count: number): number | null {
  const step = KEY_STEPS[key];
  if (!step || count === 0) return null;
  if (step === 'first') return 0;
  if (step === 'last') return count - 1;
  return (at + (step === 'next' ? 1 : -1) + count) % count;
}

export function PillTabs<V extends string>({ tabs, selectedValue, onSelect, hrefFor, className, testId, ...rest }: PillTabsProps<V>) {
  const list = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const select = (value: V, byKey: boolean) => {
    onSelect?.(value);
    if (byKey && hrefFor) navigate(hrefFor(value), { replace: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const elements = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = elements.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const next = pillTabTarget(event.key, at, elements.length);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    elements[next]?.focus();
    if (tab.value !== selectedValue) select(tab.value, true);
  };
  return (
    <div ref={list} role="tablist" aria-label={rest['aria-label']} className={cx(styles.list, className)} onKeyDown={onKeyDown} data-testid={testId}>
      {tabs.map((tab) => {
        const selected = tab.value === selectedValue;
        const common = {
          role: 'tab',
          'aria-selected': selected,
          tabIndex: selected ? 0 : -1,
          className: cx(styles.tab, selected && styles.selected),
          'data-testid': tab.testId,
        };
        return hrefFor ? (
          <Link key={tab.value} {...common} to={hrefFor(tab.value)} aria-current={selected ? 'page' : undefined} onClick={() => !selected && select(tab.value, false)}>
            {tab.label}
          </Link>
        ) : (
          <button key={tab.value} type="button" {...common} onClick={() => !selected && select(tab.value, false)}>
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
