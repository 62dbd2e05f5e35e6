import { ATTACHMENT_DOWNLOAD_PATH, getGroupClassDetail, queryInt } from '@app/api';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app';
import { loadAttachmentForStudent, loadGroupClassDetail } from '../classes/class-detail';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../errors/app-error';
import { mount } from '../http/mount';

const AttachmentParamsSchema = z.object({ id: queryInt({ min: 1 }), attachment_id: queryInt({ min: 1 }) });

export function groupClassDetailRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
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
    c.header('Content-Type', `${file.content_type}; charset=utf-8`);
    c.header('Content-Disposition', `attachment; filename="${file.file_name.replace(/[^\w. -]/g, '_')}"`);
    // Private to booked students: never stored by shared caches.
    c.header('Cache-Control', 'private, no-store');
    return c.body(file.content);
  });

  return routes;
}
