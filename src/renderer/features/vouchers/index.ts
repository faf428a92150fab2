/** What other features may use of the vouchers (types only: the store itself lives on the RootStore). */
export type { VouchersStore } from './store';
