import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../schema.js';
import type { AssistantPassage } from '../../../common/contract/social.js';

/** Kysely table types of the people around a course (migration 016_learning_social). */

export interface ContentLikesTable {
  student_id: number;
  content_id: number;
  created_at: Timestamp;
}

/** A comment (parent_id null) or a reply to one (one level: a reply to a reply joins its comment). */
export interface ContentCommentsTable {
  id: Generated<number>;
  content_id: number;
  parent_id: number | null;
  student_id: number;
  body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A question (question_id null) or an answer to one; is_instructor marks the course's instructor's answer. */
export interface QnaPostsTable {
  id: Generated<number>;
  content_id: number;
  question_id: number | null;
  student_id: number;
  is_instructor: Generated<boolean>;
  body: string;
  created_at: Timestamp;
  /** Generated (to_tsvector indonesian || english); never written. */
  search: Generated<string>;
}

export interface AssistantAsksTable {
  id: Generated<number>;
  student_id: number;
  content_id: number;
  question: string;
  answer: string;
  mode: 'provider' | 'passages';
  passages: Json<AssistantPassage[]>;
  created_at: Timestamp;
}

export interface SocialTables {
  content_likes: ContentLikesTable;
  content_comments: ContentCommentsTable;
  qna_posts: QnaPostsTable;
  assistant_asks: AssistantAsksTable;
}
