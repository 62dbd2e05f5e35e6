import {
  DECLINE_REASON_MAX_LENGTH,
  DECLINE_REASON_MIN_LENGTH,
  TEACHER_ABOUT_MAX_LENGTH,
  TEACHER_APPLICATION_STATUSES,
  type TeacherApplicationProblem,
  validateTeacherApplication,
  countCharacters,
} from '@app/domain';
import { z } from 'zod';
import { queryInt } from '../contract/query';

/** The most applications the staff list answers at once (oldest first: a queue worked from the front). */
export const ADMIN_TEACHER_APPLICATIONS_LIMIT = 100;

/** The English message of each refusal of `validateTeacherApplication` (the web shows its own texts by `problem`). */
export const TEACHER_APPLICATION_PROBLEM_MESSAGES: Record<TeacherApplicationProblem, string> = {
  tooShort: 'too short',
  tooLong: 'too long',
  tooFew: 'add at least one language',
  tooMany: 'too many languages',
  duplicate: 'this language is listed twice',
  invalid: 'invalid',
  levelTooLow: 'teaching needs a level of C1, C2 or native',
  tooLow: 'below the lowest price',
  tooHigh: 'above the highest price',
  trialAboveRegular: 'the trial price may not be above the regular price',
  notHttps: 'must be an https link',
  hostNotAllowed: 'must be a YouTube or Vimeo link',
};

const TeachingLanguageInputSchema = z.object({ language: z.string().max(40), level: z.number().int() });

/**
 * `POST /v1/teaching/application`, and the "Become a teacher" form's own check: the shapes here,
 * every bound by the domain's `validateTeacherApplication`, each refusal an issue at its field
 * (`languages.0.level`) with `params.problem`. The parsed value is the application as kept.
 */
export const TeacherApplicationBodySchema = z
  .object({
    languages: z.array(TeachingLanguageInputSchema).max(10),
    about: z.string().max(TEACHER_ABOUT_MAX_LENGTH * 2),
    signature: z.string().max(1000),
    country: z.string().max(10),
    // Any number, NaN included (a price the form could not read): the domain names it `invalid` at its
    // field along with every other refusal, instead of the shape check hiding the rest.
    trial_price: z.union([z.number(), z.nan()]),
    regular_price: z.union([z.number(), z.nan()]),
    video_url: z.string().max(2000).nullable().optional(),
  })
  .transform((input, ctx) => {
    const result = validateTeacherApplication(input);
    if (result.ok) return result.application;
    for (const { field, problem } of result.issues) {
      ctx.addIssue({
        code: 'custom',
        path: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: TEACHER_APPLICATION_PROBLEM_MESSAGES[problem],
        params: { problem },
      });
    }
    return z.NEVER;
  });
export type TeacherApplicationBody = z.input<typeof TeacherApplicationBodySchema>;

export const TeacherApplicationStatusSchema = z.enum(TEACHER_APPLICATION_STATUSES);

/** One application as its applicant and staff see it. Instants are ISO strings. */
export const TeacherApplicationViewSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: TeacherApplicationStatusSchema,
  languages: z.array(z.object({ language: z.string(), level: z.number().int() })),
  about: z.string(),
  signature: z.string(),
  country: z.string(),
  trial_price: z.number().int(),
  regular_price: z.number().int(),
  video_url: z.string().nullable(),
  decline_reason: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type TeacherApplicationView = z.infer<typeof TeacherApplicationViewSchema>;

const OptionSchema = z.object({ code: z.string(), name: z.string() });

/**
 * `GET /v1/teaching/application`: the user's latest application (null before the first), whether
 * they may apply now (and from when, after a decline), and the languages and countries the form
 * offers (the platform's own lists).
 */
export const MyTeacherApplicationResponseSchema = z.object({
  data: z.object({
    application: TeacherApplicationViewSchema.nullable(),
    is_teacher: z.boolean(),
    can_apply: z.boolean(),
    reapply_at: z.string().nullable(),
    options: z.object({ languages: z.array(OptionSchema), countries: z.array(OptionSchema) }),
  }),
});
export type MyTeacherApplicationResponse = z.infer<typeof MyTeacherApplicationResponseSchema>;

export const TeacherApplicationResponseSchema = z.object({ data: TeacherApplicationViewSchema });

/** `GET /v1/admin/teacher-applications?status=`: PENDING by default. */
export const AdminTeacherApplicationsQuerySchema = z.object({ status: TeacherApplicationStatusSchema.default('PENDING') });

/** An application in the staff list, with who sent it. */
export const AdminTeacherApplicationSchema = TeacherApplicationViewSchema.extend({
  applicant: z.object({ nickname: z.string(), email: z.string(), avatar_file_name: z.string().nullable() }),
});
export type AdminTeacherApplication = z.infer<typeof AdminTeacherApplicationSchema>;

export const AdminTeacherApplicationsResponseSchema = z.object({ data: z.object({ items: z.array(AdminTeacherApplicationSchema) }) });

export const TeacherApplicationIdParamSchema = z.object({ id: queryInt({ min: 1 }) });

/**
 * `POST .../:id/decline`, and the staff's decline dialog's own check: the reason the applicant reads,
 * `DECLINE_REASON_MIN_LENGTH..MAX` characters once trimmed. A refusal carries `params.problem`
 * (`tooShort` or `tooLong`), for the dialog's text.
 */
export const DeclineTeacherApplicationBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .refine((text) => countCharacters(text) >= DECLINE_REASON_MIN_LENGTH, {
      message: `at least ${DECLINE_REASON_MIN_LENGTH} characters`,
      params: { problem: 'tooShort' satisfies TeacherApplicationProblem },
    })
    .refine((text) => countCharacters(text) <= DECLINE_REASON_MAX_LENGTH, {
      message: `at most ${DECLINE_REASON_MAX_LENGTH} characters`,
      params: { problem: 'tooLong' satisfies TeacherApplicationProblem },
    }),
});
export type DeclineTeacherApplicationBody = z.infer<typeof DeclineTeacherApplicationBodySchema>;
