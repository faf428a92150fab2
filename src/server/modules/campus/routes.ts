import type { FastifyInstance } from 'fastify';
import { campus } from '../../../common/contract/campus.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import * as service from './service.js';

/** Campus master data for the campus profile: campuses, their faculties, the faculties' majors. */
export default async function campusModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db, cache } = ctx;

  route(app, campus.list, async (req) => {
    const { keyword } = req.query;
    return ok(await cache.get(`campus:list:${keyword ?? ''}`, () => service.listCampuses(db, keyword)));
  });
  route(app, campus.faculties, async (req) => ok(await service.listFaculties(db, req.query.campusUuid, req.locale)));
  route(app, campus.majors, async (req) => ok(await service.listMajors(db, req.query.facultyId, req.locale)));
  route(app, campus.byUuid, async (req) => ok(await service.getCampus(db, req.params.uuid, req.locale)));
}
