/**
 * Who owns an e-mail address or phone number: the one rule every path that proves an address
 * shares (OTP sign-in, sign-up by code, registration, password reset, verify-{kind}, Google and
 * Apple). docs/accounts.md "Proven addresses" says it in words.
 *
 * An address on an account is proven (its *_verified_at is set) or not. An unproven address never
 * signs anyone in and never blocks anyone:
 * - a proven address belongs to its account;
 * - an account with no proven identifier at all (no verified e-mail or phone, no Google/Apple
 *   subject) is a pending registration; it belongs to whoever proves its e-mail address, and what
 *   its registrant set without proving anything (password, phone, sessions) is dropped, unless
 *   the prover is that registrant (the client that registered sends its registration id);
 * - any other unproven address (a phone typed at registration, an e-mail never proven on an
 *   account proven otherwise) is stray: a proof by someone else takes it off that account.
 */
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { StudentsTable } from '../../db/tables/accounts.js';
import type { Accounts } from './accounts.js';
import type { Target } from './targets.js';

type Row = Selectable<StudentsTable>;
export type AddressState = 'none' | 'proven' | 'pending' | 'stray';

const addressColumn = (target: Target) => (target.channel === 'email' ? 'email' : 'phone') as 'email' | 'phone';
const verifiedColumn = (target: Target) => (target.channel === 'email' ? 'email_verified_at' : 'phone_verified_at') as 'email_verified_at' | 'phone_verified_at';

/** Whether some identifier of the account was proven by its owner. */
export function isEstablished(row: Pick<Row, 'email_verified_at' | 'phone_verified_at' | 'google_sub' | 'apple_sub'>): boolean {
  return !!(row.email_verified_at || row.phone_verified_at || row.google_sub || row.apple_sub);
}

export function addressState(row: Row | undefined, target: Target): AddressState {
  if (!row) return 'none';
  if (row[verifiedColumn(target)]) return 'proven';
  return target.channel === 'email' && !isEstablished(row) ? 'pending' : 'stray';
}

/** The active account that has the address (proven or not), optionally row-locked. */
export async function holderOf(db: Database, target: Target, lock = false): Promise<Row | undefined> {
  let q = db.selectFrom('students').selectAll().where('deleted_at', 'is', null).where(addressColumn(target), '=', target.value);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/**
 * The account a sign-in code, a reset code or a password may open through this address: the one
 * where it is proven, or the pending registration of this e-mail (proving it takes that over).
 */
export async function signInAccount(db: Database, target: Target): Promise<Row | undefined> {
  const holder = await holderOf(db, target);
  const state = addressState(holder, target);
  return state === 'proven' || state === 'pending' ? holder : undefined;
}

/**
 * Serialises everything that decides an address's owner (code issue, registration, proofs) in one
 * transaction at a time; the same lock the code issuer takes (otp.ts).
 */
export async function lockAddress(trx: Database, value: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`otp:${value}`}))`.execute(trx);
}

/** Takes an unproven address off an account; a pending registration left without its e-mail is void. */
export async function detach(trx: Database, a: Accounts, row: Row, target: Target): Promise<void> {
  const voidsRegistration = target.channel === 'email' && !isEstablished(row);
  await trx
    .updateTable('students')
    .set({
      [addressColumn(target)]: null,
      [verifiedColumn(target)]: null,
      ...(voidsRegistration ? { phone: null, password_hash: null, registration_id: null, deleted_at: sql<Date>`now()` } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', row.id)
    .execute();
  if (voidsRegistration) await a.refresh.revokeAll(row.id, 'registration-void', undefined, trx);
}

export interface Proof {
  /** Set when a signed-in student proves the address for their own account (verify-{kind}). */
  claimant?: number;
  /** The registration id the proving client got from students/register, if any. */
  registrationId?: string | null;
}

export interface ProofOutcome {
  /** The address's state before the proof. */
  state: AddressState;
  /** The account the address now opens (proven before, or the pending registration taken over); null: none. */
  row: Row | null;
}

/**
 * Applies the rule once `target` has been proven (a code reached it, or a provider vouched for
 * the e-mail). Call inside a transaction after lockAddress. A proven holder is returned as is
 * (the caller decides: sign in, or 409 for sign-up and another claimant); a stray address is
 * detached; a pending registration is taken over (`claimant` set: detached, the address goes to
 * the claimant).
 */
export async function proveAddress(trx: Database, a: Accounts, target: Target, proof: Proof = {}): Promise<ProofOutcome> {
  const holder = await holderOf(trx, target, true);
  const state = addressState(holder, target);
  if (!holder || state === 'proven') return { state, row: holder ?? null };
  const markProven = (extra: Record<string, unknown> = {}) =>
    trx
      .updateTable('students')
      .set({ [verifiedColumn(target)]: sql<Date>`now()`, registration_id: null, ...extra, updated_at: sql<Date>`now()` })
      .where('id', '=', holder.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  if (proof.claimant !== undefined) {
    if (holder.id === proof.claimant) return { state, row: await markProven() };
    await detach(trx, a, holder, target);
    return { state, row: null };
  }
  if (state === 'stray') {
    await detach(trx, a, holder, target);
    return { state, row: null };
  }
  // A pending registration: the prover owns it now. Whoever registered without proving the address
  // must not keep a way in, unless the prover is that registrant.
  if (proof.registrationId && holder.registration_id === proof.registrationId) return { state, row: await markProven() };
  const row = await markProven({ password_hash: null, phone: null, phone_verified_at: null });
  await a.refresh.revokeAll(holder.id, 'account-claimed', undefined, trx);
  return { state, row };
}
