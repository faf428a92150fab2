import type { FastifyInstance } from 'fastify';
import { infoExtra } from '../../../common/contract/info-extra.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { badRequest, ok, tooManyRequests } from '../../http/envelope.js';
import { careers, contactInfo, downloadApps, landingPage, resolveShortLink, restrictionPopups, signupPromo, signupPromoMeta, storeContactMessage } from './service.js';
import { say } from './messages.js';

/** Information calls beside the info pages: contact, sign-up promo, short links, landing pages, apps, popups, careers. */

/** Contact form: at most 5 messages per address every 10 minutes. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export default async function infoExtraModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, infoExtra.contactInfo, async (req) => ok(await contactInfo(ctx, req.locale)));

  route(
    app,
    infoExtra.contact,
    async (req, reply) => {
      const body = req.body;
      for (const [field, min] of [
        ['name', 2],
        ['subject', 3],
        ['message', 10],
      ] as const) {
        if (body[field].trim().length < min) throw badRequest(`${field} must have at least ${min} characters besides spaces`);
      }
      const studentId = req.student ? Number(req.student.sub) : null;
      const saved = await storeContactMessage(ctx, body, { locale: req.locale, ip: req.ip, studentId: Number.isInteger(studentId) ? studentId : null });
      reply.status(201);
      return ok(saved, say(req.locale, 'contactSent'), 201);
    },
    {
      config: {
        rateLimit: {
          ...CONTACT_RATE_LIMIT,
          errorResponseBuilder: (req, context) => tooManyRequests(say(req.locale, 'tooManyContacts', { after: context.after })),
        },
      },
    },
  );

  route(app, infoExtra.signupPromo, async (req) => ok(await signupPromo(ctx, req.locale)));
  route(app, infoExtra.signupPromoMeta, async (req) => ok(await signupPromoMeta(ctx, req.locale)));
  route(app, infoExtra.shortLink, async (req) => ok(await resolveShortLink(ctx, req.params.linkCode, req.locale)));
  route(app, infoExtra.landingPage, async (req) => ok(await landingPage(ctx, req.params.id, req.locale)));
  route(app, infoExtra.downloadApps, async (req) => ok(downloadApps(ctx, req.locale)));
  route(app, infoExtra.restrictionPopups, async (req) => ok(await restrictionPopups(ctx, req.query.path ?? req.query.url, req.student !== null, req.locale)));
  route(app, infoExtra.careers, async (req) => ok(await careers(ctx, req.locale)));
}
