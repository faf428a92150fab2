export { OfflineBadge, OfflineCourseControl, OfflineNotDownloaded } from './OfflineCourseControl';
