/**
 * Which messages each page needs besides the shell's (issue 23: the first load carries only the
 * shell's part and the page's). withPageMessages wraps the route table's `lazy` so a page's route
 * resolves once its chunk AND its feature parts (in the language shown) are in: the router renders
 * it, the hydration (main.tsx) hydrates it, and a language switch loads the same parts first
 * (index.ts). The website and the desktop app both go through main.tsx; the server render has
 * every message (entry-server.tsx) and does not wrap its routes.
 *
 * PAGE_MESSAGES is checked by pageMessages.test.ts against the code: for each route, the parts
 * owning every namespace named in its page module's and loader module's import graphs (and its
 * title's), exactly, and holding every key they name. A part a page shows only after a press (the
 * preview ▶'s dialog) is not the page's: that module loads it itself (withMessages below).
 */
import type { RouteObject } from 'react-router-dom';
import { childPath, PAGE_PATTERNS, type PageName } from '../../common/routes';
import { CATEGORY_URLS } from '../features/categories/categoryUrls';
import { FEATURE_PARTS, loadMessages } from './index';

/** A page: its name in common/routes, 'category' (the category URLs) or 'catchAll' (the `*` route). */
export type PageKey = PageName | 'category' | 'catchAll';

// The product pages: their own messages; the live sessions' (webinar, event: their session box) where
// the page shows one. The preview ▶'s dialog brings the lecture messages when pressed (withMessages).
const PRODUCTS = ['products'];
const LIVE_SESSION = ['products', 'sessions'];
const INFO = ['info'];
const ACCOUNT = ['account'];
const AUTH = ['auth'];

/** Each page's feature parts (features/<part>/messages), beyond the shell's. */
export const PAGE_MESSAGES: Record<PageKey, readonly string[]> = {
  home: ['home'],
  courses: PRODUCTS,
  course: PRODUCTS,
  coursePackages: PRODUCTS,
  coursePackage: PRODUCTS,
  bootcamps: PRODUCTS,
  bootcamp: PRODUCTS,
  bootcampLecture: ['bootcamp-lecture', 'sessions'],
  webinars: PRODUCTS,
  webinar: LIVE_SESSION,
  eticketScan: ['sessions'],
  microlearnings: PRODUCTS,
  microlearning: PRODUCTS,
  event: [...LIVE_SESSION, 'event-chat'],
  prakerja: PRODUCTS,
  prakerjaDetail: [...PRODUCTS, 'prakerja'],
  prakerjaRedeemCallback: ['prakerja'],
  program: PRODUCTS,
  subscription: PRODUCTS,
  donation: ['products', 'donations'],
  donationResult: ['donations'],
  productDescription: PRODUCTS,
  courseLecture: ['lecture', 'assessments', 'offline'],
  courseLectureMaterial: ['lecture', 'assessments', 'offline'],
  assessment: ['assessments'],
  assessmentResult: ['assessments'],
  certificateVerification: ['certificates'],
  cart: ['cart'],
  checkout: ['checkout'],
  payment: ['checkout'],
  notification: ['notifications'],
  myClass: ['classes'],
  history: ['transactions'],
  transaction: ['transactions', 'library'],
  user: ['overview'],
  editProfile: ACCOUNT,
  userSubscription: ['subscription', 'products'],
  userNotification: ['notifications'],
  poinqu: ['points'],
  voucherqu: ['vouchers'],
  wishlistqu: ['wishlist'],
  editAccount: ACCOUNT,
  classqu: ['classes'],
  certificatequ: ['certificates', 'library'],
  library: ['library'],
  offlineLessons: ['offline', 'lecture'],
  deleteAccount: ACCOUNT,
  mentorSubmissions: ['mentor'],
  aboutus: INFO,
  terms: INFO,
  privacy: INFO,
  support: INFO,
  search: ['search'],
  instructors: ['instructors'],
  instructor: ['instructors'],
  articles: ['articles'],
  articleCategory: ['articles'],
  article: ['articles'],
  contactUs: INFO,
  contactus: INFO,
  careers: INFO,
  downloadApps: INFO,
  signupPromo: INFO,
  shortLink: INFO,
  sitemap: INFO,
  signin: AUTH,
  signup: AUTH,
  forgotPassword: AUTH,
  resetPassword: AUTH,
  competition: ['competition'],
  category: ['categories'],
  catchAll: ['categories'],
};

const PAGE_OF_PATH = new Map<string, PageName>((Object.keys(PAGE_PATTERNS) as PageName[]).map((name) => [childPath(name), name]));

/** The page a route of the table (a child of the root route) is, by its path; null for another route. */
export function pageKey(route: RouteObject): PageKey | null {
  if (route.index) return 'home';
  if (route.path === undefined) return null;
  if (route.path === '*') return 'catchAll';
  if (CATEGORY_URLS.includes(route.path)) return 'category';
  return PAGE_OF_PATH.get(route.path) ?? null;
}

/** The feature parts a route's page needs; every part for a page not in PAGE_MESSAGES (never half translated). */
export function routeMessages(route: RouteObject): readonly string[] {
  const key = pageKey(route);
  return key ? PAGE_MESSAGES[key] : FEATURE_PARTS;
}

/**
 * A module a page loads on demand (a dialog opened on a press), resolving once it AND the feature
 * parts it names are in: the page does not await those parts, the module brings them
 * (pageMessages.test.ts checks they are the parts its import graph names). Written
 * `withMessages(() => import('…')…, ['part'])`, so the check finds it.
 */
export async function withMessages<T>(load: () => Promise<T>, parts: readonly string[]): Promise<T> {
  return (await Promise.all([load(), loadMessages(parts)]))[0];
}

/** The route table with each lazy route resolving only once its page's messages are loaded too. */
export function withPageMessages(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const next = (route.children ? { ...route, children: withPageMessages(route.children) } : { ...route }) as RouteObject;
    const lazy = route.lazy;
    if (!lazy) return next;
    const parts = routeMessages(route);
    if (typeof lazy === 'function') {
      // The chunk and the messages download together.
      const withParts: typeof lazy = () => withMessages(lazy, parts);
      return { ...next, lazy: withParts } as RouteObject;
    }
    // React Router's object form: the component waits for the messages (a loader need not).
    const loadComponent = lazy.Component;
    if (typeof loadComponent !== 'function') return next;
    return { ...next, lazy: { ...lazy, Component: async () => (await Promise.all([loadComponent(), loadMessages(parts)]))[0] } } as RouteObject;
  });
}
