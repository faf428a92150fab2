import { randomBytes } from 'node:crypto';
import type { IrisCreated, IrisErrorBody, IrisPayout, IrisPayoutRequest, IrisPayoutStatus } from '../../common/contract/sandbox-gateway.js';
import type { SandboxDb, SandboxPayoutRow } from './tables.js';

/**
 * The sandbox's payouts, shaped like Midtrans Iris: a payout is created `queued`; a person at the
 * simulator (or a test) approves it (it goes on to `completed`) or rejects it (`rejected`). A
 * payout left queued for PAYOUT_QUEUE_HOURS is rejected as expired when it is next read. The
 * X-Idempotency-Key of a create names the payout: the same key answers the same payout, so a
 * retried create never pays twice.
 */

export const PAYOUT_QUEUE_HOURS = 24;
export const PAYOUT_BANKS = ['gopay'] as const;

export type IrisAnswer<T> = { httpStatus: number; body: T | IrisErrorBody };

const irisAmount = (n: number) => `${n}.00`;

export function irisPayoutOf(row: SandboxPayoutRow): IrisPayout {
  return {
    amount: irisAmount(row.amount),
    beneficiary_name: row.beneficiary_name,
    beneficiary_account: row.beneficiary_account,
    bank: row.beneficiary_bank,
    reference_no: row.reference_no,
    notes: row.notes,
    beneficiary_email: row.beneficiary_email,
    status: row.status,
    created_by: 'sandbox-creator',
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    ...(row.reject_reason ? { reject_reason: row.reject_reason } : {}),
  };
}

export class SandboxPayouts {
  constructor(
    private readonly db: SandboxDb,
    private readonly now: () => Date,
  ) {}

  async create(request: IrisPayoutRequest, idempotencyKey: string | null): Promise<IrisAnswer<IrisCreated>> {
    const problems: string[] = [];
    request.payouts.forEach((p, i) => {
      if (!(PAYOUT_BANKS as readonly string[]).includes(p.beneficiary_bank)) problems.push(`payouts[${i}].beneficiary_bank is not supported`);
      const amount = Number(p.amount);
      if (!Number.isInteger(amount) || amount < 10_000) problems.push(`payouts[${i}].amount must be a whole amount of at least 10000`);
      if (p.beneficiary_bank === 'gopay' && !/^08[0-9]{8,12}$/.test(p.beneficiary_account)) problems.push(`payouts[${i}].beneficiary_account is not a GoPay account`);
    });
    if (problems.length) return { httpStatus: 400, body: { error_message: 'An error occurred when creating payouts', errors: problems } };
    if (idempotencyKey !== null && request.payouts.length !== 1) return { httpStatus: 400, body: { error_message: 'X-Idempotency-Key takes one payout' } };
    const now = this.now();
    const out: IrisCreated = { payouts: [] };
    for (const p of request.payouts) {
      const row = await this.db
        .insertInto('sandbox_payouts')
        .values({
          reference_no: `sbx${randomBytes(9).toString('hex')}`,
          idempotency_key: idempotencyKey,
          beneficiary_name: p.beneficiary_name,
          beneficiary_account: p.beneficiary_account,
          beneficiary_bank: p.beneficiary_bank,
          beneficiary_email: p.beneficiary_email ?? null,
          amount: Number(p.amount),
          notes: p.notes,
          status: 'queued',
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning(['reference_no', 'status'])
        .executeTakeFirst();
      const found = row ?? (await this.db.selectFrom('sandbox_payouts').select(['reference_no', 'status']).where('idempotency_key', '=', idempotencyKey).executeTakeFirstOrThrow());
      out.payouts.push(found);
    }
    return { httpStatus: 201, body: out };
  }

  async status(referenceNo: string): Promise<IrisAnswer<IrisPayout>> {
    const row = await this.expireIfDue(referenceNo);
    if (!row) return { httpStatus: 404, body: { error_message: 'Payout not found' } };
    return { httpStatus: 200, body: irisPayoutOf(row) };
  }

  /** Approve (→ completed) or reject queued payouts; one that is not queued is left alone. */
  async decide(referenceNos: readonly string[], to: 'completed' | 'rejected', rejectReason?: string): Promise<IrisAnswer<{ status: string }>> {
    for (const ref of referenceNos) await this.expireIfDue(ref);
    const changed = await this.db
      .updateTable('sandbox_payouts')
      .set({ status: to, updated_at: this.now(), ...(to === 'rejected' ? { reject_reason: rejectReason ?? 'rejected' } : {}) })
      .where('reference_no', 'in', [...referenceNos])
      .where('status', '=', 'queued')
      .returning('reference_no')
      .execute();
    if (changed.length === 0) return { httpStatus: 404, body: { error_message: 'No queued payout to change' } };
    return { httpStatus: 202, body: { status: 'ok' } };
  }

  async find(referenceNo: string): Promise<SandboxPayoutRow | undefined> {
    return this.db.selectFrom('sandbox_payouts').selectAll().where('reference_no', '=', referenceNo).executeTakeFirst();
  }

  private async expireIfDue(referenceNo: string): Promise<SandboxPayoutRow | undefined> {
    const now = this.now();
    const due = new Date(now.getTime() - PAYOUT_QUEUE_HOURS * 3_600_000);
    await this.db
      .updateTable('sandbox_payouts')
      .set({ status: 'rejected' satisfies IrisPayoutStatus, reject_reason: 'expired', updated_at: now })
      .where('reference_no', '=', referenceNo)
      .where('status', '=', 'queued')
      .where('created_at', '<=', due)
      .execute();
    return this.find(referenceNo);
  }
}
