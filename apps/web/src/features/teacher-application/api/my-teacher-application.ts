import { getMyTeacherApplication } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** The viewer's latest application, whether they may apply, and the form's languages and countries. */
export function myTeacherApplicationQuery() {
  return apiQuery(getMyTeacherApplication);
}
