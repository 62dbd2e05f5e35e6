import { CLASS_STUDENT_STATUSES } from '@app/domain';
import { z } from 'zod';
import { queryInt } from '../contract/query';
import { GroupClassSchema, GroupCourseSummarySchema } from './group-class-detail';
import { StoredMeetingRoomSchema } from './meeting-room';

export const TeachingClassParamSchema = z.object({ id: queryInt({ min: 1 }) });

/** One booked student of the teacher's class: a live seat (not CANCELLED), with the mark if one was made. */
export const RosterStudentSchema = z.object({
  seat_id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  avatar_file_name: z.string().nullable(),
  /** The student's level in the class's language (001 §3 "Language list entries: language, level"), null when they listed none. */
  level: z.number().int().nullable(),
  status: z.enum(CLASS_STUDENT_STATUSES),
  /** null until the teacher marks the student. */
  attended: z.boolean().nullable(),
  marked_at: z.string().nullable(),
});
export type RosterStudent = z.infer<typeof RosterStudentSchema>;

/**
 * `GET /v1/teaching/classes/:id`: the class as its teacher sees it (the class detail with every seat),
 * the booked students, and what she may do now, each from the domain's rule at the server's now:
 * `can_cancel` (canTeacherCancelClass), `can_join` (canTeacherJoinClass), `attendance_open`
 * (isAttendanceOpen; `attendance_closes_at` is end + ATTENDANCE_WINDOW_AFTER_END_MS).
 */
export const TeachingClassSchema = z.object({
  group_class: GroupClassSchema,
  group_course: GroupCourseSummarySchema.nullable(),
  students: z.array(RosterStudentSchema),
  can_cancel: z.boolean(),
  can_join: z.boolean(),
  attendance_open: z.boolean(),
  attendance_closes_at: z.string(),
  /**
   * The class's meeting room for its teacher's form: its own `override` (null when it uses her
   * default), the `room` that applies (override, else her default, else null) and `can_edit`
   * (decideClassRoomEdit: not cancelled, not ended).
   */
  room: z.object({ override: StoredMeetingRoomSchema.nullable(), room: StoredMeetingRoomSchema.nullable(), can_edit: z.boolean() }),
});
export type TeachingClass = z.infer<typeof TeachingClassSchema>;

export const TeachingClassResponseSchema = z.object({ data: TeachingClassSchema });
export type TeachingClassResponse = z.infer<typeof TeachingClassResponseSchema>;

/** Most students one attendance request may mark: more than any class's capacity (000 §1: 6; bounds up to 12). */
export const ATTENDANCE_MARKS_MAX = 50;

/**
 * `PUT /v1/teaching/classes/:id/attendance`: one mark per student, the same schema the web form
 * validates with. Every listed student must hold a live seat in the class; students not listed keep
 * their marks.
 */
export const MarkAttendanceBodySchema = z.object({
  marks: z
    .array(z.object({ student_id: z.number().int().min(1), attended: z.boolean() }))
    .min(1, 'mark at least one student')
    .max(ATTENDANCE_MARKS_MAX)
    .refine((marks) => new Set(marks.map((m) => m.student_id)).size === marks.length, 'each student once'),
});
export type MarkAttendanceBody = z.infer<typeof MarkAttendanceBodySchema>;
