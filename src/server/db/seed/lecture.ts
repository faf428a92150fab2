import type { Insertable } from 'kysely';
import { syncCurriculumFigures } from '../../catalogue/curriculum.js';
import { ContentType } from '../../../common/enums.js';
import { LessonItemType } from '../../../common/lecture.js';
import type { CourseMaterialsTable } from '../tables/learning.js';
import type { Seeder } from '../seeder.js';
import { syllabusOf } from './build.js';
import { CONTENTS } from './data/contents.js';
import type { ContentDef } from './data/types.js';
import { COURSE_READINGS, readingsOf, type CourseReadingDef } from './data/course-readings.js';
import { LECTURE_MEDIA, mediaSlugForLesson } from './data/lecture-media.js';
import { inLanguage } from '../../http/locale.js';

const CHUNK = 200;

/** Sequential unlock (docs/decisions.md "Learning: the lecture"): the quick-learn (Belajar Kilat) courses and the advanced (level 3) courses. */
export function isSequentialCourse(type: number, level: number): boolean {
  return type === ContentType.BELAJARKILAT || level === 3;
}

/**
 * The lecture of every self-paced course (course, Belajar Kilat): the demo videos and their caption
 * cues, then one chapter per syllabus module and one material per lesson. Videos point to a shared
 * demo file and take its length; quizzes keep their syllabus length. The first chapter gets a
 * reading (TEXT) after its first lesson, the last chapter a further reading (TEXT, furtherReadingOf)
 * before its quizzes; the first two videos of a course are previews. Deterministic: only the data modules.
 */
export const lectureSeeder: Seeder = {
  name: 'lecture',
  async run(db) {
    const media = new Map<string, { id: number; duration: number }>();
    for (const def of LECTURE_MEDIA) {
      const row = await db
        .insertInto('lecture_media')
        .values({ slug: def.slug, file: `${def.slug}.mp4`, duration_seconds: def.duration, title: def.title[0], title_en: def.title[1] })
        .onConflict((oc) => oc.column('slug').doUpdateSet({ duration_seconds: def.duration }))
        .returning('id')
        .executeTakeFirstOrThrow();
      media.set(def.slug, { id: row.id, duration: def.duration });
      await db.deleteFrom('caption_cues').where('media_id', '=', row.id).execute();
      await db
        .insertInto('caption_cues')
        .values(
          def.cues.flatMap((c) => [
            { media_id: row.id, lang: 'id' as const, start_ms: c[0] * 1000, end_ms: c[1] * 1000, text: c[2] },
            { media_id: row.id, lang: 'en' as const, start_ms: c[0] * 1000, end_ms: c[1] * 1000, text: c[3] },
          ]),
        )
        .execute();
    }

    const selfPaced = CONTENTS.filter((d) => d.type === ContentType.COURSE || d.type === ContentType.BELAJARKILAT);
    const rows = await db
      .selectFrom('contents')
      .select(['id', 'url'])
      .where(
        'url',
        'in',
        selfPaced.map((d) => d.url),
      )
      .execute();
    const idOf = new Map(rows.map((r) => [r.url, r.id]));
    const already = new Set((await db.selectFrom('course_chapters').select('content_id').distinct().execute()).map((r) => r.content_id));

    for (const def of selfPaced) {
      const contentId = idOf.get(def.url);
      if (contentId === undefined || already.has(contentId)) continue;
      await db
        .insertInto('lecture_courses')
        .values({ content_id: contentId, sequential: isSequentialCourse(def.type, def.level) })
        .onConflict((oc) => oc.column('content_id').doNothing())
        .execute();
      const modules = syllabusOf(def);
      const chapters = await db
        .insertInto('course_chapters')
        .values(modules.map((m, i) => ({ content_id: contentId, position: i + 1, title: m.title_id, title_en: m.title_en })))
        .returning(['id', 'position'])
        .execute();
      const materials: Insertable<CourseMaterialsTable>[] = [];
      let previews = 0;
      let videoIndex = 0;
      modules.forEach((m, i) => {
        const chapter = chapters.find((c) => c.position === i + 1);
        if (!chapter) return;
        const items: Omit<Insertable<CourseMaterialsTable>, 'content_id' | 'chapter_id' | 'position'>[] = [];
        for (const lesson of m.lessons) {
          if (lesson.type === 5) {
            const m0 = media.get(mediaSlugForLesson(lesson.title_en, videoIndex++));
            items.push({
              item_type: LessonItemType.VIDEO,
              title: lesson.title_id,
              title_en: lesson.title_en,
              duration_seconds: m0?.duration ?? 30,
              is_preview: previews++ < 2,
              media_id: m0?.id ?? null,
            });
          } else {
            items.push({ item_type: LessonItemType.QUIZ, title: lesson.title_id, title_en: lesson.title_en, duration_seconds: lesson.durationMinutes * 60 });
          }
          if (i === 0 && items.length === 1) items.push(readingOf(def.title, def.summary, def.topics));
        }
        for (const reading of readingsOf(def.url, i)) {
          const firstQuiz = items.findIndex((it) => it.item_type === LessonItemType.QUIZ);
          items.splice(firstQuiz < 0 ? items.length : firstQuiz, 0, courseReadingItem(reading));
        }
        if (i === modules.length - 1) {
          const firstQuiz = items.findIndex((it) => it.item_type === LessonItemType.QUIZ);
          items.splice(firstQuiz < 0 ? items.length : firstQuiz, 0, { item_type: LessonItemType.TEXT, ...furtherReadingOf(def) });
        }
        items.forEach((it, k) => materials.push({ ...it, content_id: contentId, chapter_id: chapter.id, position: k + 1 }));
      });
      for (let k = 0; k < materials.length; k += CHUNK) {
        await db
          .insertInto('course_materials')
          .values(materials.slice(k, k + CHUNK))
          .execute();
      }
    }
    await syncCurriculumFigures(db);
  },
};

function readingOf(title: readonly [string, string], summary: readonly [string, string], topics: readonly (readonly [string, string])[]) {
  const list = (lang: 0 | 1) => topics.map((t, i) => `${i + 1}. ${t[lang]}`).join('\n');
  return {
    item_type: LessonItemType.TEXT,
    title: 'Ringkasan materi kelas',
    title_en: 'Class summary notes',
    duration_seconds: 180,
    body: `${title[0]}\n\n${summary[0]}\n\nYang akan Anda pelajari:\n${list(0)}\n\nBaca ringkasan ini, lalu lanjutkan ke video berikutnya. Pelajaran bacaan ditandai selesai saat dibuka.`,
    body_en: `${title[1]}\n\n${summary[1]}\n\nWhat you will learn:\n${list(1)}\n\nRead this summary, then go on to the next video. A reading lesson is marked finished when it is opened.`,
  };
}

/**
 * The last chapter's "Further reading" (issue 25; it was a web search for the course's title): a
 * reading written from the course's own summary, modules and video lessons, in both languages, so
 * it needs no outside host and is about this course.
 */
export function furtherReadingOf(def: ContentDef) {
  const modules = syllabusOf(def);
  const text = (lang: 'id' | 'en') => {
    const en = lang === 'en';
    const title = en ? def.title[1] : def.title[0];
    const parts = modules.map((m, i) => {
      const name = inLanguage(m, 'title', lang);
      const lessons = m.lessons.filter((l) => l.type === 5).map((l) => inLanguage(l, 'title', lang));
      return en
        ? `${i + 1}. ${name}\n   Lessons to go back to: ${lessons.join('; ')}.\n   Practise: explain "${name}" in your own words, then apply it to one real example from your work or project.`
        : `${i + 1}. ${name}\n   Pelajaran untuk diulang: ${lessons.join('; ')}.\n   Latihan: jelaskan "${name}" dengan kata-kata Anda sendiri, lalu terapkan pada satu contoh nyata dari pekerjaan atau proyek Anda.`;
    });
    return en
      ? [
          `Further reading: ${title}`,
          def.summary[1],
          `This course covers ${modules.length} modules. Use this reading to review each topic before the quizzes and to go deeper afterwards:`,
          parts.join('\n\n'),
          'How to use it:\n- Review one module before taking its quiz, and note the terms you are not sure of.\n- Ask what still puzzles you in the Q&A tab, or ask the study assistant to find the part of a video that explains it.\n- After the final quiz, come back to this list and pick the topic you want to master next.',
        ].join('\n\n')
      : [
          `Bacaan lanjutan: ${title}`,
          def.summary[0],
          `Kelas ini membahas ${modules.length} modul. Pakai bacaan ini untuk mengulang tiap topik sebelum kuis dan untuk mendalaminya setelah kelas selesai:`,
          parts.join('\n\n'),
          'Cara memakainya:\n- Ulangi satu modul sebelum mengerjakan kuisnya, dan catat istilah yang belum Anda pahami.\n- Tanyakan yang masih membingungkan di tab Tanya Jawab, atau minta asisten belajar mencarikan bagian video yang menjelaskannya.\n- Setelah kuis terakhir, kembali ke daftar ini dan pilih topik yang ingin Anda kuasai berikutnya.',
        ].join('\n\n');
  };
  return { title: 'Bacaan lanjutan', title_en: 'Further reading', duration_seconds: 300, body: text('id'), body_en: text('en'), external_url: null };
}

/**
 * Issue 25 on a database seeded before (the lecture seeder has run there): every "Further reading"
 * that is still the old web-search link becomes the course's reading. Its students' progress stays
 * (a visited link was FINISHED; an opened one finishes when opened again). Nothing to do elsewhere.
 */
export const furtherReadingSeeder: Seeder = {
  name: 'lecture-further-reading',
  async run(db) {
    const old = await db
      .selectFrom('course_materials as m')
      .innerJoin('contents as c', 'c.id', 'm.content_id')
      .select(['m.id', 'c.url'])
      .where('m.item_type', '=', LessonItemType.EXTERNAL_URL)
      .where('m.title_en', '=', 'Further reading')
      .execute();
    const byUrl = new Map(CONTENTS.map((d) => [d.url, d]));
    for (const row of old) {
      const def = byUrl.get(row.url);
      if (def)
        await db
          .updateTable('course_materials')
          .set({ item_type: LessonItemType.TEXT, ...furtherReadingOf(def) })
          .where('id', '=', row.id)
          .execute();
    }
  },
};

function courseReadingItem(r: CourseReadingDef) {
  return { item_type: LessonItemType.TEXT, title: r.title[0], title_en: r.title[1], duration_seconds: r.durationSeconds, body: r.body[0], body_en: r.body[1] };
}

/**
 * Issue 25 on a database seeded before: each course reading (data/course-readings.ts) that its
 * module does not have yet (by English title) is put after the module's videos, before its quiz;
 * the lessons after it move down one place. Idempotent: a fresh database already has them.
 */
export const courseReadingsSeeder: Seeder = {
  name: 'lecture-course-readings',
  async run(db) {
    for (const reading of COURSE_READINGS) {
      const chapter = await db
        .selectFrom('course_chapters as ch')
        .innerJoin('contents as c', 'c.id', 'ch.content_id')
        .select(['ch.id', 'ch.content_id'])
        .where('c.url', '=', reading.url)
        .where('ch.position', '=', reading.module + 1)
        .executeTakeFirst();
      if (!chapter) continue;
      const items = await db.selectFrom('course_materials').select(['id', 'item_type', 'title_en', 'position']).where('chapter_id', '=', chapter.id).orderBy('position').execute();
      if (items.some((it) => it.title_en === reading.title[1])) continue;
      const quiz = items.find((it) => it.item_type === LessonItemType.QUIZ);
      const position = quiz ? quiz.position : (items.at(-1)?.position ?? 0) + 1;
      await db
        .updateTable('course_materials')
        .set((eb) => ({ position: eb('position', '+', 1) }))
        .where('chapter_id', '=', chapter.id)
        .where('position', '>=', position)
        .execute();
      await db
        .insertInto('course_materials')
        .values({ ...courseReadingItem(reading), content_id: chapter.content_id, chapter_id: chapter.id, position })
        .execute();
    }
  },
};

/**
 * Issue 25 on a database seeded before: the course page's figures came from the syllabus plan
 * (a 4-minute intro where the video is 0:24, 22 lessons where the player lists 24). Each demo
 * video gets its file's length (LECTURE_MEDIA), every video lesson its media's length, and the
 * stored lengths of the courses and their bundles are derived from the curriculum again.
 */
export const curriculumFiguresSeeder: Seeder = {
  name: 'curriculum-figures',
  async run(db) {
    for (const def of LECTURE_MEDIA) {
      await db.updateTable('lecture_media').set({ duration_seconds: def.duration }).where('slug', '=', def.slug).where('duration_seconds', '<>', def.duration).execute();
    }
    await db
      .updateTable('course_materials as m')
      .from('lecture_media as v')
      .set((eb) => ({ duration_seconds: eb.ref('v.duration_seconds') }))
      .whereRef('v.id', '=', 'm.media_id')
      .where('m.item_type', '=', LessonItemType.VIDEO)
      .whereRef('m.duration_seconds', '<>', 'v.duration_seconds')
      .execute();
    await syncCurriculumFigures(db);
  },
};
