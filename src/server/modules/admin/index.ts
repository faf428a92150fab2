/** Operator calls behind the admin key of the data folder; the key file is shared with the admin CLI. */
export { default } from './routes.js';
export { adminKeyPath, ensureAdminKey, readAdminKey } from './admin-key.js';
