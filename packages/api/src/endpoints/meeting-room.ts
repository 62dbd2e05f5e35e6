import { defineEndpoint } from '../contract/endpoint';
import {
  ClassRoomBodySchema,
  ClassRoomParamSchema,
  ClassRoomResponseSchema,
  MeetingRoomSchema,
  TeacherRoomResponseSchema,
  VideoRoomParamSchema,
  VideoRoomResponseSchema,
} from '../schemas/meeting-room';

export const getTeacherRoom = defineEndpoint({
  method: 'GET',
  path: '/v1/teaching/room',
  access: 'user',
  errors: ['NotATeacher'],
  summary: "The signed-in teacher's default meeting room (meeting id, passcode, https link), or null until she sets one.",
  response: TeacherRoomResponseSchema,
});

export const putTeacherRoom = defineEndpoint({
  method: 'PUT',
  path: '/v1/teaching/room',
  access: 'user',
  errors: ['NotATeacher'],
  summary:
    "Set the signed-in teacher's default meeting room. Every class, course class and lesson of hers without its own room uses it, read when the room opens (changing it moves every such class).",
  body: MeetingRoomSchema,
  response: TeacherRoomResponseSchema,
});

export const putClassRoom = defineEndpoint({
  method: 'PUT',
  path: '/v1/teaching/classes/:id/room',
  access: 'user',
  errors: ['NotATeacher', 'NotFound', 'ClassCancelled', 'ClassEnd'],
  summary:
    "Give one of the teacher's classes its own meeting room (`room`), or go back to her default (`room: null`). 404 for a class that is not hers; 409 ClassCancelled / ClassEnd once it is cancelled or over.",
  params: ClassRoomParamSchema,
  body: ClassRoomBodySchema,
  response: ClassRoomResponseSchema,
});

export const getVideoRoom = defineEndpoint({
  method: 'GET',
  path: '/v1/video-room/:id',
  access: 'user',
  errors: ['NotFound'],
  summary:
    'The video room door of a class (`20001`) or lesson (`lesson-40001`) for the signed-in viewer: open for its teacher and a student with a SCHEDULED seat on [start - 10 min, end), with the meeting id, passcode and link; otherwise the reason (too-early with opens_at, ended, not-booked, cancelled) and no meeting details.',
  params: VideoRoomParamSchema,
  response: VideoRoomResponseSchema,
});
