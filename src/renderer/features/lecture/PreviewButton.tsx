/**
 * The ▶ on a course's cover (product page hero and buy box): plays the course's preview lessons to
 * anyone in a dialog (PreviewDialog.tsx). Rendered only for self-paced courses. The dialog, with
 * Fluent's Dialog and focus trapping, loads on the first press: a product page's first load
 * carries only this button.
 */
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayIcon } from '../../components/icons';
import { PlainButton } from '../../components/PlainButton';
import styles from './PreviewButton.module.css';

const PreviewDialog = lazy(() => import('./PreviewDialog'));

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
        aria-label={t('lecture.preview.play')}
        aria-haspopup="dialog"
        title={t('lecture.preview.play')}
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
