import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import articlesModule from './articles/routes.js';
import categoriesModule from './categories/routes.js';
import discoveryModule from './discovery/contents/routes.js';
import infoExtraModule from './info-extra/routes.js';
import instructorsModule from './instructors/routes.js';
import sitemapsModule from './sitemaps/routes.js';
import adminModule from './admin/routes.js';
import authModule from './auth/routes.js';
import campusModule from './campus/routes.js';
import coursesModule from './courses/routes.js';
import bootcampsModule from './bootcamps/routes.js';
import webinarsModule from './webinars/routes.js';
import microlearningsModule from './microlearnings/routes.js';
import eventsModule from './events/routes.js';
import programsModule from './programs/routes.js';
import subscriptionsModule from './subscriptions/routes.js';
import donationsModule from './donations/routes.js';
import prakerjaModule from './prakerja/routes.js';
import homeModule from './home/routes.js';
import infoModule from './info/routes.js';
import menusModule from './menus/routes.js';
import outboxModule from './outbox/routes.js';
import settingsModule from './settings/routes.js';
import studentsModule from './students/routes.js';

/** One encapsulated Fastify plugin per domain. Add a domain here and nowhere else. */
export const modules: ((app: FastifyInstance, opts: { ctx: AppContext }) => Promise<void>)[] = [
  settingsModule,
  adminModule,
  homeModule,
  menusModule,
  infoModule,
  authModule,
  studentsModule,
  campusModule,
  outboxModule,
  discoveryModule,
  articlesModule,
  categoriesModule,
  instructorsModule,
  infoExtraModule,
  sitemapsModule,
  coursesModule,
  bootcampsModule,
  webinarsModule,
  microlearningsModule,
  eventsModule,
  programsModule,
  subscriptionsModule,
  donationsModule,
  prakerjaModule,
];
