import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { admin } from '../../../common/contract/admin.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
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

  route(app, admin.maintenance, async () => ok(await getMaintenance(ctx.db)));
  route(app, admin.setMaintenance, async (req) => ok(await setMaintenance(ctx.db, req.body.isMaintenance, req.body.message)));
}
