import type { BootcampParticipantBody, Enrolment } from '../../../../common/contract/enrolments.js';
import type { Locale } from '../../../../common/enums.js';
import { findContentRef } from '../../../catalogue/detail.js';
import { PRODUCTS, type ContentRef } from '../../../catalogue/products.js';
import type { Database } from '../../../db/index.js';
import type { EnrolmentSource } from '../../../db/tables/learning.js';
import { badRequest, notFound } from '../../../http/envelope.js';
import { enrol, enrolmentOf, ownedContentIds } from '../records/enrolments.js';
import { saleContents, titleOf } from '../records/sale-contents.js';
import { isRenewableContentType } from '../../../../common/cart.js';
import { saleRefusal } from '../rules/sale-rules.js';
import { t } from '../text/enrolments.js';

export interface Acquired {
  enrolment: Enrolment;
  title: string;
}

interface FreeAcquisition {
  studentId: number;
  contentId: number;
  /** The price of what is taken: the content's, or its chosen tier's. */
  finalPrice: number;
  source: EnrolmentSource;
  locale: Locale;
  /** Written in the enrolment's transaction (a participant form). */
  record?: (trx: Database) => Promise<void>;
}

/**
 * The one path of every free enrolment: already owned answers the enrolment as it is (repeats
 * change nothing); otherwise the content must be buyable, not over, and free — unless a magic
 * code pays for it.
 */
async function acquireFree(db: Database, a: FreeAcquisition): Promise<Acquired> {
  const content = (await saleContents(db, [a.contentId])).get(a.contentId);
  if (!content || !content.is_published) throw notFound(t(a.locale, 'contentNotFound'));
  const title = titleOf(content, a.locale);
  if ((await ownedContentIds(db, a.studentId, [a.contentId])).has(a.contentId)) {
    if (a.record) await db.transaction().execute(async (trx) => a.record!(trx));
    return { enrolment: await enrolmentOf(db, a.studentId, a.contentId, null), title };
  }
  // A subscription plan is paid for a period, never enrolled in (issue 19).
  const refusal = isRenewableContentType(content.content_type) ? 'notForSale' : saleRefusal(content);
  if (refusal) throw badRequest(t(a.locale, refusal, { title }));
  if (a.finalPrice > 0 && a.source !== 'magic-code') throw badRequest(t(a.locale, 'paid', { title }));
  const outcome = await db.transaction().execute(async (trx) => {
    if (a.record) await a.record(trx);
    return enrol(trx, a.studentId, [a.contentId], a.source);
  });
  return { enrolment: await enrolmentOf(db, a.studentId, a.contentId, outcome), title };
}

/** P enrollments/enroll-free-content. */
export async function enrolFreeContent(db: Database, studentId: number, contentId: number, locale: Locale): Promise<Acquired> {
  const content = (await saleContents(db, [contentId])).get(contentId);
  return acquireFree(db, { studentId, contentId, finalPrice: content?.final_price ?? 0, source: 'free', locale });
}

/** Magic codes are matched without regard to case or surrounding spaces. */
const normaliseCode = (code: string) => code.trim().toUpperCase();

/** P webinars/{url}/enroll-free-webinar: free with no code; any webinar with one of its magic codes; a wrong code is a 400. */
export async function enrolWebinar(db: Database, studentId: number, url: string, magicCode: string | null | undefined, locale: Locale): Promise<Acquired> {
  const webinar = await findContentRef(db, PRODUCTS.webinar, { url }, locale);
  const code = normaliseCode(magicCode ?? '');
  if (code !== '') {
    const known = await db.selectFrom('webinar_magic_codes').select('code').where('content_id', '=', webinar.id).where('code', '=', code).executeTakeFirst();
    if (!known) throw badRequest(t(locale, 'wrongMagicCode'));
  }
  const content = (await saleContents(db, [webinar.id])).get(webinar.id);
  return acquireFree(db, { studentId, contentId: webinar.id, finalPrice: content?.final_price ?? 0, source: code !== '' ? 'magic-code' : 'free', locale });
}

/** P bootcamps/{id}/participants: the participant form of a free bootcamp (or a free tier of one). */
export async function addBootcampParticipant(db: Database, studentId: number, ref: ContentRef, form: BootcampParticipantBody, locale: Locale): Promise<Acquired & { participantId: number }> {
  const bootcamp = await findContentRef(db, PRODUCTS.bootcamp, ref, locale);
  const content = (await saleContents(db, [bootcamp.id])).get(bootcamp.id);
  let finalPrice = content?.final_price ?? 0;
  const packageId = form.packageId ?? null;
  if (packageId !== null) {
    const tier = await db.selectFrom('bootcamp_packages').select('final_price').where('id', '=', packageId).where('content_id', '=', bootcamp.id).executeTakeFirst();
    if (!tier) throw badRequest(t(locale, 'packageMismatch', { id: packageId, title: titleOf(bootcamp, locale) }));
    finalPrice = tier.final_price;
  }
  let participantId = 0;
  const record = async (trx: Database) => {
    const values = {
      package_id: packageId,
      type: form.type,
      full_name: form.fullName.trim(),
      email: form.email.trim().toLowerCase(),
      phone: form.phoneNumber.trim(),
      city: form.city?.trim() || null,
      occupation: form.occupation?.trim() || null,
    };
    const row = await trx
      .insertInto('bootcamp_participants')
      .values({ ...values, content_id: bootcamp.id, student_id: studentId })
      // The latest form wins: a student is one participant of a bootcamp.
      .onConflict((oc) => oc.columns(['content_id', 'student_id']).doUpdateSet({ ...values, updated_at: new Date() }))
      .returning('id')
      .executeTakeFirstOrThrow();
    participantId = row.id;
  };
  const acquired = await acquireFree(db, { studentId, contentId: bootcamp.id, finalPrice, source: 'bootcamp-participant', locale, record });
  return { ...acquired, participantId };
}

/** P forms/danacita-content-onclick: one row per click (a guest's too). */
export async function recordDanacitaClick(db: Database, contentId: number, packageId: number | null, studentId: number | null, locale: Locale): Promise<void> {
  const content = (await saleContents(db, [contentId])).get(contentId);
  if (!content || !content.is_published) throw notFound(t(locale, 'contentNotFound'));
  if (packageId !== null) {
    const tier = await db.selectFrom('bootcamp_packages').select('id').where('id', '=', packageId).where('content_id', '=', contentId).executeTakeFirst();
    if (!tier) throw badRequest(t(locale, 'packageMismatch', { id: packageId, title: titleOf(content, locale) }));
  }
  await db.insertInto('danacita_clicks').values({ content_id: contentId, package_id: packageId, student_id: studentId }).execute();
}
