import { type CallArgs, getTeacherGroupClasses } from '@app/api';
import { apiQuery } from '../api-query';

/** One page of a teacher's group classes (the topic page's other classes, the teacher profile). */
export function teacherGroupClassesQuery(query: CallArgs<typeof getTeacherGroupClasses>['query']) {
  return apiQuery(getTeacherGroupClasses, { query });
}
