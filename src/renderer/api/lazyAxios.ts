/**
 * axios, imported on the first real request instead of with the app's entry: a server-rendered
 * page starts from its recorded answers (ssr/transfer.ts), so its first view needs no HTTP client
 * to become interactive. The clients (httpClient.ts, session.ts) create their instances from it.
 */
import type { AxiosError, AxiosStatic } from 'axios';

let loading: Promise<AxiosStatic> | null = null;
let loaded: AxiosStatic | null = null;

export function loadAxios(): Promise<AxiosStatic> {
  loading ??= import('axios').then(({ default: axios }) => (loaded = axios));
  return loading;
}

/** axios.isAxiosError, without importing axios: before it is loaded no error can be an axios one. */
export const isAxiosError = (err: unknown): err is AxiosError => loaded?.isAxiosError(err) ?? false;

/** axios.isCancel, likewise. */
export const isCancel = (err: unknown): boolean => loaded?.isCancel(err) ?? false;
