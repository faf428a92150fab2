/** Business constants and limits of spec section 9. */

export const TIMEOUTS = {
  /** Student API client timeout. */
  studentApiMs: 20000,
  /** Main API client timeout. */
  mainApiMs: 600000,
} as const;

/** The spec's constant 15000 (meaning not shown): we use it as the maintenance re-check interval. */
export const MAINTENANCE_RECHECK_MS = 15000;
/** The spec's constant 99 (meaning not shown): we use it as the cap for badge counts ("99+"). */
export const BADGE_COUNT_CAP = 99;

export const PAGE_SIZE = {
  similarArticles: 4,
  similarContents: 5,
  reviews: 3,
  instructorContents: 8,
  /** The instructor list (/instructor). */
  instructors: 12,
  pointsHistoryPage: 1,
  pointsHistorySize: 10,
  relatedMicrolearning: 5,
  suggestionArticles: 4,
  /** Default list page size where the spec names none. */
  defaultList: 12,
  /** Upper bound accepted by the server for any pageSize. */
  max: 100,
} as const;

/** Content type filter value 3 for webinars. */
export const WEBINAR_CONTENT_TYPE_FILTER = 3;
/** Voucher lists take type 1 or 2. */
export const VOUCHER_LIST_TYPES = [1, 2] as const;
/** Refresh requests always send deviceID 1. */
export const REFRESH_DEVICE_ID = 1;

export const AUTH_COOKIE = {
  name: 'auth',
  path: '/',
  sameSite: 'lax' as const,
  maxAgeSeconds: 345600,
};
/** Other cookies of the spec; cdpLogo is removed at logout. */
export const COOKIES = {
  fcmToken: 'fcmToken',
  search: 'search',
  notificationPolicy: 'notification_policy',
  cdpLogo: 'cdpLogo',
} as const;
/** Local storage key of the visitor's analytics choice (platform/tagManager.ts; read by the server's boot script too). */
export const ANALYTICS_CONSENT_KEY = 'analytics.consent';
/**
 * The window event the app sends once it answers presses (App.tsx, after hydration): the boot
 * script of a server-rendered page (src/server/web/boot-script.ts) then does again what the visitor
 * did before.
 */
export const INTERACTIVE_EVENT = 'lm:interactive';
/** Local storage key of the locale. */
export const LOCALE_STORAGE_KEY = 'locale';
/** Push token refreshed after 7 days. */
export const PUSH_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Avatar: image/* only, at most 5242880 bytes. */
export const AVATAR_MAX_BYTES = 5242880;
/** General uploads share this maximum (not shown by the spec; we chose 10 MiB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const TOAST_MS = { shell: 3000, default: 5000 } as const;
export const MAINTENANCE_STATUS = 503;

export const BREAKPOINTS = { xs: 0, sm: 641, md: 768, lg: 1025, xl: 1280, '2xl': 1536 } as const;

/** Main API fixed header values. */
export const API_HEADERS = {
  apiKey: 'x-api-key',
  acceptLanguage: 'accept-language',
  acceptLanguageValue: '2',
  devicePlatform: 'device-platform',
  language: 'language',
} as const;
export const DevicePlatform = { DESKTOP: 1, MOBILE: 2 } as const;

/** The spec's fallback error text; kept as written. */
export const FALLBACK_ERROR = 'Something when wrong';

/** Public client credentials of the anonymous visitor (Basic mode). Not secret by design. */
export const PUBLIC_CLIENT = { id: 'web-public', secret: 'web-public-secret' } as const;
/** Public API key sent by clients in the fixed headers. */
export const PUBLIC_API_KEY = 'lm-public-key';

export const SUPPORT_EMAIL = 'support@belajar.local';
export const APP_STORE_LINKS = {
  googlePlay: 'https://play.google.com/store/apps/details?id=id.belajar.app',
  appStore: 'https://apps.apple.com/id/app/belajar/id0000000000',
} as const;
export const SITE = {
  name: 'Belajar',
  titles: { en: 'Belajar — learn new skills online', id: 'Belajar — kuasai keahlian baru secara online' },
  descriptions: {
    en: 'Courses, bootcamps, webinars and Prakerja classes from Indonesia’s best instructors.',
    id: 'Kursus, bootcamp, webinar, dan kelas Prakerja dari instruktur terbaik Indonesia.',
  },
} as const;
