import { describe, expect, it } from 'vitest';
import { mergeSocialConfig, socialConfig } from './social';

describe('social sign-in configuration', () => {
  it('reads the build-time client ids, ignoring blanks', () => {
    expect(socialConfig({ VITE_GOOGLE_CLIENT_ID: ' g.apps ', VITE_APPLE_CLIENT_ID: '  ' })).toEqual({ google: 'g.apps', apple: null });
  });

  it("prefers the server's client ids and keeps the build's where the server has none", () => {
    const build = { google: 'build-google', apple: 'build-apple' };
    expect(mergeSocialConfig({ google: 'server-google', apple: null }, build)).toEqual({ google: 'server-google', apple: 'build-apple' });
    expect(mergeSocialConfig(null, { google: null, apple: null })).toEqual({ google: null, apple: null });
  });
});
