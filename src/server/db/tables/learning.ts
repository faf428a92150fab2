import type { Generated } from 'kysely';

/** Kysely table types of the learning domain (migration 012_commerce: enrolments; 014_learning: the lecture; 018_watch_budgets). */

/** How a student came to own a content (enrolments.source). */
export type EnrolmentSource = 'purchase' | 'free' | 'magic-code' | 'bootcamp-participant' | 'prakerja';

/** A content a student owns: one row per (student, content). */
export interface EnrolmentsTable {
  id: Generated<number>;
  student_id: number;
  content_id: number;
  source: EnrolmentSource;
  order_id: number | null;
  /** The package or bootcamp that brought this content in as one of its parts. */
  via_content_id: number | null;
  created_at: Generated<Date>;
}

/** A demo video under resources/media (lessons point to it; many may share one). */
export interface LectureMediaTable {
  id: Generated<number>;
  slug: string;
  /** File name under resources/media; captions are `<slug>.id.vtt` and `<slug>.en.vtt` beside it. */
  file: string;
  mime: Generated<string>;
  duration_seconds: number;
  title: string;
  title_en: string;
}

export interface CourseChaptersTable {
  id: Generated<number>;
  content_id: number;
  position: number;
  title: string;
  title_en: string;
}

/** A lesson. item_type: TEXT 1 (ours), VIDEO 5, QUIZ 6, WEBINAR 10, EXTERNAL_URL 29, BOOTCAMP_CERTIFICATE 30, ZOOM_MEETING 31. */
export interface CourseMaterialsTable {
  id: Generated<number>;
  content_id: number;
  chapter_id: number;
  position: number;
  item_type: number;
  title: string;
  title_en: string;
  duration_seconds: Generated<number>;
  is_preview: Generated<boolean>;
  media_id: number | null;
  body: string | null;
  body_en: string | null;
  external_url: string | null;
}

/** Per course lecture settings. */
export interface LectureCoursesTable {
  content_id: number;
  /** A lesson opens only when every lesson before it is FINISHED. */
  sequential: Generated<boolean>;
}

/** One row per (student, material). status: NOT_STARTED 1, ONGOING 2, FINISHED 3, FAILED 4. */
export interface MaterialProgressTable {
  student_id: number;
  material_id: number;
  content_id: number;
  status: Generated<number>;
  furthest_second: Generated<number>;
  watched_seconds: Generated<number>;
  position_second: Generated<number>;
  finished_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The recording time of the latest offline report replayed (migration 029); null: none yet. */
  last_recorded_at: Date | null;
}

/** The student's watch budget (migration 018): seconds of video the next reports may be credited, as of updated_at. */
export interface WatchBudgetsTable {
  student_id: number;
  seconds: Generated<number>;
  updated_at: Generated<Date>;
}

export interface CaptionCuesTable {
  id: Generated<number>;
  media_id: number;
  lang: 'id' | 'en';
  start_ms: number;
  end_ms: number;
  text: string;
}

export interface LectureNotesTable {
  id: Generated<number>;
  student_id: number;
  content_id: number;
  material_id: number;
  second: Generated<number>;
  body: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface LearningTables {
  enrolments: EnrolmentsTable;
  lecture_media: LectureMediaTable;
  course_chapters: CourseChaptersTable;
  course_materials: CourseMaterialsTable;
  lecture_courses: LectureCoursesTable;
  material_progress: MaterialProgressTable;
  watch_budgets: WatchBudgetsTable;
  caption_cues: CaptionCuesTable;
  lecture_notes: LectureNotesTable;
}
