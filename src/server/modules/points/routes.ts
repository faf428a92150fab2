import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { points } from '../../../common/contract/points.js';
import { PaymentStatus } from '../../../common/enums.js';
import { IRIS_POLL_SECONDS_DEFAULT } from '../../config.js';
import { CHECKIN_POINTS, STREAK_BONUS, STREAK_LENGTH } from '../../../common/points.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { studentIdOf } from '../auth/index.js';
import { checkIn, checkInState } from './checkin.js';
import { catalogue, exchangeForVoucher, history } from './exchange.js';
import { balanceOf } from './ledger.js';
import { say } from './messages.js';
import { exchangeHistory, refreshPayout, requestPayout } from './payouts.js';
import { pollPendingPayouts } from './payouts-job.js';

/** PoinQu: balance, check-in, history, what points buy, the exchanges. Every call acts on the token's owner. */
export default async function pointsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);
  const gateway = () => app.paymentGateway;

  route(app, points.about, async (req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    const studentId = me(req);
    const held = await db
      .selectFrom('point_payouts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.val(0)).as('n'))
      .where('student_id', '=', studentId)
      .where('status', '=', PaymentStatus.PENDING)
      .executeTakeFirstOrThrow();
    return ok({
      balance: await balanceOf(db, studentId),
      held: Number(held.n),
      checkIn: await checkInState(db, studentId, ctx.clock()),
      rules: {
        checkInPoints: CHECKIN_POINTS,
        streakLength: STREAK_LENGTH,
        streakBonus: STREAK_BONUS,
        text: [say(req.locale, 'rule1', { points: CHECKIN_POINTS }), say(req.locale, 'rule2', { days: STREAK_LENGTH, bonus: STREAK_BONUS }), say(req.locale, 'rule3')],
      },
    });
  });
  route(app, points.checkInState, async (req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return ok(await checkInState(db, me(req), ctx.clock()));
  });
  route(app, points.checkIn, async (req) => {
    const { first, state } = await checkIn(db, me(req), ctx.clock());
    return ok(state, first ? say(req.locale, 'checkedIn', { points: state.points }) : say(req.locale, 'alreadyCheckedIn'));
  });
  route(app, points.history, async (req) => ok(await history(db, me(req), req.query.page, req.query.pageSize, req.locale)));
  route(app, points.exchangeHistory, async (req) => ok(await exchangeHistory(db, me(req), req.query.page, req.query.pageSize, req.locale)));
  route(app, points.catalogue, async (req) => ok(await catalogue(db, me(req), req.locale)));
  route(app, points.exchange, async (req) => ok(await exchangeForVoucher(db, me(req), req.body.VoucherCodeExchangeId, ctx.clock(), req.locale), say(req.locale, 'exchanged')));
  route(app, points.exchangeGopay, async (req) => {
    const { payout, message } = await requestPayout(db, gateway, me(req), req.body.voucherExchangeID, req.body.accountNumber, ctx.clock(), req.locale);
    return ok(payout, message);
  });
  route(app, points.payout, async (req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return ok(await refreshPayout(db, gateway, me(req), req.params.id, ctx.clock(), req.locale));
  });

  // Every IRIS_POLL_SECONDS one instance (the lease holder) asks the gateway about pending payouts.
  const holder = randomUUID();
  const everyMs = (ctx.config.payments.irisPollSeconds ?? IRIS_POLL_SECONDS_DEFAULT) * 1000;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      pollPendingPayouts(db, gateway, holder, ctx.clock(), Math.max(1_000, everyMs - 5_000)).catch((err: unknown) => app.log.error({ err }, 'pending payouts poll failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
