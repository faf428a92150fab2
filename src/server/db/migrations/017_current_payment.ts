import { sql, type Kysely } from 'kysely';

/**
 * The order's current payment (issue 17). A change of payment method charges the gateway first
 * and then switches `orders.payment_id` from the payment it started from to its own in one
 * compare-and-set; of concurrent changes exactly one wins and the others' charges are cancelled.
 * Existing orders take their latest payment, which is what every view showed until now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table orders add column payment_id bigint references payments (id) on delete set null;
    update orders set payment_id = (select max(p.id) from payments p where p.order_id = orders.id and p.transaction_status not like 'refused:%');
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table orders drop column payment_id`.execute(db);
}
