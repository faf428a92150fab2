/** The accounts domain's public surface: the plugin and what the students module builds on. */
export { default } from './routes.js';
export { accountsOf, type Accounts } from './accounts.js';
export { t } from './messages.js';
export { studentIdOf } from './service.js';
