/** What other features may use of search: the accessor of its store (made on first use). */
export { searchOf } from './store';
