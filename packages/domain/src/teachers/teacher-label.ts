/** 001 §2.5 "a professional-or-community label" (000 §1 "Teachers are shown as Professional Teacher (is_pro) or Community Tutor"). */
export const PROFESSIONAL_TEACHER_LABEL = 'Professional Teacher';
/** 001 §2.5 / 000 §1: the label of a teacher who is not `is_pro`. */
export const COMMUNITY_TUTOR_LABEL = 'Community Tutor';
export type TeacherTypeLabel = typeof PROFESSIONAL_TEACHER_LABEL | typeof COMMUNITY_TUTOR_LABEL;

/** 001 §2.5 teacher card "a professional-or-community label": `Professional Teacher` when `user_info.is_pro` is 1/true, else `Community Tutor`. */
export function getTeacherTypeLabel(isPro: boolean | 0 | 1 | null | undefined): TeacherTypeLabel {
  return isPro === true || isPro === 1 ? PROFESSIONAL_TEACHER_LABEL : COMMUNITY_TUTOR_LABEL;
}
