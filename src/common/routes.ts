/**
 * The website's page URL patterns (spec section 2), written once: the renderer's routing table
 * (src/renderer/routes.tsx) attaches a page to each, and the server answers 404 with the app's
 * not-found page for a path none of them matches (src/server/web/plugin.ts).
 *
 * React Router's syntax: a static segment matches itself (case-insensitive, as React Router
 * does), `:name` matches one non-empty segment. Category pages live at the site root
 * (/sales-marketing …) and are data, not patterns: a single slug segment is a category when one
 * has that url (categoryCandidate).
 */
import { EN_PREFIX } from './localeUrl.js';

export const PAGE_PATTERNS = {
  home: '/',
  // Product pages (features/products).
  courses: '/courses',
  course: '/courses/:url',
  coursePackages: '/course/package',
  coursePackage: '/course/package/:url',
  bootcamps: '/bootcamps',
  bootcamp: '/bootcamps/:id',
  /** The enrolled student's bootcamp lecture (issue 21). */
  bootcampLecture: '/bootcamps/:id/lecture',
  webinars: '/webinars',
  webinar: '/webinars/:url',
  /** The staff's e-ticket check-in (three segments: no clash with a webinar's url). */
  eticketScan: '/webinars/scan/event',
  microlearnings: '/microlearnings',
  microlearning: '/microlearnings/:url',
  event: '/events/:id',
  prakerja: '/prakerja',
  prakerjaDetail: '/prakerja/:url',
  /** Where the Prakerja platform returns after a redeem (three segments: no clash with a class url). */
  prakerjaRedeemCallback: '/prakerja/redeem/callback',
  program: '/programs/:url',
  subscription: '/subscriptions/:id',
  donation: '/donations/:url',
  /** A donation made here, by its order id (three segments: no clash with a campaign's url). */
  donationResult: '/donations/:id/result',
  productDescription: '/product-description/:url',
  // Learning (the lecture player, assessments, public certificate verification).
  courseLecture: '/courses/:url/lecture',
  courseLectureMaterial: '/courses/:url/lecture/:materialId',
  assessment: '/assessments/:url',
  assessmentResult: '/assessments/:url/results/:resultId',
  certificateVerification: '/certificates/:number',
  // A student's own pages.
  cart: '/cart',
  checkout: '/checkout',
  payment: '/payment/:orderId',
  notification: '/notification',
  myClass: '/my-class',
  history: '/history',
  transaction: '/history/:orderId',
  user: '/user',
  editProfile: '/user/edit-profile',
  userSubscription: '/user/subscription',
  userNotification: '/user/notification',
  poinqu: '/user/poinqu',
  voucherqu: '/user/voucherqu',
  wishlistqu: '/user/wishlistqu',
  editAccount: '/user/edit-account',
  classqu: '/user/classqu',
  certificatequ: '/user/certificatequ',
  /** The desktop app's offline library (issue 22; on the web the page says it belongs to the desktop app). */
  library: '/user/library',
  /** The desktop app's offline lessons (issue 22; on the web the page says it belongs to the desktop app). */
  offlineLessons: '/user/offline',
  deleteAccount: '/user/delete-account',
  /** The mentor's review of assignment submissions (issue 21). */
  mentorSubmissions: '/mentor/submissions',
  // Information pages (public, under /user/ as the spec names them).
  aboutus: '/user/aboutus',
  terms: '/user/terms',
  privacy: '/user/terms/privacy',
  support: '/user/support',
  // Discovery pages.
  search: '/search',
  instructors: '/instructor',
  instructor: '/instructor/:url',
  articles: '/articles',
  articleCategory: '/articles/category/:categoryUrl',
  article: '/articles/:url',
  contactUs: '/contact-us',
  contactus: '/contactus',
  careers: '/careers',
  downloadApps: '/download-apps',
  signupPromo: '/signup-promo',
  shortLink: '/s/:linkCode',
  sitemap: '/sitemap',
  // Sign-in screens.
  signin: '/signin',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  // The competition (issue 21; features/competition).
  competition: '/competition/:id',
} as const satisfies Record<string, `/${string}`>;

export type PageName = keyof typeof PAGE_PATTERNS;

/** A pattern as a child path of the root route (React Router children take relative paths). */
export const childPath = (name: PageName): string => PAGE_PATTERNS[name].slice(1);

/** Segments as React Router reads them: trailing slashes ignored, an empty inner segment kept (it matches nothing). */
function segments(path: string): string[] {
  const inner = path.replace(/^\//, '').replace(/\/+$/, '');
  return inner === '' ? [] : inner.split('/');
}

const compiled = Object.entries(PAGE_PATTERNS).map(([name, pattern]) => ({ name: name as PageName, parts: segments(pattern) }));

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The page a path (without query) names and its parameters, or null. Matches as React Router does
 * for these patterns: static segments case-insensitively, a trailing slash ignored.
 */
export function matchPage(pathname: string): { name: PageName; params: Record<string, string> } | null {
  const parts = segments(pathname);
  for (const route of compiled) {
    if (route.parts.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const same = route.parts.every((p, i) => {
      const part = parts[i];
      if (part === undefined) return false; // never: the lengths are equal
      if (p.startsWith(':')) {
        params[p.slice(1)] = decodeSegment(part);
        return part !== '';
      }
      return p.toLowerCase() === part.toLowerCase();
    });
    if (same) return { name: route.name, params };
  }
  return null;
}

/** The category url a path could be: one lower-case slug segment (checked with categories/by-url). */
export function categoryCandidate(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  const [segment] = parts;
  if (parts.length !== 1 || segment === undefined) return null;
  // /en is the English home (localeUrl.ts): a category named "en" could never be reached.
  if (segment === EN_PREFIX.slice(1)) return null;
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment) && segment.length <= 100 ? segment : null;
}
