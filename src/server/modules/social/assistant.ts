import { sql } from 'kysely';
import type { AssistantAnswer, AssistantHistory, AssistantPassage } from '../../../common/contract/social.js';
import { extractFromMarked, MARK_START, MARK_STOP, questionTerms } from '../../../common/assistant.js';
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
 * The study assistant (spec 7 v2/ai; issue 25): a question about a course is answered from the
 * course's own material — caption cues of its videos, its lesson texts and its Q&A. The question's
 * meaningful words (questionTerms: stop words of both languages out) are looked for with
 * PostgreSQL's text search in Indonesian ('indonesian': captions in id, lesson texts title/body)
 * and English ('english': captions in en, title_en/body_en; lesson texts paragraph by paragraph), each word on its own: a passage that
 * has any of them is found ("Difference between VLOOKUP and XLOOKUP?" finds a passage that teaches
 * only VLOOKUP). Passages rank by how many distinct words of the question they contain, then by
 * how rare those words are in the course, then the request's language. Each passage links to the
 * lesson at its second (/courses/:url/lecture/:materialId?t=SECONDS) and carries a one-line
 * extract with the question's words marked (offsets, drawn as <mark> by the renderer). With a
 * provider (AnswerWriter) the answer is written from those passages; without one, or when it
 * fails, the answer is a lead sentence over the best passages.
 */

/** Passages given to a provider. */
export const PASSAGES_FOUND = 5;
/** Passages shown when the answer is the passages themselves. */
export const PASSAGES_SHOWN = 3;
const PASSAGE_MAX = 400;
const MARKERS = MARK_START + MARK_STOP;
/** Lesson texts are searched paragraph by paragraph (the title is the first), so an extract lands on the part that answers. */
const PARAGRAPH = '\n\n';
const PARAGRAPH_RE = '\\n\\s*\\n';
/** ts_headline options: the passage a provider reads, and the one-line extract shown. */
const PASSAGE_HEADLINE = 'MaxWords=45, MinWords=15, StartSel="", StopSel=""';
const EXTRACT_HEADLINE = `MaxFragments=1, MaxWords=18, MinWords=8, FragmentDelimiter=" … ", StartSel=${MARK_START}, StopSel=${MARK_STOP}`;

interface Hit {
  kind: 'caption' | 'lesson' | 'qna';
  material_id: number | null;
  second: number;
  /** The paragraph of a lesson text (1 its title); 0 for captions and Q&A. */
  part: number;
  title_id: string;
  title_en: string;
  /** ts_rank of the passage for the question: how densely it has the words (ties only). */
  rank: number | string;
  /** The passage's whole text. */
  body: string;
  /** The passage (lesson texts: its best 45 words). */
  text: string;
  /** The one-line extract with MARK_START/MARK_STOP around matched words. */
  marked: string;
  lang: Locale;
  /** The question's lexemes (in the passage's language) the passage contains. */
  matched: string[];
  /** How many passages of the course are in the passage's language. */
  docs: number | string;
}

export function lessonLink(courseUrl: string, materialId: number, second: number): string {
  return `/courses/${courseUrl}/lecture/${materialId}?t=${Math.max(0, Math.floor(second))}`;
}

/**
 * A passage's score: the number of distinct question words it contains, plus less than one for
 * their rarity in the course (mean of ln((N+1)/df)/ln(N+1)) and the request's language, so a
 * passage with more of the question's words always ranks first.
 */
export function passageScore(matched: readonly string[], df: (lexeme: string) => number, docs: number, sameLanguage: boolean): number {
  if (matched.length === 0) return 0;
  const norm = Math.log(docs + 1);
  const rarity = matched.reduce((sum, l) => sum + (norm > 0 ? Math.log((docs + 1) / Math.max(1, df(l))) / norm : 0), 0) / matched.length;
  return matched.length + 0.8 * Math.min(1, rarity) + (sameLanguage ? 0.1 : 0);
}

/** The best passages of a course for a question, most relevant first. */
export async function findPassages(db: Database, contentId: number, courseUrl: string, question: string, locale: Locale, limit: number = PASSAGES_FOUND): Promise<AssistantPassage[]> {
  const terms = questionTerms(question).join(' ');
  if (!terms) return [];
  const { rows } = await sql<Hit>`
    with q as (
      select array(select unnest(tsvector_to_array(to_tsvector('indonesian', ${terms})))) as id_l,
             array(select unnest(tsvector_to_array(to_tsvector('english', ${terms})))) as en_l,
             nullif(replace(plainto_tsquery('indonesian', ${terms})::text, ' & ', ' | '), '')::tsquery as id_q,
             nullif(replace(plainto_tsquery('english', ${terms})::text, ' & ', ' | '), '')::tsquery as en_q
    ),
    lessons as (
      select distinct on (media_id) id, media_id, title, title_en
      from course_materials where content_id = ${contentId} and media_id is not null
      order by media_id, chapter_id, position, id
    ),
    docs as (
      select 'caption' as kind, l.id as material_id, (c.start_ms / 1000)::int as second, 0::int as part, l.title, l.title_en,
             translate(c.text, ${MARKERS}, '') as body, c.lang::text as lang
      from caption_cues c join lessons l on l.media_id = c.media_id
      where c.lang in ('id', 'en')
      union all
      select 'lesson', m.id, 0, t.n::int, m.title, m.title_en, translate(t.par, ${MARKERS}, ''), 'id'
      from course_materials m cross join lateral regexp_split_to_table(m.title || ${PARAGRAPH} || coalesce(m.body, ''), ${PARAGRAPH_RE}) with ordinality as t(par, n)
      where m.content_id = ${contentId} and btrim(t.par) <> ''
      union all
      select 'lesson', m.id, 0, t.n::int, m.title, m.title_en, translate(t.par, ${MARKERS}, ''), 'en'
      from course_materials m cross join lateral regexp_split_to_table(coalesce(m.title_en, m.title) || ${PARAGRAPH} || coalesce(m.body_en, ''), ${PARAGRAPH_RE}) with ordinality as t(par, n)
      where m.content_id = ${contentId} and btrim(t.par) <> ''
      union all
      select 'qna', null, 0, 0, coalesce(qq.body, p.body), coalesce(qq.body, p.body), translate(p.body, ${MARKERS}, ''), lang
      from qna_posts p left join qna_posts qq on qq.id = p.question_id, (values ('id'), ('en')) as langs(lang)
      where p.content_id = ${contentId}
    ),
    scored as (
      select d.*, count(*) over (partition by d.lang) as docs,
             array(select unnest(tsvector_to_array(to_tsvector(case when d.lang = 'id' then 'indonesian' else 'english' end::regconfig, d.body)))
                   intersect select unnest(case when d.lang = 'id' then q.id_l else q.en_l end)) as matched
      from docs d, q
    )
    select s.kind, s.material_id, s.second, s.part, s.title as title_id, s.title_en, s.body, s.lang, s.matched, s.docs,
           case when s.lang = 'id' then ts_rank(to_tsvector('indonesian', s.body), q.id_q) else ts_rank(to_tsvector('english', s.body), q.en_q) end as rank,
           case when s.kind <> 'lesson' then s.body
                when s.lang = 'id' then ts_headline('indonesian', s.body, q.id_q, ${PASSAGE_HEADLINE})
                else ts_headline('english', s.body, q.en_q, ${PASSAGE_HEADLINE}) end as text,
           case when s.lang = 'id' then ts_headline('indonesian', s.body, q.id_q, ${EXTRACT_HEADLINE})
                else ts_headline('english', s.body, q.en_q, ${EXTRACT_HEADLINE}) end as marked
    from scored s, q
    where cardinality(s.matched) > 0
  `.execute(db);
  // Rarity: in how many passages of its language each lexeme is (of those containing any).
  const df = new Map<string, number>();
  for (const h of rows) for (const l of h.matched) df.set(`${h.lang}:${l}`, (df.get(`${h.lang}:${l}`) ?? 0) + 1);
  const kindOrder = { lesson: 0, caption: 1, qna: 2 } as const;
  const ranked = rows
    .map((h) => ({ ...h, score: passageScore(h.matched, (l) => df.get(`${h.lang}:${l}`) ?? 1, Number(h.docs), h.lang === locale) }))
    .sort((a, b) => b.score - a.score || Number(b.rank) - Number(a.rank) || kindOrder[a.kind] - kindOrder[b.kind] || (a.material_id ?? 0) - (b.material_id ?? 0) || a.second - b.second);
  // A lesson's title is a passage only when none of its text's paragraphs is (it is the passage's name anyway).
  const withText = new Set(rows.filter((h) => h.kind === 'lesson' && h.part > 1).map((h) => h.material_id));
  const seen = new Set<string>();
  const out: AssistantPassage[] = [];
  for (const h of ranked) {
    if (h.kind === 'lesson' && h.part === 1 && withText.has(h.material_id)) continue;
    // One passage per lesson second (the same cue in both languages), per paragraph of a lesson text, per Q&A text.
    const key = h.kind === 'qna' ? `q:${h.body}` : `${h.kind}:${h.material_id}:${h.second}:${h.part}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const materialId = h.material_id;
    const { extract, marks } = extractFromMarked(h.marked, h.body);
    out.push({
      kind: h.kind,
      materialId,
      second: h.second,
      title: inLanguage(h, 'title', locale).slice(0, 300),
      text: h.text.replace(/\s+/g, ' ').trim().slice(0, PASSAGE_MAX),
      extract,
      marks,
      link: materialId === null ? `/courses/${courseUrl}/lecture?tab=qna` : lessonLink(courseUrl, materialId, h.second),
    });
    if (out.length === limit) break;
  }
  return out;
}

/** Names the question's words in a sentence: "VLOOKUP and XLOOKUP" / "VLOOKUP dan XLOOKUP". */
function termList(question: string, locale: Locale): string {
  const terms = questionTerms(question).slice(0, 5);
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(terms);
}

/** The answer when it is the passages themselves: a lead sentence in the request's language, or what to try when nothing matched. */
export function passagesAnswer(question: string, passages: readonly AssistantPassage[], locale: Locale, why: 'none' | 'failed', topics: readonly string[] = []): string {
  if (passages.length === 0) {
    const head = questionTerms(question).length === 0 ? t(locale, 'assistantNoWords') : t(locale, 'assistantNotMentioned', { terms: termList(question, locale) });
    const tryTopics = topics.length > 0 ? t(locale, 'assistantTryTopics', { topics: topics.join('; ') }) : t(locale, 'assistantTryTopic');
    return `${head} ${tryTopics} ${t(locale, 'assistantAskInstructor')}`;
  }
  const lead = t(locale, 'assistantLead', { about: termList(question, locale) });
  return why === 'failed' ? t(locale, 'assistantProviderFailed', { lead }) : lead;
}

/** A course's module titles in the request's language (what to ask about when nothing matched). */
async function courseTopics(db: Database, contentId: number, locale: Locale): Promise<string[]> {
  const rows = await db.selectFrom('course_chapters').select(['title as title_id', 'title_en']).where('content_id', '=', contentId).orderBy('position').limit(3).execute();
  return rows.map((r) => inLanguage(r, 'title', locale));
}

type AskRow = {
  id: number;
  question: string;
  answer: string;
  mode: 'provider' | 'passages';
  passages: (Omit<AssistantPassage, 'extract' | 'marks'> & Partial<Pick<AssistantPassage, 'extract' | 'marks'>>)[];
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
  // Answers kept before issue 25 have passages without an extract: their text, unmarked.
  passages: r.passages.map((p) => ({ ...p, extract: p.extract ?? p.text, marks: p.marks ?? [] })),
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
  const found = await findPassages(db, course.contentId, course.url, question, locale);
  let passages: AssistantPassage[] = found.slice(0, PASSAGES_SHOWN);
  let answer: string;
  let mode: 'provider' | 'passages' = 'passages';
  if (writer && found.length > 0) {
    try {
      answer = await writer.write(question, found, locale);
      mode = 'provider';
      passages = found;
    } catch (err) {
      log?.(err);
      answer = passagesAnswer(question, passages, locale, 'failed');
    }
  } else {
    answer = passagesAnswer(question, passages, locale, 'none', passages.length === 0 ? await courseTopics(db, course.contentId, locale) : []);
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
