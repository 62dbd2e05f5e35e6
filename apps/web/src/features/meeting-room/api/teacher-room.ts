import { getTeacherRoom } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** The signed-in teacher's default meeting room (`GET /v1/teaching/room`). */
export function teacherRoomQuery() {
  return apiQuery(getTeacherRoom);
}
