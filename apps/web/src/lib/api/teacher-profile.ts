import { getTeacherProfile } from '@app/api';
import { apiQuery } from '../api-query';

/** `GET /v1/teachers/:id` (the teacher profile, the teacher's group-class page header). */
export function teacherProfileQuery({ id }: { id: number }) {
  return apiQuery(getTeacherProfile, { params: { id } });
}
