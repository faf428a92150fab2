/** What other features may use of certificates: the accessor of its store (made on first use). */
export { certificatesOf } from './store';
