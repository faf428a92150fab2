/**
 * The sort of a list, from its master-sort call (`[{ value, label }]`, first = default): a native
 * <select> (keyboard and screen reader friendly everywhere) with a visible label.
 */
import { useId } from 'react';
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SortOption } from '../../../common/filters';
import { Shimmer } from '../Shimmer';
import { SortIcon } from '../icons';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: '8px', minWidth: 0 },
  label: { display: 'inline-flex', alignItems: 'center', gap: '6px', fontSize: '14px', fontWeight: 600, color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  select: {
    height: '38px',
    minWidth: 0,
    maxWidth: '220px',
    padding: '0 34px 0 12px',
    borderRadius: '10px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: '14px',
    fontWeight: 600,
    cursor: 'pointer',
    appearance: 'none',
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%23374151' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right 12px center',
    ':hover': { ...shorthands.borderColor(tokens.colorNeutralStroke1Hover) },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  hideLabelOnPhone: { '@media (max-width: 640px)': { '& > span': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } } },
});

export interface SortSelectProps {
  /** Options of the master-sort call; null while loading. */
  options: SortOption[] | null;
  /** Chosen sort key, or null for the default (the first option). */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Visible label (default "Sort by"). */
  label?: string;
  /** Hide the label text on phones (it stays the accessible name). */
  compact?: boolean;
  disabled?: boolean;
  className?: string;
}

export function SortSelect({ options, value, onChange, label, compact = false, disabled, className }: SortSelectProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const id = useId();
  if (!options) return <Shimmer width={180} height={38} style={{ borderRadius: 10 }} />;
  const [first] = options;
  if (!first) return null;
  const current = value && options.some((o) => o.value === value) ? value : first.value;
  return (
    <div className={mergeClasses(styles.root, className)}>
      <label htmlFor={id} className={mergeClasses(styles.label, compact && styles.hideLabelOnPhone)}>
        <SortIcon size={16} />
        <span>{label ?? t('listing.sortBy')}</span>
      </label>
      <select
        id={id}
        className={styles.select}
        value={current}
        disabled={disabled}
        data-testid="sort-select"
        onChange={(e) => onChange(e.target.value === first.value ? null : e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
