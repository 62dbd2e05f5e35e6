import type { TeacherVideo } from '@app/api';
import type { teachers } from '../db/schema-catalog';

/**
 * 000 §3 "Teacher video" from a teachers row: the poster is the cover; the `qiniu_` fields repeat
 * the others because this server is the only host (no CDN copy).
 */
export function toTeacherVideo(row: Pick<typeof teachers.$inferSelect, 'video_url' | 'video_pic_url'>): TeacherVideo {
  return {
    cover_name: row.video_pic_url,
    qiniu_video_pic_url: row.video_pic_url,
    qiniu_video_url: row.video_url,
    video_url: row.video_url,
  };
}
