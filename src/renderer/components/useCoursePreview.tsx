/**
 * The course preview dialog behind a ▶ (a product card's cover, the product page's cover and buy
 * box): shown on `show()`, loaded on the first press (featureSlots.tsx: the dialog, Fluent, the
 * lecture store and messages are its own chunk), and on close focus goes back to the ▶ that
 * opened it, as a dialog's trigger would have it.
 */
import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import { loadCoursePreviewDialog } from '../featureSlots';

const CoursePreviewDialog = lazy(loadCoursePreviewDialog);

export function useCoursePreview(url: string): { trigger: React.RefObject<HTMLButtonElement | null>; show: () => void; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = open ? (
    <Suspense fallback={null}>
      <CoursePreviewDialog
        url={url}
        onClose={() => {
          setOpen(false);
          trigger.current?.focus();
        }}
      />
    </Suspense>
  ) : null;
  return { trigger, show: () => setOpen(true), dialog };
}
