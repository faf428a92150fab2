/** Unit-test helper: a RootStore on a scripted adapter (no network), and the arguments of a route loader. */
import { RootStore } from '../stores/RootStore';
import { memoryPlatform } from '../stores/testPlatform';
import { scriptedAdapter, type RecordedCall, type Scripted } from '../api/testAdapter';
import type { LoaderArgs } from '../stores/loader';

export const BASIC = `Basic ${Buffer.from('web-public:web-public-secret').toString('base64')}`;

export function testRoot(handler: (call: RecordedCall, index: number) => Scripted, mem = memoryPlatform(null)) {
  const { adapter, calls } = scriptedAdapter(handler);
  const store = new RootStore({ platform: mem.platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined, setTimer: () => 0, clearTimer: () => undefined });
  return { store, calls, mem };
}

/** `params` of the route and the query string of its URL. */
export function loaderArgs(params: Record<string, string> = {}, search = ''): LoaderArgs {
  return { params, search: new URLSearchParams(search) };
}
