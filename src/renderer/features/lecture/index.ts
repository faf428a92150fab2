/** The lecture feature's public surface for other features: the course cover's preview dialog (its own chunk, on demand) and the lecture store. */
export { lectureOf } from './store';

/** The ▶'s dialog (products/PreviewButton.tsx): its chunk, loaded on the first press. */
export const loadPreviewDialog = () => import('./PreviewDialog');
