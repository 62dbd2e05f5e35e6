import {
  TOPIC_DURATION_CHOICES,
  TOPIC_INTRO_MAX_LENGTH,
  TOPIC_INTRO_MIN_LENGTH,
  TOPIC_MAX_CAPACITY,
  TOPIC_MAX_LEVEL,
  TOPIC_MAX_PRICE_CENTS,
  TOPIC_MIN_CAPACITY,
  TOPIC_MIN_LEVEL,
  TOPIC_MIN_PRICE_CENTS,
  TOPIC_OUTCOME_MAX_LENGTH,
  TOPIC_OUTCOME_MIN_LENGTH,
  TOPIC_OUTCOMES_MAX,
  TOPIC_OUTCOMES_MIN,
  TOPIC_STATUSES,
  TOPIC_TITLE_MAX_LENGTH,
  TOPIC_TITLE_MIN_LENGTH,
} from '@app/domain';
import { z } from 'zod';
import { queryInt } from '../contract/query';
import { GroupCourseSchema } from './course';

/** The largest material file, in bytes (413 `FileTooLarge` above it). */
export const TOPIC_MATERIAL_MAX_BYTES = 20 * 1024 * 1024;
/** The largest cover image, in bytes. */
export const TOPIC_COVER_MAX_BYTES = 5 * 1024 * 1024;
/** How many material files one topic holds. */
export const TOPIC_MATERIALS_MAX = 10;
/** The multipart form field that carries the file. */
export const UPLOAD_FIELD = 'file';
/** A display file name is cut to this many characters. */
export const UPLOAD_FILE_NAME_MAX_LENGTH = 120;

/**
 * The types a material may be, as the server sniffs them from the bytes (never from the name or
 * the browser's type): documents, images, audio and plain text.
 */
export const MATERIAL_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
] as const;
export type MaterialContentType = (typeof MATERIAL_CONTENT_TYPES)[number];
/** The types a cover may be. */
export const COVER_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const satisfies readonly MaterialContentType[];
/** What a file picker offers (the server still sniffs): extensions of MATERIAL_CONTENT_TYPES. */
export const MATERIAL_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.gif,.mp3,.m4a,.ogg,.wav,.docx,.pptx,.xlsx,.txt';
export const COVER_ACCEPT = '.png,.jpg,.jpeg,.webp';

/**
 * The bounds of a topic draft, one table for the schema below and the web form's error texts
 * (`price` in USD cents). Each is a constant of `@app/domain`, where validateTopicDraft reads them.
 */
export const TOPIC_DRAFT_BOUNDS = {
  title: { min: TOPIC_TITLE_MIN_LENGTH, max: TOPIC_TITLE_MAX_LENGTH },
  description: { min: TOPIC_INTRO_MIN_LENGTH, max: TOPIC_INTRO_MAX_LENGTH },
  outcome: { min: TOPIC_OUTCOME_MIN_LENGTH, max: TOPIC_OUTCOME_MAX_LENGTH },
  outcomes: { min: TOPIC_OUTCOMES_MIN, max: TOPIC_OUTCOMES_MAX },
  language_level: { min: TOPIC_MIN_LEVEL, max: TOPIC_MAX_LEVEL },
  student_capacity: { min: TOPIC_MIN_CAPACITY, max: TOPIC_MAX_CAPACITY },
  price: { min: TOPIC_MIN_PRICE_CENTS, max: TOPIC_MAX_PRICE_CENTS },
} as const satisfies Record<string, { min: number; max: number }>;

const B = TOPIC_DRAFT_BOUNDS;
const line = ({ min, max }: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .min(min, { message: `at least ${min} characters` })
    .max(max, { message: `at most ${max} characters` });

/**
 * A topic as the teacher writes it (create and edit share it; the web form validates with it too).
 * Bounds are TOPIC_DRAFT_BOUNDS; the server also runs `validateTopicDraft` for what only it knows
 * (the teacher's languages, the category-with-tags list) and `decideTopicEdit` on edits.
 */
export const TopicDraftSchema = z.object({
  title: line(B.title),
  description: line(B.description),
  outcomes: z
    .array(line(B.outcome).regex(/^[^\r\n]*$/, { message: 'one line' }))
    .min(B.outcomes.min, { message: `at least ${B.outcomes.min}` })
    .max(B.outcomes.max, { message: `at most ${B.outcomes.max}` }),
  language: z.string().trim().min(1).max(40),
  language_level: z.number().int().min(B.language_level.min).max(B.language_level.max),
  category: z.string().trim().min(1).max(40),
  tag: z.string().trim().min(1).max(60).nullable(),
  duration: z.union(TOPIC_DURATION_CHOICES.map((d) => z.literal(d))),
  student_capacity: z.number().int().min(B.student_capacity.min).max(B.student_capacity.max),
  price: z.number().int().min(B.price.min).max(B.price.max),
});
export type TopicDraftInput = z.input<typeof TopicDraftSchema>;

/**
 * A new topic: the draft, and whether it is a course topic (000 §3 `is_course`: its groups are
 * courses, created with `POST /v1/teaching/courses`) or a class topic (the default). Fixed at
 * creation: an edit never turns one kind into the other, since classes or courses hang off it.
 */
export const NewTopicSchema = TopicDraftSchema.extend({ is_course: z.boolean().default(false) });
export type NewTopicInput = z.input<typeof NewTopicSchema>;
export type NewTopicBody = z.output<typeof NewTopicSchema>;
export type TopicDraftBody = z.output<typeof TopicDraftSchema>;

export const TopicIdParamSchema = z.object({ id: queryInt({ min: 1 }) });
export const TopicMaterialParamSchema = z.object({ id: queryInt({ min: 1 }), material_id: queryInt({ min: 1 }) });
/** An uploaded cover's address: the topic, and the storage key of the upload (any other key is a 404). */
export const TopicCoverParamSchema = z.object({ id: queryInt({ min: 1 }), key: z.string() });

/** One uploaded material: its display name, sniffed type, size, and the teacher's download link. */
export const TopicMaterialSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  file_url: z.string(),
});
export type TopicMaterial = z.infer<typeof TopicMaterialSchema>;

/**
 * A topic of the signed-in teacher. `intro_cover` is the uploaded cover, or the generated one;
 * `has_uploaded_cover` says which. `upcoming_classes` / `booked_classes` count not-cancelled, not-ended
 * classes, the booked ones being those that lock price, length and level (decideTopicEdit);
 * `max_booked` is the capacity floor.
 */
export const TeachingTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  outcomes: z.array(z.string()),
  language: z.string(),
  language_level: z.number().int(),
  category: z.string(),
  tag: z.string().nullable(),
  duration: z.number().int(),
  student_capacity: z.number().int(),
  price: z.number().int(),
  status: z.enum(TOPIC_STATUSES),
  intro_cover: z.string().nullable(),
  has_uploaded_cover: z.boolean(),
  created_at: z.string(),
  materials: z.array(TopicMaterialSchema),
  upcoming_classes: z.number().int(),
  booked_classes: z.number().int(),
  max_booked: z.number().int(),
});
export type TeachingTopic = z.infer<typeof TeachingTopicSchema>;

/** What the form offers: the teacher's languages and the category-with-tags list (001 §3). */
export const TopicFormOptionsSchema = z.object({
  languages: z.array(z.string()),
  categories: z.array(z.object({ code: z.string(), tags: z.array(z.string()) })),
});
export type TopicFormOptions = z.infer<typeof TopicFormOptionsSchema>;

export const TeachingTopicListResponseSchema = z.object({
  data: z.object({ topics: z.array(TeachingTopicSchema), options: TopicFormOptionsSchema }),
});
export const TeachingTopicResponseSchema = z.object({ data: z.object({ topic: TeachingTopicSchema, options: TopicFormOptionsSchema }) });
export const TopicMaterialResponseSchema = z.object({ data: z.object({ material: TopicMaterialSchema }) });
export const TopicOkResponseSchema = z.object({ data: z.object({ topic: TeachingTopicSchema }) });

/** Most courses of one topic its teacher's course page lists (a topic rarely runs more groups at once). */
export const TEACHING_TOPIC_COURSES_LIMIT = 50;

/**
 * `GET /v1/teaching/topics/:id/courses`: the teacher's own courses of one course topic, every status,
 * soonest start first, each with its classes (outlines) and its course students (nickname, avatar,
 * status): what her course page shows in place of the student's Join Group.
 */
export const TeachingTopicCoursesResponseSchema = z.object({ data: z.object({ courses: z.array(GroupCourseSchema) }) });
export type TeachingTopicCoursesResponse = z.infer<typeof TeachingTopicCoursesResponseSchema>;
