import Type, { type Static } from 'typebox';
import { id, strictObject, text } from '../schema/primitives.js';
import { uuidText } from './auth.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/** Campus master data for the campus profile: campuses, their faculties, the faculties' majors. */

const tags = ['campus'] as const;

export const CampusSchema = Type.Object({ uuid: Type.String(), name: Type.String(), shortName: Type.String(), city: Type.String(), province: Type.String() });
export type Campus = Static<typeof CampusSchema>;

export const FacultySchema = Type.Object({ id: Type.Integer(), campusUuid: Type.String(), name: Type.String() });
export type Faculty = Static<typeof FacultySchema>;

export const MajorSchema = Type.Object({ id: Type.Integer(), facultyId: Type.Integer(), name: Type.String() });
export type Major = Static<typeof MajorSchema>;

export const campus = {
  list: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/master/campus`,
    auth: 'both',
    tags,
    summary: 'Campuses, optionally filtered by name, short name or city (keyword); at most 100',
    query: strictObject({ keyword: Type.Optional(text(100)) }),
    result: Type.Array(CampusSchema),
  }),
  faculties: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/master/campus/faculties`,
    auth: 'both',
    tags,
    summary: 'Faculties of a campus',
    query: strictObject({ campusUuid: uuidText() }),
    result: Type.Array(FacultySchema),
  }),
  majors: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/master/campus/majors`,
    auth: 'both',
    tags,
    summary: 'Majors (program studi) of a faculty',
    query: strictObject({ facultyId: id() }),
    result: Type.Array(MajorSchema),
  }),
  byUuid: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/master/campus/:uuid`,
    auth: 'both',
    tags,
    summary: 'One campus by uuid',
    params: strictObject({ uuid: uuidText() }),
    // Declared though empty: an unknown query parameter stays a 400.
    query: strictObject({}),
    result: CampusSchema,
  }),
};
