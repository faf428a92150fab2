import type { Page } from 'playwright-core';

/**
 * Calls `url` with `method` from inside `page` (so from the page's origin, with the browser's CORS
 * rules) and a bearer that is not valid. Answers the status, or "refused" when the browser blocks
 * the call (a preflight that does not allow it).
 */
export const crossOriginStatus = (page: Page, method: string, url: string) =>
  page.evaluate(
    async ([u, m]) => {
      try {
        const res = await fetch(u, { method: m, headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-token' }, body: m === 'GET' ? undefined : '{}' });
        return res.status;
      } catch {
        return 'refused';
      }
    },
    [url, method] as const,
  );
