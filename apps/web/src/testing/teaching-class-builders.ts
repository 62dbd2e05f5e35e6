import type { RosterStudent, TeachingClass } from '@app/api';
import { ATTENDANCE_WINDOW_AFTER_END_MS } from '@app/domain';
import { makeClassDetail } from './builders';

/** Teacher 7's default meeting room, which her classes use until one gets its own. */
export const DEFAULT_ROOM = { account: '812 3456 7890', pass_code: 'kp2026', link: 'https://zoom.us/j/81234567890?pwd=kp2026' };

/** A booked student of the teacher's class, unmarked. */
export function makeRosterStudent(overrides: Partial<RosterStudent> = {}): RosterStudent {
  return {
    seat_id: 90_001,
    user_id: 500,
    nickname: 'Emma W.',
    avatar_file_name: null,
    level: 3,
    status: 'SCHEDULED',
    attended: null,
    marked_at: null,
    ...overrides,
  };
}

/** Teacher 7's class 301 (builders' makeClassDetail) with `students` booked, as GET /v1/teaching/classes/:id answers. */
export function makeTeachingClass({
  students = [makeRosterStudent(), makeRosterStudent({ seat_id: 90_002, user_id: 501, nickname: 'Luis P.', level: null })],
  ...overrides
}: Partial<TeachingClass> & { students?: RosterStudent[] } = {}): TeachingClass {
  const detail = makeClassDetail();
  const group_class = {
    ...detail.group_class,
    taken_seats: students.length,
    group_class_students: students.map((s) => ({
      id: s.seat_id,
      student_id: s.user_id,
      user_id: s.user_id,
      nickname: s.nickname,
      avatar_file_name: s.avatar_file_name,
      status: s.status,
      update_by: null,
      operator: null,
    })),
  };
  return {
    group_class,
    group_course: null,
    students,
    can_cancel: students.length < 2,
    can_join: false,
    attendance_open: false,
    attendance_closes_at: new Date(Date.parse(group_class.end_time) + ATTENDANCE_WINDOW_AFTER_END_MS).toISOString(),
    room: { override: null, room: DEFAULT_ROOM, can_edit: true },
    ...overrides,
  };
}
