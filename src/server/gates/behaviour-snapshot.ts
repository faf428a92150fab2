import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { ContentType, ProgramType, VoucherPriceType } from '../../common/enums.js';
import { SITEMAP_KINDS } from '../../common/discovery.js';
import { must } from '../../common/must.js';
import { PAYMENT_NOTIFICATION_PATH } from '../../common/payments.js';
import { WELCOME_VOUCHER_CODE } from '../db/seed/commerce.js';
import { midtransSignature } from '../payments/gateway/index.js';
import { basicHeaders, createTestApp, studentToken, type TestApp } from '../testing/test-app.js';

/**
 * The behaviour snapshot (issue 9): what the API answers, recorded so a refactor can prove it
 * changed nothing a client sees. `recordBehaviour` builds a fresh app on the seeded demo catalogue
 * and records
 *  - the OpenAPI document (`app.swagger()`), and
 *  - the answer (status, every response header but the volatile ones, body) to a fixed set of requests: every GET
 *    operation of the document and the safe POST/PUT ones, each in both languages (`language: id|en`)
 *    as a guest (the public client's Basic credentials) and as a signed-in student, with route
 *    parameters taken from the database (real ids and urls), plus unknown ones (404) and bad
 *    input (400); the site's pages with their head tags; the crawlers' XML sitemaps; and, last (so
 *    no read sees them), a few writes (contact form, search click, maintenance switch);
 *  - then a commerce sequence of a fresh student (keys `SEQ nn …`, commerceSequence below): my
 *    state, cart, free enrolment, vouchers, an order with an Idempotency-Key, its payment, a change
 *    of method, the sandbox gateway's settlement, the transaction history, invoices as PDF text, a
 *    cancelled order and a free (voucher) order, so a refactor of the buying code is proven too.
 * Volatile values are normalised: timestamps (the demo data is dated relative to the moment it is
 * seeded) and the search's resultId; in the commerce sequence also what the gateway draws at
 * random and the date in invoice numbers (normaliseCommerce).
 *
 * `compareSnapshots` lists every difference between two recordings: an operation or a schema
 * keyword lost or added, a status or content type changed, a response field lost, added or
 * changed. scripts/behaviour-snapshot.ts runs both.
 */

export type Identity = 'guest' | 'student';
export type Language = 'id' | 'en';

export interface RecordedAnswer {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  /** Only when the answer has one (an invoice PDF's file name). */
  contentDisposition?: string;
  /**
   * Every other response header, names lower-cased and sorted (a refactor of the global hooks must
   * keep them all): values that change between runs (dates, lengths, counters' reset times, cookie
   * values) are replaced by `<varies>` so their presence is still compared.
   */
  headers?: Record<string, string>;
  /** JSON parsed, a PDF as `{ pdfText }` (its text: the bytes carry creation dates), else the text. */
  body: unknown;
}

export interface BehaviourSnapshot {
  format: 'behaviour-snapshot/1';
  database: 'pglite' | 'postgres';
  /** Operations of the OpenAPI document, `METHOD /path/{param}`, in registration order. */
  operations: string[];
  /** Operations of the document that no recorded request reaches (should be only the excluded ones). */
  uncovered: string[];
  openapi: unknown;
  /** Keyed `METHOD url [identity/lang] payload`. */
  answers: Record<string, RecordedAnswer>;
}

/**
 * Routes left out of the requests: the auth and students modules are being changed by another
 * helper at the time of writing, so their answers are not part of this proof (their operations stay
 * in the OpenAPI comparison, reported apart as expected differences).
 */
export const EXCLUDED_PATHS: readonly RegExp[] = [/^\/web\/v2\/auth\//, /^\/v2\/auth\//, /^\/web\/v2\/students(\/|$)/, /^\/v2\/students\//, /^\/student-api\/v1\/(Profile|Auth\/)/];

export const isExcludedPath = (p: string) => EXCLUDED_PATHS.some((re) => re.test(p));

interface Request {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Sent once (guest, Indonesian) instead of in all four combinations. */
  once?: boolean;
  remoteAddress?: string;
}

/** Real ids and urls of the seeded demo data, one of each kind a route takes. */
async function samples(app: TestApp) {
  const db = app.ctx.db;
  const content = async (types: number[], extra: (q: any) => any = (q) => q) => {
    const row = await extra(
      db.selectFrom('contents').select(['id', 'url', 'category_id']).where('content_type', 'in', types).where('is_published', '=', true).orderBy('id'),
    ).executeTakeFirstOrThrow();
    return row as { id: number; url: string; category_id: number | null };
  };
  const withReviews = (q: any) => q.where('rating_count', '>', 0);
  const course = await content([ContentType.COURSE], withReviews);
  const quickLearn = await content([ContentType.BELAJARKILAT]);
  const coursePackage = await content([ContentType.PACKAGE, ContentType.JALURBELAJAR]);
  const bootcamp = await content([ContentType.BOOTCAMP]);
  const webinar = await content([ContentType.WEBINAR], withReviews);
  const upcomingWebinar = await content([ContentType.WEBINAR], (q) => q.where('start_at', '>', new Date()));
  const microlearning = await content([ContentType.MICROLEARNING]);
  const event = await content([ContentType.EVENT]);
  const subscription = await content([ContentType.SUBSCRIPTION]);
  const article = await content([ContentType.ARTICLE], (q) => q.where('category_id', 'is not', null));
  const prakerja = await content([ContentType.COURSE, ContentType.BELAJARKILAT, ContentType.WEBINAR], (q) => q.where('is_prakerja', '=', true));
  const discounted = await content([ContentType.COURSE], (q) => q.where('discount_type', 'is not', null));
  const category = await db
    .selectFrom('categories')
    .innerJoin('contents', 'contents.category_id', 'categories.id')
    .select(['categories.id', 'categories.url'])
    .where('contents.content_type', '=', ContentType.COURSE)
    .groupBy('categories.id')
    .orderBy('categories.id')
    .executeTakeFirstOrThrow();
  const articleCategory = await db.selectFrom('categories').select(['id', 'url']).where('id', '=', article.category_id!).executeTakeFirstOrThrow();
  const instructor = await db
    .selectFrom('instructors')
    .innerJoin('contents', 'contents.instructor_id', 'instructors.id')
    .select(['instructors.id', 'instructors.url', (eb) => eb.fn.countAll<number>().as('n')])
    .where('contents.content_type', '=', ContentType.WEBINAR)
    .groupBy('instructors.id')
    .orderBy('n', 'desc')
    .orderBy('instructors.id')
    .executeTakeFirstOrThrow();
  const programCategory = await db
    .selectFrom('contents')
    .innerJoin('programs', 'programs.id', 'contents.program_id')
    .innerJoin('categories', 'categories.id', 'contents.category_id')
    .select(['programs.url as program', 'categories.url as category'])
    .where('contents.is_published', '=', true)
    .orderBy('programs.id')
    .orderBy('categories.id')
    .executeTakeFirstOrThrow();
  const webinarProgram = await db.selectFrom('programs').select('url').where('program_type', '=', ProgramType.WEBINAR).orderBy('id').executeTakeFirstOrThrow();
  const donation = await db.selectFrom('donations').select(['id', 'url']).orderBy('id').executeTakeFirstOrThrow();
  const forms = await db.selectFrom('forms').select('id').orderBy('id').execute();
  const landing = await db.selectFrom('landing_pages').select('id').where('is_published', '=', true).orderBy('id').executeTakeFirstOrThrow();
  const shortLink = await db.selectFrom('short_links').select('code').orderBy('code').executeTakeFirstOrThrow();
  const infoPages = await db.selectFrom('info_pages').select('slug').orderBy('slug').execute();
  const campus = await db.selectFrom('campuses').select('uuid').orderBy('name').executeTakeFirstOrThrow();
  const faculty = await db.selectFrom('faculties').select('id').where('campus_uuid', '=', campus.uuid).orderBy('id').executeTakeFirstOrThrow();
  const popup = await db.selectFrom('restriction_popups').select('path_pattern').orderBy('id').executeTakeFirst();
  return {
    course,
    quickLearn,
    coursePackage,
    bootcamp,
    webinar,
    upcomingWebinar,
    microlearning,
    event,
    subscription,
    article,
    prakerja,
    discounted,
    category,
    articleCategory,
    instructor,
    programCategory,
    webinarProgram,
    donation,
    forms,
    landing,
    shortLink,
    infoPages,
    campus,
    faculty,
    popup,
  };
}

const NO_SUCH_URL = 'no-such-thing-here';
const NO_SUCH_ID = 999999;

/** The fixed request set. Order matters only for the writes, which come last. */
function requests(s: Awaited<ReturnType<typeof samples>>): Request[] {
  const W = '/web/v2';
  const out: Request[] = [];
  const get = (url: string) => out.push({ method: 'GET', url });
  const post = (url: string, payload?: unknown) => out.push({ method: 'POST', url, payload });
  const lists = (url: string, sorts: string[]) => {
    get(url);
    get(`${url}${url.includes('?') ? '&' : '?'}page=2&pageSize=3${sorts[1] ? `&sort=${sorts[1]}` : ''}`);
    get(`${url}${url.includes('?') ? '&' : '?'}sort=no-such-sort`);
  };
  const postLists = (url: string, extra: object = {}) => {
    post(url);
    post(url, { page: 1, pageSize: 4, sort: 'newest', ...extra });
    post(url, { page: 2, pageSize: 3, filters: [{ kind: 'RATING', values: [4] }], ...extra });
    post(url, {
      filters: [
        { kind: 'PRICE', range: { min: 0, max: 500000 } },
        { kind: 'SKILL_LEVEL', values: [1, 2] },
      ],
      ...extra,
    });
    post(url, { sort: 'no-such-sort' });
    post(url, { filters: [{ kind: 'NOPE', values: [1] }] });
  };

  // Settings, home, menus, info pages.
  get(`${W}/settings/maintenance`);
  for (const p of [
    'topbanners',
    'categories',
    'categories/other',
    'sections',
    'section-suggestion',
    'current-webinars',
    'feature-image',
    'feature-banner',
    'feature-video',
    'proudly-featured-in',
  ]) {
    get(`${W}/home/${p}`);
  }
  get(`${W}/home/section-suggestion?filter=no-such-filter`);
  get(`${W}/home/section-suggestion?filter=BAD!`);
  get(`${W}/master/menus`);
  get(`${W}/master/menus?version=1`);
  get('/student-api/v1/Master/headerMenu');
  get(`${W}/info/aboutus`);
  for (const { slug } of s.infoPages) {
    get(`${W}/info/${slug}`);
    get(`${W}/info/pages/get?url=${encodeURIComponent(`/terms/${slug}`)}`);
  }
  get(`${W}/info/${NO_SUCH_URL}`);
  get(`${W}/info/pages/get?url=/x/${NO_SUCH_URL}`);

  // Campus master data.
  get(`${W}/master/campus`);
  get(`${W}/master/campus?keyword=depok`);
  get(`${W}/master/campus/faculties?campusUuid=${s.campus.uuid}`);
  get(`${W}/master/campus/faculties?campusUuid=00000000-0000-5000-8000-000000000000`);
  get(`${W}/master/campus/majors?facultyId=${s.faculty.id}`);
  get(`${W}/master/campus/majors?facultyId=${NO_SUCH_ID}`);
  get(`${W}/master/campus/${s.campus.uuid}`);
  get(`${W}/master/campus/not-a-uuid`);

  // Dev outbox (loopback only; empty on a fresh database).
  get('/dev/outbox.json');
  get('/dev/outbox');

  // Discovery: search, suggestions, lists, filter panels, banners.
  post(`${W}/contents/search`);
  post(`${W}/contents/search`, { keyword: 'excel' });
  post(`${W}/contents/search`, { keyword: 'marketing', contentTypes: [ContentType.COURSE, ContentType.WEBINAR], sort: 'newest', pageSize: 5 });
  post(`${W}/contents/search`, { keyword: 'exel' });
  post(`${W}/contents/search`, { keyword: 'data', filters: [{ kind: 'RATING', values: [4] }], page: 2, pageSize: 3 });
  post(`${W}/contents/search`, { contentTypes: [99] });
  get(`${W}/contents/search-keyword-suggestions?keyword=exc`);
  get(`${W}/contents/search-keyword-suggestions?keyword=pubic&limit=3`);
  get(`${W}/contents/search-keyword-suggestions?keyword=%20`);
  get(`${W}/contents/search-popular-keywords`);
  get(`${W}/contents/search-popular-keywords?limit=3`);
  get(`${W}/contents/master-sort`);
  lists(`${W}/contents?type=${ContentType.COURSE}`, ['popular', 'newest']);
  get(`${W}/contents?type=${ContentType.EVENT}&status=upcoming`);
  get(`${W}/contents?type=${ContentType.WEBINAR}&status=past&pageSize=5`);
  get(`${W}/contents?categoryId=${s.category.id}&isFree=true`);
  get(`${W}/contents?instructorId=${s.instructor.id}&learningMethod=1&isPrakerja=false`);
  get(`${W}/contents?type=99`);
  get(`${W}/contents/${s.course.id}/similar-contents`);
  get(`${W}/contents/${s.course.id}/similar-contents?pageSize=2`);
  get(`${W}/contents/${NO_SUCH_ID}/similar-contents`);
  get('/v2/banners/on-content-detail');
  get(`/v2/banners/on-content-detail?contentType=${ContentType.COURSE}&contentId=${s.course.id}&categoryId=${s.course.category_id}`);
  get('/v2/banners/on-content-detail?contentType=99');
  for (const p of ['courses', 'coursepackages', 'bootcamps', 'webinars', 'microlearnings', 'events', 'prakerja', 'articles', 'contents']) get(`${W}/${p}/filters`);

  // Articles.
  get(`${W}/articles/by-url/${s.article.url}`);
  get(`${W}/articles/by-url/${NO_SUCH_URL}`);
  get(`/v2/articles/by-url/${s.article.url}/meta`);
  get(`/v2/articles/by-url/${NO_SUCH_URL}/meta`);
  get(`${W}/articles/by-content-id/${s.article.id}/similar-articles`);
  get(`${W}/articles/by-content-id/${s.course.id}/similar-articles`);
  get(`${W}/articles/master-sort`);
  lists(`${W}/articles`, ['newest', 'popular']);
  get(`${W}/articles?categoryId=${s.articleCategory.id}`);
  get(`${W}/articles?categoryId=${NO_SUCH_ID}`);
  get(`${W}/articles/middle-banners`);
  get(`${W}/articles/top-categories`);
  get(`/v2/articles/categories/by-url/${s.articleCategory.url}`);
  get(`/v2/articles/categories/by-url/${NO_SUCH_URL}`);
  get(`/v2/articles/content-related?categoryId=${s.articleCategory.id}`);
  get(`/v2/articles/content-related?categoryId=${s.articleCategory.id}&pageSize=2`);
  get(`/v2/articles/content-related?categoryId=${NO_SUCH_ID}`);
  get('/v2/articles/content-related');

  // Categories.
  get(`${W}/categories/by-url/${s.category.url}`);
  get(`${W}/categories/by-url/${NO_SUCH_URL}`);
  get(`${W}/categories/contents-master-sort`);
  postLists(`${W}/categories/${s.category.id}/contents`, { contentTypes: [ContentType.COURSE, ContentType.WEBINAR] });
  post(`${W}/categories/${NO_SUCH_ID}/contents`);
  get(`${W}/categories/${s.category.id}/filters`);
  get(`${W}/categories/${NO_SUCH_ID}/filters`);

  // Instructors.
  const I = `${W}/instructors/${s.instructor.id}`;
  get(`${W}/instructors`);
  get(`${W}/instructors?keyword=${encodeURIComponent(s.instructor.url.split('-')[0] ?? '')}&page=1&pageSize=5`);
  get(`${W}/instructors?pageSize=101`);
  get(`${W}/instructors/by-url/${s.instructor.url}`);
  get(`${W}/instructors/by-url/${NO_SUCH_URL}`);
  postLists(`${I}/contents`, { contentTypes: [ContentType.WEBINAR] });
  post(`${W}/instructors/${NO_SUCH_ID}/contents`);
  get(`${I}/contents/master-sort`);
  get(`${I}/rating-summary`);
  get(`${I}/reviews`);
  get(`${I}/reviews?page=2&pageSize=3&ratingScore=5`);
  get(`${W}/instructors/${NO_SUCH_ID}/reviews`);
  get(`${I}/content-types`);
  get(`${I}/content-types/${ContentType.WEBINAR}/filters`);
  get(`${I}/content-types/99/filters`);
  lists(`${I}/content-types/${ContentType.WEBINAR}/contents`, ['upcoming', 'newest']);
  get(`${I}/content-types/${ContentType.WEBINAR}/contents?rating=4&isFinished=true`);
  get(`${I}/content-types/${ContentType.WEBINAR}/contents?isFinished=false`);
  post(`${I}/upcoming-webinars`);
  post(`${I}/past-webinars`, { page: 1, pageSize: 2 });
  post(`${W}/instructors/${NO_SUCH_ID}/past-webinars`);

  // Info beside the info pages.
  get(`${W}/info/contactus`);
  get(`${W}/signup-promo`);
  get(`${W}/signup-promo/meta`);
  get(`${W}/shortUrl/${s.shortLink.code}`);
  get(`${W}/shortUrl/${NO_SUCH_URL}`);
  get(`${W}/sib/landing-page/${s.landing.id}`);
  get(`${W}/sib/landing-page/${NO_SUCH_ID}`);
  get(`${W}/download-apps`);
  get(`${W}/restriction-popup-events`);
  if (s.popup) get(`${W}/restriction-popup-events?path=${encodeURIComponent(s.popup.path_pattern.replace(/\*$/, 'x'))}`);
  get(`${W}/restriction-popup-events?url=/nowhere`);
  get(`${W}/careers`);

  // Sitemaps (JSON and the crawlers' XML).
  for (const kind of SITEMAP_KINDS) {
    get(`${W}/sitemaps/${kind}`);
    get(`/sitemaps/${kind}.xml`);
  }
  get(`${W}/sitemaps/courses?page=2`);
  get(`${W}/sitemaps/nope`);
  get('/sitemap.xml');

  // Courses and course packages.
  const C = `${W}/courses`;
  get(`${C}/master-sort`);
  lists(C, ['popular', 'price-asc']);
  lists(`${C}/categories/by-url/${s.category.url}`, ['popular', 'newest']);
  get(`${C}/categories/by-url/${NO_SUCH_URL}`);
  for (const url of [s.course.url, s.quickLearn.url, s.discounted.url]) {
    get(`${C}/${url}`);
    get(`${C}/${url}/rating-summary`);
    get(`${C}/${url}/reviews`);
    get(`${C}/${url}/promo-terms`);
  }
  get(`${C}/${s.course.url}/reviews?page=2&pageSize=2&ratingScore=4`);
  get(`${C}/${s.webinar.url}`);
  get(`${C}/${NO_SUCH_URL}`);
  get(`${C}/${NO_SUCH_URL}/reviews`);
  get(`${C}/BAD_SLUG`);
  get(`${C}/by-content-id/${s.course.id}`);
  get(`${C}/by-content-id/${s.webinar.id}`);
  get(`${W}/contents/${s.course.id}/similar-contents-kelas-lanjutan`);
  get(`${W}/contents/${s.article.id}/similar-contents-kelas-lanjutan?pageSize=3`);
  get(`${W}/contents/${NO_SUCH_ID}/similar-contents-kelas-lanjutan`);
  get(`${W}/coursepackages/master-sort`);
  get(`${W}/coursepackages/${s.coursePackage.url}`);
  get(`${W}/coursepackages/${NO_SUCH_URL}`);
  get(`${W}/coursepackages/by-content-id/${s.coursePackage.id}`);
  get(`${W}/coursepackages/${s.coursePackage.url}/courses`);
  get(`${W}/coursepackages/${s.coursePackage.url}/similar-course-packages`);
  get(`${W}/coursepackages/${s.coursePackage.url}/similar-course-packages?pageSize=1`);

  // Bootcamps.
  const B = `${W}/bootcamps`;
  get(`${B}/master-sort`);
  postLists(B);
  get(`${B}/sales-page`);
  get(`${B}/sales-page/meta`);
  for (const ref of [s.bootcamp.url, String(s.bootcamp.id)]) {
    get(`${B}/${ref}`);
    get(`${B}/${ref}/meta`);
    get(`${B}/${ref}/packages`);
  }
  get(`${B}/${NO_SUCH_URL}`);
  get(`${B}/${NO_SUCH_URL}/meta`);
  get(`${B}/${NO_SUCH_URL}/packages`);
  get(`${B}/by-content-id/${s.bootcamp.id}`);
  get(`${B}/by-content-id/${s.bootcamp.id}/similar-bootcamps`);
  get(`${B}/by-content-id/${s.course.id}/similar-bootcamps`);

  // Webinars and forms.
  const Wb = `${W}/webinars`;
  get(`${Wb}/master-sort`);
  postLists(Wb);
  post(Wb, { status: 'upcoming' });
  post(Wb, { status: 'past', sort: 'newest', pageSize: 3 });
  post(Wb, { status: 'later' });
  for (const url of [s.webinar.url, s.upcomingWebinar.url]) {
    get(`${Wb}/${url}`);
    get(`${Wb}/${url}/promo-terms`);
    get(`${Wb}/${url}/meta`);
    get(`${Wb}/${url}/rating-summary`);
    get(`${Wb}/${url}/reviews`);
  }
  get(`${Wb}/${NO_SUCH_URL}`);
  get(`${Wb}/${NO_SUCH_URL}/meta`);
  get(`${Wb}/by-content-id/${s.webinar.id}`);
  get(`${Wb}/by-content-id/${s.webinar.id}/similar-webinars`);
  get(`${W}/webinar-programs/${s.webinarProgram.url}`);
  get(`${W}/webinar-programs/${s.webinarProgram.url}?page=2&pageSize=2&sort=newest`);
  get(`${W}/webinar-programs/${NO_SUCH_URL}`);
  for (const { id } of s.forms) get(`${W}/forms/${id}`);
  get(`${W}/forms/${NO_SUCH_ID}`);

  // Live sessions (issue 18): the participant's state (guest and student alike), the feedback lists.
  for (const id of [s.webinar.id, s.upcomingWebinar.id, s.event.id, NO_SUCH_ID]) get(`${W}/sessions/${id}/my-session`);
  get(`${Wb}/feedback-master-referral-sources`);
  get(`${Wb}/feedback-master-categories`);

  // Microlearnings.
  const M = `${W}/microlearnings`;
  get(`${M}/master-sort`);
  get(`${M}/related-microlearning-master-sort`);
  lists(`${M}/list`, ['popular', 'newest']);
  postLists(M);
  get(`${M}/${s.microlearning.url}`);
  get(`${M}/${NO_SUCH_URL}`);
  get(`${M}/by-content-id/${s.microlearning.id}`);
  get(`${M}/${s.microlearning.url}/meta`);
  get(`${M}/${s.microlearning.url}/current-playlist`);
  get(`${M}/${NO_SUCH_URL}/current-playlist`);
  get(`${M}/${s.microlearning.url}/related-microlearnings`);
  get(`${M}/${s.microlearning.url}/related-microlearnings?size=2&sort=newest`);
  get(`${M}/${s.microlearning.url}/related-microlearnings?sort=no-such-sort`);

  // Events, programmes, subscriptions, donations, Prakerja.
  for (const ref of [s.event.url, String(s.event.id)]) {
    get(`${W}/events/${ref}`);
    get(`${W}/events/${ref}/meta`);
  }
  get(`${W}/events/${NO_SUCH_URL}`);
  get(`${W}/events/by-content-id/${s.event.id}`);
  get(`${W}/events/by-content-id/${s.course.id}`);
  get(`${W}/programs/master-sort`);
  get(`${W}/programs/${s.programCategory.program}`);
  get(`${W}/programs/${NO_SUCH_URL}`);
  const pc = `${W}/programs/${s.programCategory.program}/program-categories/${s.programCategory.category}/contents`;
  postLists(pc);
  post(`${W}/programs/${s.programCategory.program}/program-categories/${NO_SUCH_URL}/contents`);
  for (const ref of [s.subscription.url, String(s.subscription.id)]) {
    get(`${W}/subscriptions/${ref}`);
    get(`${W}/subscriptions/${ref}/packages`);
  }
  get(`${W}/subscriptions/by-content-id/${s.subscription.id}`);
  get(`${W}/subscriptions/${NO_SUCH_URL}`);
  get(`${W}/donations/${s.donation.url}/meta`);
  get(`${W}/donations/${NO_SUCH_URL}/meta`);
  get(`${W}/donations/${s.donation.url}`);
  get(`${W}/donations/${s.donation.url}?deviceId=device-that-never-donated`);
  get(`${W}/donations/${NO_SUCH_URL}`);
  get(`${W}/donations/${s.donation.id}/content-recommendations`);
  get(`${W}/donations/${s.donation.url}/content-recommendations?pageSize=2`);
  get(`${W}/donations/${NO_SUCH_ID}/content-recommendations`);
  get(`${W}/prakerja/landingpage/topbanners`);
  get(`${W}/prakerja/landingpage/sections`);
  lists(`${W}/prakerja/landingpage/livewebinar-classes`, ['popular', 'newest']);
  lists(`${W}/prakerja/landingpage/selfpacedlearning-classes`, ['popular', 'price-desc']);
  get(`${W}/prakerja/${s.prakerja.url}`);
  get(`${W}/prakerja/${s.prakerja.url}/reviews`);
  get(`${W}/prakerja/${NO_SUCH_URL}`);

  // The website's pages (head tags from the meta calls) and unknown routes.
  for (const [prefix, ref] of [
    ['courses', s.course.url],
    ['webinars', s.webinar.url],
    ['bootcamps', s.bootcamp.url],
    ['articles', s.article.url],
    ['microlearnings', s.microlearning.url],
    ['events', s.event.url],
    ['courses', NO_SUCH_URL],
  ] as const) {
    get(`/${prefix}/${ref}`);
  }
  get('/');
  get('/web/v2/no-such-route');

  // Operator calls (admin key) and, last, the writes.
  out.push({ method: 'GET', url: '/admin/maintenance', headers: { 'x-admin-key': '<admin-key>' }, once: true });
  out.push({ method: 'GET', url: '/admin/maintenance', once: true });
  const contact = { name: 'Snapshot Visitor', email: 'visitor@example.com', phone: '+62 812 0000 0000', subject: 'A question', message: 'Is there a class on spreadsheets for beginners?' };
  out.push({ method: 'POST', url: `${W}/info/contacts`, payload: contact, remoteAddress: '203.0.113.10' });
  out.push({ method: 'POST', url: `${W}/info/contacts`, payload: { ...contact, message: 'short' }, once: true, remoteAddress: '203.0.113.11' });
  out.push({ method: 'POST', url: `${W}/info/contacts`, payload: { ...contact, name: '   x  ' }, once: true, remoteAddress: '203.0.113.12' });
  out.push({ method: 'POST', url: `${W}/contents/onclick`, payload: { keyword: 'excel', contentId: s.course.id, deviceId: 'snapshot-device-0001' }, remoteAddress: '203.0.113.20' });
  out.push({ method: 'POST', url: `${W}/contents/onclick`, payload: { keyword: 'excel', contentId: NO_SUCH_ID }, once: true, remoteAddress: '203.0.113.21' });
  out.push({ method: 'POST', url: `${W}/contents/onclick`, payload: { keyword: ' ', contentId: s.course.id }, once: true, remoteAddress: '203.0.113.22' });
  out.push({ method: 'PUT', url: '/admin/maintenance', headers: { 'x-admin-key': '<admin-key>' }, payload: { isMaintenance: true, message: 'Snapshot' }, once: true });
  get(`${W}/settings/maintenance`);
  out.push({ method: 'PUT', url: '/admin/maintenance', headers: { 'x-admin-key': '<admin-key>' }, payload: { isMaintenance: false }, once: true });
  out.push({ method: 'PUT', url: '/admin/maintenance', headers: { 'x-admin-key': '<admin-key>' }, payload: { isMaintenance: 'yes' }, once: true });
  return out;
}

const ISO_TIME = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)/g;
/** Volatile keys whose values are replaced whatever they are. */
const VOLATILE_KEYS = new Set(['resultId']);

/** Timestamps and random ids replaced by placeholders, recursively. */
export function normalise(value: unknown, key?: string): unknown {
  if (key && VOLATILE_KEYS.has(key) && value != null) return `<${key}>`;
  if (typeof value === 'string') return value.replace(ISO_TIME, '<time>');
  if (Array.isArray(value)) return value.map((v) => normalise(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, normalise(v, k)]));
  }
  return value;
}

/**
 * The commerce sequence's volatile values, on top of `normalise` and only in its answers (the rest
 * of the snapshot stays as sharp as it was):
 *  - what the sandbox gateway draws at random for a charge (VA numbers, bill keys, store payment
 *    codes, QR strings with their serial and the gateway order id), and transaction ids and
 *    tokens, replaced whole by key;
 *  - the links a charge hands out (QR image, deeplink, redirect): the transaction id (a UUID)
 *    inside them;
 *  - gateway order ids `ORD-<order id>-<8 random hex>`, anywhere: the random part;
 *  - the date of an invoice number (`INV/YYYYMMDD/…`, and `INV-YYYYMMDD-…` in its file name);
 *  - dates written out (`26 November 2026 00.30 WIB`: an invoice's issue and payment times, a
 *    voucher's end in its refusal).
 * Order, payment and voucher ids come from the fresh database's sequences: they stay.
 */
const COMMERCE_VOLATILE_KEYS = new Set(['vaNumber', 'billKey', 'paymentCode', 'qrString', 'transactionId', 'token']);
const COMMERCE_LINK_KEYS = new Set(['qrCodeUrl', 'deeplinkUrl', 'redirectUrl']);
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const GATEWAY_ORDER_ID = /\b(ORD-\d+-)[0-9a-f]{8}\b/g;
const INVOICE_DATE = /\bINV([/-])\d{8}\1/g;
const LONG_DATE = /\b\d{1,2} [A-Z][a-z]+ \d{4} \d\d[.:]\d\d WIB\b/g;

export function normaliseCommerce(value: unknown, key?: string): unknown {
  if (key && COMMERCE_VOLATILE_KEYS.has(key) && typeof value === 'string') return `<${key}>`;
  if (typeof value === 'string') {
    const s = value.replace(GATEWAY_ORDER_ID, '$1<random>').replace(INVOICE_DATE, 'INV$1<date>$1').replace(LONG_DATE, '<time>');
    return key && COMMERCE_LINK_KEYS.has(key) ? s.replace(UUID, '<uuid>') : s;
  }
  if (Array.isArray(value)) return value.map((v) => normaliseCommerce(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, normaliseCommerce(v, k)]));
  }
  return value;
}

/** pdf-parse's own module (its index runs a self-test when it is the main module). */
const pdfParse = () => createRequire(import.meta.url)('pdf-parse/lib/pdf-parse.js') as typeof import('pdf-parse');

/** Headers recorded apart (content-type, cache-control, content-disposition) or not at all. */
const HEADERS_APART = new Set(['content-type', 'cache-control', 'content-disposition', 'connection', 'transfer-encoding', 'keep-alive']);
/** Headers whose value differs from run to run: only their presence is compared. */
const HEADERS_VARYING = new Set(['date', 'content-length', 'etag', 'last-modified', 'x-ratelimit-reset', 'retry-after', 'ratelimit-reset', 'x-request-id', 'request-id', 'age']);

/** The recorded headers of an answer (see RecordedAnswer.headers). */
export function recordedHeaders(headers: LightMyRequestResponse['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort()) {
    if (HEADERS_APART.has(name)) continue;
    const value = headers[name];
    if (value === undefined) continue;
    if (HEADERS_VARYING.has(name)) out[name] = '<varies>';
    else if (name === 'set-cookie') {
      // The cookie's name and attributes are behaviour; its value (a token, a time) is not.
      const cookies = Array.isArray(value) ? value : [String(value)];
      out[name] = cookies.map((c) => c.replace(/^([^=]+)=[^;]*/, '$1=<value>').replace(/Expires=[^;]+/i, 'Expires=<time>')).join(' | ');
    } else out[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/** What is recorded of one answer; `normaliser` sees the body and the content-disposition. */
async function answerOf(res: LightMyRequestResponse, normaliser: (value: unknown) => unknown): Promise<RecordedAnswer> {
  const contentType = (res.headers['content-type'] as string | undefined) ?? null;
  const disposition = res.headers['content-disposition'] as string | undefined;
  let body: unknown = res.body;
  if (contentType?.includes('json')) {
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
  } else if (contentType?.startsWith('application/pdf')) {
    body = { pdfText: (await pdfParse()(res.rawPayload)).text.replace(/\s+/g, ' ').trim() };
  }
  return {
    status: res.statusCode,
    contentType,
    cacheControl: (res.headers['cache-control'] as string | undefined) ?? null,
    ...(disposition === undefined ? {} : { contentDisposition: normaliser(disposition) as string }),
    headers: recordedHeaders(res.headers),
    body: normaliser(body),
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** `METHOD /path/{param}` of every operation of an OpenAPI document, in its order. */
export function operationsOf(doc: unknown): string[] {
  const paths = (doc as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.entries(paths).flatMap(([p, ops]) =>
    Object.keys(ops)
      .filter((m) => METHODS.includes(m))
      .map((m) => `${m.toUpperCase()} ${p}`),
  );
}

/** Does a concrete request path match an OpenAPI path template? */
function matchesTemplate(template: string, url: string): boolean {
  const [pathname = ''] = url.split('?'); // split gives at least one part
  const re = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return re.test(pathname);
}

// ---- The commerce sequence ----------------------------------------------------------------------

/** The sandbox gateway's server key while recording: the sequence signs a notification with it. */
const SNAPSHOT_SERVER_KEY = 'SB-Mid-server-snapshot-0123456789';
/** The buyer: a fresh student (not the demo student, not the one of the reads above). */
const BUYER = { full_name: 'Pembeli Snapshot', email: 'snapshot-buyer@example.com' };
const ORDER_KEY = 'snapshot-order-0001';
/** A voucher the sequence makes itself for the free order (none of the seeded ones pays a whole line). */
const FREE_VOUCHER = 'SNAPSHOTGRATIS';
const BAD_VOUCHER = 'NOSUCHVOUCHER';
const EXPIRED_VOUCHER = 'LAMA2023';
const NO_SUCH_INVOICE = 'INV/20991231/999999';
/** Payment channels (src/common/payments.ts): BCA VA, BNI VA, Mandiri bill, QRIS. */
const CHANNEL = { bcaVa: 1, bniVa: 2, mandiriBill: 6, qris: 7 } as const;

interface SeqRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Languages it is sent in: reads default to both, writes to Indonesian only. */
  langs?: Language[];
  /** Sent without the buyer's token (the gateway's notification, the simulator). */
  anonymous?: boolean;
  /** Written in the key instead of the payload or url, when those carry random values. */
  keyPayload?: string;
  keyUrl?: string;
  /** Recorded instead of the whole body: these fields of it (the sandbox's own answers). */
  pick?: string[];
}

/** Published buyable contents of some types, free or paid, that never end, by id. */
async function saleSamples(app: TestApp, types: number[], paid: boolean) {
  return app.ctx.db
    .selectFrom('contents')
    .select(['id', 'url'])
    .where('content_type', 'in', types)
    .where('is_published', '=', true)
    .where('end_at', 'is', null)
    .where('final_price', paid ? '>' : '=', 0)
    .orderBy('id')
    .execute();
}

/**
 * A fresh student buys, after every other request (the reads never see it): my state, cart, free
 * enrolment, vouchers, an order with an Idempotency-Key, its payment, a change of method, the
 * sandbox gateway's settlement (simulator, then the signed notification so the answer does not
 * wait on the gateway's worker), history, invoice PDFs, a cancelled order and a free order.
 * Keys are `SEQ <step> METHOD url [student/lang] payload (notes)`; writes are sent once (in
 * Indonesian), reads and refusals in both languages.
 */
async function commerceSequence(app: TestApp, answers: Record<string, RecordedAnswer>, reach: (method: string, url: string) => void): Promise<void> {
  const W = '/web/v2';
  const { db } = app.ctx;
  const buyer = await db
    .insertInto('students')
    .values({ ...BUYER, email_verified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bearer = `Bearer ${await studentToken(app, buyer.id)}`;
  const [course, freeOrderCourse] = await saleSamples(app, [ContentType.COURSE], true);
  const [quickLearn] = await saleSamples(app, [ContentType.BELAJARKILAT], true);
  const [freeCourse, freeCourse2] = await saleSamples(app, [ContentType.COURSE], false);
  if (!course || !freeOrderCourse || !quickLearn || !freeCourse || !freeCourse2) throw new Error('the demo data lacks the contents of the commerce sequence');

  /** Sends one request of step `step` in its languages, records each answer and returns the first. */
  const seq = async (step: string, r: SeqRequest): Promise<LightMyRequestResponse> => {
    const langs = r.langs ?? (r.method === 'GET' ? ['id', 'en'] : ['id']);
    let first: LightMyRequestResponse | undefined;
    for (const lang of langs) {
      const res = await app.inject({
        method: r.method,
        url: r.url,
        headers: { language: lang, ...(r.anonymous ? {} : { authorization: bearer }), ...r.headers },
        ...(r.payload === undefined ? {} : { payload: r.payload as object }),
      });
      first ??= res;
      const payload = r.keyPayload ?? (r.payload === undefined ? undefined : JSON.stringify(r.payload));
      const notes = Object.entries(r.headers ?? {}).map(([k, v]) => `${k}: ${v}`);
      const key = `SEQ ${step} ${r.method} ${r.keyUrl ?? r.url} [${r.anonymous ? 'none' : 'student'}/${lang}]${payload === undefined ? '' : ` ${payload}`}${notes.length ? ` (${notes.join(', ')})` : ''}`;
      if (Object.hasOwn(answers, key)) throw new Error(`two answers under one key: ${key}`);
      const answer = await answerOf(res, (v) => normaliseCommerce(normalise(v)));
      if (r.pick && answer.body && typeof answer.body === 'object') {
        const whole = answer.body as Record<string, unknown>;
        answer.body = Object.fromEntries(r.pick.map((k) => [k, whole[k] ?? null]));
      }
      answers[key] = answer;
    }
    reach(r.method, r.url);
    return must(first, 'an answer');
  };
  /**
   * The order an answer made. When a change breaks it the sequence goes on with an unknown order,
   * so a check lists the answers that changed instead of stopping.
   */
  const orderOf = (res: LightMyRequestResponse): { id: number; invoiceNumber: string } => {
    const o = res.statusCode === 200 ? (res.json() as { result?: { id?: unknown; invoiceNumber?: unknown } }).result : undefined;
    return { id: typeof o?.id === 'number' ? o.id : NO_SUCH_ID, invoiceNumber: typeof o?.invoiceNumber === 'string' ? o.invoiceNumber : NO_SUCH_INVOICE };
  };
  const myState = (id: number) => `${W}/enrollments/contents/${id}/my-state`;
  const addItems = (...ids: number[]) => ({ items: ids.map((contentId) => ({ contentId })) });
  const invoice = (id: number | string) => `${W}/orders/invoices/download?invoiceId=${encodeURIComponent(String(id))}`;

  // 01: the new account has nothing yet.
  await seq('01', { method: 'GET', url: `${W}/cart` });
  await seq('01', { method: 'GET', url: `${W}/orders` });

  // 02: my state, the cart (two paid lines, a free content enrolled, refusals), a line removed.
  await seq('02', { method: 'GET', url: myState(course.id) });
  await seq('02', { method: 'GET', url: myState(NO_SUCH_ID) });
  await seq('02', { method: 'POST', url: `${W}/cart/additem`, payload: addItems(course.id, quickLearn.id) });
  await seq('02', { method: 'POST', url: `${W}/cart/additem`, payload: addItems(freeCourse.id) });
  await seq('02.again', { method: 'POST', url: `${W}/cart/additem`, payload: addItems(freeCourse.id), langs: ['id', 'en'] });
  await seq('02', { method: 'POST', url: `${W}/cart/additem`, payload: addItems(NO_SUCH_ID), langs: ['id', 'en'] });
  await seq('02', { method: 'PUT', url: `${W}/cart/additem`, payload: addItems(course.id, NO_SUCH_ID), langs: ['id', 'en'] });
  await seq('02', { method: 'POST', url: `${W}/enrollments/enroll-free-content`, payload: { contentId: freeCourse2.id } });
  await seq('02.again', { method: 'POST', url: `${W}/enrollments/enroll-free-content`, payload: { contentId: freeCourse2.id }, langs: ['id', 'en'] });
  await seq('02', { method: 'POST', url: `${W}/enrollments/enroll-free-content`, payload: { contentId: course.id }, langs: ['id', 'en'] });
  await seq('02', { method: 'GET', url: myState(freeCourse.id) });
  await seq('02.cart', { method: 'GET', url: myState(course.id) });
  await seq('02.cart', { method: 'GET', url: `${W}/cart` });
  await seq('02', { method: 'PUT', url: `${W}/cart/remove-items`, payload: addItems(quickLearn.id) });
  await seq('02.removed', { method: 'GET', url: `${W}/cart` });

  // 03: vouchers of the line, a good code and bad ones.
  await seq('03', { method: 'GET', url: `${W}/vouchers/content/${course.id}` });
  await seq('03', { method: 'POST', url: `${W}/vouchers/validate/${WELCOME_VOUCHER_CODE}`, payload: { contentId: course.id }, langs: ['id', 'en'] });
  await seq('03', { method: 'POST', url: `${W}/vouchers/validate/${BAD_VOUCHER}`, payload: { contentId: course.id }, langs: ['id', 'en'] });
  await seq('03', { method: 'POST', url: `${W}/vouchers/validate/${EXPIRED_VOUCHER}`, payload: { contentId: course.id }, langs: ['id', 'en'] });
  await seq('03', { method: 'POST', url: `${W}/vouchers/validate/${WELCOME_VOUCHER_CODE}`, payload: { contentId: freeCourse.id }, langs: ['id', 'en'] });

  // 04: the order (BCA VA) with an Idempotency-Key, again, the key with another body; its payment.
  await seq('04', { method: 'GET', url: `${W}/payment/payment-type-groups` });
  const body = { items: [{ contentId: course.id, voucherCode: WELCOME_VOUCHER_CODE }], paymentTypeId: CHANNEL.bcaVa };
  const order = orderOf(await seq('04', { method: 'POST', url: `${W}/orders`, payload: body, headers: { 'idempotency-key': ORDER_KEY } }));
  await seq('04.again', { method: 'POST', url: `${W}/orders`, payload: body, headers: { 'idempotency-key': ORDER_KEY } });
  await seq('04', { method: 'POST', url: `${W}/orders`, payload: { ...body, paymentTypeId: CHANNEL.bniVa }, headers: { 'idempotency-key': ORDER_KEY }, langs: ['id', 'en'] });
  await seq('04', { method: 'GET', url: `${W}/orders/${order.id}` });
  await seq('04', { method: 'GET', url: `${W}/orders/${NO_SUCH_ID}` });
  await seq('04', { method: 'GET', url: `${W}/payment/payments/by-order-id/${order.id}` });
  await seq('04', { method: 'GET', url: `${W}/payment/payment-types/${CHANNEL.bcaVa}/instruction` });
  await seq('04', { method: 'GET', url: myState(course.id) });
  await seq('04', { method: 'POST', url: `${W}/cart/additem`, payload: addItems(course.id), langs: ['id', 'en'] });
  await seq('04', { method: 'GET', url: `${W}/orders?status=waiting` });

  // 05: another channel (QRIS): the old charge is cancelled, a new one made.
  await seq('05', { method: 'PUT', url: `${W}/orders/${order.id}/payment-method`, payload: { paymentTypeId: CHANNEL.qris } });
  await seq('05', { method: 'GET', url: `${W}/payment/payments/by-order-id/${order.id}` });
  await seq('05', { method: 'GET', url: `${W}/payment/payment-types/${CHANNEL.qris}/instruction` });

  // 06: paid at the sandbox gateway, settled by its signed notification; the order, state, history, invoice.
  // The charge as the gateway holds it (the one pending there: the first was cancelled by the
  // change of method), read from the sandbox, the stand-in of an outside service, not the shop's tables.
  const charges = ((await app.sandboxGateway?.recent(20)) ?? []).filter((t) => t.transaction_status === 'pending');
  const charge = charges.length === 1 ? must(charges[0], 'the charge') : { order_id: 'ORD-0-00000000', gross_amount: 0 };
  const notification = (signature?: string) => {
    const grossAmount = `${charge.gross_amount}.00`;
    return {
      order_id: charge.order_id,
      status_code: '200',
      gross_amount: grossAmount,
      transaction_status: 'settlement',
      signature_key: signature ?? midtransSignature(charge.order_id, '200', grossAmount, SNAPSHOT_SERVER_KEY),
    };
  };
  await seq('06', { method: 'POST', url: PAYMENT_NOTIFICATION_PATH, payload: notification('f'.repeat(128)), anonymous: true, keyPayload: '(settlement, forged signature)' });
  await seq('06', {
    method: 'POST',
    url: '/sandbox-gateway/simulator/pay',
    payload: { order_id: charge.order_id },
    anonymous: true,
    keyPayload: '(the order’s charge)',
    pick: ['status_code', 'transaction_status', 'payment_type', 'gross_amount', 'currency', 'fraud_status'],
  });
  await seq('06', { method: 'POST', url: PAYMENT_NOTIFICATION_PATH, payload: notification(), anonymous: true, keyPayload: '(settlement, signed)' });
  await seq('06', { method: 'GET', url: `${W}/orders/${order.id}` });
  await seq('06', { method: 'GET', url: `${W}/payment/payments/by-order-id/${order.id}` });
  await seq('06', { method: 'GET', url: myState(course.id) });
  await seq('06', { method: 'GET', url: `${W}/cart` });
  await seq('06', { method: 'GET', url: `${W}/vouchers/content/${course.id}` });
  for (const q of ['', '?status=all&type=all', '?status=success', '?status=waiting', '?status=fail', '?type=course', '?type=webinar', '?page=2&pageSize=1', '?status=paid']) {
    await seq('06', { method: 'GET', url: `${W}/orders${q}` });
  }
  await seq('06', { method: 'GET', url: invoice(order.id) });
  await seq('06', { method: 'GET', url: invoice(order.invoiceNumber), keyUrl: `${W}/orders/invoices/download?invoiceId=${String(normaliseCommerce(order.invoiceNumber))}` });
  await seq('06', { method: 'GET', url: invoice(NO_SUCH_INVOICE) });
  await seq('06', { method: 'GET', url: invoice('not a number!') });

  // 07: a second order (Mandiri bill), cancelled; cancelling again is a 400.
  const second = orderOf(await seq('07', { method: 'POST', url: `${W}/orders`, payload: { items: [{ contentId: quickLearn.id }], paymentTypeId: CHANNEL.mandiriBill } }));
  await seq('07', { method: 'PUT', url: `${W}/orders/${second.id}/cancel` });
  await seq('07.again', { method: 'PUT', url: `${W}/orders/${second.id}/cancel`, langs: ['id', 'en'] });
  await seq('07', { method: 'PUT', url: `${W}/orders/${second.id}/payment-method`, payload: { paymentTypeId: CHANNEL.bniVa }, langs: ['id', 'en'] });
  await seq('07', { method: 'GET', url: `${W}/orders/${second.id}` });
  await seq('07', { method: 'GET', url: myState(quickLearn.id) });
  await seq('07', { method: 'GET', url: invoice(second.id) });

  // 08: a free order: a voucher (made here) pays the whole line, no gateway.
  await db
    .insertInto('vouchers')
    .values({ code: FREE_VOUCHER, name_id: 'Gratis (snapshot)', name_en: 'Free (snapshot)', price_type: VoucherPriceType.PERCENT, price: 100, quota: null })
    .execute();
  await seq('08', { method: 'POST', url: `${W}/vouchers/validate/${FREE_VOUCHER}`, payload: { contentId: freeOrderCourse.id }, langs: ['id', 'en'] });
  const free = orderOf(
    await seq('08', { method: 'POST', url: `${W}/orders`, payload: { items: [{ contentId: freeOrderCourse.id, voucherCode: FREE_VOUCHER.toLowerCase() }], paymentTypeId: CHANNEL.bcaVa } }),
  );
  await seq('08', { method: 'GET', url: `${W}/orders/${free.id}` });
  await seq('08', { method: 'GET', url: `${W}/payment/payments/by-order-id/${free.id}` });
  await seq('08', { method: 'GET', url: myState(freeOrderCourse.id) });
  await seq('08', { method: 'GET', url: invoice(free.id) });

  // 09: the history at the end.
  await seq('09', { method: 'GET', url: `${W}/orders` });
  await seq('09', { method: 'GET', url: `${W}/orders?status=fail&type=course` });
  await seq('09', { method: 'GET', url: `${W}/cart` });
}

export interface RecordOptions {
  /** Progress lines (stderr). */
  log?: (line: string) => void;
}

/** Records the OpenAPI document and every answer of the request set on a fresh seeded app. */
export async function recordBehaviour(options: RecordOptions = {}): Promise<BehaviourSnapshot> {
  const log = options.log ?? (() => undefined);
  // The website's shell, so its pages answer with their head tags.
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-snapshot-web-'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>App</title><meta name="description" content="default"><link rel="canonical" href="/"></head><body><div id="root"></div></body></html>',
  );
  const started = Date.now();
  // The sandbox gateway with a known server key (the commerce sequence signs a notification), also
  // on PostgreSQL, where the default would be Midtrans without a key.
  const app = await createTestApp({ config: { webRoot, siteUrl: 'https://belajar.test', payments: { gateway: 'sandbox', serverKey: SNAPSHOT_SERVER_KEY } } });
  log(`app ready in ${Date.now() - started} ms`);
  try {
    const openapi = app.swagger();
    const operations = operationsOf(openapi);
    const adminKey = fs.readFileSync(path.join(app.ctx.config.dataDir, 'admin.key'), 'utf8').trim();
    const bearer = `Bearer ${await studentToken(app)}`;
    const list = requests(await samples(app));
    const answers: Record<string, RecordedAnswer> = {};
    const reached = new Set<string>();
    const reach = (method: string, url: string) => {
      for (const op of operations) {
        const [m, template] = op.split(' ');
        if (m === method && template !== undefined && matchesTemplate(template, url)) reached.add(op);
      }
    };
    for (const r of list) {
      const combos: [Identity, Language][] = r.once
        ? [['guest', 'id']]
        : [
            ['guest', 'id'],
            ['guest', 'en'],
            ['student', 'id'],
            ['student', 'en'],
          ];
      for (const [identity, lang] of combos) {
        const headers: Record<string, string> = {
          language: lang,
          authorization: identity === 'guest' ? basicHeaders.authorization : bearer,
          ...Object.fromEntries(Object.entries(r.headers ?? {}).map(([k, v]) => [k, v === '<admin-key>' ? adminKey : v])),
        };
        const res = await app.inject({
          method: r.method,
          url: r.url,
          headers,
          ...(r.payload === undefined ? {} : { payload: r.payload as object }),
          ...(r.remoteAddress ? { remoteAddress: r.remoteAddress } : {}),
        });
        const key = `${r.method} ${r.url} [${identity}/${lang}]${r.payload === undefined ? '' : ` ${JSON.stringify(r.payload)}`}${r.headers?.['x-admin-key'] ? ' (admin key)' : ''}`;
        answers[key] = await answerOf(res, normalise);
      }
      reach(r.method, r.url);
    }
    const reads = Object.keys(answers).length;
    log(`${reads} answers in ${Date.now() - started} ms`);
    await commerceSequence(app, answers, reach);
    log(`${Object.keys(answers).length - reads} answers of the commerce sequence, ${Object.keys(answers).length} in all, in ${Date.now() - started} ms`);
    return {
      format: 'behaviour-snapshot/1',
      database: app.ctx.dbKind === 'postgres' ? 'postgres' : 'pglite',
      operations,
      uncovered: operations.filter((op) => !reached.has(op)),
      openapi: normalise(openapi),
      answers,
    };
  } finally {
    await app.cleanup();
    fs.rmSync(webRoot, { recursive: true, force: true });
  }
}

export interface Difference {
  /** Where: `openapi`, `operations` or the answer's key. */
  where: string;
  /** JSON path inside it (empty for the whole). */
  path: string;
  kind: 'lost' | 'added' | 'changed';
  before?: unknown;
  after?: unknown;
  /** Belongs to an excluded route (auth, students): expected while those modules change. */
  expected: boolean;
}

const show = (v: unknown) => {
  const s = JSON.stringify(v);
  return s === undefined ? 'undefined' : s.length > 160 ? `${s.slice(0, 157)}...` : s;
};

function diff(a: unknown, b: unknown, at: string, out: Omit<Difference, 'where' | 'expected'>[]): void {
  if (Object.is(a, b)) return;
  const isObj = (v: unknown) => v !== null && typeof v === 'object';
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      if (i >= b.length) out.push({ path: `${at}[${i}]`, kind: 'lost', before: a[i] });
      else if (i >= a.length) out.push({ path: `${at}[${i}]`, kind: 'added', after: b[i] });
      else diff(a[i], b[i], `${at}[${i}]`, out);
    }
    return;
  }
  if (isObj(a) && isObj(b) && !Array.isArray(a) && !Array.isArray(b)) {
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    for (const k of Object.keys(ao)) {
      const p = at ? `${at}.${k}` : k;
      if (!Object.hasOwn(bo, k)) out.push({ path: p, kind: 'lost', before: ao[k] });
      else diff(ao[k], bo[k], p, out);
    }
    for (const k of Object.keys(bo)) if (!Object.hasOwn(ao, k)) out.push({ path: at ? `${at}.${k}` : k, kind: 'added', after: bo[k] });
    return;
  }
  out.push({ path: at, kind: 'changed', before: a, after: b });
}

/**
 * A document difference that a stricter contract makes without changing an answer: a request
 * schema (parameters, request body) bounded or reordered, or something added to a response
 * schema (a `required` list, a description). A response property lost or changed is not one:
 * Fastify drops a field its schema forgets. The recorded answers decide the rest.
 */
export function isContractTightening(d: Pick<Difference, 'path' | 'kind'>): boolean {
  if (/\.(parameters|requestBody)(\.|\[|$)/.test(d.path)) return true;
  return /\.responses\./.test(d.path) && d.kind === 'added';
}

/** Every difference between two recordings; `expected` marks those of excluded routes and contract tightenings. */
export function compareSnapshots(before: BehaviourSnapshot, after: BehaviourSnapshot): Difference[] {
  const out: Difference[] = [];
  const pathOfKey = (key: string) =>
    key
      .replace(/^SEQ \S+ /, '')
      .split(' ')[1]
      ?.split('?')[0] ?? '';
  const pathOfOp = (op: string) => op.split(' ')[1] ?? '';
  // Operations: lost or added (order is reported too: it is the order of the document).
  const afterOps = new Set(after.operations);
  const beforeOps = new Set(before.operations);
  for (const op of before.operations) if (!afterOps.has(op)) out.push({ where: 'operations', path: op, kind: 'lost', before: '(operation)', expected: isExcludedPath(pathOfOp(op)) });
  // A new operation changes no existing answer: reported apart.
  for (const op of after.operations) if (!beforeOps.has(op)) out.push({ where: 'operations', path: op, kind: 'added', after: '(operation)', expected: true });
  const common = (ops: string[], other: Set<string>) => ops.filter((op) => other.has(op));
  if (common(before.operations, afterOps).join('\n') !== common(after.operations, beforeOps).join('\n')) {
    out.push({ where: 'operations', path: '(order)', kind: 'changed', before: '(registration order)', after: '(another order)', expected: false });
  }
  // The document, operation by operation (so an excluded route's differences are told apart).
  const docDiffs: Omit<Difference, 'where' | 'expected'>[] = [];
  diff(before.openapi, after.openapi, '', docDiffs);
  for (const d of docDiffs) {
    const path = /^paths\.([^.]+)/.exec(d.path)?.[1];
    const newPath = d.kind === 'added' && path !== undefined && d.path === `paths.${path}`;
    out.push({ ...d, where: 'openapi', expected: (path !== undefined && isExcludedPath(path)) || isContractTightening(d) || newPath });
  }
  // Answers.
  for (const [key, a] of Object.entries(before.answers)) {
    const expected = isExcludedPath(pathOfKey(key));
    const b = after.answers[key];
    if (!b) {
      out.push({ where: key, path: '', kind: 'lost', before: '(answer)', expected });
      continue;
    }
    const ds: Omit<Difference, 'where' | 'expected'>[] = [];
    diff(a, b, '', ds);
    for (const d of ds) out.push({ ...d, where: key, expected });
  }
  for (const key of Object.keys(after.answers)) {
    if (!Object.hasOwn(before.answers, key)) out.push({ where: key, path: '', kind: 'added', after: '(answer)', expected: isExcludedPath(pathOfKey(key)) });
  }
  return out;
}

/** One line per difference. */
export function formatDifference(d: Difference): string {
  const what = d.kind === 'lost' ? `lost (was ${show(d.before)})` : d.kind === 'added' ? `added (${show(d.after)})` : `changed ${show(d.before)} → ${show(d.after)}`;
  return `${d.where}${d.path ? ` :: ${d.path}` : ''}: ${what}`;
}
