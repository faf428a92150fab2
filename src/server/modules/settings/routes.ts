import type { FastifyInstance } from 'fastify';
import { settings } from '../../../common/contract/settings.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { getMaintenance } from './service.js';

export default async function settingsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Never cached: the admin switch must take effect at once on every instance.
  route(app, settings.maintenance, async () => ok(await getMaintenance(ctx.db)));
}
