/**
 * The ▶ on a product card's cover, drawn only for a course with a free preview lesson (the item's
 * `hasPreview`): it plays the course's previews in the course preview dialog, as the ▶ on the
 * product page's cover does. A real button beside the card's title link (never inside it), above
 * the link's stretched area, so pressing it opens the dialog and does not open the product page.
 * The dialog (Fluent, the lecture store and messages) loads on the first press (featureSlots.tsx):
 * a list page's first load carries only this button.
 */
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCoursePreviewDialog } from '../featureSlots';
import { PlayIcon } from './icons';
import styles from './ContentCard.module.css';

const CoursePreviewDialog = lazy(loadCoursePreviewDialog);

export function CardPreviewButton({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const label = t('card.playPreview', { title });
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.play}
        aria-label={label}
        aria-haspopup="dialog"
        title={label}
        data-testid="card-preview-play"
        onClick={(e) => {
          // The card's link covers the card: this press is the button's alone.
          e.preventDefault();
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <PlayIcon size={24} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <CoursePreviewDialog
            url={url}
            onClose={() => {
              setOpen(false);
              // Focus goes back to the ▶, as a dialog's trigger would have it.
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
