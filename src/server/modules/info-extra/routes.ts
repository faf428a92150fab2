import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { badRequest, envelopeSchema, ok, tooManyRequests } from '../../http/envelope.js';
import { metaSchema, query } from '../../catalogue/schemas.js';
import {
  careers,
  contactInfo,
  downloadApps,
  landingPage,
  resolveShortLink,
  restrictionPopups,
  signupPromo,
  signupPromoMeta,
  storeContactMessage,
  type ContactMessageInput,
} from './service.js';

/** Information calls beside the info pages: contact, sign-up promo, short links, landing pages, apps, popups, careers. */

const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const list = (items: object) => ({ type: 'array', items }) as const;
const onlyLang = query();

/** Contact form: at most 5 messages per address every 10 minutes. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
const EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

export default async function infoExtraModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['info'];

  app.get(`${WEB}/info/contactus`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Contact details: support e-mail, phone, WhatsApp, address and opening hours',
      querystring: onlyLang,
      response: { 200: envelopeSchema({ type: 'object', properties: { email: str, phone: str, whatsapp: strOrNull, address: str, hours: str } }) },
    },
    handler: async (req) => ok(await contactInfo(ctx, req.locale)),
  });

  app.post(`${WEB}/info/contacts`, {
    config: {
      auth: 'both',
      rateLimit: {
        ...CONTACT_RATE_LIMIT,
        errorResponseBuilder: (req, context) =>
          tooManyRequests(
            req.locale === 'en'
              ? `Too many messages from your address. Please try again in ${context.after}.`
              : `Terlalu banyak pesan dari alamat Anda. Silakan coba lagi dalam ${context.after}.`,
          ),
      },
    },
    schema: {
      tags,
      summary: 'Sends a contact form message (stored; 5 per address per 10 minutes)',
      body: {
        type: 'object',
        required: ['name', 'email', 'subject', 'message'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', minLength: 2, maxLength: 100 },
          email: { type: 'string', maxLength: 254, pattern: EMAIL },
          phone: { type: 'string', maxLength: 20, pattern: '^$|^\\+?[0-9][0-9 ()-]{5,19}$' },
          subject: { type: 'string', minLength: 3, maxLength: 150 },
          message: { type: 'string', minLength: 10, maxLength: 5000 },
        },
      },
      response: { 201: envelopeSchema({ type: 'object', properties: { id: int, createdAt: str } }) },
    },
    handler: async (req, reply) => {
      const body = req.body as ContactMessageInput;
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
      return ok(saved, req.locale === 'en' ? 'Thank you, your message has been sent' : 'Terima kasih, pesan Anda sudah terkirim', 201);
    },
  });

  const promoSchema = {
    type: 'object',
    properties: {
      title: str,
      subtitle: str,
      benefits: list(str),
      voucherCode: str,
      discountPercent: int,
      imageUrl: strOrNull,
      ctaLabel: str,
      ctaUrl: str,
      validUntil: strOrNull,
    },
  };
  app.get(`${WEB}/signup-promo`, {
    config: { auth: 'both' },
    schema: { tags, summary: 'The sign-up promotion', querystring: onlyLang, response: { 200: envelopeSchema(promoSchema) } },
    handler: async (req) => ok(await signupPromo(ctx, req.locale)),
  });
  app.get(`${WEB}/signup-promo/meta`, {
    config: { auth: 'both' },
    schema: { tags, summary: 'Page meta of the sign-up promotion', querystring: onlyLang, response: { 200: envelopeSchema(metaSchema) } },
    handler: async (req) => ok(await signupPromoMeta(ctx, req.locale)),
  });

  app.get(`${WEB}/shortUrl/:linkCode`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Target of a short link ({ url } absolute; path when it is a page of the site)',
      params: { type: 'object', required: ['linkCode'], properties: { linkCode: { type: 'string', minLength: 1, maxLength: 64 } } },
      querystring: onlyLang,
      response: { 200: envelopeSchema({ type: 'object', properties: { url: str, path: strOrNull } }) },
    },
    handler: async (req) => ok(await resolveShortLink(ctx, (req.params as { linkCode: string }).linkCode, req.locale)),
  });

  app.get(`${WEB}/sib/landing-page/:id`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'A campaign landing page',
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      querystring: onlyLang,
      response: {
        200: envelopeSchema({
          type: 'object',
          properties: {
            id: int,
            slug: str,
            title: str,
            subtitle: str,
            body: str,
            imageUrl: strOrNull,
            ctaLabel: str,
            ctaUrl: strOrNull,
            sections: list({ type: 'object', properties: { heading: str, body: str } }),
            updatedAt: str,
          },
        }),
      },
    },
    handler: async (req) => ok(await landingPage(ctx, (req.params as { id: number }).id, req.locale)),
  });

  app.get(`${WEB}/download-apps`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'App store links and the text of the QR code',
      querystring: onlyLang,
      response: { 200: envelopeSchema({ type: 'object', properties: { googlePlay: str, appStore: str, qrText: str, title: str, description: str } }) },
    },
    handler: async (req) => ok(downloadApps(ctx, req.locale)),
  });

  app.get(`${WEB}/restriction-popup-events`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Popups configured for a site path (?path=/webinars/x); guests-only popups are not sent to students',
      querystring: query({ path: { type: 'string', maxLength: 500, pattern: '^/' }, url: { type: 'string', maxLength: 500, pattern: '^/' } }),
      response: {
        200: envelopeSchema(
          list({
            type: 'object',
            properties: {
              id: int,
              pathPattern: str,
              title: str,
              message: str,
              ctaLabel: str,
              ctaUrl: strOrNull,
              imageUrl: strOrNull,
              delaySeconds: int,
              guestsOnly: bool,
              dismissible: bool,
            },
          }),
        ),
      },
    },
    handler: async (req) => {
      const q = req.query as { path?: string; url?: string };
      return ok(await restrictionPopups(ctx, q.path ?? q.url, req.student !== null, req.locale));
    },
  });

  app.get(`${WEB}/careers`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Open job openings, newest first',
      querystring: onlyLang,
      response: {
        200: envelopeSchema(
          list({
            type: 'object',
            properties: {
              id: int,
              slug: str,
              title: str,
              department: str,
              location: str,
              employmentType: str,
              workMode: str,
              summary: str,
              responsibilities: list(str),
              requirements: list(str),
              applyUrl: str,
              postedAt: str,
              closesAt: strOrNull,
            },
          }),
        ),
      },
    },
    handler: async (req) => ok(await careers(ctx, req.locale)),
  });
}
