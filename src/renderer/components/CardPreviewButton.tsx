/**
 * The ▶ on a product card's cover, drawn only for a course with a free preview lesson (the item's
 * `hasPreview`): it plays the course's previews in the course preview dialog, as the ▶ on the
 * product page's cover does (useCoursePreview). A real button beside the card's title link (never
 * inside it), above the link's stretched area, so pressing it opens the dialog and does not open
 * the product page. A list page's first load carries only this button.
 */
import { useTranslation } from 'react-i18next';
import { PlayIcon } from './icons';
import { useCoursePreview } from './useCoursePreview';
import styles from './ContentCard.module.css';

export function CardPreviewButton({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const { trigger, show, dialog } = useCoursePreview(url);
  const label = t('card.playPreview', { title });
  return (
    <>
      <button
        ref={trigger}
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
          show();
        }}
      >
        <PlayIcon size={20} />
      </button>
      {dialog}
    </>
  );
}
