import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, resolveApiBase } from './config';
import { apiMessageKey, API_MESSAGES } from './errors';
import { tokensFromResult } from './session';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('apiBase resolution', () => {
  it('is relative by default', () => {
    expect(resolveApiBase({ search: '', storage: memoryStorage() })).toBe('');
  });
  it('takes ?api= from the page URL and remembers it', () => {
    const storage = memoryStorage();
    expect(resolveApiBase({ search: '?api=http%3A%2F%2F127.0.0.1%3A3000%2F', storage })).toBe('http://127.0.0.1:3000');
    expect(resolveApiBase({ search: '', storage })).toBe('http://127.0.0.1:3000');
  });
  it('ignores a non-http ?api= value', () => {
    expect(resolveApiBase({ search: '?api=javascript:alert(1)', storage: memoryStorage() })).toBe('');
  });
  it('falls back to VITE_API_BASE', () => {
    expect(resolveApiBase({ search: '', envBase: 'https://api.example.test/', storage: memoryStorage() })).toBe('https://api.example.test');
  });
});

describe('helpers', () => {
  it('maps catalogue messages to i18n keys', () => {
    expect(apiMessageKey(API_MESSAGES.network)).toBe('errors.network');
    expect(apiMessageKey(API_MESSAGES.timeout)).toBe('errors.timeout');
    expect(apiMessageKey(API_MESSAGES.emptyPayload)).toBe('errors.unstableConnection');
    expect(apiMessageKey(API_MESSAGES.serverBusy)).toBe('errors.serverBusy');
    expect(apiMessageKey('Request failed with status code 500')).toBe('errors.server');
    expect(apiMessageKey('Course not found')).toBeUndefined();
  });
  it('detects mobile user agents', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14) Mobile Safari')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(false);
  });
  it('reads tokens from refresh/login results', () => {
    expect(tokensFromResult({ accessToken: { token: 'A', expiredAt: 'x' }, refreshToken: 'R' })).toEqual({ accessToken: 'A', refreshToken: 'R' });
    expect(tokensFromResult({ accessToken: 'A', refreshToken: 'R' })).toEqual({ accessToken: 'A', refreshToken: 'R' });
    expect(tokensFromResult({ accessToken: { token: '' } })).toBeNull();
    expect(tokensFromResult(null)).toBeNull();
  });
});
