import { getTeacherGroupClassStatistics } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** The teacher's group-class statistics in the page header (001 §2.2). */
export function teacherStatisticsQuery({ id }: { id: number }) {
  return apiQuery(getTeacherGroupClassStatistics, { params: { id } });
}
