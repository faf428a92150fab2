import type { FastifyInstance } from 'fastify';
import { vouchers } from '../../../../common/contract/vouchers.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { studentIdOf } from '../../auth/index.js';
import { cartVouchers, myVouchers, voucherDetail, voucherHistory } from '../rules/student-vouchers.js';
import { applyToLine, vouchersForContent } from '../rules/vouchers.js';
import { VALID } from '../text/vouchers.js';

/** Vouchers usable on a content, what a code takes off one line, and the student's own vouchers (issue 19). */
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

  // The student's vouchers: each call acts on the token's owner; a held voucher of another student is 404.
  route(app, vouchers.mine, async (req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return ok(await myVouchers(db, studentIdOf(req.student, req.locale), ctx.clock(), req.locale));
  });
  route(app, vouchers.history, async (req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    const { filter = 'all', page, pageSize } = req.query;
    return ok(await voucherHistory(db, studentIdOf(req.student, req.locale), filter, page, pageSize, ctx.clock(), req.locale));
  });
  route(app, vouchers.detail, async (req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return ok(await voucherDetail(db, studentIdOf(req.student, req.locale), req.params.id, req.query.type, ctx.clock(), req.locale));
  });
  route(app, vouchers.forCart, async (req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return ok(await cartVouchers(ctx, studentIdOf(req.student, req.locale), req.locale));
  });
}
