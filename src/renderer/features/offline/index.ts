export { OfflineBadge, OfflineCourseControl } from './OfflineCourseControl';
