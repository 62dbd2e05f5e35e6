import type { Foundation, GroupClassDetail, GroupClassSearchItem } from '@app/api';

/** A class card as the search answer sends it; override what a story or test is about. */
export function makeSearchItem(overrides: Partial<GroupClassSearchItem> = {}): GroupClassSearchItem {
  return {
    id: 101,
    topic_id: 11,
    teacher_id: 7,
    title: 'Ordering food like a local',
    language: 'spanish',
    language_level: 3,
    category: 'CA005',
    tag: 'Food',
    price: 1450,
    student_capacity: 6,
    start_time: '2026-11-25T17:00:00.000Z',
    end_time: '2026-11-25T18:00:00.000Z',
    duration: 60,
    status: 'UPCOMING',
    intro_cover: null,
    group_class_students: [],
    teacher_info: { user_id: 7, nickname: 'Lucía Fernández', avatar_file_name: null, is_pro: true },
    ...overrides,
  };
}

/** `n` live seats of other students. */
export function seats(n: number, status: GroupClassSearchItem['group_class_students'][number]['status'] = 'SCHEDULED') {
  return Array.from({ length: n }, (_, i) => ({ student_id: 9000 + i, status }));
}

type ClassSeat = GroupClassDetail['group_class']['group_class_students'][number];

/** A signed-in student's foundation answer (confirmed, 24-hour clock, Berlin). */
export function makeFoundation(user: Partial<Foundation['user']> = {}): Foundation {
  return {
    language_list: [{ language: 'spanish', level: 2, is_learning: true }],
    user: {
      user_id: 500,
      nickname: 'Emma W.',
      email: 'emma@example.test',
      avatar_file_name: null,
      timezone_iana: 'Europe/Berlin',
      is_am: 0,
      is_confirm_email: true,
      register_status: 5,
      learning_language: 'spanish',
      currency: 'USD',
      is_pro: false,
      role: 'STUDENT',
      locale: 'en',
      ...user,
    },
  };
}

/** A seat in a class (000 §3 "Group class student"). */
export function makeSeat(overrides: Partial<ClassSeat> = {}): ClassSeat {
  const studentId = overrides.student_id ?? 500;
  return {
    id: 9001,
    student_id: studentId,
    user_id: studentId,
    nickname: 'Emma W.',
    avatar_file_name: null,
    status: 'SCHEDULED',
    update_by: null,
    operator: null,
    ...overrides,
  };
}

/** The class detail answer (000 §7 GET group_classes/{id}); a standalone class starting at `start`. */
export function makeClassDetail({
  start = '2026-11-25T17:00:00.000Z',
  seats = [],
  ...overrides
}: Partial<GroupClassDetail['group_class']> & { start?: string; seats?: ClassSeat[] } = {}): GroupClassDetail {
  const startMs = Date.parse(start);
  return {
    group_class: {
      id: 301,
      topic_id: 11,
      course_id: null,
      teacher_id: 7,
      title: 'Ordering food like a local',
      intro: 'Practise ordering in a restaurant, asking about dishes and paying the bill.',
      outcome_desc: 'Order a full meal in Spanish.\nAsk for the bill politely.',
      class_index: 1,
      category: 'CA005',
      tag: 'Food',
      language: 'spanish',
      language_level: 3,
      start_time: new Date(startMs).toISOString(),
      end_time: new Date(startMs + 60 * 60_000).toISOString(),
      duration: 60,
      price: 1450,
      student_capacity: 6,
      status: 'UPCOMING',
      sku_id: 'sku-301',
      intro_cover: null,
      video_url: null,
      qiniu_video_url: null,
      attachments: [{ file_name: 'menu-vocabulary.pdf', file_url: '/api/v3/group_class/group_classes/301/attachments/1' }],
      communication_tools: null,
      group_class_students: seats,
      taken_seats: seats.filter((seat) => seat.status !== 'CANCELLED').length,
      update_by: null,
      operator: null,
      topic_count: 4,
      ...overrides,
    },
    group_course: null,
    teacher_info: {
      id: 7,
      user_id: 7,
      nickname: 'Lucía Fernández',
      avatar_file_name: null,
      origin_country_id: 724,
      country: 'Spain',
      short_signature: 'Spanish for real life',
      about_teacher: 'I have taught Spanish for ten years.',
      is_pro: true,
      overall_rating: 4.9,
      teach_language: [{ language: 'spanish', level: 7 }],
    },
    group_topic: {
      id: 11,
      title: 'Ordering food like a local',
      description: 'Practise ordering in a restaurant.',
      outcome_desc: 'Order a full meal.',
      language: 'spanish',
      language_level: 3,
      duration: 60,
      student_capacity: 6,
      category: 'CA005',
      tag: 'Food',
      price: 1450,
      status: 'APPROVE',
    },
  };
}
