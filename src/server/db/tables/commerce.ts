/** Kysely table types of the commerce domain (filled in by that domain's migration). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CommerceTables {}
