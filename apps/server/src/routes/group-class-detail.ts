import { downloadClassAttachment, getGroupClassDetail } from '@app/api';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { loadAttachmentForStudent, loadGroupClassDetail } from '../classes/class-detail';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { mountRaw } from '../http/mount-raw';
import { readAttachmentBytes } from '../uploads/attachment-bytes';
import { sendFile } from '../uploads/send-file';

export function groupClassDetailRoutes({ database, clock, storage }: Pick<RouteDeps, 'database' | 'clock' | 'storage'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getGroupClassDetail, async ({ params, user }) => ({
    data: await loadGroupClassDetail(db, { classId: params.id, viewerId: user?.user_id ?? null, now: clock.now() }),
  }));

  mountRaw(routes, downloadClassAttachment, async ({ params, user, c }) => {
    const file = await loadAttachmentForStudent(db, {
      classId: params.id,
      attachmentId: params.attachment_id,
      viewerId: user?.user_id ?? null,
    });
    // Private to booked students (never stored by shared caches); the name is for display only.
    return sendFile(c, { bytes: await readAttachmentBytes(storage, file), contentType: file.content_type, fileName: file.file_name });
  });

  return routes;
}
