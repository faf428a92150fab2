/**
 * The filter panel as a drawer on phones and tablets (FilterPanel.tsx): Fluent's OverlayDrawer with
 * its focus trap, in its own chunk, loaded when "Filter" is first pressed. The list pages draw
 * without Fluent, so the drawer brings its own FluentScope. The panel's filters (`body`) are plain
 * elements styled by FilterPanel.module.css.
 */
import type { ReactNode } from 'react';
import { Button, DrawerBody, DrawerFooter, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';
import { withFluentScope } from '../FluentScope';

const useStyles = makeStyles({
  drawer: { width: 'min(380px, 92vw)' },
  drawerBody: { paddingBottom: '8px' },
  drawerFooter: { display: 'flex', gap: '8px', '& > *': { flexGrow: 1 } },
});

export interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  headingId: string;
  title: string;
  canReset: boolean;
  onReset: () => void;
  resultCount?: number | null;
  /** The panel's filters. */
  body: ReactNode;
}

function FilterDrawer({ open, onOpenChange, headingId, title, canReset, onReset, resultCount, body }: FilterDrawerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <OverlayDrawer open={open} onOpenChange={(_, d) => onOpenChange(d.open)} position="end" className={styles.drawer} aria-labelledby={headingId}>
      <DrawerHeader>
        <DrawerHeaderTitle
          heading={{ id: headingId }}
          action={<Button appearance="subtle" aria-label={t('listing.close')} icon={<CloseIcon size={20} />} onClick={() => onOpenChange(false)} />}
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.drawerBody} data-testid="filter-panel">
        {body}
      </DrawerBody>
      <DrawerFooter className={styles.drawerFooter}>
        <Button onClick={onReset} disabled={!canReset}>
          {t('listing.reset')}
        </Button>
        <Button appearance="primary" onClick={() => onOpenChange(false)} data-testid="filters-done">
          {typeof resultCount === 'number' ? t('listing.showResults', { count: resultCount }) : t('listing.done')}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}

/** Inside its own FluentScope: the list page around it draws without Fluent. */
export default withFluentScope(FilterDrawer);
