import { categorySchema } from '../../catalogue/schemas.js';

/** A category with its published contents counted per type. */
export const categoryDetailSchema = {
  type: 'object',
  properties: {
    ...categorySchema.properties,
    contentTypes: { type: 'array', items: { type: 'object', properties: { type: { type: 'integer' }, count: { type: 'integer' } } } },
  },
} as const;
