import type { Database } from '../../../db/index.js';
import type { PaymentGateway } from '../../../payments/gateway/index.js';

export interface OrderDeps {
  db: Database;
  gateway: () => PaymentGateway;
}
