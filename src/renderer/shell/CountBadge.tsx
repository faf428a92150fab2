/**
 * A header icon button with a count badge (the cart, the bell). The badge is decoration
 * (aria-hidden): the button's own accessible name says the count ("Cart, 2 items").
 */
import type { ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { palette } from '../components/theme';

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex' },
  badge: {
    position: 'absolute',
    top: '0',
    right: '0',
    minWidth: '18px',
    height: '18px',
    padding: '0 4px',
    boxSizing: 'border-box',
    borderRadius: '9px',
    backgroundColor: palette.red,
    color: palette.white,
    fontSize: '11px',
    lineHeight: '18px',
    fontWeight: 700,
    textAlign: 'center',
    pointerEvents: 'none',
  },
});

/** `badge`: the text to show (badgeText of src/common/notifications.ts), or empty/null for none. */
export function WithCountBadge({ badge, testId, children }: { badge: string | null; testId: string; children: ReactNode }) {
  const styles = useStyles();
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
