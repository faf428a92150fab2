/**
 * The sort of a list, from its master-sort call (`[{ value, label }]`, first = default): a native
 * <select> (keyboard and screen reader friendly everywhere) with a visible label.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortOption } from '../../../common/filters';
import { Shimmer } from '../Shimmer';
import { SortIcon } from '../icons';
import { cx } from '../classNames';
import styles from './SortSelect.module.css';

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
  const { t } = useTranslation();
  const id = useId();
  if (!options) return <Shimmer width={180} height={38} style={{ borderRadius: 10 }} />;
  const [first] = options;
  if (!first) return null;
  const current = value && options.some((o) => o.value === value) ? value : first.value;
  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={id} className={cx(styles.label, compact && styles.hideLabelOnPhone)}>
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
