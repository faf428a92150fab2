import type { FastifyInstance } from 'fastify';
import { vouchers } from '../../../../common/contract/vouchers.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { studentIdOf } from '../../auth/index.js';
import { applyToLine, vouchersForContent } from '../rules/vouchers.js';
import { VALID } from '../text/vouchers.js';

/** Vouchers usable on a content, and what a code takes off one line. */
export default async function vouchersModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  route(app, vouchers.forContent, async (req) => {
    // Both credentials: a guest sees the vouchers, a student also which ones they have used.
    const studentId = req.student ? Number(req.student.sub) : null;
    return ok(await vouchersForContent(db, req.params.id, Number.isInteger(studentId) ? studentId : null, req.locale));
  });

  route(app, vouchers.validate, async (req) => {
    const studentId = studentIdOf(req.student, req.locale);
    const result = await applyToLine(db, studentId, req.params.voucherCode, req.body.contentId, req.body.packageId ?? null, req.locale);
    return ok(result, VALID[req.locale]);
  });
}
