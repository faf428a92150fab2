import Type, { type Static } from 'typebox';
import { API_PREFIX, endpoint } from './endpoint.js';

/** Site settings everyone reads: the maintenance switch. */

export const MaintenanceSchema = Type.Object({ isMaintenance: Type.Boolean(), message: Type.Optional(Type.String()) });
export type Maintenance = Static<typeof MaintenanceSchema>;

export const settings = {
  maintenance: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/settings/maintenance`,
    auth: 'both',
    tags: ['settings'],
    summary: 'Whether the site is in maintenance mode (result.isMaintenance)',
    result: MaintenanceSchema,
  }),
};
