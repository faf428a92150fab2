/**
 * Makes the demo lesson videos once (committed; not run by npm test or the seed):
 *   resources/media/<slug>.mp4       640×360, 24 fps, H.264 (yuv420p, faststart) + AAC mono tone
 *   resources/media/<slug>.id.vtt    WebVTT captions in Indonesian
 *   resources/media/<slug>.en.vtt    WebVTT captions in English
 * The picture: the lesson title, the running caption sentence (id above, en below), a moving
 * progress marker and the clock; the sound: a soft pulsing tone. Everything comes from
 * src/server/db/seed/data/lecture-media.ts, the same data the seed puts in caption_cues.
 * Needs ffmpeg (apt-get install ffmpeg). Run: npx tsx scripts/generate-lecture-media.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LECTURE_MEDIA, vttOf, type LectureMediaDef } from '../src/server/db/seed/data/lecture-media.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'resources', 'media');
const FONT = path.join(ROOT, 'resources', 'fonts', 'DejaVuSans.ttf');
const BOLD = path.join(ROOT, 'resources', 'fonts', 'DejaVuSans-Bold.ttf');
const MAX_TOTAL_BYTES = 6 * 1024 * 1024;

/** Greedy word wrap to lines of at most `width` characters. */
function wrap(text: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** drawtext reads text from files, so no sentence needs escaping; only the paths do. */
const quotePath = (p: string) => p.replace(/\\/g, '/').replace(/:/g, '\\:').replace(/'/g, "\\'");

function make(def: LectureMediaDef, tmp: string): void {
  const write = (name: string, text: string) => {
    const file = path.join(tmp, `${def.slug}-${name}.txt`);
    fs.writeFileSync(file, text);
    return quotePath(file);
  };
  const title = write('title', wrap(def.title[1], 34));
  const filters = [
    `drawbox=x=0:y=0:w=iw:h=64:color=black@0.35:t=fill`,
    `drawtext=fontfile='${quotePath(BOLD)}':textfile='${title}':fontcolor=white:fontsize=26:x=24:y=18`,
    // a marker travelling along the bottom shows the time going by
    `drawbox=x=0:y=ih-12:w=iw:h=12:color=white@0.25:t=fill`,
    `drawtext=fontfile='${quotePath(FONT)}':text='%{pts\\:hms}':fontcolor=white@0.8:fontsize=18:x=w-tw-16:y=h-40`,
    ...def.cues.flatMap((c, i) => [
      `drawtext=fontfile='${quotePath(BOLD)}':textfile='${write(`id${i}`, wrap(c[2], 44))}':fontcolor=white:fontsize=22:line_spacing=6:x=(w-tw)/2:y=110:enable='between(t,${c[0]},${c[1] - 0.01})'`,
      `drawtext=fontfile='${quotePath(FONT)}':textfile='${write(`en${i}`, wrap(c[3], 50))}':fontcolor=white@0.85:fontsize=18:line_spacing=5:x=(w-tw)/2:y=220:enable='between(t,${c[0]},${c[1] - 0.01})'`,
    ]),
  ];
  const mp4 = path.join(OUT, `${def.slug}.mp4`);
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `color=c=${def.colour}:s=640x360:r=24:d=${def.duration}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${def.tone}:sample_rate=44100:duration=${def.duration}`,
      '-filter_complex',
      `[0:v]${filters.join(',')}[bg];color=c=yellow:s=24x12:r=24[m];[bg][m]overlay=x='(W-w)*t/${def.duration}':y=H-h:shortest=1[v];[1:a]volume='0.08+0.07*sin(2*PI*t*0.5)':eval=frame[a]`,
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-crf',
      '30',
      '-preset',
      'slow',
      '-g',
      '48',
      '-c:a',
      'aac',
      '-b:a',
      '48k',
      '-ac',
      '1',
      '-movflags',
      '+faststart',
      '-t',
      String(def.duration),
      mp4,
    ],
    { stdio: 'inherit' },
  );
  fs.writeFileSync(path.join(OUT, `${def.slug}.id.vtt`), vttOf(def, 'id'));
  fs.writeFileSync(path.join(OUT, `${def.slug}.en.vtt`), vttOf(def, 'en'));
}

fs.mkdirSync(OUT, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lecture-media-'));
try {
  for (const def of LECTURE_MEDIA) make(def, tmp);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
const total = LECTURE_MEDIA.reduce((s, d) => s + fs.statSync(path.join(OUT, `${d.slug}.mp4`)).size, 0);
console.log(`${LECTURE_MEDIA.length} videos, ${(total / 1024).toFixed(0)} KB in ${OUT}`);
if (total > MAX_TOTAL_BYTES) throw new Error(`the demo videos are ${total} bytes, more than ${MAX_TOTAL_BYTES}`);
