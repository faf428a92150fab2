/** The lecture feature's public surface for other features: the course cover's preview ▶. */
export { PreviewButton } from './PreviewButton';
export { lectureOf } from './store';
