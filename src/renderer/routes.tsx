/**
 * The spec's routes (section 2). Pages are loaded with React Router's `lazy` so each page is its
 * own chunk and the router's navigation state (→ top progress bar) covers chunk loading.
 * Pages not built yet render the bilingual "coming soon" placeholder.
 */
import type { RouteObject } from 'react-router-dom';
import { CATEGORY_URLS } from './features/categories/categoryUrls';
import { AppShell } from './shell/AppShell';
import { RouteError } from './shell/RouteError';
import type { RouteHandle } from './shell/routeHandle';

type LazyPage = () => Promise<{ default: React.ComponentType }>;

const page = (load: LazyPage) => async () => ({ Component: (await load()).default });

const comingSoon = page(() => import('./features/system/ComingSoonPage'));

function soon(path: string, titleKey: string, extra: Omit<RouteHandle, 'titleKey'> = {}): RouteObject {
  return { path, lazy: comingSoon, handle: { titleKey, ...extra } satisfies RouteHandle };
}

// Discovery pages: search, categories, instructors, articles, information pages.
const infoPage = page(() => import('./features/info/InfoPage'));
const categoryPage = page(() => import('./features/categories/CategoryPage'));
const articlesPage = page(() => import('./features/articles/ArticlesPage'));
const discoveryRoutes: RouteObject[] = [
  { path: 'search', lazy: page(() => import('./features/search/SearchPage')), handle: { titleKey: 'pages.search' } satisfies RouteHandle },
  ...CATEGORY_URLS.map((url): RouteObject => ({ path: url, lazy: categoryPage, handle: { titleKey: 'discovery.titles.category' } satisfies RouteHandle })),
  {
    path: 'instructor',
    children: [
      { index: true, lazy: comingSoon, handle: { titleKey: 'pages.instructor' } satisfies RouteHandle },
      { path: ':url', lazy: page(() => import('./features/instructors/InstructorPage')), handle: { titleKey: 'pages.instructor' } satisfies RouteHandle },
    ],
  },
  {
    path: 'articles',
    children: [
      { index: true, lazy: articlesPage, handle: { titleKey: 'pages.articles' } satisfies RouteHandle },
      { path: 'category/:categoryUrl', lazy: articlesPage, handle: { titleKey: 'pages.articles' } satisfies RouteHandle },
      { path: ':url', lazy: page(() => import('./features/articles/ArticleDetailPage')), handle: { titleKey: 'pages.articles' } satisfies RouteHandle },
    ],
  },
  { path: 'contact-us', lazy: page(() => import('./features/info/ContactPage')), handle: { titleKey: 'discovery.titles.contact' } satisfies RouteHandle },
  { path: 'contactus', lazy: page(() => import('./features/info/ContactPage')), handle: { titleKey: 'discovery.titles.contact' } satisfies RouteHandle },
  { path: 'careers', lazy: page(() => import('./features/info/CareersPage')), handle: { titleKey: 'discovery.titles.careers' } satisfies RouteHandle },
  { path: 'download-apps', lazy: page(() => import('./features/info/DownloadAppsPage')), handle: { titleKey: 'discovery.titles.downloadApps' } satisfies RouteHandle },
  { path: 'signup-promo', lazy: page(() => import('./features/info/SignupPromoPage')), handle: { titleKey: 'discovery.titles.signupPromo' } satisfies RouteHandle },
  { path: 's/:linkCode', lazy: page(() => import('./features/info/ShortLinkPage')), handle: { titleKey: 'discovery.titles.shortLink' } satisfies RouteHandle },
  { path: 'sitemap', lazy: page(() => import('./features/info/SitemapPage')), handle: { titleKey: 'discovery.titles.sitemap' } satisfies RouteHandle },
];

/** User area sub-pages (spec 2); info pages are public, the rest need sign-in. */
const userPages: RouteObject[] = [
  { index: true, lazy: comingSoon, handle: { titleKey: 'pages.user', auth: true } satisfies RouteHandle },
  {
    path: 'edit-profile',
    lazy: page(() => import('./features/account/EditProfilePage')),
    handle: { titleKey: 'pages.editProfile', auth: true } satisfies RouteHandle,
  },
  soon('subscription', 'pages.subscription', { auth: true }),
  soon('notification', 'pages.notification', { auth: true }),
  soon('poinqu', 'pages.poinqu', { auth: true }),
  soon('voucherqu', 'pages.voucherqu', { auth: true }),
  soon('wishlistqu', 'pages.wishlistqu', { auth: true }),
  {
    path: 'edit-account',
    lazy: page(() => import('./features/account/EditAccountPage')),
    handle: { titleKey: 'pages.editAccount', auth: true } satisfies RouteHandle,
  },
  soon('classqu', 'pages.classqu', { auth: true }),
  soon('certificatequ', 'pages.certificatequ', { auth: true }),
  {
    path: 'delete-account',
    lazy: page(() => import('./features/account/DeleteAccountPage')),
    handle: { titleKey: 'pages.deleteAccount', auth: true } satisfies RouteHandle,
  },
  // Information pages (discovery): public.
  { path: 'aboutus', lazy: infoPage, handle: { titleKey: 'pages.aboutus' } satisfies RouteHandle },
  { path: 'terms', lazy: infoPage, handle: { titleKey: 'pages.terms' } satisfies RouteHandle },
  { path: 'terms/privacy', lazy: infoPage, handle: { titleKey: 'pages.privacy' } satisfies RouteHandle },
  { path: 'support', lazy: infoPage, handle: { titleKey: 'pages.support' } satisfies RouteHandle },
];

// Product pages (features/products): product lists and detail pages, one lazy chunk each.
const product = (load: LazyPage, titleKey: string): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: page(load),
  handle: { titleKey } satisfies RouteHandle,
});
const productRoutes: RouteObject[] = [
  {
    path: 'courses',
    children: [
      { index: true, ...product(() => import('./features/products/CoursesListPage'), 'pages.courses') },
      { path: ':url', ...product(() => import('./features/products/CourseDetailPage'), 'pages.courses') },
    ],
  },
  {
    path: 'course/package',
    children: [
      { index: true, ...product(() => import('./features/products/CoursePackagesListPage'), 'pages.coursePackage') },
      { path: ':url', ...product(() => import('./features/products/PackageDetailPage'), 'pages.coursePackage') },
    ],
  },
  {
    path: 'bootcamps',
    children: [
      { index: true, ...product(() => import('./features/products/BootcampsPage'), 'pages.bootcamps') },
      { path: ':id', ...product(() => import('./features/products/BootcampDetailPage'), 'pages.bootcamps') },
    ],
  },
  {
    path: 'webinars',
    children: [
      { index: true, ...product(() => import('./features/products/WebinarsListPage'), 'pages.webinars') },
      { path: ':url', ...product(() => import('./features/products/WebinarDetailPage'), 'pages.webinars') },
    ],
  },
  {
    path: 'microlearnings',
    children: [
      { index: true, ...product(() => import('./features/products/MicrolearningsListPage'), 'pages.microlearnings') },
      { path: ':url', ...product(() => import('./features/products/MicrolearningDetailPage'), 'pages.microlearnings') },
    ],
  },
  { path: 'events/:id', ...product(() => import('./features/products/EventDetailPage'), 'products.titles.events') },
  { path: 'prakerja', ...product(() => import('./features/products/PrakerjaLandingPage'), 'products.titles.prakerja') },
  { path: 'prakerja/:url', ...product(() => import('./features/products/PrakerjaDetailPage'), 'products.titles.prakerja') },
  { path: 'programs/:url', ...product(() => import('./features/products/ProgramPage'), 'products.titles.programs') },
  { path: 'subscriptions/:id', ...product(() => import('./features/products/SubscriptionDetailPage'), 'products.titles.subscriptions') },
  { path: 'donations/:url', ...product(() => import('./features/products/DonationPage'), 'products.titles.donations') },
  { path: 'product-description/:url', ...product(() => import('./features/products/ProductDescriptionPage'), 'pages.productDescription') },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell />,
    hydrateFallbackElement: <AppShell booting />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: page(() => import('./features/home/HomePage')),
        handle: { titleKey: 'pages.home' } satisfies RouteHandle,
      },
      ...productRoutes,
      soon('cart', 'pages.cart', { auth: true }),
      soon('notification', 'pages.notification', { auth: true }),
      soon('my-class', 'pages.myClass', { auth: true }),
      soon('history', 'pages.history', { auth: true }),
      { path: 'user', children: userPages },
      ...discoveryRoutes,
      // Sign-in screens (bare layout); each one returns to `?from=` (same-site paths only).
      {
        path: 'signin',
        lazy: page(() => import('./features/auth/SignInPage')),
        handle: { layout: 'bare', titleKey: 'pages.signin' } satisfies RouteHandle,
      },
      {
        path: 'signup',
        lazy: page(() => import('./features/auth/SignUpPage')),
        handle: { layout: 'bare', titleKey: 'pages.signup' } satisfies RouteHandle,
      },
      {
        path: 'forgot-password',
        lazy: page(() => import('./features/auth/ForgotPasswordPage')),
        handle: { layout: 'bare', titleKey: 'pages.forgotPassword' } satisfies RouteHandle,
      },
      {
        path: 'reset-password',
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
