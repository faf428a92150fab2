import { sql } from 'kysely';
import type { AssistantAnswer, AssistantHistory, AssistantPassage } from '../../../common/contract/social.js';
import type { Locale } from '../../../common/enums.js';
import type { Database } from '../../db/index.js';
import { notFound } from '../../http/envelope.js';
import { courseByUrl } from '../lecture/index.js';
import { cleanText } from './comments.js';
import { t } from './messages.js';
import type { AnswerWriter } from './provider.js';
import { lectureCourse } from './reviews.js';
import { inLanguage } from '../../http/locale.js';

/**
 * The study assistant (spec 7 v2/ai): a question about a course is answered from the course's own
 * material — caption cues of its videos, its lesson texts and its Q&A — found with PostgreSQL
 * full-text search in Indonesian ('indonesian' configuration: captions in id, lesson texts
 * title/body) and English ('english': captions in en, title_en/body_en), ranked by ts_rank. The
 * question's words are OR-ed (a question is a sentence, not a list of required keywords), so
 * passages sharing more of its words rank higher; the request's language gets a small bonus.
 * Each passage links to the lesson at its second (/courses/:url/lecture/:materialId?t=SECONDS).
 * With a provider (AnswerWriter) the answer is written from those passages; without one, or when
 * it fails, the answer is the passages themselves and says so.
 */

/** Passages quoted in an answer. */
export const PASSAGES_SHOWN = 5;
const PASSAGE_MAX = 400;

interface Hit {
  kind: 'caption' | 'lesson' | 'qna';
  material_id: number | null;
  second: number;
  title: string;
  title_en: string;
  text: string;
  lang: Locale;
  rank: number;
}

export function lessonLink(courseUrl: string, materialId: number, second: number): string {
  return `/courses/${courseUrl}/lecture/${materialId}?t=${Math.max(0, Math.floor(second))}`;
}

/** The best passages of a course for a question, most relevant first. */
export async function findPassages(db: Database, contentId: number, courseUrl: string, question: string, locale: Locale): Promise<AssistantPassage[]> {
  const { rows } = await sql<Hit>`
    with q as (
      select nullif(replace(plainto_tsquery('indonesian', ${question})::text, ' & ', ' | '), '')::tsquery as id_q,
             nullif(replace(plainto_tsquery('english', ${question})::text, ' & ', ' | '), '')::tsquery as en_q
    ),
    lessons as (
      select distinct on (media_id) id, media_id, title, title_en
      from course_materials where content_id = ${contentId} and media_id is not null
      order by media_id, chapter_id, position, id
    )
    select * from (
      select 'caption' as kind, l.id as material_id, (c.start_ms / 1000)::int as second, l.title, l.title_en, c.text, c.lang,
             ts_rank(to_tsvector('indonesian', c.text), q.id_q) as rank
      from q, caption_cues c join lessons l on l.media_id = c.media_id
      where c.lang = 'id' and to_tsvector('indonesian', c.text) @@ q.id_q
      union all
      select 'caption', l.id, (c.start_ms / 1000)::int, l.title, l.title_en, c.text, c.lang,
             ts_rank(to_tsvector('english', c.text), q.en_q)
      from q, caption_cues c join lessons l on l.media_id = c.media_id
      where c.lang = 'en' and to_tsvector('english', c.text) @@ q.en_q
      union all
      select 'lesson', m.id, 0, m.title, m.title_en,
             ts_headline('indonesian', m.title || '. ' || coalesce(m.body, ''), q.id_q, 'MaxWords=45, MinWords=15, StartSel="", StopSel=""'), 'id',
             ts_rank(to_tsvector('indonesian', m.title || ' ' || coalesce(m.body, '')), q.id_q)
      from q, course_materials m
      where m.content_id = ${contentId} and to_tsvector('indonesian', m.title || ' ' || coalesce(m.body, '')) @@ q.id_q
      union all
      select 'lesson', m.id, 0, m.title, m.title_en,
             ts_headline('english', m.title_en || '. ' || coalesce(m.body_en, ''), q.en_q, 'MaxWords=45, MinWords=15, StartSel="", StopSel=""'), 'en',
             ts_rank(to_tsvector('english', m.title_en || ' ' || coalesce(m.body_en, '')), q.en_q)
      from q, course_materials m
      where m.content_id = ${contentId} and to_tsvector('english', m.title_en || ' ' || coalesce(m.body_en, '')) @@ q.en_q
      union all
      select 'qna', null, 0, coalesce(qq.body, p.body), coalesce(qq.body, p.body), p.body, ${locale},
             ts_rank(p.search, coalesce(q.id_q || q.en_q, q.id_q, q.en_q))
      from q, qna_posts p left join qna_posts qq on qq.id = p.question_id
      where p.content_id = ${contentId} and p.search @@ coalesce(q.id_q || q.en_q, q.id_q, q.en_q)
    ) hits
    order by rank desc
    limit 40
  `.execute(db);
  const ranked = rows.map((h) => ({ ...h, score: Number(h.rank) * (h.lang === locale ? 1.2 : 1) })).sort((a, b) => b.score - a.score);
  const seen = new Set<string>();
  const out: AssistantPassage[] = [];
  for (const h of ranked) {
    // One passage per lesson second (the same cue in both languages), per lesson text, per Q&A text.
    const key = h.kind === 'qna' ? `q:${h.text}` : `${h.kind}:${h.material_id}:${h.second}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const materialId = h.material_id;
    out.push({
      kind: h.kind,
      materialId,
      second: h.second,
      title: (locale === 'en' ? h.title_en : h.title).slice(0, 300),
      text: h.text.replace(/\s+/g, ' ').trim().slice(0, PASSAGE_MAX),
      link: materialId === null ? `/courses/${courseUrl}/lecture?tab=qna` : lessonLink(courseUrl, materialId, h.second),
    });
    if (out.length === PASSAGES_SHOWN) break;
  }
  return out;
}

function passagesAnswer(passages: readonly AssistantPassage[], locale: Locale, why: 'none' | 'failed'): string {
  const en = locale === 'en';
  if (passages.length === 0) {
    return en
      ? 'Nothing in this course’s captions, lesson texts or Q&A matches your question. Try other words, or ask the instructor in the Q&A tab.'
      : 'Tidak ada bagian takarir, teks materi, atau tanya jawab kelas ini yang cocok dengan pertanyaan Anda. Coba kata lain, atau tanyakan ke pengajar di tab Tanya Jawab.';
  }
  const head =
    why === 'failed'
      ? en
        ? 'The AI provider could not answer just now, so here are the passages of this course that match your question best:'
        : 'Penyedia AI sedang tidak bisa menjawab, jadi berikut bagian materi kelas ini yang paling cocok dengan pertanyaan Anda:'
      : en
        ? 'No AI provider is configured, so this answer is the passages of this course that match your question best:'
        : 'Tidak ada penyedia AI yang diatur, jadi jawaban ini berisi bagian materi kelas ini yang paling cocok dengan pertanyaan Anda:';
  return [head, ...passages.map((p, i) => `[${i + 1}] ${p.title}: “${p.text}”`)].join('\n');
}

type AskRow = {
  id: number;
  question: string;
  answer: string;
  mode: 'provider' | 'passages';
  passages: AssistantPassage[];
  created_at: Date | string;
  url: string;
  title_id: string;
  title_en: string;
};

const toAnswer = (r: AskRow, locale: Locale): AssistantAnswer => ({
  id: r.id,
  courseUrl: r.url,
  courseTitle: inLanguage(r, 'title', locale),
  question: r.question,
  answer: r.answer,
  mode: r.mode,
  passages: r.passages,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function ask(
  db: Database,
  writer: AnswerWriter | null,
  me: number,
  body: { question: string; course: string },
  locale: Locale,
  log?: (err: unknown) => void,
): Promise<AssistantAnswer> {
  const question = cleanText(body.question, locale);
  const course = await lectureCourse(db, me, body.course, locale);
  const passages = await findPassages(db, course.contentId, course.url, question, locale);
  let answer: string;
  let mode: 'provider' | 'passages' = 'passages';
  if (writer && passages.length > 0) {
    try {
      answer = await writer.write(question, passages, locale);
      mode = 'provider';
    } catch (err) {
      log?.(err);
      answer = passagesAnswer(passages, locale, 'failed');
    }
  } else {
    answer = passagesAnswer(passages, locale, 'none');
  }
  const row = await db
    .insertInto('assistant_asks')
    .values({ student_id: me, content_id: course.contentId, question, answer, mode, passages: JSON.stringify(passages) })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return toAnswer({ ...row, question, answer, mode, passages, url: course.url, title_id: course.title, title_en: course.titleEn }, locale);
}

export async function history(db: Database, me: number, query: { course?: string; page: number; pageSize: number }, locale: Locale): Promise<AssistantHistory> {
  let contentId: number | null = null;
  if (query.course) {
    const course = await courseByUrl(db, query.course);
    if (!course) throw notFound(t(locale, 'courseNotFound'));
    contentId = course.contentId;
  }
  let base = db.selectFrom('assistant_asks as a').innerJoin('contents as c', 'c.id', 'a.content_id').where('a.student_id', '=', me);
  if (contentId !== null) base = base.where('a.content_id', '=', contentId);
  const { page, pageSize } = query;
  const [rows, count] = await Promise.all([
    base
      .select(['a.id', 'a.question', 'a.answer', 'a.mode', 'a.passages', 'a.created_at', 'c.url', 'c.title_id', 'c.title_en'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const totalItems = Number(count.n);
  return { items: rows.map((r) => toAnswer(r as AskRow, locale)), page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) };
}
