import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import articlesModule from './articles/index.js';
import categoriesModule from './categories/index.js';
import discoveryModule from './discovery/index.js';
import infoExtraModule from './info-extra/index.js';
import instructorsModule from './instructors/index.js';
import sitemapsModule from './sitemaps/index.js';
import adminModule from './admin/index.js';
import authModule from './auth/index.js';
import campusModule from './campus/index.js';
import coursesModule from './courses/index.js';
import bootcampsModule from './bootcamps/index.js';
import webinarsModule from './webinars/index.js';
import microlearningsModule from './microlearnings/index.js';
import eventsModule from './events/index.js';
import sessionsModule from './sessions/index.js';
import programsModule from './programs/index.js';
import subscriptionsModule from './subscriptions/index.js';
import donationsModule from './donations/index.js';
import prakerjaModule from './prakerja/index.js';
import homeModule from './home/index.js';
import infoModule from './info/index.js';
import menusModule from './menus/index.js';
import outboxModule from './outbox/index.js';
import settingsModule from './settings/index.js';
import studentsModule from './students/index.js';
import liveModule from './live/index.js';
import wishlistModule from './wishlist/index.js';
import socialModule from './social/index.js';
import commerceModule from './commerce/index.js';
import pointsModule from './points/index.js';
import lectureModule from './lecture/index.js';
import quizzesModule from './quizzes/index.js';
import assessmentsModule from './assessments/index.js';
import certificatesModule from './certificates/index.js';
import notificationsModule from './notifications/index.js';
import pushModule from './push/index.js';
import filesModule from './files/index.js';
import competitionModule from './competition/index.js';
import bootcampLectureModule from './bootcamp-lecture/index.js';
import eventChatModule from './event-chat/index.js';

/**
 * One encapsulated Fastify plugin per domain, each imported from the domain's public surface
 * (its index.ts). Add a domain here
 * and nowhere else. The order is the order of the OpenAPI document.
 */
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
  liveModule,
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
  sessionsModule,
  programsModule,
  subscriptionsModule,
  donationsModule,
  prakerjaModule,
  wishlistModule,
  commerceModule,
  pointsModule,
  lectureModule,
  quizzesModule,
  assessmentsModule,
  certificatesModule,
  socialModule,
  notificationsModule,
  eventChatModule,
  pushModule,
  filesModule,
  competitionModule,
  bootcampLectureModule,
];
