import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import * as campus from './service.js';

const str = { type: 'string' } as const;
const campusSchema = { type: 'object', properties: { uuid: str, name: str, shortName: str, city: str, province: str } } as const;
const facultySchema = { type: 'object', properties: { id: { type: 'integer' }, campusUuid: str, name: str } } as const;
const majorSchema = { type: 'object', properties: { id: { type: 'integer' }, facultyId: { type: 'integer' }, name: str } } as const;
const uuid = { type: 'string', format: 'uuid', maxLength: 36 } as const;
const lang = { type: 'string', maxLength: 5 } as const;

/** Campus master data for the campus profile: campuses, their faculties, the faculties' majors. */
export default async function campusModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db, cache } = ctx;
  const tags = ['campus'];

  app.get(`${WEB}/master/campus`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Campuses, optionally filtered by name, short name or city (keyword); at most 100',
      querystring: { type: 'object', additionalProperties: false, properties: { keyword: { type: 'string', maxLength: 100 }, lang } },
      response: { 200: envelopeSchema({ type: 'array', items: campusSchema }) },
    },
    handler: async (req) => {
      const { keyword } = req.query as { keyword?: string };
      return ok(await cache.get(`campus:list:${keyword ?? ''}`, () => campus.listCampuses(db, keyword)));
    },
  });

  app.get(`${WEB}/master/campus/faculties`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Faculties of a campus',
      querystring: { type: 'object', additionalProperties: false, required: ['campusUuid'], properties: { campusUuid: uuid, lang } },
      response: { 200: envelopeSchema({ type: 'array', items: facultySchema }) },
    },
    handler: async (req) => ok(await campus.listFaculties(db, (req.query as { campusUuid: string }).campusUuid, req.locale)),
  });

  app.get(`${WEB}/master/campus/majors`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Majors (program studi) of a faculty',
      querystring: {
        type: 'object',
        additionalProperties: false,
        required: ['facultyId'],
        properties: { facultyId: { type: 'integer', minimum: 1, maximum: 2147483647 }, lang },
      },
      response: { 200: envelopeSchema({ type: 'array', items: majorSchema }) },
    },
    handler: async (req) => ok(await campus.listMajors(db, (req.query as { facultyId: number }).facultyId, req.locale)),
  });

  app.get(`${WEB}/master/campus/:uuid`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'One campus by uuid',
      params: { type: 'object', additionalProperties: false, required: ['uuid'], properties: { uuid } },
      querystring: { type: 'object', additionalProperties: false, properties: { lang } },
      response: { 200: envelopeSchema(campusSchema) },
    },
    handler: async (req) => ok(await campus.getCampus(db, (req.params as { uuid: string }).uuid, req.locale)),
  });
}
