/**
 * The ▶ on a course's cover (product page hero and buy box): plays the course's preview lessons to
 * anyone in a dialog (components/useCoursePreview.tsx, the same as a card's ▶). Rendered only for
 * a course with a preview lesson (the item's hasPreview), so it never opens an empty dialog. A
 * product page's first load carries only this button, and its label is in the products messages.
 */
import { useTranslation } from 'react-i18next';
import { PlayIcon } from '../../components/icons';
import { PlainButton } from '../../components/PlainButton';
import { useCoursePreview } from '../../components/useCoursePreview';
import styles from './PreviewButton.module.css';

export function PreviewButton({ url }: { url: string }) {
  const { t } = useTranslation();
  const { trigger, show, dialog } = useCoursePreview(url);
  return (
    <>
      <PlainButton
        ref={trigger}
        className={styles.play}
        appearance="subtle"
        icon={<PlayIcon size={28} />}
        aria-label={t('products.preview.play')}
        aria-haspopup="dialog"
        title={t('products.preview.play')}
        data-testid="preview-play"
        onClick={show}
      />
      {dialog}
    </>
  );
}
