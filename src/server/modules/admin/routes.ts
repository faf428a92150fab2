import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ADMIN } from '../../context.js';
import { forbidden, ok } from '../../http/envelope.js';
import { getMaintenance, setMaintenance } from '../settings/index.js';
import { ensureAdminKey } from './admin-key.js';

/**
 * Operator calls, protected by the admin key from the data folder (header x-admin-key). The guard is
 * a hook of this encapsulated plugin, so it runs for exactly the routes declared here, after the
 * router has matched them; never decide on the URL string (the router decodes %61dmin, a string
 * prefix check does not).
 */
export default async function adminModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const key = Buffer.from(ensureAdminKey(ctx.config.dataDir));
  app.addHook('onRequest', async (request) => {
    const given = Buffer.from(String(request.headers['x-admin-key'] ?? ''));
    if (given.length !== key.length || !timingSafeEqual(given, key)) throw forbidden('Admin key missing or wrong');
  });

  app.get(`${ADMIN}/maintenance`, { schema: { tags: ['admin'], summary: 'Read maintenance mode' } }, async () => ok(await getMaintenance(ctx.db)));
  app.put(
    `${ADMIN}/maintenance`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Turn maintenance mode on or off',
        body: {
          type: 'object',
          required: ['isMaintenance'],
          additionalProperties: false,
          properties: { isMaintenance: { type: 'boolean' }, message: { type: 'string', maxLength: 500 } },
        },
      },
    },
    async (request) => {
      const body = request.body as { isMaintenance: boolean; message?: string };
      return ok(await setMaintenance(ctx.db, body.isMaintenance, body.message));
    },
  );
}
