/**
 * A header icon button with a count badge (the cart, the bell). The badge is decoration
 * (aria-hidden): the button's own accessible name says the count ("Cart, 2 items").
 */
import type { ReactNode } from 'react';
import styles from './CountBadge.module.css';

/** `badge`: the text to show (badgeText of src/common/notifications.ts), or empty/null for none. */
export function WithCountBadge({ badge, testId, children }: { badge: string | null; testId: string; children: ReactNode }) {
  return (
    <span className={styles.wrap}>
      {children}
      {badge && (
        <span className={styles.badge} aria-hidden="true" data-testid={testId}>
          {badge}
        </span>
      )}
    </span>
  );
}
