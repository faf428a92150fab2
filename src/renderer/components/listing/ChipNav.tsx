/**
 * A row of link chips (content type facets, category tabs …): scrolls sideways on phones, wraps
 * from md up. The current chip has aria-current. Counts are optional.
 */
import { Link } from 'react-router-dom';
import { formatNumber } from '../../../common/format';
import { Shimmer } from '../Shimmer';
import { cx } from '../classNames';
import chips from '../chips.module.css';
import styles from './ChipNav.module.css';

export interface ChipNavItem {
  key: string;
  label: string;
  to: string;
  count?: number;
  active?: boolean;
  testId?: string;
}

export function ChipNav({ label, items, loading = false, className, testId }: { label: string; items: ChipNavItem[] | null; loading?: boolean; className?: string; testId?: string }) {
  if (!items) {
    return loading ? (
      <div className={cx(chips.row, className)} aria-hidden="true">
        {[90, 110, 100, 120].map((w, i) => (
          <Shimmer key={i} width={w} height={36} style={{ borderRadius: 999, flexShrink: 0 }} />
        ))}
      </div>
    ) : null;
  }
  return (
    <nav aria-label={label}>
      <ul className={cx(chips.row, className)} data-testid={testId}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className={cx(chips.chip, chips.flex, item.active && styles.on)} aria-current={item.active ? 'true' : undefined} data-testid={item.testId} preventScrollReset>
              {item.label}
              {item.count !== undefined && <span className={styles.count}>{formatNumber(item.count)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `to` of a chip that sets (or with null removes) one param, keeping the others but the page. */
export function hrefWithParam(pathname: string, params: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (value === null) next.delete(name);
  else next.set(name, value);
  const text = next.toString();
  return text ? `${pathname}?${text}` : pathname;
}
