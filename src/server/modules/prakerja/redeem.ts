import type { RedeemRequest, RedeemRequestBody, RedeemResult } from '../../../common/contract/prakerja.js';
import type { Locale } from '../../../common/enums.js';
import type { Database } from '../../db/index.js';
import { HttpError, badRequest, conflict, forbidden } from '../../http/envelope.js';
import { enrol } from '../commerce/index.js';
import { PlatformUnavailable, type PlatformAnswer, type PlatformRefusal, type PrakerjaPlatform } from './platform.js';
import { say } from './messages.js';
import { newNonce, type RedeemStateSigner } from './redeem-state.js';
import { inLanguage } from '../../http/locale.js';

/**
 * The Prakerja redeem (issue 19; docs/decisions.md "Subscriptions, donations and the Prakerja
 * redeem"). One row per voucher code in prakerja_redeems is the claim: a request takes it by one
 * statement (insert, or take over a stale claim) before the platform is asked, so of requests
 * sent at once one goes on and the others are refused; the platform is called with no
 * transaction or lock held; the answer is recorded by compare-and-set on the claim's nonce.
 */

/** How long a state (and the claim behind it) lasts: the card holder confirms at the platform meanwhile. */
export const REDEEM_STATE_TTL_MS = 15 * 60 * 1000;

const refusal = (reason: PlatformRefusal, locale: Locale) => badRequest(say(locale, reason));
const unavailable = (locale: Locale) => new HttpError(503, say(locale, 'unavailable'));

/** Codes are compared without spaces around them and without regard to case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

async function ask(call: () => Promise<PlatformAnswer>, locale: Locale): Promise<PlatformAnswer> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PlatformUnavailable) throw unavailable(locale);
    throw err;
  }
}

export interface RedeemDeps {
  db: Database;
  platform: PrakerjaPlatform;
  signer: RedeemStateSigner;
  /** The callback page the platform returns the card holder to (its state appended). */
  callbackUrl: (state: string) => string;
}

/** P prakerja/pmo-request-redeem: claim the voucher code, ask the platform, record the answer. */
export async function requestRedeem(deps: RedeemDeps, studentId: number, body: RedeemRequestBody, locale: Locale, now: Date): Promise<RedeemRequest> {
  const { db } = deps;
  const voucherCode = normaliseCode(body.voucherCode);
  const redeemCode = normaliseCode(body.redeemCode);
  const nonce = newNonce();
  const stale = new Date(now.getTime() - REDEEM_STATE_TTL_MS);
  // The claim: a new row, or a claim nobody finished within the state's lifetime.
  const claim = await db
    .insertInto('prakerja_redeems')
    .values({ voucher_code: voucherCode, redeem_code: redeemCode, student_id: studentId, status: 'claimed', nonce, claimed_at: now })
    .onConflict((oc) =>
      oc
        .column('voucher_code')
        .doUpdateSet({ redeem_code: redeemCode, student_id: studentId, status: 'claimed', nonce, claimed_at: now, content_id: null })
        .where((eb) => eb.and([eb('prakerja_redeems.status', 'in', ['claimed', 'requested']), eb('prakerja_redeems.claimed_at', '<', stale)])),
    )
    .returning('id')
    .executeTakeFirst();
  if (!claim) {
    const held = await db.selectFrom('prakerja_redeems').selectAll().where('voucher_code', '=', voucherCode).executeTakeFirst();
    if (held?.status === 'completed') throw refusal('used', locale);
    // This student's own request asked again (a double click, a lost page): the same state again.
    if (held?.status === 'requested' && held.student_id === studentId && held.redeem_code === redeemCode && held.content_id !== null) {
      return answerOf(deps, held.id, studentId, held.nonce, new Date(held.claimed_at), held.content_id);
    }
    throw conflict(say(locale, 'inProgress'));
  }
  const release = () => db.deleteFrom('prakerja_redeems').where('id', '=', claim.id).where('nonce', '=', nonce).where('status', '=', 'claimed').execute();
  let answer: PlatformAnswer;
  try {
    answer = await ask(() => deps.platform.check(voucherCode, redeemCode), locale);
  } catch (err) {
    await release();
    throw err;
  }
  if (!answer.ok) {
    await release();
    throw refusal(answer.reason, locale);
  }
  const recorded = await db
    .updateTable('prakerja_redeems')
    .set({ status: 'requested', content_id: answer.contentId })
    .where('id', '=', claim.id)
    .where('nonce', '=', nonce)
    .where('status', '=', 'claimed')
    .returning('id')
    .executeTakeFirst();
  if (!recorded) throw conflict(say(locale, 'inProgress'));
  return answerOf(deps, claim.id, studentId, nonce, now, answer.contentId);
}

/** The answer of a requested claim: its state (lasting REDEEM_STATE_TTL_MS from the claim) and where to continue. */
function answerOf(deps: RedeemDeps, redeemId: number, studentId: number, nonce: string, claimedAt: Date, contentId: number): RedeemRequest {
  const exp = Math.floor((claimedAt.getTime() + REDEEM_STATE_TTL_MS) / 1000);
  const state = deps.signer.sign({ redeemId, studentId, nonce, exp });
  return { redirectUrl: deps.platform.continueUrl(deps.callbackUrl(state)), state, expiresAt: new Date(exp * 1000).toISOString(), contentId };
}

/** P prakerja/pmo-callback?state: the state checked, the claim taken by compare-and-set, the pair used at the platform, the student enrolled. */
export async function completeRedeem(deps: RedeemDeps, studentId: number, stateText: string, locale: Locale, now: Date): Promise<RedeemResult> {
  const { db } = deps;
  const state = deps.signer.verify(stateText, now);
  if (state === 'forged' || state === 'expired') throw badRequest(say(locale, state));
  if (state.studentId !== studentId) throw forbidden(say(locale, 'notYours'));
  const taken = await db
    .updateTable('prakerja_redeems')
    .set({ status: 'completing' })
    .where('id', '=', state.redeemId)
    .where('nonce', '=', state.nonce)
    .where('student_id', '=', studentId)
    .where('status', '=', 'requested')
    .returning(['voucher_code', 'redeem_code'])
    .executeTakeFirst();
  if (!taken) {
    const row = await db.selectFrom('prakerja_redeems').select(['status', 'nonce']).where('id', '=', state.redeemId).executeTakeFirst();
    throw badRequest(say(locale, row?.nonce === state.nonce && (row.status === 'completed' || row.status === 'completing') ? 'done' : 'expired'));
  }
  const mine = (q: ReturnType<typeof db.updateTable<'prakerja_redeems'>>) => q.where('id', '=', state.redeemId).where('nonce', '=', state.nonce).where('status', '=', 'completing');
  let answer: PlatformAnswer;
  try {
    answer = await ask(() => deps.platform.redeem(taken.voucher_code, taken.redeem_code, now), locale);
  } catch (err) {
    // Nothing was decided: the state works again.
    await mine(db.updateTable('prakerja_redeems').set({ status: 'requested' })).execute();
    throw err;
  }
  if (!answer.ok) {
    await db.deleteFrom('prakerja_redeems').where('id', '=', state.redeemId).where('nonce', '=', state.nonce).where('status', '=', 'completing').execute();
    throw refusal(answer.reason, locale);
  }
  const contentId = answer.contentId;
  await db.transaction().execute(async (trx) => {
    await mine(trx.updateTable('prakerja_redeems').set({ status: 'completed', completed_at: now, content_id: contentId })).execute();
    await enrol(trx, studentId, [contentId], 'prakerja');
  });
  const content = await db.selectFrom('contents').select(['url', 'title_id', 'title_en']).where('id', '=', contentId).executeTakeFirstOrThrow();
  return { contentId, url: content.url, title: inLanguage(content, 'title', locale), enrolled: true };
}
