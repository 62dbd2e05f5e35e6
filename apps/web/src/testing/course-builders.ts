import type { CourseDetail, CourseOrder, GroupCourse, GroupCourseSearchItem, TeacherInfo } from '@app/api';
import type { CourseStudentStatus } from '@app/domain';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** One weekly class per week from `start`, 60 minutes each. */
function weeklyOutlines(start: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    group_class_id: 500 + i,
    class_index: i + 1,
    class_title: ['Greetings and introductions', 'Asking for directions', 'At the restaurant', 'Making plans'][i % 4] ?? `Week ${i + 1}`,
    description: 'Role plays and the phrases that go with them.',
    start_time: new Date(start + i * 7 * DAY).toISOString(),
    end_time: new Date(start + i * 7 * DAY + HOUR).toISOString(),
    status: 'UPCOMING' as const,
    attachments: [],
  }));
}

/** `n` live course seats of other students. */
export function courseSeats(n: number, status: CourseStudentStatus = 'Scheduled') {
  return Array.from({ length: n }, (_, i) => ({ student_id: 9100 + i, status }));
}

/** A course group as `GET /v3/group_class/courses/` lists it; override what a story or test is about. */
export function makeCourseGroup(overrides: Partial<GroupCourseSearchItem> = {}): GroupCourseSearchItem {
  const start = Date.parse(overrides.start_time ?? '2026-12-01T17:00:00.000Z');
  const outlines = weeklyOutlines(start, overrides.class_amount ?? 4).map(({ group_class_id, class_title, start_time, end_time }) => ({
    group_class_id,
    class_title,
    start_time,
    end_time,
  }));
  return {
    id: 301,
    course_id: 301,
    topic_id: 41,
    teacher_id: 7,
    title: 'Confident conversation in 4 weeks',
    price: 1500,
    class_amount: 4,
    language: 'spanish',
    language_level: 3,
    category: 'CA001',
    tag: 'conversation',
    min_spots: 2,
    max_spots: 6,
    start_time: new Date(start).toISOString(),
    end_time: outlines.at(-1)?.end_time ?? new Date(start + HOUR).toISOString(),
    duration: 60,
    status: 'Upcoming',
    intro_cover: null,
    outlines,
    course_students: [],
    teacher_info: { user_id: 7, nickname: 'Lucía Fernández', avatar_file_name: null, is_pro: true },
    ...overrides,
  };
}

export function makeTeacherInfo(overrides: Partial<TeacherInfo> = {}): TeacherInfo {
  return {
    id: 7,
    user_id: 7,
    nickname: 'Lucía Fernández',
    avatar_file_name: null,
    origin_country_id: 34,
    country: 'Spain',
    short_signature: 'Spanish for real life',
    about_teacher: 'I have taught Spanish for twelve years.',
    is_pro: true,
    overall_rating: 4.9,
    teach_language: [{ language: 'spanish', level: 7 }],
    ...overrides,
  };
}

/** A course as `GET /v3/group_class/courses/{id}` answers it (000 §3 "Group course"). */
export function makeGroupCourse(overrides: Partial<GroupCourse> = {}): GroupCourse {
  const start = Date.parse(overrides.start_time ?? '2026-12-01T17:00:00.000Z');
  const outlines = overrides.outlines ?? weeklyOutlines(start, overrides.class_amount ?? 4);
  return {
    id: 301,
    course_id: 301,
    title: 'Confident conversation in 4 weeks',
    description:
      'Four weeks of speaking practice on everyday topics: introductions, directions, food and plans. Every class ends with a short role play so you leave with phrases you have already used.',
    topic_id: 41,
    teacher_id: 7,
    language: 'spanish',
    language_level: 3,
    category: 'CA001',
    tag: 'conversation',
    price: 1500,
    class_amount: outlines.length,
    duration: 60,
    min_spots: 2,
    max_spots: 6,
    start_time: new Date(start).toISOString(),
    end_time: outlines.at(-1)?.end_time ?? new Date(start + HOUR).toISOString(),
    status: 'Upcoming',
    update_by: null,
    outcomes: ['Introduce yourself with ease', 'Ask for and give directions', 'Order food and drinks'],
    outlines,
    course_students: [],
    ...overrides,
  };
}

/** The viewer's seat in a course, with the seat id the order page needs. */
export function courseStudent(studentId: number, status: CourseStudentStatus = 'Scheduled', updateBy: string | null = null) {
  return {
    id: 7000 + studentId,
    student_id: studentId,
    status,
    update_by: updateBy,
    nickname: `Student ${studentId}`,
    avatar_file_name: null,
  };
}

export function makeCourseDetail(course: GroupCourse = makeGroupCourse()): CourseDetail {
  return {
    group_course: course,
    teacher_info: makeTeacherInfo(),
    group_topic: {
      id: course.topic_id,
      title: course.title,
      description: course.description,
      outcome_desc: '',
      language: course.language,
      language_level: course.language_level,
      duration: course.duration,
      student_capacity: course.max_spots,
      category: course.category,
      tag: course.tag,
      price: course.price,
      status: 'APPROVE',
    },
  };
}

export function makeCourseOrder(course: GroupCourse, studentId: number): CourseOrder {
  const seat = course.course_students.find((s) => s.student_id === studentId) ?? courseStudent(studentId);
  return {
    order_id: seat.id,
    course_id: course.id,
    course_student: { id: seat.id, student_id: studentId, status: seat.status, update_by: seat.update_by },
    class_seats: course.outlines.map((o, i) => ({
      group_class_id: o.group_class_id,
      group_class_student_id: 8000 + i,
      status: seat.status === 'Cancelled' ? 'CANCELLED' : 'SCHEDULED',
    })),
  };
}
