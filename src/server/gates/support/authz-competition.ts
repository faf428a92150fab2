import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Registered } from '../../modules/auth/testing.js';
import type { TestApp } from '../../testing/test-app.js';
import type { OwnResource } from '../authorization-table.js';
import { DEMO_COMPETITION_URL } from '../../db/seed/competition.js';

type Check = (app: TestApp, pair: { a: Registered; b: Registered }, url: string) => Promise<LightMyRequestResponse>;

const BOUNDARY = 'authzCompetitionB0undary';
/** A few bytes an mp4 sniffer takes: an ftyp box with the isom brand. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp42'), Buffer.alloc(512, 3)]);

function uploadAs(app: TestApp, s: Registered, competitionId: number): Promise<LightMyRequestResponse> {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="entry.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
    MP4,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/web/v2/competition/video/upload?competitionId=${competitionId}`,
    payload,
    headers: { authorization: `Bearer ${s.access}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

/**
 * The competition (issue 21): B's upload to the competition A entered makes B's own entry; A's
 * entry (its row and its file) stays as it was, and B's view of the competition shows B's entry
 * only.
 */
export const COMPETITION_CHECKS: Pick<Record<OwnResource, Check>, 'competition entry'> = {
  async 'competition entry'(app, { a, b }) {
    const competition = await app.ctx.db.selectFrom('competitions').select('id').where('url', '=', DEMO_COMPETITION_URL).executeTakeFirstOrThrow();
    expect((await uploadAs(app, a, competition.id)).statusCode).toBe(200);
    const before = await app.ctx.db.selectFrom('competition_entries').selectAll().where('student_id', '=', a.id).executeTakeFirstOrThrow();
    const res = await uploadAs(app, b, competition.id);
    const after = await app.ctx.db.selectFrom('competition_entries').selectAll().where('student_id', '=', a.id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(await app.ctx.privateFiles.stat(before.file_key)).toEqual({ size: MP4.length });
    const seen = await app.inject({ method: 'GET', url: `/web/v2/competition/${competition.id}`, headers: { authorization: `Bearer ${b.access}` } });
    expect(seen.json().result.entry.url).not.toContain(before.file_key);
    return res;
  },
};
