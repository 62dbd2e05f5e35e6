import { getGroupClassStudentToggle } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** 001 §2.4 the group_class_student_toggle: the rollout switch of the class page. */
export function classPageToggleQuery() {
  return apiQuery(getGroupClassStudentToggle);
}
