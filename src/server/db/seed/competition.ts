import type { Seeder } from '../seeder.js';

/** The demo competition's url: /competition/kompetisi-video-belajar. */
export const DEMO_COMPETITION_URL = 'kompetisi-video-belajar';

const DAY_MS = 24 * 3600 * 1000;

/**
 * One competition (issue 21), taking entries for 30 days from the time it is seeded, so the
 * upload can be tried at once (any student may enter; the staff account, staff-accounts.ts, may
 * list the entries).
 */
export const competitionSeeder: Seeder = {
  name: 'competition',
  async run(db) {
    const now = Date.now();
    await db
      .insertInto('competitions')
      .values({
        url: DEMO_COMPETITION_URL,
        title_id: 'Kompetisi Video "Belajar Itu Seru"',
        title_en: 'Video Competition "Learning Is Fun"',
        description_id: 'Ceritakan dalam video singkat bagaimana satu kelas di sini mengubah cara Anda bekerja atau belajar. Tiga karya terbaik mendapat langganan premium setahun.',
        description_en: 'Tell in a short video how one class here changed the way you work or learn. The three best entries win a year of premium subscription.',
        rules_id:
          'Satu karya per peserta; unggahan baru menggantikan yang lama.\nVideo MP4, WebM atau MOV, paling besar 200 MB, paling lama 3 menit.\nKarya harus buatan sendiri dan belum pernah diterbitkan.\nPemenang diumumkan seminggu setelah kompetisi ditutup.',
        rules_en:
          'One entry per participant; a new upload replaces the old one.\nMP4, WebM or MOV video, at most 200 MB and 3 minutes.\nThe work must be your own and not published before.\nWinners are announced a week after the competition closes.',
        opens_at: new Date(now),
        closes_at: new Date(now + 30 * DAY_MS),
        image_url: '/media/banners/feature-video.svg',
      })
      .onConflict((oc) => oc.column('url').doNothing())
      .execute();
  },
};
