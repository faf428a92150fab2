/**
 * The spec's routes (section 2). Pages are loaded with React Router's `lazy` so each page is its
 * own chunk; a page's data is loaded by its route `loader` (a PageLoader of its feature,
 * stores/loader.ts, filling the feature's store), itself lazy (withData: the loader's module brings
 * the feature's store, so neither is in the app's entry), which the data router runs in parallel
 * with the page chunk's download, on every navigation to the page and again on `router.revalidate()` (language
 * change, main.tsx). The router's navigation state (→ top progress bar) covers both.
 * The URL patterns come from src/common/routes.ts (the server answers 404 for any other path);
 * every page is a direct child of the root route, by its pattern.
 */
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { childPath as at, type PageName } from '../common/routes';
import type { RootStore } from './stores/RootStore';
import type { PageLoader } from './stores/loader';
import { CATEGORY_URLS } from './features/categories/categoryUrls';
import { AppShell } from './shell/AppShell';
import { RouteError } from './shell/RouteError';
import type { RouteHandle, SkipTarget } from './components/routeHandle';

type LazyPage = () => Promise<{ default: React.ComponentType }>;

/** A page inside a FluentScope: the scope's module (Fluent's providers) loads beside the page's chunk. */
const page = (load: LazyPage) => async () => {
  const [{ default: Page }, { withFluentScope }] = await Promise.all([load(), import('./components/FluentScope')]);
  return { Component: withFluentScope(Page) };
};
/** A page drawn without Fluent (home, product pages): no scope, so its first load brings none of Fluent's runtime (tests/unit/fluent-scope.test.ts checks which pages may be plain). */
const plainPage = (load: LazyPage) => async () => ({ Component: (await load()).default });

/** A page's loader, imported with the page (its module brings the feature's store along). */
type LoaderImport = () => Promise<PageLoader>;
const accountLoader: LoaderImport = () => import('./features/account/loaders').then((m) => m.accountLoader);
// The product pages' loaders: the lists' module, or the detail page's family module (with its family's calls only).
const productLists = () => import('./features/products/lists');

/**
 * The page table with each page's loader bound to the app's stores. A loader resolves when the
 * page's data is in its store (never rejects: a failed call shows on the page); it waits for the
 * session to be read first, so that its calls carry the student's credentials.
 */
export function createRoutes(root: RootStore): RouteObject[] {
  const load =
    (loader: PageLoader) =>
    async ({ params, request }: LoaderFunctionArgs): Promise<null> => {
      await root.ready();
      await loader(root, { params, search: new URL(request.url).searchParams });
      return null;
    };
  /**
   * A page with its data, both out of the app's entry: the page's chunk and its loader's module
   * download in parallel, and the loader runs as soon as its own module is there (React Router's
   * lazy object: `Component` and `loader` resolved separately).
   */
  const withData = (lazyPage: ReturnType<typeof page | typeof plainPage>, loader: LoaderImport) => ({
    Component: async () => (await lazyPage()).Component,
    loader: async () => load(await loader()),
  });

  // Discovery pages: search, categories, instructors, articles, information pages.
  const infoPage = plainPage(() => import('./features/info/InfoPage'));
  const categoryPage = plainPage(() => import('./features/categories/CategoryPage'));
  const articlesPage = plainPage(() => import('./features/articles/ArticlesPage'));
  const contactPage = plainPage(() => import('./features/info/ContactPage'));
  const discoveryRoutes: RouteObject[] = [
    {
      path: at('search'),
      lazy: withData(
        page(() => import('./features/search/SearchPage')),
        () => import('./features/search/loaders').then((m) => m.searchLoader),
      ),
      handle: { titleKey: 'pages.search', skipTo: 'results' } satisfies RouteHandle,
    },
    ...CATEGORY_URLS.map((url): RouteObject => ({
      path: url,
      lazy: withData(categoryPage, () => import('./features/categories/loaders').then((m) => m.categoryLoader(url))),
      handle: { titleKey: 'discovery.titles.category', skipTo: 'results' } satisfies RouteHandle,
    })),
    {
      path: at('instructors'),
      lazy: withData(
        plainPage(() => import('./features/instructors/InstructorsPage')),
        () => import('./features/instructors/loaders').then((m) => m.instructorsLoader),
      ),
      handle: { titleKey: 'pages.instructor' } satisfies RouteHandle,
    },
    {
      path: at('instructor'),
      lazy: withData(
        plainPage(() => import('./features/instructors/InstructorPage')),
        () => import('./features/instructors/loaders').then((m) => m.instructorLoader),
      ),
      handle: { titleKey: 'pages.instructor' } satisfies RouteHandle,
    },
    {
      path: at('articles'),
      lazy: withData(articlesPage, () => import('./features/articles/loaders').then((m) => m.articlesLoader)),
      handle: { titleKey: 'pages.articles' } satisfies RouteHandle,
    },
    {
      path: at('articleCategory'),
      lazy: withData(articlesPage, () => import('./features/articles/loaders').then((m) => m.articlesLoader)),
      handle: { titleKey: 'pages.articles' } satisfies RouteHandle,
    },
    {
      path: at('article'),
      lazy: withData(
        plainPage(() => import('./features/articles/ArticleDetailPage')),
        () => import('./features/articles/loaders').then((m) => m.articleLoader),
      ),
      handle: { titleKey: 'pages.articles' } satisfies RouteHandle,
    },
    {
      path: at('contactUs'),
      lazy: withData(contactPage, () => import('./features/info/loaders').then((m) => m.contactLoader)),
      handle: { titleKey: 'discovery.titles.contact' } satisfies RouteHandle,
    },
    {
      path: at('contactus'),
      lazy: withData(contactPage, () => import('./features/info/loaders').then((m) => m.contactLoader)),
      handle: { titleKey: 'discovery.titles.contact' } satisfies RouteHandle,
    },
    {
      path: at('careers'),
      lazy: withData(
        plainPage(() => import('./features/info/CareersPage')),
        () => import('./features/info/loaders').then((m) => m.careersLoader),
      ),
      handle: { titleKey: 'discovery.titles.careers' } satisfies RouteHandle,
    },
    {
      path: at('downloadApps'),
      lazy: withData(
        plainPage(() => import('./features/info/DownloadAppsPage')),
        () => import('./features/info/loaders').then((m) => m.downloadAppsLoader),
      ),
      handle: { titleKey: 'discovery.titles.downloadApps' } satisfies RouteHandle,
    },
    {
      path: at('signupPromo'),
      lazy: withData(
        plainPage(() => import('./features/info/SignupPromoPage')),
        () => import('./features/info/loaders').then((m) => m.signupPromoLoader),
      ),
      handle: { titleKey: 'discovery.titles.signupPromo' } satisfies RouteHandle,
    },
    {
      path: at('shortLink'),
      lazy: withData(
        plainPage(() => import('./features/info/ShortLinkPage')),
        () => import('./features/info/loaders').then((m) => m.shortLinkLoader),
      ),
      handle: { titleKey: 'discovery.titles.shortLink' } satisfies RouteHandle,
    },
    {
      path: at('sitemap'),
      lazy: withData(
        plainPage(() => import('./features/info/SitemapPage')),
        () => import('./features/info/loaders').then((m) => m.sitemapLoader),
      ),
      handle: { titleKey: 'discovery.titles.sitemap' } satisfies RouteHandle,
    },
    // The competition (issue 21): public; the entry and the upload for a signed-in student.
    {
      path: at('competition'),
      lazy: withData(
        page(() => import('./features/competition/CompetitionPage')),
        () => import('./features/competition/loaders').then((m) => m.competitionLoader),
      ),
      handle: { titleKey: 'competition.title' } satisfies RouteHandle,
    },
  ];

  /** User area sub-pages (spec 2); info pages are public, the rest need sign-in. */
  const account = (name: PageName, loadPage: LazyPage, titleKey: string, loader: LoaderImport = accountLoader): RouteObject => ({
    path: at(name),
    lazy: withData(page(loadPage), loader),
    handle: { titleKey, auth: true } satisfies RouteHandle,
  });
  const userPages: RouteObject[] = [
    // The account overview (issue 25): drawn without Fluent, in the browser only (auth).
    {
      path: at('user'),
      lazy: withData(
        plainPage(() => import('./features/overview/OverviewPage')),
        () => import('./features/overview/loaders').then((m) => m.overviewLoader),
      ),
      handle: { titleKey: 'pages.user', auth: true } satisfies RouteHandle,
    },
    account(
      'editProfile',
      () => import('./features/account/EditProfilePage'),
      'pages.editProfile',
      () => import('./features/account/loaders').then((m) => m.editProfileLoader),
    ),
    account(
      'userSubscription',
      () => import('./features/subscription/SubscriptionPage'),
      'pages.subscription',
      () => import('./features/subscription/loaders').then((m) => m.subscriptionLoader),
    ),
    account(
      'userNotification',
      () => import('./features/notifications/NotificationsPage'),
      'pages.notification',
      () => import('./features/notifications/loaders').then((m) => m.notificationsLoader),
    ),
    // Issue 22: the desktop app's offline lessons (the page shows nothing without platform.offline).
    { path: 'user/offline', lazy: page(() => import('./features/offline/OfflineCoursesPage')), handle: { titleKey: 'offline.pageTitle', auth: true } satisfies RouteHandle },
    account(
      'poinqu',
      () => import('./features/points/PoinquPage'),
      'pages.poinqu',
      () => import('./features/points/loaders').then((m) => m.poinquLoader),
    ),
    account(
      'voucherqu',
      () => import('./features/vouchers/VouchersPage'),
      'pages.voucherqu',
      () => import('./features/vouchers/loaders').then((m) => m.vouchersLoader),
    ),
    account(
      'wishlistqu',
      () => import('./features/wishlist/WishlistPage'),
      'pages.wishlistqu',
      () => import('./features/wishlist/loaders').then((m) => m.wishlistLoader),
    ),
    account('editAccount', () => import('./features/account/EditAccountPage'), 'pages.editAccount'),
    account(
      'classqu',
      () => import('./features/classes/ClassesPage'),
      'pages.classqu',
      () => import('./features/classes/loaders').then((m) => m.classesLoader),
    ),
    account(
      'certificatequ',
      () => import('./features/certificates/CertificatesPage'),
      'pages.certificatequ',
      () => import('./features/certificates/loaders').then((m) => m.certificatesLoader),
    ),
    // The desktop app's offline library (issue 22): reads the disk through the bridge, never the API.
    account(
      'library',
      () => import('./features/library/LibraryPage'),
      'library.title',
      () => import('./features/library/loaders').then((m) => m.libraryLoader),
    ),
    account('deleteAccount', () => import('./features/account/DeleteAccountPage'), 'pages.deleteAccount'),
    // Information pages (discovery): public.
    {
      path: at('aboutus'),
      lazy: withData(infoPage, () => import('./features/info/loaders').then((m) => m.infoPageLoader('aboutus'))),
      handle: { titleKey: 'pages.aboutus' } satisfies RouteHandle,
    },
    {
      path: at('terms'),
      lazy: withData(infoPage, () => import('./features/info/loaders').then((m) => m.infoPageLoader('terms'))),
      handle: { titleKey: 'pages.terms' } satisfies RouteHandle,
    },
    {
      path: at('privacy'),
      lazy: withData(infoPage, () => import('./features/info/loaders').then((m) => m.infoPageLoader('privacy'))),
      handle: { titleKey: 'pages.privacy' } satisfies RouteHandle,
    },
    {
      path: at('support'),
      lazy: withData(infoPage, () => import('./features/info/loaders').then((m) => m.infoPageLoader('support'))),
      handle: { titleKey: 'pages.support' } satisfies RouteHandle,
    },
  ];

  // Product pages (features/products): product lists and detail pages, one lazy chunk each.
  // A list's or a detail page's skip link (to its results, to its buy box): ProductDetail's and
  // ListingView's targets; the pages without either (donation, product description) have none.
  const product = (name: PageName, lazyPage: ReturnType<typeof page | typeof plainPage>, titleKey: string, loader: LoaderImport, skipTo?: SkipTarget): RouteObject => ({
    path: at(name),
    lazy: withData(lazyPage, loader),
    handle: { titleKey, skipTo } satisfies RouteHandle,
  });
  const productRoutes: RouteObject[] = [
    product(
      'courses',
      plainPage(() => import('./features/products/CoursesListPage')),
      'pages.courses',
      () => productLists().then((m) => m.coursesLoader),
      'results',
    ),
    product(
      'course',
      plainPage(() => import('./features/products/CourseDetailPage')),
      'pages.courses',
      () => import('./features/products/families/courses').then((m) => m.courseLoader),
      'purchase',
    ),
    product(
      'coursePackages',
      plainPage(() => import('./features/products/CoursePackagesListPage')),
      'pages.coursePackage',
      () => productLists().then((m) => m.packagesLoader),
      'results',
    ),
    product(
      'coursePackage',
      plainPage(() => import('./features/products/PackageDetailPage')),
      'pages.coursePackage',
      () => import('./features/products/families/courses').then((m) => m.packageLoader),
      'purchase',
    ),
    product(
      'bootcamps',
      plainPage(() => import('./features/products/BootcampsPage')),
      'pages.bootcamps',
      () => productLists().then((m) => m.bootcampsLoader),
      'results',
    ),
    product(
      'bootcamp',
      plainPage(() => import('./features/products/BootcampDetailPage')),
      'pages.bootcamps',
      () => import('./features/products/families/bootcamps').then((m) => m.bootcampLoader),
      'purchase',
    ),
    product(
      'webinars',
      plainPage(() => import('./features/products/WebinarsListPage')),
      'pages.webinars',
      () => productLists().then((m) => m.webinarsLoader),
      'results',
    ),
    product(
      'webinar',
      plainPage(() => import('./features/products/WebinarDetailPage')),
      'pages.webinars',
      () => import('./features/products/families/live').then((m) => m.webinarLoader),
      'purchase',
    ),
    product(
      'microlearnings',
      plainPage(() => import('./features/products/MicrolearningsListPage')),
      'pages.microlearnings',
      () => productLists().then((m) => m.microlearningsLoader),
      'results',
    ),
    product(
      'microlearning',
      plainPage(() => import('./features/products/MicrolearningDetailPage')),
      'pages.microlearnings',
      () => import('./features/products/families/microlearnings').then((m) => m.microlearningLoader),
      'purchase',
    ),
    product(
      'event',
      plainPage(() => import('./features/products/EventDetailPage')),
      'products.titles.events',
      () => import('./features/products/families/live').then((m) => m.eventLoader),
      'purchase',
    ),
    product(
      'prakerja',
      plainPage(() => import('./features/products/PrakerjaLandingPage')),
      'products.titles.prakerja',
      () => productLists().then((m) => m.prakerjaLoader),
      'results',
    ),
    product(
      'prakerjaDetail',
      plainPage(() => import('./features/products/PrakerjaDetailPage')),
      'products.titles.prakerja',
      () => import('./features/products/families/prakerja').then((m) => m.prakerjaDetailLoader),
      'purchase',
    ),
    product(
      'program',
      plainPage(() => import('./features/products/ProgramPage')),
      'products.titles.programs',
      () => productLists().then((m) => m.programLoader),
      'results',
    ),
    product(
      'subscription',
      plainPage(() => import('./features/products/SubscriptionDetailPage')),
      'products.titles.subscriptions',
      () => import('./features/products/families/subscriptions').then((m) => m.subscriptionLoader),
      'purchase',
    ),
    product(
      'donation',
      plainPage(() => import('./features/products/DonationPage')),
      'products.titles.donations',
      () => import('./features/products/families/donations').then((m) => m.donationLoader),
    ),
    product(
      'productDescription',
      plainPage(() => import('./features/products/ProductDescriptionPage')),
      'pages.productDescription',
      () => import('./features/products/families/courses').then((m) => m.productDescriptionLoader),
    ),
  ];

  return [
    {
      id: 'root',
      element: <AppShell />,
      hydrateFallbackElement: <AppShell booting />,
      errorElement: <RouteError />,
      children: [
        {
          index: true, // PAGE_PATTERNS.home
          lazy: withData(
            plainPage(() => import('./features/home/HomePage')),
            () => import('./features/home/loaders').then((m) => m.homeLoader),
          ),
          handle: { titleKey: 'pages.home' } satisfies RouteHandle,
        },
        ...productRoutes,
        {
          path: at('cart'),
          lazy: withData(
            page(() => import('./features/cart/CartPage')),
            () => import('./features/cart/loaders').then((m) => m.cartLoader),
          ),
          handle: { titleKey: 'pages.cart', auth: true } satisfies RouteHandle,
        },
        // One page for /notification and /user/notification (features/notifications).
        account(
          'notification',
          () => import('./features/notifications/NotificationsPage'),
          'pages.notification',
          () => import('./features/notifications/loaders').then((m) => m.notificationsLoader),
        ),
        // /my-class (spec 2) is my classes, like /user/classqu.
        account(
          'myClass',
          () => import('./features/classes/ClassesPage'),
          'pages.myClass',
          () => import('./features/classes/loaders').then((m) => m.classesLoader),
        ),
        {
          path: at('checkout'),
          lazy: withData(
            page(() => import('./features/checkout/CheckoutPage')),
            () => import('./features/checkout/loaders').then((m) => m.checkoutLoader),
          ),
          handle: { titleKey: 'pages.checkout', auth: true } satisfies RouteHandle,
        },
        {
          path: at('payment'),
          lazy: withData(
            page(() => import('./features/checkout/PaymentPage')),
            () => import('./features/checkout/loaders').then((m) => m.paymentLoader),
          ),
          handle: { titleKey: 'pages.payment', auth: true } satisfies RouteHandle,
        },
        {
          path: at('prakerjaRedeemCallback'),
          lazy: withData(
            page(() => import('./features/prakerja/RedeemCallbackPage')),
            () => import('./features/prakerja/loaders').then((m) => m.redeemCallbackLoader),
          ),
          handle: { titleKey: 'prakerjaRedeem.callback.title', auth: true } satisfies RouteHandle,
        },
        {
          path: at('donationResult'),
          lazy: withData(
            page(() => import('./features/donations/DonationResultPage')),
            () => import('./features/donations/loaders').then((m) => m.donationResultLoader),
          ),
          handle: { titleKey: 'donations.result.title', auth: true } satisfies RouteHandle,
        },
        {
          path: at('history'),
          lazy: withData(
            page(() => import('./features/transactions/TransactionsPage')),
            () => import('./features/transactions/loaders').then((m) => m.transactionsLoader),
          ),
          handle: { titleKey: 'pages.history', auth: true } satisfies RouteHandle,
        },
        {
          path: at('transaction'),
          lazy: withData(
            page(() => import('./features/transactions/TransactionPage')),
            () => import('./features/transactions/loaders').then((m) => m.transactionLoader),
          ),
          handle: { titleKey: 'pages.history', auth: true } satisfies RouteHandle,
        },
        ...(['courseLecture', 'courseLectureMaterial'] as const).map((name): RouteObject => ({
          path: at(name),
          lazy: withData(
            page(() => import('./features/lecture/LecturePage')),
            () => import('./features/lecture/loaders').then((m) => m.lectureLoader),
          ),
          handle: { titleKey: 'pages.lecture', auth: true } satisfies RouteHandle,
        })),
        {
          path: at('assessment'),
          lazy: withData(
            page(() => import('./features/assessments/AssessmentPage')),
            () => import('./features/assessments/loaders').then((m) => m.assessmentLoader),
          ),
          handle: { titleKey: 'pages.assessment' } satisfies RouteHandle,
        },
        {
          path: at('assessmentResult'),
          lazy: withData(
            page(() => import('./features/assessments/AssessmentResultPage')),
            () => import('./features/assessments/loaders').then((m) => m.assessmentResultLoader),
          ),
          handle: { titleKey: 'pages.assessment' } satisfies RouteHandle,
        },
        // Issue 21: the enrolled student's bootcamp lecture, and the mentor's review queue.
        account(
          'bootcampLecture',
          () => import('./features/bootcamp-lecture/BootcampLecturePage'),
          'pages.bootcampLecture',
          () => import('./features/bootcamp-lecture/loaders').then((m) => m.bootcampLectureLoader),
        ),
        account(
          'mentorSubmissions',
          () => import('./features/mentor/MentorSubmissionsPage'),
          'pages.mentorSubmissions',
          () => import('./features/mentor/loaders').then((m) => m.mentorSubmissionsLoader),
        ),
        {
          // The staff's e-ticket check-in (a phone's camera opens the QR code's link here).
          path: at('eticketScan'),
          lazy: withData(
            page(() => import('./features/sessions/ScannerPage')),
            () => import('./features/sessions/loaders').then((m) => m.scannerLoader),
          ),
          handle: { titleKey: 'pages.eticketScan', auth: true } satisfies RouteHandle,
        },
        {
          path: at('certificateVerification'),
          lazy: withData(
            plainPage(() => import('./features/certificates/VerificationPage')),
            () => import('./features/certificates/loaders').then((m) => m.verificationLoader),
          ),
          handle: { titleKey: 'pages.certificateVerification' } satisfies RouteHandle,
        },
        ...userPages,
        ...discoveryRoutes,
        // Sign-in screens (bare layout); each one returns to `?from=` (same-site paths only).
        {
          path: at('signin'),
          lazy: withData(
            plainPage(() => import('./features/auth/SignInPage')),
            () => import('./features/auth/loaders').then((m) => m.socialSignInLoader),
          ),
          handle: { layout: 'bare', titleKey: 'pages.signin', clientOnly: true } satisfies RouteHandle,
        },
        {
          path: at('signup'),
          lazy: withData(
            plainPage(() => import('./features/auth/SignUpPage')),
            () => import('./features/auth/loaders').then((m) => m.socialSignInLoader),
          ),
          handle: { layout: 'bare', titleKey: 'pages.signup', clientOnly: true } satisfies RouteHandle,
        },
        {
          path: at('forgotPassword'),
          lazy: plainPage(() => import('./features/auth/ForgotPasswordPage')),
          handle: { layout: 'bare', titleKey: 'pages.forgotPassword', clientOnly: true } satisfies RouteHandle,
        },
        {
          path: at('resetPassword'),
          lazy: plainPage(() => import('./features/auth/ResetPasswordPage')),
          handle: { layout: 'bare', titleKey: 'pages.resetPassword', clientOnly: true } satisfies RouteHandle,
        },
        {
          path: '*',
          // A single unknown segment may still be a category (categories/by-url); else the not-found page.
          lazy: withData(
            plainPage(() => import('./features/categories/CatchAllPage')),
            () => import('./features/categories/loaders').then((m) => m.catchAllLoader),
          ),
          handle: { titleKey: 'pages.notFound' } satisfies RouteHandle,
        },
      ],
    },
  ];
}

/**
 * Resolves a route's `lazy` in place (the function form or the object form of `withData`), as the
 * router would: the browser's hydration does it for the matched routes before running their
 * loaders from the server's recording.
 */
export async function resolveLazy(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return;
  const resolved =
    typeof lazy === 'function' ? await lazy() : Object.fromEntries(await Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()])));
  Object.assign(route, { ...resolved, lazy: undefined } as Partial<RouteObject>);
}
