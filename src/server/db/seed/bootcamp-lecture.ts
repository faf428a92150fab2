import { ContentType } from '../../../common/enums.js';
import type { Seeder } from '../seeder.js';
import { DEMO_STUDENT } from './accounts.js';
import { demoJoinUrl, demoRecordingUrl } from './live-sessions.js';

/**
 * The bootcamp lecture demo (issue 21, docs/accounts.md "Bootcamp lecture"): for the first two
 * published bootcamps, five sessions timed from the seed moment (two ended with a recording, one
 * open now, one tomorrow, one next week for the top tier only) and three assignments (a file one
 * due yesterday, a link one and a file one due later). The demo student is enrolled (top tier) in
 * the first with one session attended and one link waiting for the mentor's review, so the
 * bootcamp's instructor account has something in its queue. Sessions start at a whole Jakarta
 * hour, like a real schedule.
 */

/** The bootcamp the demo student is enrolled in; its instructor (sari-maharani) reviews as the mentor. */
export const DEMO_BOOTCAMP_URL = 'bootcamp-data-analyst';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The whole hour at or before `t` (UTC and Jakarta hours coincide: +07:00). */
const wholeHour = (t: number) => Math.floor(t / HOUR) * HOUR;

export const bootcampLectureSeeder: Seeder = {
  name: 'bootcamp-lecture',
  async run(db) {
    const all = await db.selectFrom('contents').select(['id', 'url']).where('content_type', '=', ContentType.BOOTCAMP).where('is_published', '=', true).orderBy('id').execute();
    // The demo bootcamp first (docs/accounts.md names it and its mentor), then the next by id.
    const bootcamps = [...all.filter((b) => b.url === DEMO_BOOTCAMP_URL), ...all.filter((b) => b.url !== DEMO_BOOTCAMP_URL)].slice(0, 2);
    if (bootcamps.length === 0) return;
    const now = Date.now();
    // The open session started at the last whole hour and runs two hours: joinable right after `npm start`.
    const openStart = wholeHour(now);
    for (const b of bootcamps) {
      const top = await db.selectFrom('bootcamp_packages').select('id').where('content_id', '=', b.id).orderBy('sort_order', 'desc').orderBy('id', 'desc').executeTakeFirst();
      const defs = [
        { t: ['Kickoff dan orientasi', 'Kickoff and orientation'], start: openStart - 7 * DAY, required: true, pkg: null },
        { t: ['Sesi 2: Dasar-dasar', 'Session 2: The basics'], start: openStart - 2 * DAY, required: true, pkg: null },
        { t: ['Sesi 3: Praktik langsung', 'Session 3: Hands-on practice'], start: openStart, required: true, pkg: null },
        { t: ['Sesi 4: Studi kasus', 'Session 4: Case study'], start: openStart + DAY, required: true, pkg: null },
        { t: ['Mentoring karier (paket teratas)', 'Career mentoring (top package)'], start: openStart + 7 * DAY, required: false, pkg: top?.id ?? null },
      ];
      const sessions = await db
        .insertInto('bootcamp_sessions')
        .values(
          defs.map((d, i) => ({
            content_id: b.id,
            package_id: d.pkg,
            title_id: d.t[0]!,
            title_en: d.t[1]!,
            starts_at: new Date(d.start),
            ends_at: new Date(d.start + 2 * HOUR),
            required: d.required,
            sort: i,
          })),
        )
        .returning(['id', 'starts_at'])
        .execute();
      await db
        .insertInto('bootcamp_session_links')
        .values(
          sessions.map((s, i) => ({
            session_id: s.id,
            join_url: demoJoinUrl(`${b.url}-sesi-${i + 1}`),
            recording_url: new Date(s.starts_at).getTime() + 2 * HOUR <= now ? demoRecordingUrl(`${b.url}-sesi-${i + 1}`) : null,
          })),
        )
        .execute();
      const assignments = await db
        .insertInto('bootcamp_assignments')
        .values([
          {
            content_id: b.id,
            title_id: 'Tugas 1: Rencana proyek',
            title_en: 'Assignment 1: Project plan',
            instructions_id: 'Unggah rencana proyek Anda (PDF atau dokumen, paling besar 20 MB): tujuan, data yang dipakai, dan jadwal.',
            instructions_en: 'Upload your project plan (PDF or a document, 20 MB at most): goals, the data you use and a schedule.',
            due_at: new Date(openStart - DAY),
            kind: 'file' as const,
            sort: 1,
          },
          {
            content_id: b.id,
            title_id: 'Tugas 2: Repositori latihan',
            title_en: 'Assignment 2: Practice repository',
            instructions_id: 'Kirim tautan repositori atau dokumen daring berisi hasil latihan sesi 2 dan 3.',
            instructions_en: 'Send a link to a repository or online document with your work from sessions 2 and 3.',
            due_at: new Date(openStart + 5 * DAY),
            kind: 'link' as const,
            sort: 2,
          },
          {
            content_id: b.id,
            title_id: 'Tugas akhir: Laporan proyek',
            title_en: 'Final assignment: Project report',
            instructions_id: 'Unggah laporan akhir proyek Anda beserta lampirannya dalam satu berkas (PDF atau zip).',
            instructions_en: 'Upload your final project report with its attachments as one file (PDF or zip).',
            due_at: new Date(openStart + 14 * DAY),
            kind: 'file' as const,
            sort: 3,
          },
        ])
        .returning(['id', 'kind'])
        .execute();

      if (b !== bootcamps[0]) continue;
      const student = await db.selectFrom('students').select(['id', 'full_name', 'email', 'phone']).where('email', '=', DEMO_STUDENT.email).executeTakeFirst();
      if (!student) continue;
      await db
        .insertInto('enrolments')
        .values({ student_id: student.id, content_id: b.id, source: 'free', order_id: null })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await db
        .insertInto('bootcamp_participants')
        .values({
          content_id: b.id,
          student_id: student.id,
          package_id: top?.id ?? null,
          type: 1,
          full_name: student.full_name,
          email: student.email ?? DEMO_STUDENT.email,
          phone: student.phone ?? DEMO_STUDENT.phone,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await db
        .insertInto('bootcamp_attendance')
        .values({ session_id: sessions[0]!.id, student_id: student.id, attended_at: new Date(new Date(sessions[0]!.starts_at).getTime() + 5 * 60_000) })
        .execute();
      const link = assignments.find((a) => a.kind === 'link');
      if (link) {
        await db
          .insertInto('assignment_submissions')
          .values({ assignment_id: link.id, student_id: student.id, link: 'https://github.com/demo-pelajar/latihan-bootcamp', submitted_at: new Date(now - 3 * HOUR), late: false })
          .execute();
      }
    }
  },
};
