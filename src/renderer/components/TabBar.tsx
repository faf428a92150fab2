/**
 * A row of tabs (WAI-ARIA tabs pattern, manual activation as Fluent's TabList: arrow keys, Home and
 * End move the focus, Enter, Space or a click selects). Ours because Fluent's TabList brings tabster
 * and its arrow-navigation group (~24 KB gzip) into the first load of every page that shows tabs
 * (issue 23); it looks like Fluent's: the selected tab bold with a brand bar under it.
 */
import { useRef, type KeyboardEvent } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', alignItems: 'stretch', gap: '2px' },
  tab: {
    position: 'relative',
    padding: '10px 10px 12px',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'none',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
    cursor: 'pointer',
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    // The bar under the tab: visible on the selected one, a hint on hover.
    '::after': {
      content: '""',
      position: 'absolute',
      left: '10px',
      right: '10px',
      bottom: '4px',
      height: '3px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: 'transparent',
    },
    ':hover::after': { backgroundColor: tokens.colorNeutralStroke1Hover },
  },
  selected: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    '::after': { backgroundColor: tokens.colorCompoundBrandStroke },
    ':hover::after': { backgroundColor: tokens.colorCompoundBrandStroke },
  },
});

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
  const styles = useStyles();
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
    <div ref={list} role="tablist" aria-label={rest['aria-label']} className={mergeClasses(styles.list, className)} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === selectedValue;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={mergeClasses(styles.tab, selected && styles.selected)}
            onClick={() => !selected && onTabSelect(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
