import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { admin } from '../../../common/contract/admin.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { HttpError, forbidden, ok } from '../../http/envelope.js';
import { SynonymError, addSynonym, listSynonyms, removeSynonym } from '../discovery/index.js';
import { StaffError, grantStaff, listStaff, moveSession, revokeStaff } from '../sessions/index.js';
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

  /**
   * A service's own refusal as an HTTP error: a staff change's (unknown account 404, not a session
   * 400), a synonym change's (bad or identical terms 400, a group past its bound 409).
   */
  const serviceCall = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof StaffError || err instanceof SynonymError) throw new HttpError(err.status, err.message);
      throw err;
    }
  };
  route(app, admin.staffList, async () => ok(await listStaff(ctx.db)));
  route(app, admin.grantStaff, async (req) => ok(await serviceCall(() => grantStaff(ctx.db, req.body))));
  route(app, admin.revokeStaff, async (req) => ok(await serviceCall(() => revokeStaff(ctx.db, req.query))));
  route(app, admin.sessionTime, async (req) => ok(await serviceCall(() => moveSession(ctx.db, req.body.url, req.body.minutesFromNow, req.body.durationMinutes, ctx.clock()))));

  // Curated search synonyms (issue 24): each change logs a 'synonyms' row for every instance's search index.
  route(app, admin.synonyms, async (req) => ok(await listSynonyms(ctx.db, req.query.locale)));
  route(app, admin.addSynonym, async (req) => ok(await serviceCall(() => addSynonym(ctx.db, req.body))));
  route(app, admin.removeSynonym, async (req) => ok(await removeSynonym(ctx.db, req.params.id)));
}
