/** What other features may use of transactions: the accessor of its store (made on first use). */
export { transactionsOf } from './store';
