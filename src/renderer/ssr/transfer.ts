/**
 * The page's data from the server render to the browser (issue 23, server-side rendering).
 *
 * What travels is the API answers the route loaders received on the server, keyed by the call
 * (method, URL with its query, body): the browser's RootStore starts with an axios adapter that
 * answers those calls from the recording, so the same loaders fill the same stores with the same
 * data before hydration, without a request. One mechanism for every store (Resources, maps, a
 * list's filters and pages), and the loader → store → page pattern stays the only data path.
 * Calls not in the recording, and every call after hydration, go to the network as usual.
 */
import type { AxiosAdapter, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { loadAxios } from '../api/lazyAxios';

/** One recorded answer: [call key, HTTP status, body]. */
export type TransferEntry = [key: string, status: number, data: unknown];

/** What the server render hands to the browser in `<script type="application/json" id="lm-data">`. */
export interface SsrData {
  /** The language the page was rendered in. */
  locale: 'id' | 'en';
  /** The router's loader data by route id (the loaders fill stores and return null). */
  loaderData: Record<string, unknown>;
  transfer: TransferEntry[];
}

/** The element id of the data script. */
export const SSR_DATA_ID = 'lm-data';

/** A call's identity: the same call on the server and in the browser gives the same key. */
export function callKey(axios: AxiosStatic, config: InternalAxiosRequestConfig): string {
  const method = (config.method ?? 'get').toUpperCase();
  // getUri joins baseURL, url and the serialised query exactly as the request would.
  const uri = axios.getUri({ ...config, baseURL: '' });
  const body = config.data === undefined || config.data === null ? '' : typeof config.data === 'string' ? config.data : JSON.stringify(config.data);
  return `${method} ${uri} ${body}`;
}

/** An answer as axios' own adapters would settle it (non-accepted statuses reject). */
function settle({ AxiosError }: AxiosStatic, config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config, request: {} };
  const validate = config.validateStatus;
  if (!validate || validate(status)) return response;
  throw new AxiosError(`Request failed with status code ${status}`, status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, {}, response);
}

/** Counts calls in flight, so a render can wait until the page's data has stopped arriving. */
class InFlight {
  private readonly calls = new Set<Promise<unknown>>();

  track<T>(call: Promise<T>): Promise<T> {
    this.calls.add(call);
    const done = () => void this.calls.delete(call);
    call.then(done, done);
    return call;
  }

  /**
   * Resolves once no call is in flight, after a macrotask turn with none started (a settled call
   * may start the next one: a detail, then its reviews), or after `limitMs`.
   */
  async idle(limitMs: number): Promise<void> {
    const until = Date.now() + limitMs;
    for (;;) {
      while (this.calls.size > 0 && Date.now() < until) await Promise.race([Promise.allSettled([...this.calls]), new Promise((r) => setTimeout(r, Math.max(0, until - Date.now())))]);
      await new Promise((r) => setTimeout(r, 0));
      if (this.calls.size === 0 || Date.now() >= until) return;
    }
  }
}

/**
 * A successful answer with its result reduced by the endpoint's `transferAs`: what the browser
 * receives, and what the server's loaders read too, so the two renders see the same data.
 */
function reduced(config: InternalAxiosRequestConfig, response: AxiosResponse): AxiosResponse {
  const reduce = config.transferAs as ((result: unknown) => unknown) | undefined;
  const body = response.data as { result?: unknown } | null;
  if (!reduce || response.status !== 200 || typeof body !== 'object' || body === null || !('result' in body)) return response;
  return { ...response, data: { ...body, result: reduce(body.result) } };
}

/** The server side: passes every call to `next` and records its answer. */
export class TransferRecorder {
  readonly entries: TransferEntry[] = [];
  private readonly flight = new InFlight();

  constructor(private readonly next: AxiosAdapter) {}

  readonly adapter: AxiosAdapter = (config) =>
    this.flight.track(
      (async () => {
        // Adapters run inside axios: it is loaded by now (lazyAxios.ts keeps it out of the entry).
        const axios = await loadAxios();
        const key = callKey(axios, config);
        try {
          const response = reduced(config, await this.next(config));
          this.entries.push([key, response.status, response.data]);
          return response;
        } catch (err) {
          // A failure with an answer (404, 400 …) is data too: the browser shows the same failure.
          if (err instanceof axios.AxiosError && err.response) this.entries.push([key, err.response.status, err.response.data]);
          throw err;
        }
      })(),
    );

  /** The status of the n-th recorded answer (0-based), if there is one. */
  statusAt(index: number): number | undefined {
    return this.entries[index]?.[1];
  }

  idle(limitMs: number): Promise<void> {
    return this.flight.idle(limitMs);
  }
}

/**
 * The browser side: answers recorded calls from the server's recording until `close()` (after
 * hydration), every other call through `next` (the network).
 */
export class TransferReplay {
  private answers: Map<string, { status: number; data: unknown }> | null;
  private readonly flight = new InFlight();
  /** Calls that went to the network while replaying (a page whose data differs: the tests count them). */
  missed = 0;

  constructor(entries: readonly TransferEntry[], next: () => AxiosAdapter | Promise<AxiosAdapter>) {
    this.answers = new Map(entries.map(([key, status, data]) => [key, { status, data }]));
    this.adapter = (config) =>
      this.flight.track(
        (async () => {
          const axios = await loadAxios();
          const hit = this.answers?.get(callKey(axios, config));
          if (hit) return settle(axios, config, hit.status, hit.data);
          if (this.answers) this.missed += 1;
          return (await next())(config);
        })(),
      );
  }

  readonly adapter: AxiosAdapter;

  idle(limitMs: number): Promise<void> {
    return this.flight.idle(limitMs);
  }

  /** From now on every call goes to the network (a later visit must see fresh data). */
  close(): void {
    this.answers = null;
  }
}

/**
 * The JSON of the data script, safe inside `<script>`: `<` is escaped so no text of the page (a
 * product title with `</script>`) can end the element; U+2028/2029 for old parsers.
 */
export function serializeSsrData(data: SsrData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads the data script of a server-rendered page (null on a client-only page). */
export function readSsrData(doc: Document): SsrData | null {
  const text = doc.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as SsrData;
    return Array.isArray(data.transfer) ? data : null;
  } catch {
    return null;
  }
}
