import type { Seeder } from '../seeder.js';
import { accountsSeeder } from '../../modules/campus/seed.js';
import { catalogueSeeder } from '../../modules/catalog/seed.js';
import { discoverySeeder } from '../../modules/discovery/seed.js';
import { demoCatalogueSeeder } from './index.js';

/** Every seeder, in dependency order (the demo catalogue first: the others refer to its contents). */
export const seeders: Seeder[] = [demoCatalogueSeeder, catalogueSeeder, accountsSeeder, discoverySeeder];
