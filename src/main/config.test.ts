import { describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN, isLoopbackOrigin, originOf, rendererStartUrl, resolveApiConfig, resolveAppOrigin, resolveDevServerUrl, resolveFilesOrigins } from './config';

describe('config', () => {
  it('defaults the API to http://localhost:3000', () => {
    expect(resolveApiConfig({})).toEqual({ apiBase: 'http://localhost:3000', apiOrigin: 'http://localhost:3000' });
  });

  it('reads LM_API_URL and trims trailing slashes', () => {
    expect(resolveApiConfig({ LM_API_URL: 'https://API.example.com:8443/lm/' })).toEqual({
      apiBase: 'https://api.example.com:8443/lm',
      apiOrigin: 'https://api.example.com:8443',
    });
  });

  it('rejects non-http(s) and malformed API URLs', () => {
    expect(() => resolveApiConfig({ LM_API_URL: 'file:///tmp' })).toThrow(/http/);
    expect(() => resolveApiConfig({ LM_API_URL: 'not a url' })).toThrow(/valid/);
    expect(() => resolveApiConfig({ LM_API_URL: 'https://u:p@x.example' })).toThrow(/credentials/);
  });

  it('computes origins for http(s) and app:, null otherwise', () => {
    expect(originOf('app://belajar/courses?x=1')).toBe('app://belajar');
    expect(originOf('http://localhost:80/x')).toBe('http://localhost');
    expect(originOf('https://a.example:444/')).toBe('https://a.example:444');
    expect(originOf('file:///etc/passwd')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });

  it('uses the dev server only when not packaged', () => {
    expect(resolveDevServerUrl({ ELECTRON_RENDERER_URL: 'http://localhost:5173' }, false)).toBe('http://localhost:5173');
    expect(resolveDevServerUrl({ ELECTRON_RENDERER_URL: 'http://localhost:5173' }, true)).toBeUndefined();
    expect(resolveDevServerUrl({ ELECTRON_RENDERER_URL: 'file:///x' }, false)).toBeUndefined();
    expect(resolveAppOrigin(undefined)).toBe(APP_ORIGIN);
    expect(resolveAppOrigin('http://localhost:5173')).toBe('http://localhost:5173');
  });

  it('puts the API base in the start URL', () => {
    const url = new URL(rendererStartUrl('app://belajar/', 'http://localhost:3000'));
    expect(url.searchParams.get('api')).toBe('http://localhost:3000');
  });

  it('knows loopback origins', () => {
    expect(isLoopbackOrigin('http://localhost:3000')).toBe(true);
    expect(isLoopbackOrigin('http://127.0.0.1:3000')).toBe(true);
    expect(isLoopbackOrigin('http://192.168.1.2:3000')).toBe(false);
  });
});

describe('LM_FILES_ORIGINS', () => {
  it('reads comma-separated https origins, lower-cased and without duplicates', () => {
    expect(resolveFilesOrigins({ LM_FILES_ORIGINS: ' https://Files.example.com , https://cdn.example.net/,https://files.example.com' }, () => undefined)).toEqual([
      'https://files.example.com',
      'https://cdn.example.net',
    ]);
    expect(resolveFilesOrigins({}, () => undefined)).toEqual([]);
  });

  it('ignores, with a log line, anything that is not a bare https origin', () => {
    const log = vi.fn();
    const bad = ['http://files.example.com', 'file:///tmp', 'ftp://x.example', 'https://u:p@x.example', 'https://x.example/path', 'https://x.example/?a=1', 'not a url', 'app://belajar'];
    expect(resolveFilesOrigins({ LM_FILES_ORIGINS: [...bad, 'https://ok.example'].join(',') }, log)).toEqual(['https://ok.example']);
    expect(log).toHaveBeenCalledTimes(bad.length);
  });

  it('allows plain http only on loopback hosts (development, the harness)', () => {
    expect(resolveFilesOrigins({ LM_FILES_ORIGINS: 'http://127.0.0.1:9000,http://localhost:9001' }, () => undefined)).toEqual(['http://127.0.0.1:9000', 'http://localhost:9001']);
  });
});
