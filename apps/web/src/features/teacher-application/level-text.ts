import { NATIVE_LEVEL } from '@app/domain';

/** The label key of a teaching level: 5 C1, 6 C2, 7 Native (the domain's TEACHING_LEVELS). */
export function levelKey(level: number): 'teacherApplication.level5' | 'teacherApplication.level6' | 'teacherApplication.level7' {
  if (level >= NATIVE_LEVEL) return 'teacherApplication.level7';
  return level === 6 ? 'teacherApplication.level6' : 'teacherApplication.level5';
}
