/**
 * Live sessions (issue 18): the participant's state in a webinar or event, join, feedback,
 * e-tickets and their check-in by staff, the Zoom link of events.
 */
export { default } from './routes.js';
export { sessionStatesOf, type Db } from './facts.js';
export { grantStaff, listStaff, revokeStaff, StaffError } from './staff.js';
export { moveSession } from './schedule.js';
