import { z } from 'zod';

// The video-conference details of a class, course class or lesson (000 §3 `communication_tools.zoom`:
// `account` is the meeting id). One schema for the teacher's form and the server, so the field
// errors the form shows are the ones the server would answer.

/** A meeting id: 9 to 11 digits (Zoom's lengths), written with or without spaces. */
export const MEETING_ID_PATTERN = /^\d(?: ?\d){8,10}$/;
/** Zoom allows passcodes of up to 10 characters: letters, digits and `@ - _ *`. */
export const MEETING_PASSCODE_MAX_LENGTH = 10;
export const MEETING_PASSCODE_PATTERN = /^[A-Za-z0-9@*_-]+$/;
/** Longest meeting link accepted (a Zoom link with its `pwd` is about 90 characters). */
export const MEETING_LINK_MAX_LENGTH = 500;

/** A room's fields; `text` is where each starts: trimmed for what a teacher sends, as is for an answer. */
const meetingRoom = (text: () => z.ZodString) =>
  z.object({
    account: text().regex(MEETING_ID_PATTERN, 'Enter the meeting id: 9 to 11 digits'),
    pass_code: text()
      .min(1, 'Enter the passcode')
      .max(MEETING_PASSCODE_MAX_LENGTH, `At most ${MEETING_PASSCODE_MAX_LENGTH} characters`)
      .regex(MEETING_PASSCODE_PATTERN, 'Letters, digits and @ - _ * only'),
    link: text()
      .max(MEETING_LINK_MAX_LENGTH, `At most ${MEETING_LINK_MAX_LENGTH} characters`)
      .refine(isHttpsUrl, 'Enter the meeting link, starting with https://'),
  });

/** A room as a teacher sends it: each field trimmed before it is checked (and stored). */
export const MeetingRoomSchema = meetingRoom(() => z.string().trim());
/**
 * A room as the server answers it: stored after `MeetingRoomSchema` trimmed it, so the answer is
 * checked as it is and nothing rewrites it (the browser takes answers without parsing them).
 */
export const StoredMeetingRoomSchema = meetingRoom(() => z.string());
export type MeetingRoom = z.infer<typeof MeetingRoomSchema>;

function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
}

/** The teacher's default room (null until she sets one). */
export const TeacherRoomResponseSchema = z.object({ data: z.object({ room: StoredMeetingRoomSchema.nullable() }) });
export type TeacherRoomResponse = z.infer<typeof TeacherRoomResponseSchema>;

/** A class's own room: a room overrides the teacher's default; `null` goes back to the default. */
export const ClassRoomBodySchema = z.object({ room: MeetingRoomSchema.nullable() });
export type ClassRoomBody = z.infer<typeof ClassRoomBodySchema>;

export const ClassRoomParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** Where a class room stands: its own override or the teacher's default that applies. */
export const ClassRoomResponseSchema = z.object({
  data: z.object({ override: StoredMeetingRoomSchema.nullable(), room: StoredMeetingRoomSchema.nullable() }),
});
export type ClassRoomResponse = z.infer<typeof ClassRoomResponseSchema>;

/**
 * `/video-room/:id`: a group class (or course class) by its id (`20001`), a one-to-one lesson as
 * `lesson-<id>` (`lesson-40001`).
 */
export const VIDEO_ROOM_ID_PATTERN = /^(lesson-)?[1-9]\d{0,14}$/;
export const VideoRoomParamSchema = z.object({ id: z.string().regex(VIDEO_ROOM_ID_PATTERN, 'A class id, or lesson-<id>') });

export const ROOM_ACCESS_KINDS = ['open', 'too-early', 'ended', 'not-booked', 'cancelled'] as const;

/**
 * The room door's answer for the signed-in viewer. `room` (meeting id, passcode, link) is present
 * only when `access` is `open`; `opens_at` only when `too-early`. `room` is null when open but the
 * teacher has set no room yet.
 */
export const VideoRoomSchema = z.object({
  kind: z.enum(['class', 'lesson']),
  id: z.number().int(),
  title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  viewer: z.enum(['teacher', 'student', 'other']),
  access: z.enum(ROOM_ACCESS_KINDS),
  opens_at: z.string().nullable(),
  room: StoredMeetingRoomSchema.nullable(),
});
export type VideoRoom = z.infer<typeof VideoRoomSchema>;
export const VideoRoomResponseSchema = z.object({ data: VideoRoomSchema });
export type VideoRoomResponse = z.infer<typeof VideoRoomResponseSchema>;
