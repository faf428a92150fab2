/**
 * The Content-Security-Policy of the renderer and how it is applied to responses.
 */
import { originOf } from './config';

export interface CspOptions {
  /** Origin of the API server, e.g. "http://localhost:3000". */
  apiOrigin: string;
  /**
   * Origin of the Vite dev server in development. Vite injects an inline module script (the React
   * Refresh preamble) and talks to the page over a WebSocket, so development needs
   * script-src 'unsafe-inline' and connect-src ws(s): of the dev server. Production never does.
   */
  devServerOrigin?: string;
}

export function buildCsp({ apiOrigin, devServerOrigin }: CspOptions): string {
  const dev = devServerOrigin ? { inline: " 'unsafe-inline'", ws: ` ${devServerOrigin.replace(/^http/, 'ws')}` } : { inline: '', ws: '' };
  const directives = [
    "default-src 'self'",
    `script-src 'self'${dev.inline}`,
    // Fluent UI (Griffel) injects style elements at runtime.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${apiOrigin}`,
    "font-src 'self' data:",
    // The API, plus its WebSocket twin for the live notification stream.
    `connect-src 'self' ${apiOrigin} ${apiOrigin.replace(/^http/, 'ws')}${dev.ws}`,
    `media-src 'self' blob: https: ${apiOrigin}`,
    // Lecture pages may embed third-party players (feature videos); they run in their own origin.
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** The parts of Electron's OnHeadersReceivedListenerDetails this module reads. */
export interface HeadersReceivedDetails {
  url: string;
  responseHeaders?: Record<string, string[] | string>;
}

export interface HeadersReceivedResponse {
  cancel?: boolean;
  responseHeaders?: Record<string, string[] | string>;
}

export interface WebRequestLike {
  onHeadersReceived(listener: (details: HeadersReceivedDetails, callback: (response: HeadersReceivedResponse) => void) => void): void;
}

/**
 * Adds the CSP header to every response that comes from the app's own origin (the dev server in
 * development). Responses of other origins (the API, embedded players) are left untouched.
 * The built app is served by the app:// protocol handler, which sets the same header itself.
 */
export function installCsp(webRequest: WebRequestLike, appOrigins: readonly string[], csp: string): void {
  const trusted = new Set(appOrigins.map((o) => o.toLowerCase()));
  webRequest.onHeadersReceived((details, callback) => {
    const origin = originOf(details.url);
    if (!origin || !trusted.has(origin)) {
      callback({});
      return;
    }
    callback({ responseHeaders: withCsp(details.responseHeaders, csp) });
  });
}

export function withCsp(headers: Record<string, string[] | string> | undefined, csp: string): Record<string, string[] | string> {
  const out: Record<string, string[] | string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() === 'content-security-policy') continue;
    out[name] = value;
  }
  out['Content-Security-Policy'] = [csp];
  return out;
}
