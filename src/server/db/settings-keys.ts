/** Keys of rows in the settings table that routes read (the demo seed writes their first values). */
export const PRAKERJA_LANDING_KEY = 'prakerja_landing';
export const BOOTCAMP_SALES_PAGE_KEY = 'bootcamp_sales_page';
/** The organisation's profiles elsewhere (a JSON array of https URLs): the home page's Organization sameAs. */
export const SOCIAL_PROFILES_KEY = 'social_profiles';
