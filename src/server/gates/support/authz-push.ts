import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Registered } from '../../modules/auth/testing.js';
import type { TestApp } from '../../testing/test-app.js';
import type { OwnResource } from '../authorization-table.js';

type Check = (app: TestApp, pair: { a: Registered; b: Registered }, url: string) => Promise<LightMyRequestResponse>;

/**
 * Push tokens (issue 20): student A's device token, named by B (who somehow learnt it), is neither
 * removed by B's remove call nor taken by B's register call while push is off (409).
 */
export const PUSH_CHECKS: Pick<Record<OwnResource, Check>, 'push tokens'> = {
  async 'push tokens'(app, { a, b }, url) {
    const token = `authz_${a.id}:APA91b-${'z'.repeat(100)}`;
    await app.ctx.db
      .insertInto('push_tokens')
      .values({ token, student_id: a.id, platform: 'web' })
      .onConflict((oc) => oc.column('token').doNothing())
      .execute();
    const method = url.endsWith('/remove') ? 'POST' : 'PUT';
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${b.access}` }, payload: method === 'POST' ? { token } : { token, platform: 'web' } });
    if (method === 'POST') expect(res.json().result).toEqual({ removed: false });
    const row = await app.ctx.db.selectFrom('push_tokens').select('student_id').where('token', '=', token).executeTakeFirst();
    expect(row?.student_id).toBe(a.id);
    return res;
  },
};
