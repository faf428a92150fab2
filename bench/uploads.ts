/**
 * Uploads (issue 21): `npm run bench -- --uploads`. Not a test: it prints figures that go to
 * docs/performance.md ("Uploads, issue 21") by hand.
 *
 * Starts the real server (bench/server.ts: `npm start`'s app on the embedded database, seeded, in a
 * child process on a fresh data folder), signs a new student up through the API, and streams
 * competition videos to P competition/video/upload over HTTP from this process. A video is an mp4
 * head (an `ftyp isom` box) and filler, generated chunk by chunk as the socket drains: never whole
 * in memory on either side.
 *
 * 1. BENCH_UPLOAD_MB (200) MB, the largest video taken: throughput (MB/s, from the first byte
 *    sent to the answer) and the server process's resident memory (VmRSS of the child, sampled
 *    every 20 ms from /proc) before and at its peak during the upload.
 * 2. One byte over VIDEO_UPLOAD_MAX_BYTES (200 MB + 1): refused with 413, the server's peak RSS,
 *    and the files left under the private folder (the first upload's entry only).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_CLIENT } from '../src/common/constants.js';
import { VIDEO_UPLOAD_MAX_BYTES } from '../src/common/upload.js';
import { must } from '../src/common/must.js';
import { compiledScript } from './support.js';

const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 200) * 1000 * 1000;
const CHUNK = 1024 * 1024;
const BOUNDARY = 'benchUploadBoundary7f3a';
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;
const mib = (n: number) => (n / 1024 / 1024).toFixed(1);

/** The child's resident set size in bytes (Linux /proc), or null elsewhere. */
function rssOf(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples the child's RSS every 20 ms until stopped; the peak seen. */
function sampleRss(pid: number) {
  let peak = rssOf(pid) ?? 0;
  const timer = setInterval(() => {
    const now = rssOf(pid);
    if (now !== null && now > peak) peak = now;
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

async function startServer(dataDir: string) {
  const child = fork(await compiledScript('bench/server.ts'), [], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '', RATE_LIMITS: JSON.stringify({ registerPerIp: { max: 1e9 }, otpVerifyPerIp: { max: 1e9 } }) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { port: number }) => resolve(m.port));
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  const body = (await res.json()) as { result: T; message: string };
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.message}`);
  return body.result;
}

/** A new student's access token, signed up through the API and the dev outbox's code. */
async function studentToken(base: string): Promise<string> {
  const email = `bench.upload.${Date.now()}@example.id`;
  const headers = { authorization: basic, 'content-type': 'application/json' };
  const { registrationId } = await json<{ registrationId: string }>(`${base}/web/v2/students/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ fullName: 'Bench Uploader', email, password: 'Bench-Password-123' }),
  });
  const outbox = (await (await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { result: { code: string }[] };
  const tokens = await json<{ accessToken: { token: string } }>(`${base}/v2/students/register-and-login-by-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ emailOrPhone: email, otp: must(outbox.result[0], 'the code').code, registrationId }),
  });
  return tokens.accessToken.token;
}

/** Streams a generated video of `bytes` bytes as one multipart part; resolves with the answer and the time taken. */
function streamUpload(base: string, token: string, competitionId: number, bytes: number): Promise<{ status: number; body: string; seconds: number }> {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp42')]);
  const filler = Buffer.alloc(CHUNK, 0x2e);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(`${base}/web/v2/competition/video/upload?competitionId=${competitionId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(head.length + bytes + tail.length) },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, seconds: (performance.now() - started) / 1000 }));
    });
    req.on('error', reject);
    req.write(head);
    req.write(ftyp);
    let sent = ftyp.length;
    // Written as the socket drains: at most one chunk waits in this process.
    const pump = () => {
      while (sent < bytes) {
        const n = Math.min(CHUNK, bytes - sent);
        sent += n;
        if (!req.write(n === CHUNK ? filler : filler.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

export async function uploadsBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-bench-uploads-'));
  const { child, base } = await startServer(dataDir);
  const pid = must(child.pid, 'the server process');
  try {
    const token = await studentToken(base);
    const competition = await json<{ id: number }>(`${base}/web/v2/competition/kompetisi-video-belajar`, { headers: { authorization: basic } });
    console.log(`Uploads (issue 21): ${os.cpus().length} cores, node ${process.version}; the server in a child process (PGlite), its RSS from /proc/${pid}/status`);

    // A small upload first, so the route's code is loaded and the RSS before is the steady one.
    const warm = await streamUpload(base, token, competition.id, 64 * 1024);
    if (warm.status !== 200) throw new Error(`the warm-up upload answered ${warm.status}: ${warm.body}`);
    const before = rssOf(pid) ?? 0;
    const sampler = sampleRss(pid);
    const big = await streamUpload(base, token, competition.id, UPLOAD_BYTES);
    const peak = sampler.stop();
    if (big.status !== 200) throw new Error(`the ${UPLOAD_BYTES}-byte upload answered ${big.status}: ${big.body}`);
    console.log(`  ${UPLOAD_BYTES / 1e6} MB video: ${big.status} in ${big.seconds.toFixed(2)} s = ${(UPLOAD_BYTES / 1e6 / big.seconds).toFixed(1)} MB/s`);
    console.log(`    server RSS before ${mib(before)} MiB, peak during ${mib(peak)} MiB (+${mib(peak - before)} MiB)`);

    const over = VIDEO_UPLOAD_MAX_BYTES + 1;
    const before2 = rssOf(pid) ?? 0;
    const sampler2 = sampleRss(pid);
    const refused = await streamUpload(base, token, competition.id, over);
    const peak2 = sampler2.stop();
    const left = filesUnder(path.join(dataDir, 'private'));
    console.log(`  ${over} bytes (limit + 1): ${refused.status} in ${refused.seconds.toFixed(2)} s; ${JSON.parse(refused.body).message}`);
    console.log(`    server RSS before ${mib(before2)} MiB, peak during ${mib(peak2)} MiB (+${mib(peak2 - before2)} MiB)`);
    console.log(`    files under the private folder afterwards: ${left.length} (${left.map((f) => `${f} ${fs.statSync(path.join(dataDir, 'private', f)).size} B`).join(', ')})`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
