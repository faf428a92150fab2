/**
 * The spec's routes (section 2). Pages are loaded with React Router's `lazy` so each page is its
 * own chunk; a page's data is loaded by its route `loader` (a PageLoader of its feature,
 * stores/loader.ts, filling the feature's store), which the data router runs in parallel with the
 * chunk download, on every navigation to the page and again on `router.revalidate()` (language
 * change, main.tsx). The router's navigation state (→ top progress bar) covers both.
 * Pages not built yet render the bilingual "coming soon" placeholder.
 * The URL patterns come from src/common/routes.ts (the server answers 404 for any other path);
 * every page is a direct child of the root route, by its pattern.
 */
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { childPath as at, type PageName } from '../common/routes';
import type { RootStore } from './stores/RootStore';
import type { PageLoader } from './stores/loader';
import { CATEGORY_URLS } from './features/categories/categoryUrls';
import { accountLoader, editProfileLoader } from './features/account/loaders';
import { articleLoader, articlesLoader } from './features/articles/loaders';
import { socialSignInLoader } from './features/auth/loaders';
import { cartLoader } from './features/cart/loaders';
import { checkoutLoader, paymentLoader } from './features/checkout/loaders';
import { donationResultLoader } from './features/donations/loaders';
import { redeemCallbackLoader } from './features/prakerja/loaders';
import { catchAllLoader, categoryLoader } from './features/categories/loaders';
import { homeLoader } from './features/home/loaders';
import { careersLoader, contactLoader, downloadAppsLoader, infoPageLoader, shortLinkLoader, signupPromoLoader, sitemapLoader } from './features/info/loaders';
import { instructorLoader } from './features/instructors/loaders';
import * as products from './features/products/loaders';
import { searchLoader } from './features/search/loaders';
import { transactionLoader, transactionsLoader } from './features/transactions/loaders';
import { wishlistLoader } from './features/wishlist/loaders';
import { lectureLoader } from './features/lecture/loaders';
import { classesLoader } from './features/classes/loaders';
import { assessmentLoader, assessmentResultLoader } from './features/assessments/loaders';
import { certificatesLoader, verificationLoader } from './features/certificates/loaders';
import { libraryLoader } from './features/library/loaders';
import { scannerLoader } from './features/sessions/loaders';
import { vouchersLoader } from './features/vouchers/loaders';
import { poinquLoader } from './features/points/loaders';
import { subscriptionLoader } from './features/subscription/loaders';
import { notificationsLoader } from './features/notifications/loaders';
import { competitionLoader } from './features/competition/loaders';
import { bootcampLectureLoader } from './features/bootcamp-lecture/loaders';
import { mentorSubmissionsLoader } from './features/mentor/loaders';
import { AppShell } from './shell/AppShell';
import { RouteError } from './shell/RouteError';
import type { RouteHandle } from './components/routeHandle';

type LazyPage = () => Promise<{ default: React.ComponentType }>;

const page = (load: LazyPage) => async () => ({ Component: (await load()).default });

const comingSoon = page(() => import('./features/system/ComingSoonPage'));

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

  // Discovery pages: search, categories, instructors, articles, information pages.
  const infoPage = page(() => import('./features/info/InfoPage'));
  const categoryPage = page(() => import('./features/categories/CategoryPage'));
  const articlesPage = page(() => import('./features/articles/ArticlesPage'));
  const contactPage = page(() => import('./features/info/ContactPage'));
  const discoveryRoutes: RouteObject[] = [
    { path: at('search'), lazy: page(() => import('./features/search/SearchPage')), loader: load(searchLoader), handle: { titleKey: 'pages.search' } satisfies RouteHandle },
    ...CATEGORY_URLS.map((url): RouteObject => ({
      path: url,
      lazy: categoryPage,
      loader: load(categoryLoader(url)),
      handle: { titleKey: 'discovery.titles.category' } satisfies RouteHandle,
    })),
    { path: at('instructors'), lazy: comingSoon, handle: { titleKey: 'pages.instructor' } satisfies RouteHandle },
    {
      path: at('instructor'),
      lazy: page(() => import('./features/instructors/InstructorPage')),
      loader: load(instructorLoader),
      handle: { titleKey: 'pages.instructor' } satisfies RouteHandle,
    },
    { path: at('articles'), lazy: articlesPage, loader: load(articlesLoader), handle: { titleKey: 'pages.articles' } satisfies RouteHandle },
    { path: at('articleCategory'), lazy: articlesPage, loader: load(articlesLoader), handle: { titleKey: 'pages.articles' } satisfies RouteHandle },
    {
      path: at('article'),
      lazy: page(() => import('./features/articles/ArticleDetailPage')),
      loader: load(articleLoader),
      handle: { titleKey: 'pages.articles' } satisfies RouteHandle,
    },
    { path: at('contactUs'), lazy: contactPage, loader: load(contactLoader), handle: { titleKey: 'discovery.titles.contact' } satisfies RouteHandle },
    { path: at('contactus'), lazy: contactPage, loader: load(contactLoader), handle: { titleKey: 'discovery.titles.contact' } satisfies RouteHandle },
    {
      path: at('careers'),
      lazy: page(() => import('./features/info/CareersPage')),
      loader: load(careersLoader),
      handle: { titleKey: 'discovery.titles.careers' } satisfies RouteHandle,
    },
    {
      path: at('downloadApps'),
      lazy: page(() => import('./features/info/DownloadAppsPage')),
      loader: load(downloadAppsLoader),
      handle: { titleKey: 'discovery.titles.downloadApps' } satisfies RouteHandle,
    },
    {
      path: at('signupPromo'),
      lazy: page(() => import('./features/info/SignupPromoPage')),
      loader: load(signupPromoLoader),
      handle: { titleKey: 'discovery.titles.signupPromo' } satisfies RouteHandle,
    },
    {
      path: at('shortLink'),
      lazy: page(() => import('./features/info/ShortLinkPage')),
      loader: load(shortLinkLoader),
      handle: { titleKey: 'discovery.titles.shortLink' } satisfies RouteHandle,
    },
    {
      path: at('sitemap'),
      lazy: page(() => import('./features/info/SitemapPage')),
      loader: load(sitemapLoader),
      handle: { titleKey: 'discovery.titles.sitemap' } satisfies RouteHandle,
    },
    // The competition (issue 21): public; the entry and the upload for a signed-in student.
    {
      path: at('competition'),
      lazy: page(() => import('./features/competition/CompetitionPage')),
      loader: load(competitionLoader),
      handle: { titleKey: 'competition.title' } satisfies RouteHandle,
    },
  ];

  /** User area sub-pages (spec 2); info pages are public, the rest need sign-in. */
  const account = (name: PageName, loadPage: LazyPage, titleKey: string, loader: PageLoader = accountLoader): RouteObject => ({
    path: at(name),
    lazy: page(loadPage),
    loader: load(loader),
    handle: { titleKey, auth: true } satisfies RouteHandle,
  });
  const userPages: RouteObject[] = [
    { path: at('user'), lazy: comingSoon, handle: { titleKey: 'pages.user', auth: true } satisfies RouteHandle },
    account('editProfile', () => import('./features/account/EditProfilePage'), 'pages.editProfile', editProfileLoader),
    account('userSubscription', () => import('./features/subscription/SubscriptionPage'), 'pages.subscription', subscriptionLoader),
    account('userNotification', () => import('./features/notifications/NotificationsPage'), 'pages.notification', notificationsLoader),
    // Issue 22: the desktop app's offline lessons (the page shows nothing without platform.offline).
    { path: 'user/offline', lazy: page(() => import('./features/offline/OfflineCoursesPage')), handle: { titleKey: 'offline.pageTitle', auth: true } satisfies RouteHandle },
    account('poinqu', () => import('./features/points/PoinquPage'), 'pages.poinqu', poinquLoader),
    account('voucherqu', () => import('./features/vouchers/VouchersPage'), 'pages.voucherqu', vouchersLoader),
    account('wishlistqu', () => import('./features/wishlist/WishlistPage'), 'pages.wishlistqu', wishlistLoader),
    account('editAccount', () => import('./features/account/EditAccountPage'), 'pages.editAccount'),
    account('classqu', () => import('./features/classes/ClassesPage'), 'pages.classqu', classesLoader),
    account('certificatequ', () => import('./features/certificates/CertificatesPage'), 'pages.certificatequ', certificatesLoader),
    // The desktop app's offline library (issue 22): reads the disk through the bridge, never the API.
    account('library', () => import('./features/library/LibraryPage'), 'library.title', libraryLoader),
    account('deleteAccount', () => import('./features/account/DeleteAccountPage'), 'pages.deleteAccount'),
    // Information pages (discovery): public.
    { path: at('aboutus'), lazy: infoPage, loader: load(infoPageLoader('aboutus')), handle: { titleKey: 'pages.aboutus' } satisfies RouteHandle },
    { path: at('terms'), lazy: infoPage, loader: load(infoPageLoader('terms')), handle: { titleKey: 'pages.terms' } satisfies RouteHandle },
    { path: at('privacy'), lazy: infoPage, loader: load(infoPageLoader('privacy')), handle: { titleKey: 'pages.privacy' } satisfies RouteHandle },
    { path: at('support'), lazy: infoPage, loader: load(infoPageLoader('support')), handle: { titleKey: 'pages.support' } satisfies RouteHandle },
  ];

  // Product pages (features/products): product lists and detail pages, one lazy chunk each.
  const product = (name: PageName, loadPage: LazyPage, titleKey: string, loader: PageLoader): RouteObject => ({
    path: at(name),
    lazy: page(loadPage),
    loader: load(loader),
    handle: { titleKey } satisfies RouteHandle,
  });
  const productRoutes: RouteObject[] = [
    product('courses', () => import('./features/products/CoursesListPage'), 'pages.courses', products.coursesLoader),
    product('course', () => import('./features/products/CourseDetailPage'), 'pages.courses', products.courseLoader),
    product('coursePackages', () => import('./features/products/CoursePackagesListPage'), 'pages.coursePackage', products.packagesLoader),
    product('coursePackage', () => import('./features/products/PackageDetailPage'), 'pages.coursePackage', products.packageLoader),
    product('bootcamps', () => import('./features/products/BootcampsPage'), 'pages.bootcamps', products.bootcampsLoader),
    product('bootcamp', () => import('./features/products/BootcampDetailPage'), 'pages.bootcamps', products.bootcampLoader),
    product('webinars', () => import('./features/products/WebinarsListPage'), 'pages.webinars', products.webinarsLoader),
    product('webinar', () => import('./features/products/WebinarDetailPage'), 'pages.webinars', products.webinarLoader),
    product('microlearnings', () => import('./features/products/MicrolearningsListPage'), 'pages.microlearnings', products.microlearningsLoader),
    product('microlearning', () => import('./features/products/MicrolearningDetailPage'), 'pages.microlearnings', products.microlearningLoader),
    product('event', () => import('./features/products/EventDetailPage'), 'products.titles.events', products.eventLoader),
    product('prakerja', () => import('./features/products/PrakerjaLandingPage'), 'products.titles.prakerja', products.prakerjaLoader),
    product('prakerjaDetail', () => import('./features/products/PrakerjaDetailPage'), 'products.titles.prakerja', products.prakerjaDetailLoader),
    product('program', () => import('./features/products/ProgramPage'), 'products.titles.programs', products.programLoader),
    product('subscription', () => import('./features/products/SubscriptionDetailPage'), 'products.titles.subscriptions', products.subscriptionLoader),
    product('donation', () => import('./features/products/DonationPage'), 'products.titles.donations', products.donationLoader),
    product('productDescription', () => import('./features/products/ProductDescriptionPage'), 'pages.productDescription', products.productDescriptionLoader),
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
          lazy: page(() => import('./features/home/HomePage')),
          loader: load(homeLoader),
          handle: { titleKey: 'pages.home' } satisfies RouteHandle,
        },
        ...productRoutes,
        {
          path: at('cart'),
          lazy: page(() => import('./features/cart/CartPage')),
          loader: load(cartLoader),
          handle: { titleKey: 'pages.cart', auth: true } satisfies RouteHandle,
        },
        // One page for /notification and /user/notification (features/notifications).
        account('notification', () => import('./features/notifications/NotificationsPage'), 'pages.notification', notificationsLoader),
        // /my-class (spec 2) is my classes, like /user/classqu.
        account('myClass', () => import('./features/classes/ClassesPage'), 'pages.myClass', classesLoader),
        {
          path: at('checkout'),
          lazy: page(() => import('./features/checkout/CheckoutPage')),
          loader: load(checkoutLoader),
          handle: { titleKey: 'pages.checkout', auth: true } satisfies RouteHandle,
        },
        {
          path: at('payment'),
          lazy: page(() => import('./features/checkout/PaymentPage')),
          loader: load(paymentLoader),
          handle: { titleKey: 'pages.payment', auth: true } satisfies RouteHandle,
        },
        {
          path: at('prakerjaRedeemCallback'),
          lazy: page(() => import('./features/prakerja/RedeemCallbackPage')),
          loader: load(redeemCallbackLoader),
          handle: { titleKey: 'prakerjaRedeem.callback.title', auth: true } satisfies RouteHandle,
        },
        {
          path: at('donationResult'),
          lazy: page(() => import('./features/donations/DonationResultPage')),
          loader: load(donationResultLoader),
          handle: { titleKey: 'donations.result.title', auth: true } satisfies RouteHandle,
        },
        {
          path: at('history'),
          lazy: page(() => import('./features/transactions/TransactionsPage')),
          loader: load(transactionsLoader),
          handle: { titleKey: 'pages.history', auth: true } satisfies RouteHandle,
        },
        {
          path: at('transaction'),
          lazy: page(() => import('./features/transactions/TransactionPage')),
          loader: load(transactionLoader),
          handle: { titleKey: 'pages.history', auth: true } satisfies RouteHandle,
        },
        ...(['courseLecture', 'courseLectureMaterial'] as const).map((name): RouteObject => ({
          path: at(name),
          lazy: page(() => import('./features/lecture/LecturePage')),
          loader: load(lectureLoader),
          handle: { titleKey: 'pages.lecture', auth: true } satisfies RouteHandle,
        })),
        {
          path: at('assessment'),
          lazy: page(() => import('./features/assessments/AssessmentPage')),
          loader: load(assessmentLoader),
          handle: { titleKey: 'pages.assessment' } satisfies RouteHandle,
        },
        {
          path: at('assessmentResult'),
          lazy: page(() => import('./features/assessments/AssessmentResultPage')),
          loader: load(assessmentResultLoader),
          handle: { titleKey: 'pages.assessment' } satisfies RouteHandle,
        },
        // Issue 21: the enrolled student's bootcamp lecture, and the mentor's review queue.
        account('bootcampLecture', () => import('./features/bootcamp-lecture/BootcampLecturePage'), 'pages.bootcampLecture', bootcampLectureLoader),
        account('mentorSubmissions', () => import('./features/mentor/MentorSubmissionsPage'), 'pages.mentorSubmissions', mentorSubmissionsLoader),
        {
          // The staff's e-ticket check-in (a phone's camera opens the QR code's link here).
          path: at('eticketScan'),
          lazy: page(() => import('./features/sessions/ScannerPage')),
          loader: load(scannerLoader),
          handle: { titleKey: 'pages.eticketScan', auth: true } satisfies RouteHandle,
        },
        {
          path: at('certificateVerification'),
          lazy: page(() => import('./features/certificates/VerificationPage')),
          loader: load(verificationLoader),
          handle: { titleKey: 'pages.certificateVerification' } satisfies RouteHandle,
        },
        ...userPages,
        ...discoveryRoutes,
        // Sign-in screens (bare layout); each one returns to `?from=` (same-site paths only).
        {
          path: at('signin'),
          lazy: page(() => import('./features/auth/SignInPage')),
          loader: load(socialSignInLoader),
          handle: { layout: 'bare', titleKey: 'pages.signin', clientOnly: true } satisfies RouteHandle,
        },
        {
          path: at('signup'),
          lazy: page(() => import('./features/auth/SignUpPage')),
          loader: load(socialSignInLoader),
          handle: { layout: 'bare', titleKey: 'pages.signup', clientOnly: true } satisfies RouteHandle,
        },
        {
          path: at('forgotPassword'),
          lazy: page(() => import('./features/auth/ForgotPasswordPage')),
          handle: { layout: 'bare', titleKey: 'pages.forgotPassword', clientOnly: true } satisfies RouteHandle,
        },
        {
          path: at('resetPassword'),
          lazy: page(() => import('./features/auth/ResetPasswordPage')),
          handle: { layout: 'bare', titleKey: 'pages.resetPassword', clientOnly: true } satisfies RouteHandle,
        },
        {
          path: '*',
          // A single unknown segment may still be a category (categories/by-url); else the not-found page.
          lazy: page(() => import('./features/categories/CatchAllPage')),
          loader: load(catchAllLoader),
          handle: { titleKey: 'pages.notFound' } satisfies RouteHandle,
        },
      ],
    },
  ];
}
