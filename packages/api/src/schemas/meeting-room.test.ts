import { describe, expect, it } from 'vitest';
import { classVideoRoomPath, lessonVideoRoomPath } from '../web-paths';
import { MEETING_PASSCODE_MAX_LENGTH, MeetingRoomSchema, VideoRoomParamSchema } from './meeting-room';

const room = { account: '812 3456 7890', pass_code: 'k3Yp9Q', link: 'https://zoom.us/j/81234567890?pwd=abc' };
const fieldOf = (input: unknown): string[] => {
  const parsed = MeetingRoomSchema.safeParse(input);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
};

describe('MeetingRoomSchema: the form and the server check a room the same way', () => {
  it('accepts a Zoom room, with or without spaces in the meeting id, and trims', () => {
    expect(MeetingRoomSchema.parse({ ...room, account: ' 81234567890 ' }).account).toBe('81234567890');
    expect(fieldOf(room)).toEqual([]);
  });
  it('names the field of each mistake', () => {
    expect(fieldOf({ ...room, account: '12345678' })).toEqual(['account']);
    expect(fieldOf({ ...room, account: '123456789012' })).toEqual(['account']);
    expect(fieldOf({ ...room, pass_code: '' })).toEqual(['pass_code']);
    expect(fieldOf({ ...room, pass_code: 'x'.repeat(MEETING_PASSCODE_MAX_LENGTH + 1) })).toEqual(['pass_code']);
    expect(fieldOf({ ...room, pass_code: 'a b' })).toEqual(['pass_code']);
  });
  it('takes only an https link to a host name: no http, javascript:, credentials or a relative path', () => {
    for (const link of [
      'http://zoom.us/j/1',
      'javascript:alert(1)',
      '/video-room/20001',
      'https://user:pw@zoom.us/j/1',
      'https://localhost/j/1',
      'zoom.us/j/1',
    ]) {
      expect(fieldOf({ ...room, link })).toEqual(['link']);
    }
  });
});

describe('video room ids and paths', () => {
  it('a class id or lesson-<id>, nothing else', () => {
    expect(VideoRoomParamSchema.safeParse({ id: '20001' }).success).toBe(true);
    expect(VideoRoomParamSchema.safeParse({ id: 'lesson-40001' }).success).toBe(true);
    for (const id of ['0', '-1', 'lesson-', 'abc', '20001x', '1'.repeat(16)])
      expect(VideoRoomParamSchema.safeParse({ id }).success).toBe(false);
  });
  it('builds both paths', () => {
    expect(classVideoRoomPath({ classId: 20_001 })).toBe('/video-room/20001');
    expect(lessonVideoRoomPath({ lessonId: 40_001 })).toBe('/video-room/lesson-40001');
  });
});
