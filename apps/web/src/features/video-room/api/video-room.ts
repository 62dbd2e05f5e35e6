import { getVideoRoom } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** The room door's answer for the signed-in viewer (`/v1/video-room/:id`). */
export function videoRoomQuery({ id }: { id: string }) {
  return apiQuery(getVideoRoom, { params: { id } });
}
