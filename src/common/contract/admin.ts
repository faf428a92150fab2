import Type from 'typebox';
import { strictObject, text } from '../schema/primitives.js';
import { endpoint } from './endpoint.js';
import { MaintenanceSchema } from './settings.js';

/**
 * Operator calls. Not a credential mode of the spec: the server checks the admin key of the data
 * folder (header x-admin-key) on each of them; the admin CLI calls them while the server runs.
 */

const tags = ['admin'] as const;

export const admin = {
  maintenance: endpoint({ method: 'GET', path: '/admin/maintenance', auth: 'none', tags, summary: 'Read maintenance mode', result: MaintenanceSchema }),
  setMaintenance: endpoint({
    method: 'PUT',
    path: '/admin/maintenance',
    auth: 'none',
    tags,
    summary: 'Turn maintenance mode on or off',
    body: strictObject({ isMaintenance: Type.Boolean(), message: Type.Optional(text(500)) }),
    result: MaintenanceSchema,
  }),
};
