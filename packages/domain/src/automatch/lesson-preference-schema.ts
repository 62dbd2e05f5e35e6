import { z } from 'zod';
import { LESSON_ACTIVATION_MAX_SLOT, LESSON_ACTIVATION_MAX_WEEKDAY } from './lesson-preference';

// The lesson-activation schemas, apart from lesson-preference.ts so the teacher search loads no zod:
// the API's contract checks the answer with them; lesson-preference-schema.test.ts checks that each
// schema's type is the plain type of lesson-preference.ts.

/** One `whenHaveLesson` entry: a weekday (0 = Monday .. 6) and its hour slots (0..23). */
export const WhenHaveLessonSlotSchema = z.object({
  weekday: z.number().int().min(0).max(LESSON_ACTIVATION_MAX_WEEKDAY),
  time_list: z.array(z.number().int().min(0).max(LESSON_ACTIVATION_MAX_SLOT)),
});

/**
 * One answer of `answer_json` (001 §3 "a JSON list of answers with ids whenHaveLesson {weekday,
 * time_list}, whatLanguageLevel, whyTakeLesson"). Wire shape decided here:
 * `{ id: 'whenHaveLesson', answer: {weekday, time_list} | [{weekday, time_list}, ...] }`,
 * `{ id: 'whatLanguageLevel', answer: 'A1' | ... | 'C2' | 'N/A' }`,
 * `{ id: 'whyTakeLesson', answer: string, sub_answers?: string[] }`. Other ids are ignored.
 */
export const LessonActivationAnswerSchema = z.discriminatedUnion('id', [
  z.object({ id: z.literal('whenHaveLesson'), answer: z.union([WhenHaveLessonSlotSchema, z.array(WhenHaveLessonSlotSchema)]) }),
  z.object({ id: z.literal('whatLanguageLevel'), answer: z.string() }),
  z.object({ id: z.literal('whyTakeLesson'), answer: z.string(), sub_answers: z.array(z.string()).optional() }),
]);

/** 001 §3 "Lesson activation info: status (FINISHED when done), answer_json, learning_level." */
export const LessonActivationInfoSchema = z.object({
  status: z.string(),
  answer_json: z.string().nullish(),
  learning_level: z.union([z.string(), z.number()]).nullish(),
});
