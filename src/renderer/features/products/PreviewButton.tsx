/**
 * The ▶ on a course's cover (product page hero and buy box): plays the course's preview lessons to
 * anyone in a dialog (features/lecture/PreviewDialog.tsx). Rendered only for a course with a
 * preview lesson (the item's hasPreview), so it never opens an empty dialog.
 * The dialog, with Fluent's Dialog, focus trapping, the lecture store and the lecture messages it
 * shows, loads on the first press: a product page's first load carries only this button, and its
 * label is in the products messages.
 */
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayIcon } from '../../components/icons';
import { withMessages } from '../../i18n/pageMessages';
import { PlainButton } from '../../components/PlainButton';
import styles from './PreviewButton.module.css';

const PreviewDialog = lazy(() => withMessages(() => import('../lecture').then((m) => m.loadPreviewDialog()), ['lecture']));

export function PreviewButton({ url }: { url: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <PlainButton
        ref={button}
        className={styles.play}
        appearance="subtle"
        icon={<PlayIcon size={28} />}
        aria-label={t('products.preview.play')}
        aria-haspopup="dialog"
        title={t('products.preview.play')}
        data-testid="preview-play"
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <PreviewDialog
            url={url}
            onClose={() => {
              setOpen(false);
              // Focus goes back where it was, as a dialog's trigger would have it.
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
