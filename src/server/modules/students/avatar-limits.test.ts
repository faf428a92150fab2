import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../../common/constants.js';
import { createTestApp, studentToken } from '../../testing/test-app.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  // Over a real socket: the multipart stream behaves differently from inject's in-memory body.
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app?.cleanup();
});

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const png = (size: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(Math.max(0, size - PNG_HEAD.length), 7)]);

const upload = async (token: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
  const res = await fetch(`${base}/web/v2/students/profilepic`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return { statusCode: res.status };
};

const storedFiles = (studentId: number) => {
  const dir = path.join(app.ctx.config.dataDir, 'files', 'avatars', String(studentId));
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.tmp')) : [];
};
const idOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);

describe('avatar upload limits', () => {
  it('refuses every file over the limit with 413, however large, and stores nothing', async () => {
    const token = await studentToken(app);
    for (const size of [AVATAR_MAX_BYTES + 1, 6 * 1024 * 1024, 10 * 1024 * 1024, 10 * 1024 * 1024 + 1, 12 * 1024 * 1024]) {
      const res = await upload(token, png(size));
      expect(res.statusCode, `${size} bytes`).toBe(413);
    }
    expect(storedFiles(idOf(token))).toEqual([]);
    const exact = await upload(token, png(AVATAR_MAX_BYTES));
    expect(exact.statusCode).toBe(200);
    expect(storedFiles(idOf(token))).toHaveLength(1);
  });

  it('concurrent uploads leave exactly the one avatar the profile points at', async () => {
    const token = await studentToken(app);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(token, png(1000 + i))));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const row = await app.ctx.db.selectFrom('students').select(['avatar_key']).where('id', '=', idOf(token)).executeTakeFirstOrThrow();
    expect(storedFiles(idOf(token))).toEqual([path.basename(row.avatar_key!)]);
  });
});
