import { ATTACHMENT_DOWNLOAD_PATH, getGroupClassDetail, queryInt } from '@app/api';
import { Hono } from 'hono';
import { z } from 'zod';
import type { RouteDeps } from '../app';
import { loadAttachmentForStudent, loadGroupClassDetail } from '../classes/class-detail';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../errors/app-error';
import { mount } from '../http/mount';
import { readAttachmentBytes } from '../uploads/attachment-bytes';
import { sendFile } from '../uploads/send-file';

const AttachmentParamsSchema = z.object({ id: queryInt({ min: 1 }), attachment_id: queryInt({ min: 1 }) });

export function groupClassDetailRoutes({ database, clock, storage }: Pick<RouteDeps, 'database' | 'clock' | 'storage'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getGroupClassDetail, async ({ params, user }) => ({
    data: await loadGroupClassDetail(db, { classId: params.id, viewerId: user?.user_id ?? null, now: clock.now() }),
  }));

  routes.get(ATTACHMENT_DOWNLOAD_PATH, async (c) => {
    const parsed = AttachmentParamsSchema.safeParse(c.req.param());
    if (!parsed.success)
      throw new AppError(
        'InvalidRequest',
        'id and attachment_id must be positive whole numbers.',
        parsed.error.issues[0]?.path.join('.') ?? 'id',
      );
    const file = await loadAttachmentForStudent(db, {
      classId: parsed.data.id,
      attachmentId: parsed.data.attachment_id,
      viewerId: c.get('user')?.user_id ?? null,
    });
    // Private to booked students (never stored by shared caches); the name is for display only.
    return sendFile(c, { bytes: await readAttachmentBytes(storage, file), contentType: file.content_type, fileName: file.file_name });
  });

  return routes;
}
