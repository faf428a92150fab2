/** The named leases live beside the database (db/leases.ts): the points payouts job takes one too. */
export { takeLease } from '../../../db/leases.js';
