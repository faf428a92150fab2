import { describe, expect, it } from 'vitest';
import { hasLanguageUrls, storageLocale, urlFirstLocale } from './locale';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('the website locale at boot', () => {
  it("the page URL's language wins over the stored one and is stored", () => {
    const storage = memoryStorage({ locale: 'id' });
    expect(urlFirstLocale(storageLocale(storage), '/en/courses/x').get()).toBe('en');
    expect(storage.data.get('locale')).toBe('en');
    // Back at the root: Indonesian, stored again.
    expect(urlFirstLocale(storageLocale(storage), '/courses/x').get()).toBe('id');
    expect(storage.data.get('locale')).toBe('id');
  });

  it('without a page URL (desktop app, file:// build) the stored locale stays', () => {
    const storage = memoryStorage({ locale: 'en' });
    expect(urlFirstLocale(storageLocale(storage), undefined).get()).toBe('en');
    expect(hasLanguageUrls('desktop', 'http:')).toBe(false);
    expect(hasLanguageUrls('web', 'file:')).toBe(false);
    expect(hasLanguageUrls('web', 'https:')).toBe(true);
  });
});
