import { BUSINESS_FINANCE } from './business-finance.js';
import type { CourseBank } from './define.js';
import { DESIGN } from './design.js';
import { GENERAL } from './general.js';
import { HUMAN_RESOURCE } from './human-resource.js';
import { LANGUAGE } from './language.js';
import { PERSONAL_GROWTH } from './personal-growth.js';
import { SALES_MARKETING } from './sales-marketing.js';
import { TECHNOLOGY } from './technology.js';

/** Every self-paced course's quiz bank, by course url (the seed test checks that none is missing). */
export const COURSE_QUIZ_BANKS: Readonly<Record<string, CourseBank>> = {
  ...SALES_MARKETING,
  ...BUSINESS_FINANCE,
  ...HUMAN_RESOURCE,
  ...GENERAL,
  ...LANGUAGE,
  ...TECHNOLOGY,
  ...DESIGN,
  ...PERSONAL_GROWTH,
};
