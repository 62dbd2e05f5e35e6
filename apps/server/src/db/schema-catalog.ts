import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import { LEDGER_KINDS } from '@app/api';
import { CLASS_STATUSES, CLASS_STUDENT_STATUSES, COURSE_STATUSES, COURSE_STUDENT_STATUSES, TOPIC_STATUSES } from '@app/domain';
import { users } from './schema-accounts';
import { lessons } from './schema-lessons';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/** 000 §3 "Teacher info" and 001 §3 "Teacher result item" (teacher_info part). One row per teacher user. */
export const teachers = pgTable(
  'teachers',
  {
    user_id: id('user_id')
      .primaryKey()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    short_signature: text('short_signature').notNull().default(''),
    about_teacher: text('about_teacher').notNull().default(''),
    overall_rating: numeric('overall_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    pro_rating: numeric('pro_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    tutor_rating: numeric('tutor_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    session_count: integer('session_count').notNull().default(0),
    student_count: integer('student_count').notNull().default(0),
    /** When the teacher became bookable; the rating shows only once this is more than 21 days ago. */
    first_valid_time: ts('first_valid_time').notNull(),
    /** The teacher's next free one-to-one slot (001 §4.2 availability tag). */
    first_available_time: ts('first_available_time'),
    instant_now: boolean('instant_now').notNull().default(false),
    instant_booking: boolean('instant_booking').notNull().default(false),
    has_trial: boolean('has_trial').notNull().default(true),
    /** USD cents. */
    min_price: integer('min_price').notNull(),
    trial_price: integer('trial_price').notNull(),
    trial_session_count: integer('trial_session_count').notNull().default(1),
    is_new: boolean('is_new').notNull().default(false),
    is_student_full: boolean('is_student_full').notNull().default(false),
    video_url: text('video_url'),
    video_pic_url: text('video_pic_url'),
    course_categories: text('course_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    course_tags: text('course_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('teachers_first_available_idx').on(t.first_available_time)],
);

/** 001 §3 "teach_language list of {language, level}" plus the languages a teacher also speaks. */
export const teacherLanguages = pgTable(
  'teacher_languages',
  {
    teacher_id: id('teacher_id')
      .notNull()
      .references(() => teachers.user_id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    level: integer('level').notNull(),
    teaches: boolean('teaches').notNull(),
  },
  (t) => [
    uniqueIndex('teacher_languages_key').on(t.teacher_id, t.language),
    index('teacher_languages_language_idx').on(t.language, t.teaches),
  ],
);

/** 000 §3 "Group topic". A course topic has `is_course`; its courses hang off it. */
export const topics = pgTable(
  'topics',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 5_001 }),
    teacher_id: id('teacher_id')
      .notNull()
      .references(() => teachers.user_id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    outcome_desc: text('outcome_desc').notNull().default(''),
    language: text('language').notNull(),
    /** 0-7 index: A1, A1, A2, B1, B2, C1, C2, Native. */
    language_level: integer('language_level').notNull(),
    duration: integer('duration').notNull(),
    student_capacity: integer('student_capacity').notNull(),
    category: text('category').notNull(),
    tag: text('tag'),
    /** USD cents, per class. */
    price: integer('price').notNull(),
    status: text('status').notNull().default('APPROVE'),
    is_course: boolean('is_course').notNull().default(false),
    intro_cover: text('intro_cover'),
    created_at: ts('created_at').notNull(),
    /** The uploaded cover's storage key (storage/), or null for the generated cover; its sniffed type beside it. */
    cover_key: text('cover_key'),
    cover_content_type: text('cover_content_type'),
    updated_at: ts('updated_at'),
  },
  (t) => [
    index('topics_teacher_idx').on(t.teacher_id),
    index('topics_language_level_idx').on(t.language, t.language_level),
    check('topics_status_check', oneOf(t.status, TOPIC_STATUSES)),
  ],
);

/** 000 §3 "Group course". The classes of a course are its outlines (group_classes.course_id). */
export const courses = pgTable(
  'courses',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 7_001 }),
    topic_id: id('topic_id')
      .notNull()
      .references(() => topics.id),
    teacher_id: id('teacher_id')
      .notNull()
      .references(() => teachers.user_id),
    /** USD cents, per class; the course costs price x class_amount. */
    price: integer('price').notNull(),
    class_amount: integer('class_amount').notNull(),
    min_spots: integer('min_spots').notNull(),
    max_spots: integer('max_spots').notNull(),
    start_time: ts('start_time').notNull(),
    end_time: ts('end_time').notNull(),
    status: text('status', { enum: COURSE_STATUSES }).notNull(),
    update_by: text('update_by'),
    outcomes: jsonb('outcomes').$type<string[]>().notNull().default([]),
    /**
     * The topic's language, copied so the course search reads `(language, start_time)` without
     * joining every topic of the language. Kept equal to `topics.language` by database triggers
     * (migration 0007), whoever writes: inserts need not set it.
     */
    language: text('language').notNull().default(''),
  },
  (t) => [
    index('courses_topic_idx').on(t.topic_id),
    index('courses_language_start_idx').on(t.language, t.start_time, t.id),
    index('courses_start_idx').on(t.start_time),
    index('courses_status_start_idx').on(t.status, t.start_time),
    check('courses_status_check', oneOf(t.status, COURSE_STATUSES)),
  ],
);

/** 000 §3 "Group class". Meeting secrets live here and leave only through the secrets rule. */
export const groupClasses = pgTable(
  'group_classes',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 20_001 }),
    topic_id: id('topic_id')
      .notNull()
      .references(() => topics.id),
    course_id: id('course_id').references(() => courses.id),
    teacher_id: id('teacher_id')
      .notNull()
      .references(() => teachers.user_id),
    class_index: integer('class_index').notNull().default(1),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    start_time: ts('start_time').notNull(),
    end_time: ts('end_time').notNull(),
    status: text('status', { enum: CLASS_STATUSES }).notNull(),
    student_capacity: integer('student_capacity').notNull(),
    /** USD cents. */
    price: integer('price').notNull(),
    sku_id: text('sku_id').notNull(),
    zoom_account: text('zoom_account').notNull(),
    zoom_pass_code: text('zoom_pass_code').notNull(),
    zoom_link: text('zoom_link').notNull(),
    update_by: text('update_by'),
    operator: text('operator'),
    /**
     * The topic's language, copied so the class search reads the next classes of one language
     * through `(language, start_time, id)` instead of joining every upcoming class to its topic.
     * Kept equal to `topics.language` by database triggers (migration 0007), whoever writes.
     */
    language: text('language').notNull().default(''),
  },
  (t) => [
    index('group_classes_start_idx').on(t.start_time),
    index('group_classes_language_start_idx').on(t.language, t.start_time, t.id),
    index('group_classes_topic_start_idx').on(t.topic_id, t.start_time),
    index('group_classes_teacher_start_idx').on(t.teacher_id, t.start_time),
    index('group_classes_course_idx').on(t.course_id),
    check('group_classes_status_check', oneOf(t.status, CLASS_STATUSES)),
  ],
);

/** 000 §3 "Group class student". At most one live (not cancelled) seat per student per class. */
export const groupClassStudents = pgTable(
  'group_class_students',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 90_001 }),
    group_class_id: id('group_class_id')
      .notNull()
      .references(() => groupClasses.id),
    student_id: id('student_id')
      .notNull()
      .references(() => users.user_id),
    status: text('status', { enum: CLASS_STUDENT_STATUSES }).notNull(),
    update_by: text('update_by'),
    operator: text('operator'),
    /** The course seat this class seat was taken with (course BOOK); null for a single-class booking. */
    course_student_id: id('course_student_id').references((): AnyPgColumn => courseStudents.id),
    created_at: ts('created_at').notNull(),
    updated_at: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('group_class_students_live_key')
      .on(t.group_class_id, t.student_id)
      .where(sql`status <> 'CANCELLED'`),
    index('group_class_students_student_idx').on(t.student_id),
    // The partial unique index serves only queries that also filter out cancelled seats.
    index('group_class_students_class_idx').on(t.group_class_id),
    index('group_class_students_course_student_idx')
      .on(t.course_student_id)
      .where(sql`course_student_id is not null`),
    check('group_class_students_status_check', oneOf(t.status, CLASS_STUDENT_STATUSES)),
  ],
);

/** 000 §3 "course_students". At most one live seat per student per course. */
export const courseStudents = pgTable(
  'course_students',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 60_001 }),
    course_id: id('course_id')
      .notNull()
      .references(() => courses.id),
    student_id: id('student_id')
      .notNull()
      .references(() => users.user_id),
    status: text('status', { enum: COURSE_STUDENT_STATUSES }).notNull(),
    update_by: text('update_by'),
    created_at: ts('created_at').notNull(),
    updated_at: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('course_students_live_key')
      .on(t.course_id, t.student_id)
      .where(sql`status <> 'Cancelled'`),
    index('course_students_student_idx').on(t.student_id),
    index('course_students_course_idx').on(t.course_id),
    check('course_students_status_check', oneOf(t.status, COURSE_STUDENT_STATUSES)),
  ],
);

/** 000 §3 "attachments (each with file_url, file_name)": files of a topic, served only to booked students. */
export const attachments = pgTable('attachments', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  topic_id: id('topic_id')
    .notNull()
    .references(() => topics.id),
  /** For display only (sanitized); never part of a path. */
  file_name: text('file_name').notNull(),
  content_type: text('content_type').notNull(),
  /** The file's bytes live in storage (storage/) under this key: every material is an upload, the demo's too. */
  storage_key: text('storage_key').notNull(),
  byte_size: integer('byte_size').notNull(),
  created_at: ts('created_at'),
});

/**
 * Money is a ledger: a balance is the sum of a user's rows. Every charge and refund carries an
 * idempotency key, unique, so a refund happens once whoever triggers it and however often.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id),
    /** USD cents; negative for a charge, positive for a top-up or refund. */
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    group_class_student_id: id('group_class_student_id').references(() => groupClassStudents.id),
    course_student_id: id('course_student_id').references(() => courseStudents.id),
    lesson_id: id('lesson_id').references((): AnyPgColumn => lessons.id),
    created_at: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_key').on(t.idempotency_key),
    index('ledger_entries_user_idx').on(t.user_id),
    check('ledger_entries_kind_check', oneOf(t.kind, LEDGER_KINDS)),
  ],
);

/**
 * 000 §3 "Review", written by students (issue 17): one per seat, either a group-class seat (a single
 * class or a course's class) or a one-to-one lesson, through commands/write-review.ts; the teacher's
 * one reply through commands/reply-to-review.ts. `create_time` is when it was first written (the
 * 7-day edit window counts from it), `update_time` the last edit. `lesson_count` is the number of
 * completed sessions the student had with the teacher when she wrote it.
 */
export const reviews = pgTable(
  'reviews',
  {
    comment_id: id('comment_id').primaryKey().generatedAlwaysAsIdentity(),
    teacher_id: id('teacher_id')
      .notNull()
      .references(() => teachers.user_id),
    student_id: id('student_id')
      .notNull()
      .references(() => users.user_id),
    group_class_student_id: id('group_class_student_id').references(() => groupClassStudents.id),
    lesson_id: id('lesson_id').references((): AnyPgColumn => lessons.id),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    session_language: text('session_language').notNull(),
    lesson_count: integer('lesson_count').notNull(),
    create_time: ts('create_time').notNull(),
    update_time: ts('update_time').notNull(),
    reply_content: text('reply_content'),
    reply_time: ts('reply_time'),
  },
  (t) => [
    index('reviews_teacher_time_idx').on(t.teacher_id, t.create_time),
    uniqueIndex('reviews_class_seat_key')
      .on(t.group_class_student_id)
      .where(sql`group_class_student_id is not null`),
    uniqueIndex('reviews_lesson_key')
      .on(t.lesson_id)
      .where(sql`lesson_id is not null`),
    check('reviews_one_session_check', sql`num_nonnulls(${t.group_class_student_id}, ${t.lesson_id}) = 1`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_reply_check', sql`(${t.reply_content} is null) = (${t.reply_time} is null)`),
  ],
);
