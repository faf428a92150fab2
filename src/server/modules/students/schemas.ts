import { fullNameField, str, strOrNull } from '../auth/index.js';

const intOrNull = { type: ['integer', 'null'] } as const;

export const profileSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    fullName: str,
    email: strOrNull,
    phone: strOrNull,
    avatarUrl: strOrNull,
    gender: { type: ['string', 'null'], enum: ['male', 'female', null] },
    birthDate: strOrNull,
    city: strOrNull,
    bio: strOrNull,
    emailVerified: { type: 'boolean' },
    phoneVerified: { type: 'boolean' },
    hasPassword: { type: 'boolean' },
    linkedAccounts: { type: 'object', properties: { google: { type: 'boolean' }, apple: { type: 'boolean' } } },
    campusProfile: {
      type: ['object', 'null'],
      properties: {
        campusUuid: str,
        campusName: str,
        facultyId: intOrNull,
        facultyName: strOrNull,
        majorId: intOrNull,
        majorName: strOrNull,
        studentNumber: strOrNull,
        entryYear: intOrNull,
      },
    },
    createdAt: str,
  },
} as const;

export const updateProfileBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    fullName: fullNameField,
    gender: { type: ['string', 'null'], enum: ['male', 'female', null] },
    birthDate: { type: ['string', 'null'], format: 'date', maxLength: 10 },
    city: { type: ['string', 'null'], maxLength: 100 },
    bio: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

export const updateCampusProfileBody = {
  type: 'object',
  additionalProperties: false,
  required: ['campusUuid'],
  properties: {
    campusUuid: { type: ['string', 'null'], format: 'uuid', maxLength: 36 },
    facultyId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    majorId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    studentNumber: { type: ['string', 'null'], maxLength: 30, pattern: '^[A-Za-z0-9./ -]*$' },
    entryYear: { type: ['integer', 'null'], minimum: 1950, maximum: 2100 },
  },
} as const;
