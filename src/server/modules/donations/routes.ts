import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../../common/constants.js';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { refOf } from '../../catalogue/products.js';
import { metaRoute } from '../../catalogue/routes.js';
import { contentItemSchema, itemsSchema, list, params, query, sizeProperty } from '../../catalogue/schemas.js';
import { donationCampaign, donationRecommendations } from './service.js';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const campaignSchema = {
  type: 'object',
  properties: {
    id: int,
    url: str,
    title: str,
    summary: str,
    description: str,
    imageUrl: { type: ['string', 'null'] },
    organizer: str,
    category: contentItemSchema.properties.category,
    targetAmount: int,
    collectedAmount: int,
    donorsCount: int,
    progressPercent: int,
    suggestedAmounts: list(int),
    startsAt: str,
    endsAt: { type: ['string', 'null'] },
    daysLeft: { type: ['integer', 'null'] },
    isActive: { type: 'boolean' },
    hasDonated: { type: 'boolean' },
    recentDonors: list({ type: 'object', properties: { name: str, amount: int, message: str, createdAt: str } }),
  },
} as const;

export default async function donationsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['donations'];
  const doc = (summary: string) => ({ tags, summary });

  metaRoute(app, ctx, 'donation', `${WEB}/donations/:url/meta`, 'url', doc('Head tags of a donation campaign page'));
  app.get(`${WEB}/donations/:url`, {
    config: { auth: 'both' },
    schema: {
      ...doc('A donation campaign: target, collected amount, donors, days left, latest donors, whether this device donated'),
      params: params.url,
      querystring: query({ deviceId: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._:-]+$' } }),
      response: { 200: envelopeSchema(campaignSchema) },
    },
    handler: async (req) => {
      const { deviceId } = req.query as { deviceId?: string };
      return ok(await donationCampaign(ctx.db, refOf((req.params as { url: string }).url), deviceId, req.locale));
    },
  });
  app.get(`${WEB}/donations/:id/content-recommendations`, {
    config: { auth: 'both' },
    schema: {
      ...doc('Classes recommended beside a campaign: its category first, then the most popular'),
      params: params.idOrUrl,
      querystring: query({ pageSize: sizeProperty(PAGE_SIZE.similarContents) }),
      response: { 200: envelopeSchema(itemsSchema) },
    },
    handler: async (req) => {
      const { pageSize } = req.query as { pageSize: number };
      return ok(await donationRecommendations(ctx, refOf((req.params as { id: string }).id), pageSize, req.locale));
    },
  });
}
