import type { Seeder } from '../seeder.js';
import { accountsSeeder } from './accounts.js';
import { bootcampLectureSeeder } from './bootcamp-lecture.js';
import { commerceSeeder } from './commerce.js';
import { discoverySeeder } from './discovery.js';
import { instructorAccountsSeeder } from './instructor-accounts.js';
import { courseReadingsSeeder, curriculumFiguresSeeder, furtherReadingSeeder, lectureSeeder } from './lecture.js';
import { liveSessionsSeeder } from './live-sessions.js';
import { prakerjaSandboxCodesSeeder } from './prakerja-codes.js';
import { pointsSeeder } from './points.js';
import { catalogueSeeder } from './product-pages.js';
import { quizCourseBanksSeeder, quizzesSeeder } from './quizzes.js';
import { staffAccountsSeeder } from './staff-accounts.js';
import { demoCatalogueSeeder } from './index.js';
import { competitionSeeder } from './competition.js';
import { eventChatSeeder } from './event-chat.js';

/** Every seeder, in dependency order (the demo catalogue first: the others refer to its contents). */
export const seeders: Seeder[] = [
  demoCatalogueSeeder,
  catalogueSeeder,
  accountsSeeder,
  discoverySeeder,
  commerceSeeder,
  lectureSeeder,
  furtherReadingSeeder,
  courseReadingsSeeder,
  curriculumFiguresSeeder,
  quizzesSeeder,
  quizCourseBanksSeeder,
  instructorAccountsSeeder,
  liveSessionsSeeder,
  staffAccountsSeeder,
  prakerjaSandboxCodesSeeder,
  pointsSeeder,
  competitionSeeder,
  bootcampLectureSeeder,
  eventChatSeeder,
];
