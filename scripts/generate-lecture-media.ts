/**
 * Makes the demo lesson videos once (committed; not run by npm test or the seed):
 *   resources/media/<slug>.mp4       640×360, 24 fps, H.264 (yuv420p, faststart) + AAC mono tone
 *   resources/media/<slug>.id.vtt    WebVTT captions in Indonesian
 *   resources/media/<slug>.en.vtt    WebVTT captions in English
 * The picture has no text at all (issue 25: a burned-in title, subtitle and clock sat under the
 * player's controls and doubled the chosen captions): a slowly turning gradient in the lesson's
 * colour and a soft square gliding over it. Captions come only from the WebVTT tracks. The sound:
 * a soft pulsing tone. Everything comes from src/server/db/seed/data/lecture-media.ts, the same
 * data the seed puts in caption_cues and lecture_media (each file is exactly `duration` long).
 * Needs ffmpeg (apt-get install ffmpeg). Run: npx tsx scripts/generate-lecture-media.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LECTURE_MEDIA, vttOf, type LectureMediaDef } from '../src/server/db/seed/data/lecture-media.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'resources', 'media');
const MAX_TOTAL_BYTES = 6 * 1024 * 1024;

function make(def: LectureMediaDef): void {
  // The gradient turns from the lesson's colour to a deep navy; the square drifts on a Lissajous path.
  const picture = [
    `gradients=s=640x360:r=24:d=${def.duration}:c0=${def.colour}:c1=0x0b1a2b:x0=0:y0=0:x1=640:y1=360:nb_colors=2:speed=0.004:seed=7[bg]`,
    `color=c=white@0.35:s=72x72:r=24:d=${def.duration},format=rgba[sq]`,
    `[bg][sq]overlay=x='(W-w)/2+210*sin(t*0.7)':y='(H-h)/2-40+80*cos(t*0.5)':shortest=1,format=yuv420p[v]`,
  ].join(';');
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
      `sine=frequency=${def.tone}:sample_rate=44100:duration=${def.duration}`,
      '-filter_complex',
      `${picture};[0:a]volume='0.08+0.07*sin(2*PI*t*0.5)':eval=frame[a]`,
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
for (const def of LECTURE_MEDIA) {
  make(def);
  // The seed records def.duration as the lesson's length (lecture_media, course_materials): the file must agree.
  const probed = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path.join(OUT, `${def.slug}.mp4`)], { encoding: 'utf8' }).trim());
  if (Math.abs(probed - def.duration) > 0.1) throw new Error(`${def.slug}.mp4 is ${probed} s long, the seed says ${def.duration} s`);
}
const total = LECTURE_MEDIA.reduce((s, d) => s + fs.statSync(path.join(OUT, `${d.slug}.mp4`)).size, 0);
console.log(`${LECTURE_MEDIA.length} videos, ${(total / 1024).toFixed(0)} KB in ${OUT}`);
if (total > MAX_TOTAL_BYTES) throw new Error(`the demo videos are ${total} bytes, more than ${MAX_TOTAL_BYTES}`);
