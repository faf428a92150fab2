import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { getMaintenance } from './service.js';

export default async function settingsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(`${WEB}/settings/maintenance`, {
    config: { auth: 'both' },
    schema: {
      tags: ['settings'],
      summary: 'Whether the site is in maintenance mode (result.isMaintenance)',
      response: { 200: envelopeSchema({ type: 'object', properties: { isMaintenance: { type: 'boolean' }, message: { type: 'string' } } }) },
    },
    // Never cached: the admin switch must take effect at once on every instance.
    handler: async () => ok(await getMaintenance(ctx.db)),
  });
}
