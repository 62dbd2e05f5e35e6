import type { TeachingClassRow, TeachingLessonRow } from '@app/api';

/** The teacher of the rows below (the viewer of `/teaching`). */
export const TEACHER_ID = 7;

/** An upcoming standalone class of teacher 7 with 1 of 6 spots booked, which the teacher may cancel. */
export function makeTeachingClassRow(overrides: Partial<TeachingClassRow> = {}): TeachingClassRow {
  return {
    kind: 'class',
    group_class_id: 20_001,
    course_id: null,
    topic_id: 11,
    title: 'Ordering food like a local',
    language: 'spanish',
    language_level: 3,
    category: 'CA005',
    start_time: '2026-11-25T17:00:00.000Z',
    end_time: '2026-11-25T18:00:00.000Z',
    status: 'UPCOMING',
    update_by: null,
    booked_spots: 1,
    max_spots: 6,
    can_cancel: true,
    ...overrides,
  };
}

/** A booked 30-minute trial lesson of student Emma W. with teacher 7. */
export function makeTeachingLessonRow(overrides: Partial<TeachingLessonRow> = {}): TeachingLessonRow {
  return {
    kind: 'lesson',
    id: 40_001,
    language: 'spanish',
    start_time: '2026-11-25T17:00:00.000Z',
    end_time: '2026-11-25T17:30:00.000Z',
    duration: 30,
    is_trial: true,
    price: 500,
    status: 'BOOKED',
    student: { user_id: 500, nickname: 'Emma W.', avatar_file_name: null },
    can_cancel: true,
    ...overrides,
  };
}
