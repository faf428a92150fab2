/** The lecture: curriculum, progress, notes, my classes, signed media (issue 12). */
export { default } from './routes.js';
export { assertCourseAccess, courseByUrl, isCourseInstructor, mayOpenContent, SUBSCRIPTION_CONTENT_TYPES, type Db } from './access.js';
export { finishMaterial, failMaterial } from './progress.js';
export { assertMaterialOpen } from './service.js';
export { parseRange } from './media.js';
