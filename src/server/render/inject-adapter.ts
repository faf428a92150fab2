/**
 * The server render's API client transport: an axios adapter that answers each call with
 * `app.inject` (no socket, no port), so the renderer's own ContractClient runs in-process with
 * every hook, schema and credential check of a real request. Only what the render chose is sent
 * (its guest Basic credentials, its language): never a header of the visitor's request, so a
 * student's cookie or bearer can never reach a rendered page.
 */
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { FastifyInstance, HTTPMethods } from 'fastify';

export function injectAdapter(app: FastifyInstance, remoteAddress?: string): AxiosAdapter {
  return async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    const response = await app.inject({
      method: (config.method ?? 'get').toUpperCase() as HTTPMethods,
      url: axios.getUri({ ...config, baseURL: '' }),
      headers,
      payload: config.data === undefined || config.data === null ? undefined : (config.data as string),
      // The visitor's address: per-client limits count the visitor, not the server itself.
      remoteAddress,
    });
    const isJson = /json/i.test(String(response.headers['content-type'] ?? ''));
    let data: unknown = response.body;
    if (isJson) {
      try {
        data = response.json();
      } catch {
        data = response.body;
      }
    }
    const answer: AxiosResponse = { data, status: response.statusCode, statusText: response.statusMessage, headers: response.headers as AxiosResponse['headers'], config, request: {} };
    if (!config.validateStatus || config.validateStatus(response.statusCode)) return answer;
    throw new AxiosError(`Request failed with status code ${response.statusCode}`, response.statusCode >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, {}, answer);
  };
}
