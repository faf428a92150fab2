/**
 * i18next + react-i18next. Messages come in parts, one chunk per language and part (messages.ts):
 * the shell's part is loaded before the first render (main.tsx), a feature's part with the first
 * page that needs it (pageMessages.ts: the route's `lazy` resolves once the page's parts are in),
 * and only in the active language. Before a switch (the language menu) the other language's shell
 * part and every part asked for so far are loaded, so no screen ever shows a half-translated
 * state. The locale lives in localStorage `locale` (default 'id'); SettingsStore persists it and
 * main.tsx keeps i18next in sync.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/enums';
import { claimNamespaces, mergeMessages, type Messages } from './messages';

type LoadMessages = () => Promise<Messages>;

/** The part of the shell's and the shared components' messages (i18n/{en,id}.json). */
export const SHELL_PART = 'shell';

const shellFiles: Record<Locale, LoadMessages> = {
  en: () => import('./en.json').then((m) => m.default as Messages),
  id: () => import('./id.json').then((m) => m.default as Messages),
};
// Not eager: every file is its own chunk.
const featureFiles = import.meta.glob<Messages>('../features/*/messages/*.json', { import: 'default' });
const FEATURE_FILE = /^\.\.\/features\/([^/]+)\/messages\/([a-z]+)\.json$/;

/** Each language's parts: 'shell' and one per feature folder with messages (named after it). */
const files: Record<Locale, Record<string, LoadMessages>> = { en: { [SHELL_PART]: shellFiles.en }, id: { [SHELL_PART]: shellFiles.id } };
for (const [file, load] of Object.entries(featureFiles)) {
  const [, feature, lang] = FEATURE_FILE.exec(file) ?? [];
  if (feature && lang && (LOCALES as readonly string[]).includes(lang)) files[lang as Locale][feature] = load;
}

/** The feature parts (feature folders with messages). */
export const FEATURE_PARTS: readonly string[] = Object.keys(files[DEFAULT_LOCALE])
  .filter((part) => part !== SHELL_PART)
  .sort();

/** One part of one language's messages (its chunk). */
function partMessages(locale: Locale, part: string): Promise<Messages> {
  const load = files[locale][part];
  if (!load) return Promise.reject(new Error(`i18n: no messages part "${part}"`));
  return load();
}

/** Starts importing some parts of a language (the server render names their chunks for preloading). */
export function importParts(locale: Locale, parts: readonly string[]): Promise<Messages[]> {
  return Promise.all(parts.map((part) => partMessages(locale, part)));
}

/** Every message of a language, its parts merged (the server render: one i18next instance per request). */
export async function allMessages(locale: Locale): Promise<Messages> {
  const parts = [SHELL_PART, ...FEATURE_PARTS];
  const loaded = await Promise.all(parts.map((part) => partMessages(locale, part)));
  return mergeMessages(Object.fromEntries(parts.map((part, i) => [part, loaded[i]!])));
}

/** i18next set up by initI18n (never on the server, which renders with its own instances). */
let ready: Promise<unknown> | null = null;
/** Each part's load per language (`en/products`); a failed load is forgotten, so it may be retried. */
const loads = new Map<string, Promise<void>>();
/** Per language, which part owns each namespace: two parts never share one (messages.ts). */
const owners: Record<Locale, Map<string, string>> = { en: new Map(), id: new Map() };
/** The feature parts the pages opened so far asked for: a language switch loads them first. */
const wanted = new Set<string>();
/** Languages being switched to (setLanguage): parts asked for meanwhile are loaded in them too. */
const switching: Locale[] = [];

function loadPart(locale: Locale, part: string): Promise<void> {
  const key = `${locale}/${part}`;
  let load = loads.get(key);
  if (!load) {
    load = partMessages(locale, part).then(
      (messages) => {
        claimNamespaces(owners[locale], part, messages);
        i18n.addResourceBundle(locale, 'translation', messages, true, true);
      },
      (err: unknown) => {
        loads.delete(key);
        throw err;
      },
    );
    loads.set(key, load);
  }
  return load;
}

/** The language i18next shows. */
const shown = (): Locale => (i18n.language === 'en' ? 'en' : 'id');

/**
 * Loads feature parts (a page's: pageMessages.ts) in the language shown, and in any language
 * being switched to. Resolves at once when i18next was not set up by initI18n (the server render,
 * which has every message).
 */
export async function loadMessages(parts: readonly string[]): Promise<void> {
  if (!ready || parts.length === 0) return;
  for (const part of parts) wanted.add(part);
  await ready;
  // The language may change while the parts load: then they are loaded in the new one too.
  let language: Locale;
  do {
    language = shown();
    const languages = new Set([language, ...switching]);
    await Promise.all([...languages].flatMap((locale) => parts.map((part) => loadPart(locale, part))));
  } while (shown() !== language);
}

/** Loads a language's shell part and every part asked for so far (also those asked for meanwhile). */
export async function loadLanguage(locale: Locale): Promise<void> {
  let count: number;
  do {
    count = wanted.size;
    await Promise.all([SHELL_PART, ...wanted].map((part) => loadPart(locale, part)));
  } while (wanted.size !== count);
}

/** Loads the language (loadLanguage), then switches to it. */
export async function setLanguage(locale: Locale): Promise<void> {
  switching.push(locale);
  try {
    await loadLanguage(locale);
    // resolvedLanguage (useLocale) is only set once the language has messages.
    if (i18n.resolvedLanguage !== locale) await i18n.changeLanguage(locale);
  } finally {
    switching.splice(switching.indexOf(locale), 1);
  }
}

/**
 * i18next's options, shared with the server render (entry-server.tsx): both must translate alike
 * or hydration finds different text.
 */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
};

/**
 * Initialises i18next in `locale` with the shell's messages loaded, and the given feature parts
 * (`'all'`: every part, for unit tests rendering a feature's screens).
 */
export async function initI18n(locale: Locale, parts: readonly string[] | 'all' = []): Promise<typeof i18n> {
  ready ??= i18n.use(initReactI18next).init({ ...I18N_OPTIONS, resources: {}, lng: locale });
  await ready;
  await setLanguage(locale);
  await loadMessages(parts === 'all' ? FEATURE_PARTS : parts);
  return i18n;
}

export { i18n };
