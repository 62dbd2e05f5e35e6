import type { TeacherResultItem } from '@app/api';
import type { CardViewer } from '../features/teachers/teacher-card-view';

/** "Now" of the teacher-card stories and tests: Wednesday 2026-03-11 10:00 in Berlin. */
export const CARD_NOW = Date.UTC(2026, 2, 11, 9);

type TeacherInfoOverrides = Partial<TeacherResultItem['teacher_info']>;

/** A teacher result as `POST /v2/teachers` sends it; override what a story or test is about. */
export function makeTeacherResult({
  teacher_info,
  ...overrides
}: Partial<Omit<TeacherResultItem, 'teacher_info'>> & { teacher_info?: TeacherInfoOverrides } = {}): TeacherResultItem {
  return {
    user_info: { user_id: 501, nickname: 'Lucía Fernández', avatar_file_name: null, origin_country_id: null, is_pro: true },
    course_info: { has_trial: true, min_price: 1800, trial_price: 500, trial_session_count: 1 },
    is_favor: false,
    favourite_count: 12,
    teacher_info: {
      available_time: new Date(CARD_NOW + 5 * 3_600_000).toISOString(),
      first_valid_time: new Date(CARD_NOW - 200 * 86_400_000).toISOString(),
      about_teacher:
        'I have taught Spanish in Madrid for eleven years. My classes are built around real situations: ordering tapas, complaining politely, telling a story about your weekend.',
      also_speak: [
        { language: 'english', level: 5 },
        { language: 'french', level: 2 },
      ],
      teach_language: [{ language: 'spanish', level: 7 }],
      apply_status: 'APPROVED',
      cover_name: null,
      free_trial: false,
      is_student_full: false,
      overall_rating: 4.9,
      pro_rating: 4.9,
      tutor_rating: 4.7,
      session_count: 1834,
      student_count: 220,
      video_pic_url: null,
      video_url: null,
      qiniu_video_url: null,
      qiniu_video_pic_url: null,
      is_new: false,
      instant_now: false,
      instant_booking: false,
      short_signature: 'DELE examiner: speak Spanish with confidence',
      ...teacher_info,
    },
    ...overrides,
  };
}

export const VISITOR: CardViewer = { isSignedIn: false, isPro: false, trial: undefined, zone: 'Europe/Berlin', isAm: 0 };
export const STUDENT: CardViewer = {
  isSignedIn: true,
  isPro: false,
  trial: { has_trial: true, completed_lessons: 0 },
  zone: 'Europe/Berlin',
  isAm: 0,
};
