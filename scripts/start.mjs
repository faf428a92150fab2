// `npm start`: build the website and the server if either is missing or older than its sources,
// then run the compiled server (`node dist/server/main.js`; tsx is for development only).
// `npm run admin -- …` (this script with `admin` first) runs the compiled admin CLI the same way.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, serverOutDir } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const index = path.join(root, 'dist/web/index.html');
const [first, ...rest] = process.argv.slice(2);
const admin = first === 'admin';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

if (!admin) {
  const sources = Math.max(newestMtime(path.join(root, 'src/renderer')), newestMtime(path.join(root, 'src/common')), fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs);
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (built < sources || process.env.FORCE_BUILD) {
    console.log('Building the website (vite build)…');
    const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  // The server-render bundle (vite.ssr.config.ts): without it pages are rendered in the browser only.
  const ssrEntry = path.join(root, 'dist/ssr/entry-server.js');
  const ssrBuilt = fs.existsSync(ssrEntry) ? fs.statSync(ssrEntry).mtimeMs : 0;
  if (ssrBuilt < sources || process.env.FORCE_BUILD) {
    console.log('Building the server render (vite build --ssr)…');
    const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'vite.ssr.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

try {
  await buildServerIfStale();
} catch (err) {
  console.error(err);
  process.exit(1);
}

const entry = path.join(serverOutDir, admin ? 'cli.js' : 'main.js');
// Source maps: stack traces name the TypeScript files and lines.
const child = spawn(process.execPath, ['--enable-source-maps', entry, ...(admin ? rest : [])], { cwd: process.cwd(), stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
