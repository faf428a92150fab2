/**
 * A row of tabs (WAI-ARIA tabs pattern, manual activation as Fluent's TabList: arrow keys, Home and
 * End move the focus, Enter, Space or a click selects). Ours because Fluent's TabList brings tabster
 * and its arrow-navigation group (~24 KB gzip) into the first load of every page that shows tabs
 * (issue 23); it looks like Fluent's: the selected tab bold with a brand bar under it.
 */
import { useRef, type KeyboardEvent } from 'react';
import { cx } from './classNames';
import styles from './TabBar.module.css';

export interface TabItem<V extends string> {
  value: V;
  label: string;
}

export interface TabBarProps<V extends string> {
  tabs: readonly TabItem<V>[];
  selectedValue: V;
  onTabSelect: (value: V) => void;
  'aria-label': string;
  className?: string;
}

export function TabBar<V extends string>({ tabs, selectedValue, onTabSelect, className, ...rest }: TabBarProps<V>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={rest['aria-label']} className={cx(styles.list, className)} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === selectedValue;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={cx(styles.tab, selected && styles.selected)}
            onClick={() => !selected && onTabSelect(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
