/** Campus master data for the campus profile: campuses, their faculties and majors. */
export { default } from './routes.js';
export { CAMPUS_MESSAGES, campusMessage } from './messages.js';
