import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { groupClassStudents, teachers, topics } from './schema-catalog';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/** 001 §7.2 `/v2/config/all_language` and `popular_language`: the configured languages. */
export const languages = pgTable('languages', {
  text_code: text('text_code').primaryKey(),
  name: text('name').notNull(),
  /** Position in the popular list; null when not popular. */
  popular_rank: integer('popular_rank'),
});

/** Group-class categories CA001-CA005 and their child tags (001 §3 "Category-with-tags list"). */
export const categories = pgTable('categories', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const tags = pgTable(
  'tags',
  {
    code: text('code').primaryKey(),
    category_code: text('category_code')
      .notNull()
      .references(() => categories.code),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('tags_category_idx').on(t.category_code)],
);

/** 001 §7.1 search history: signed-in users' keywords, newest first. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    created_at: ts('created_at').notNull(),
  },
  (t) => [index('search_history_user_idx').on(t.user_id, t.created_at)],
);

/** 001 §3 "Feedback: category ('topic' or 'general') and custom_msg". */
export const feedbacks = pgTable('feedbacks', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  user_id: id('user_id').references(() => users.user_id, { onDelete: 'set null' }),
  category: text('category', { enum: ['topic', 'general'] }).notNull(),
  custom_msg: text('custom_msg').notNull(),
  created_at: ts('created_at').notNull(),
});

/** Favourite teachers (001 §4.2 "Favourite count goes up or down by 1 on success"). */
export const favourites = pgTable(
  'favourites',
  {
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    teacher_id: id('teacher_id')
      .notNull()
      .references(() => teachers.user_id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.teacher_id] }), index('favourites_teacher_idx').on(t.teacher_id)],
);

/**
 * Topics a user saved with the heart (issue 17, the favourites page). One row per user and topic;
 * `created_at` orders the page newest first.
 */
export const topicFavourites = pgTable(
  'topic_favourites',
  {
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    topic_id: id('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.topic_id] }), index('topic_favourites_topic_idx').on(t.topic_id)],
);

/** "Reduce similar teachers" (001 §2.5): teachers a user asked to see less of. */
export const reducedTeachers = pgTable(
  'reduced_teachers',
  {
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    teacher_id: id('teacher_id')
      .notNull()
      .references(() => teachers.user_id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.teacher_id] })],
);

/** 001 §3 "Translation item: teacher_id, about_info, short_signature", per target language (es, ru, ja). */
export const teacherTranslations = pgTable(
  'teacher_translations',
  {
    teacher_id: id('teacher_id')
      .notNull()
      .references(() => teachers.user_id, { onDelete: 'cascade' }),
    target_lang: text('target_lang').notNull(),
    about_info: text('about_info').notNull(),
    short_signature: text('short_signature').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teacher_id, t.target_lang] })],
);

/** 001 §3 "Lesson activation info", one per user and learning language. */
export const lessonActivations = pgTable(
  'lesson_activations',
  {
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    status: text('status').notNull(),
    answer_json: text('answer_json').notNull(),
    learning_level: integer('learning_level'),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.language] })],
);

/** A student's one-to-one history, for the trial rule (001 §4.2: trial while completed lessons < 5). */
export const studentLessonStats = pgTable('student_lesson_stats', {
  user_id: id('user_id')
    .primaryKey()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  completed_lessons: integer('completed_lessons').notNull().default(0),
  has_trial: boolean('has_trial').notNull().default(true),
});

/** Marketing and SEO content (001 §3 "Marketing content record"), served by `/v3/cms/gateway/filter`. */
export const cmsContent = pgTable(
  'cms_content',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    lang: text('lang').notNull(),
    path: text('path').notNull(),
    /** A draft is served only with `wip=true`. */
    is_wip: boolean('is_wip').notNull().default(false),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    updated_at: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('cms_content_key').on(t.lang, t.path, t.is_wip)],
);

/** Blog posts: the teacher search page's links (001 §7.2 `/v2/seo/blog-and-teacher`) and the blog pages, one post a slug. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    display_language: text('display_language').notNull(),
    learning_language: text('learning_language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** The article: plain-text paragraphs separated by a blank line (empty for posts written before 0010). */
    body: text('body').notNull().default(''),
    slug: text('slug').notNull(),
    published_at: ts('published_at').notNull(),
  },
  (t) => [
    index('blog_posts_lang_idx').on(t.display_language, t.learning_language, t.published_at),
    uniqueIndex('blog_posts_slug_key').on(t.slug),
  ],
);

/** FAQ entries (001 §3 "FAQ item"): `teachers` page (q, aMain, aSub, type) and `group_class` (q, a). */
export const faqItems = pgTable(
  'faq_items',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    page: text('page', { enum: ['teachers', 'group_class'] }).notNull(),
    lang: text('lang').notNull(),
    position: integer('position').notNull(),
    item: jsonb('item').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('faq_items_page_idx').on(t.page, t.lang, t.position)],
);

/** Feature toggles (course entry, group_class_student_toggle). */
export const featureToggles = pgTable('feature_toggles', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updated_at: ts('updated_at')
    .notNull()
    .default(sql`now()`),
});

/** "There was a problem" reports (000 §4): the seat moves to PROBLEM and the report is kept. */
export const problemReports = pgTable('problem_reports', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  group_class_student_id: id('group_class_student_id')
    .notNull()
    .references(() => groupClassStudents.id),
  reason: text('reason').notNull(),
  created_at: ts('created_at').notNull(),
});

/** Countries, for `origin_country_id` (000 §3) and the `/teachers/{language}/{country}` path (001 §2.5). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/**
 * A teacher's open one-to-one slots (start instants of 30-minute slots). The availability filters
 * of 001 (weekday and time blocks in the searcher's zone, a specific day, within 72 h) and the
 * card's availability tag are all answered from these rows.
 */
export const teacherOpenSlots = pgTable(
  'teacher_open_slots',
  {
    teacher_id: id('teacher_id')
      .notNull()
      .references(() => teachers.user_id, { onDelete: 'cascade' }),
    start_time: ts('start_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teacher_id, t.start_time] }), index('teacher_open_slots_start_idx').on(t.start_time)],
);
