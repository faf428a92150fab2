import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LECTURE_MEDIA } from './lecture-media.js';

const MEDIA = path.resolve(__dirname, '../../../../../resources/media');

/** Seconds of an MP4 from its movie header box (mvhd: version, times, timescale, duration). */
function mp4Seconds(file: Buffer): number {
  const at = file.indexOf('mvhd');
  if (at < 0) throw new Error('no mvhd box');
  const body = at + 4;
  const version = file.readUInt8(body);
  if (version === 1) return Number(file.readBigUInt64BE(body + 24)) / file.readUInt32BE(body + 20);
  return file.readUInt32BE(body + 16) / file.readUInt32BE(body + 12);
}

describe('the demo lesson videos (issue 25)', () => {
  it('are as long as the seed records them (the lessons, the course page and the player take this length)', () => {
    for (const def of LECTURE_MEDIA) {
      const seconds = mp4Seconds(fs.readFileSync(path.join(MEDIA, `${def.slug}.mp4`)));
      expect(Math.abs(seconds - def.duration), def.slug).toBeLessThan(0.1);
    }
  });

  it('stay small and carry both caption tracks', () => {
    for (const def of LECTURE_MEDIA) {
      expect(fs.statSync(path.join(MEDIA, `${def.slug}.mp4`)).size, def.slug).toBeLessThan(600 * 1024);
      for (const lang of ['id', 'en']) expect(fs.readFileSync(path.join(MEDIA, `${def.slug}.${lang}.vtt`), 'utf8').startsWith('WEBVTT'), `${def.slug}.${lang}`).toBe(true);
    }
  });
});
