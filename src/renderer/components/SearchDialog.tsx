/**
 * The phone's full-screen search (issue 24), opened by the header's search icon below md: a modal
 * dialog (role dialog, aria-modal) with a close button and the search box, its typeahead
 * (SearchCombobox, inline) filling the screen. Focus moves into the box; Tab stays inside (two
 * focus sentinels at its edges send it round); Escape or the close button close it and give the
 * focus back to the icon (the header's `onClose`). A search or an opened suggestion closes it too
 * (the header closes it on the next URL). Loaded with import() when the icon is pressed, never
 * with the first load.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import { SearchInput } from './SearchInput';
import { createSearchCombobox } from './SearchCombobox';
import { PlainButton } from './PlainButton';
import { ArrowLeftIcon } from './icons';
import styles from './SearchDialog.module.css';
import a11y from './a11y.module.css';

export interface SearchDialogProps {
  /** `returnFocus`: closed by Escape or the close button (not by a search that leaves the page). */
  onClose: (returnFocus: boolean) => void;
}

export default function SearchDialog({ onClose }: SearchDialogProps) {
  const { t } = useTranslation();
  const root = useStores();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [combobox] = useState(() => createSearchCombobox(root, { inline: true }));

  useEffect(() => {
    // The empty box's recent searches and popular keywords; the page below does not scroll.
    combobox.focus('');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialogRef.current?.querySelector('input')?.focus();
    return () => {
      document.body.style.overflow = overflow;
      combobox.dispose();
    };
  }, [combobox]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose(true);
    }
  };

  /** Tab and Shift+Tab go round the dialog's controls: focus reaching an edge goes to the other end. */
  const wrapTo = (end: 'first' | 'last') => () => {
    const controls = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button, input') ?? [])].filter((el) => !el.hasAttribute('disabled'));
    (end === 'first' ? controls[0] : controls[controls.length - 1])?.focus();
  };

  return createPortal(
    <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown} data-testid="search-dialog">
      <span tabIndex={0} onFocus={wrapTo('last')} />
      <h2 id={titleId} className={a11y.srOnly}>
        {t('searchBox.dialogTitle')}
      </h2>
      <div className={styles.bar}>
        <PlainButton appearance="subtle" icon={<ArrowLeftIcon size={20} />} aria-label={t('searchBox.closeDialog')} title={t('searchBox.closeDialog')} onClick={() => onClose(true)} />
        <div className={styles.box}>
          <SearchInput suggestions={combobox} onSubmitted={() => onClose(false)} />
        </div>
      </div>
      <span tabIndex={0} onFocus={wrapTo('first')} />
    </div>,
    document.body,
  );
}
