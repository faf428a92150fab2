/**
 * The spec's routes (section 2). Pages are loaded with React Router's `lazy` so each page is its
 * own chunk and the router's navigation state (→ top progress bar) covers chunk loading.
 * Pages not built yet render the bilingual "coming soon" placeholder.
 * The URL patterns come from src/common/routes.ts (the server answers 404 for any other path);
 * every page is a direct child of the root route, by its pattern.
 */
import type { RouteObject } from 'react-router-dom';
import { childPath as at, type PageName } from '../common/routes';
import { CATEGORY_URLS } from './features/categories/categoryUrls';
import { AppShell } from './shell/AppShell';
import { RouteError } from './shell/RouteError';
import type { RouteHandle } from './components/routeHandle';

type LazyPage = () => Promise<{ default: React.ComponentType }>;

const page = (load: LazyPage) => async () => ({ Component: (await load()).default });

const comingSoon = page(() => import('./features/system/ComingSoonPage'));

function soon(name: PageName, titleKey: string, extra: Omit<RouteHandle, 'titleKey'> = {}): RouteObject {
  return { path: at(name), lazy: comingSoon, handle: { titleKey, ...extra } satisfies RouteHandle };
}

// Discovery pages: search, categories, instructors, articles, information pages.
const infoPage = page(() => import('./features/info/InfoPage'));
const categoryPage = page(() => import('./features/categories/CategoryPage'));
const articlesPage = page(() => import('./features/articles/ArticlesPage'));
const discoveryRoutes: RouteObject[] = [
  { path: at('search'), lazy: page(() => import('./features/search/SearchPage')), handle: { titleKey: 'pages.search' } satisfies RouteHandle },
  ...CATEGORY_URLS.map((url): RouteObject => ({ path: url, lazy: categoryPage, handle: { titleKey: 'discovery.titles.category' } satisfies RouteHandle })),
  { path: at('instructors'), lazy: comingSoon, handle: { titleKey: 'pages.instructor' } satisfies RouteHandle },
  { path: at('instructor'), lazy: page(() => import('./features/instructors/InstructorPage')), handle: { titleKey: 'pages.instructor' } satisfies RouteHandle },
  { path: at('articles'), lazy: articlesPage, handle: { titleKey: 'pages.articles' } satisfies RouteHandle },
  { path: at('articleCategory'), lazy: articlesPage, handle: { titleKey: 'pages.articles' } satisfies RouteHandle },
  { path: at('article'), lazy: page(() => import('./features/articles/ArticleDetailPage')), handle: { titleKey: 'pages.articles' } satisfies RouteHandle },
  { path: at('contactUs'), lazy: page(() => import('./features/info/ContactPage')), handle: { titleKey: 'discovery.titles.contact' } satisfies RouteHandle },
  { path: at('contactus'), lazy: page(() => import('./features/info/ContactPage')), handle: { titleKey: 'discovery.titles.contact' } satisfies RouteHandle },
  { path: at('careers'), lazy: page(() => import('./features/info/CareersPage')), handle: { titleKey: 'discovery.titles.careers' } satisfies RouteHandle },
  { path: at('downloadApps'), lazy: page(() => import('./features/info/DownloadAppsPage')), handle: { titleKey: 'discovery.titles.downloadApps' } satisfies RouteHandle },
  { path: at('signupPromo'), lazy: page(() => import('./features/info/SignupPromoPage')), handle: { titleKey: 'discovery.titles.signupPromo' } satisfies RouteHandle },
  { path: at('shortLink'), lazy: page(() => import('./features/info/ShortLinkPage')), handle: { titleKey: 'discovery.titles.shortLink' } satisfies RouteHandle },
  { path: at('sitemap'), lazy: page(() => import('./features/info/SitemapPage')), handle: { titleKey: 'discovery.titles.sitemap' } satisfies RouteHandle },
];

/** User area sub-pages (spec 2); info pages are public, the rest need sign-in. */
const userPages: RouteObject[] = [
  { path: at('user'), lazy: comingSoon, handle: { titleKey: 'pages.user', auth: true } satisfies RouteHandle },
  {
    path: at('editProfile'),
    lazy: page(() => import('./features/account/EditProfilePage')),
    handle: { titleKey: 'pages.editProfile', auth: true } satisfies RouteHandle,
  },
  soon('userSubscription', 'pages.subscription', { auth: true }),
  soon('userNotification', 'pages.notification', { auth: true }),
  soon('poinqu', 'pages.poinqu', { auth: true }),
  soon('voucherqu', 'pages.voucherqu', { auth: true }),
  soon('wishlistqu', 'pages.wishlistqu', { auth: true }),
  {
    path: at('editAccount'),
    lazy: page(() => import('./features/account/EditAccountPage')),
    handle: { titleKey: 'pages.editAccount', auth: true } satisfies RouteHandle,
  },
  soon('classqu', 'pages.classqu', { auth: true }),
  soon('certificatequ', 'pages.certificatequ', { auth: true }),
  {
    path: at('deleteAccount'),
    lazy: page(() => import('./features/account/DeleteAccountPage')),
    handle: { titleKey: 'pages.deleteAccount', auth: true } satisfies RouteHandle,
  },
  // Information pages (discovery): public.
  { path: at('aboutus'), lazy: infoPage, handle: { titleKey: 'pages.aboutus' } satisfies RouteHandle },
  { path: at('terms'), lazy: infoPage, handle: { titleKey: 'pages.terms' } satisfies RouteHandle },
  { path: at('privacy'), lazy: infoPage, handle: { titleKey: 'pages.privacy' } satisfies RouteHandle },
  { path: at('support'), lazy: infoPage, handle: { titleKey: 'pages.support' } satisfies RouteHandle },
];

// Product pages (features/products): product lists and detail pages, one lazy chunk each.
const product = (name: PageName, load: LazyPage, titleKey: string): RouteObject => ({
  path: at(name),
  lazy: page(load),
  handle: { titleKey } satisfies RouteHandle,
});
const productRoutes: RouteObject[] = [
  product('courses', () => import('./features/products/CoursesListPage'), 'pages.courses'),
  product('course', () => import('./features/products/CourseDetailPage'), 'pages.courses'),
  product('coursePackages', () => import('./features/products/CoursePackagesListPage'), 'pages.coursePackage'),
  product('coursePackage', () => import('./features/products/PackageDetailPage'), 'pages.coursePackage'),
  product('bootcamps', () => import('./features/products/BootcampsPage'), 'pages.bootcamps'),
  product('bootcamp', () => import('./features/products/BootcampDetailPage'), 'pages.bootcamps'),
  product('webinars', () => import('./features/products/WebinarsListPage'), 'pages.webinars'),
  product('webinar', () => import('./features/products/WebinarDetailPage'), 'pages.webinars'),
  product('microlearnings', () => import('./features/products/MicrolearningsListPage'), 'pages.microlearnings'),
  product('microlearning', () => import('./features/products/MicrolearningDetailPage'), 'pages.microlearnings'),
  product('event', () => import('./features/products/EventDetailPage'), 'products.titles.events'),
  product('prakerja', () => import('./features/products/PrakerjaLandingPage'), 'products.titles.prakerja'),
  product('prakerjaDetail', () => import('./features/products/PrakerjaDetailPage'), 'products.titles.prakerja'),
  product('program', () => import('./features/products/ProgramPage'), 'products.titles.programs'),
  product('subscription', () => import('./features/products/SubscriptionDetailPage'), 'products.titles.subscriptions'),
  product('donation', () => import('./features/products/DonationPage'), 'products.titles.donations'),
  product('productDescription', () => import('./features/products/ProductDescriptionPage'), 'pages.productDescription'),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell />,
    hydrateFallbackElement: <AppShell booting />,
    errorElement: <RouteError />,
    children: [
      {
        index: true, // PAGE_PATTERNS.home
        lazy: page(() => import('./features/home/HomePage')),
        handle: { titleKey: 'pages.home' } satisfies RouteHandle,
      },
      ...productRoutes,
      soon('cart', 'pages.cart', { auth: true }),
      soon('notification', 'pages.notification', { auth: true }),
      soon('myClass', 'pages.myClass', { auth: true }),
      soon('history', 'pages.history', { auth: true }),
      ...userPages,
      ...discoveryRoutes,
      // Sign-in screens (bare layout); each one returns to `?from=` (same-site paths only).
      {
        path: at('signin'),
        lazy: page(() => import('./features/auth/SignInPage')),
        handle: { layout: 'bare', titleKey: 'pages.signin' } satisfies RouteHandle,
      },
      {
        path: at('signup'),
        lazy: page(() => import('./features/auth/SignUpPage')),
        handle: { layout: 'bare', titleKey: 'pages.signup' } satisfies RouteHandle,
      },
      {
        path: at('forgotPassword'),
        lazy: page(() => import('./features/auth/ForgotPasswordPage')),
        handle: { layout: 'bare', titleKey: 'pages.forgotPassword' } satisfies RouteHandle,
      },
      {
        path: at('resetPassword'),
        lazy: page(() => import('./features/auth/ResetPasswordPage')),
        handle: { layout: 'bare', titleKey: 'pages.resetPassword' } satisfies RouteHandle,
      },
      {
        path: '*',
        // A single unknown segment may still be a category (categories/by-url); else the not-found page.
        lazy: page(() => import('./features/categories/CatchAllPage')),
        handle: { titleKey: 'pages.notFound' } satisfies RouteHandle,
      },
    ],
  },
];
