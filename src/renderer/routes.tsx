/**
 * The spec's routes (section 2). Pages are loaded with React Router's `lazy` so each page is its
 * own chunk and the router's navigation state (→ top progress bar) covers chunk loading.
 * Pages not built yet render the bilingual "coming soon" placeholder.
 */
import type { RouteObject } from 'react-router-dom';
import { CATEGORY_SEGMENTS } from '../common/enums';
import { AppShell } from './shell/AppShell';
import { RouteError } from './shell/RouteError';
import type { RouteHandle } from './shell/routeHandle';

type LazyPage = () => Promise<{ default: React.ComponentType }>;

const page = (load: LazyPage) => async () => ({ Component: (await load()).default });

const comingSoon = page(() => import('./features/system/ComingSoonPage'));

function soon(path: string, titleKey: string, extra: Omit<RouteHandle, 'titleKey'> = {}): RouteObject {
  return { path, lazy: comingSoon, handle: { titleKey, ...extra } satisfies RouteHandle };
}

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
  soon('aboutus', 'pages.aboutus'),
  soon('terms', 'pages.terms'),
  soon('terms/privacy', 'pages.privacy'),
  soon('support', 'pages.support'),
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
      soon('webinars/*', 'pages.webinars'),
      soon('bootcamps/*', 'pages.bootcamps'),
      soon('courses/*', 'pages.courses'),
      soon('microlearnings/*', 'pages.microlearnings'),
      soon('articles/*', 'pages.articles'),
      soon('product-description/*', 'pages.productDescription'),
      soon('instructor/*', 'pages.instructor'),
      soon('course/package/*', 'pages.coursePackage'),
      soon('search', 'pages.search'),
      soon('cart', 'pages.cart', { auth: true }),
      soon('notification', 'pages.notification', { auth: true }),
      soon('my-class', 'pages.myClass', { auth: true }),
      soon('history', 'pages.history', { auth: true }),
      { path: 'user', children: userPages },
      ...CATEGORY_SEGMENTS.map((segment) => soon(`${segment}/*`, `categories.${segment}`)),
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
        lazy: page(() => import('./features/system/NotFoundPage')),
        handle: { titleKey: 'pages.notFound' } satisfies RouteHandle,
      },
    ],
  },
];
