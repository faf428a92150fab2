/**
 * The generic helper (spec 7, 8): calls any URL; status above 300 gives
 * `{ error: true, message, data: null }`, otherwise `{ error: false, message: 'success', data }`.
 * No timeout by default. Never throws.
 */
import axios, { type AxiosRequestConfig } from 'axios';
import { bodyMessage } from './errors';

export interface GenericResult<T> {
  error: boolean;
  message: string;
  data: T | null;
}

const http = axios.create({ timeout: 0 });

export async function genericRequest<T = unknown>(url: string, config: AxiosRequestConfig = {}): Promise<GenericResult<T>> {
  try {
    const response = await http.request<T>({ timeout: 0, ...config, url, validateStatus: () => true });
    if (response.status > 300) {
      return {
        error: true,
        message: bodyMessage(response.data) ?? `Request failed with status code ${response.status}`,
        data: null,
      };
    }
    return { error: false, message: 'success', data: response.data };
  } catch (err) {
    return { error: true, message: err instanceof Error ? err.message : String(err), data: null };
  }
}
