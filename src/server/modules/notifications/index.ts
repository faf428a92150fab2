/**
 * Notifications (issue 20): the rows a student is told things by, and the one emit API every
 * event source calls in its transaction (`notify`, and the per-source builders of sources.ts),
 * the list, unread count, mark-read and policy calls, and the reminders job.
 */
export { default } from './routes.js';
export { notify, notificationView, policyOf, type NotifyInput, type NotifyEmail, type NotificationRow } from './emit.js';
export { kindText } from './messages.js';
export { notifyCertificateIssued, notifyCommentReply, notifyPaymentExpired, notifyPaymentPaid, notifyPointsEarned, notifyQuestionAnswered } from './sources.js';
export { runReminders } from './jobs.js';
